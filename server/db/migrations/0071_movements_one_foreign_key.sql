-- Issue 29: every movement row was checked against two parents, its change and its e-shop: two row-level
-- referential triggers per movement (EXPLAIN ANALYZE of a 50,000-line stock-taking or import: about half of the
-- movements' insert). One composite key says more with one check: a movement belongs to its change AND to that
-- change's e-shop (which references eshops itself), so a movement can no longer name another e-shop than its change.
DROP INDEX stock_changes_log;
-- Keyset paging of the log (WHERE eshop_id = $1 AND id < $2 ORDER BY id DESC) as before; unique so it can be referenced.
CREATE UNIQUE INDEX stock_changes_log ON stock_changes (eshop_id, id);
ALTER TABLE stock_movements ADD CONSTRAINT stock_movements_change_fkey
  FOREIGN KEY (eshop_id, change_id) REFERENCES stock_changes (eshop_id, id);
ALTER TABLE stock_movements DROP CONSTRAINT stock_movements_change_id_fkey;
ALTER TABLE stock_movements DROP CONSTRAINT stock_movements_eshop_id_fkey;
