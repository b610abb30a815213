-- A scanned or hand-typed code is looked up ignoring case when that is unambiguous (b-03-1 → B-03-1).
CREATE INDEX locations_lower_name ON locations (eshop_id, lower(name));
CREATE INDEX products_lower_code ON products (eshop_id, lower(code));
