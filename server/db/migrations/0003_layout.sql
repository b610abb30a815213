-- Warehouse layout: names are unique per e-shop regardless of case (a scanner in caps-lock must not
-- find a different location), and the stock overview's keyset pages need their orderings indexed.

CREATE UNIQUE INDEX locations_name_ci ON locations(eshop_id, lower(name));
CREATE INDEX sectors_eshop_order ON sectors(eshop_id, "order");
CREATE INDEX locations_sector_order ON locations(eshop_id, sector_id, "order");

-- The overview's "biggest amount first" sort: (-amount, location, code, batch) read straight off this index.
CREATE INDEX stock_balances_by_amount ON stock_balances(eshop_id, (-amount), location_id, code, sarze_id);
