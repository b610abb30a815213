-- The catalogue's life: the e-shop integration upserts products (sets with their components),
-- deletes them (stock left over becomes an orphan) and hides them (invisible).

-- The components of a product set: `amount` pieces of `component_code` make one set. A component
-- carries no foreign key, like stock: the e-shop may delete a component before the set.
CREATE TABLE product_set_components (
  eshop_id        integer NOT NULL REFERENCES eshops(id),
  set_code        text NOT NULL,
  component_code  text NOT NULL,
  amount          integer NOT NULL CHECK (amount > 0),
  PRIMARY KEY (eshop_id, set_code, component_code)
);

-- The discrepancy lists read hidden products and sets among many: only the few flagged rows.
CREATE INDEX product_flags_hidden ON product_flags(eshop_id, code) WHERE hidden;
CREATE INDEX product_flags_sets ON product_flags(eshop_id, code) WHERE is_set;

-- Batches by expiry (what expires first, FEFO) and by name (find a batch).
CREATE INDEX batches_expiry ON batches(eshop_id, expires_at);
