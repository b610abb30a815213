-- Issue 29: a new balance row took its overview sort keys (product name, location name, expiry) from a row trigger
-- that ran three lookups per row: 50,000 new balances of an import spent more time in it than in the insert itself.
-- The ledger's set-based entry (server/ledger/apply-staged.ts) now writes the keys with the rows, from one join; the
-- trigger still fills them for every other writer, which leaves them at their defaults ('' is never a real key:
-- a product's name falls back to its code). The trigger on UPDATE OF the key columns is unchanged.
DROP TRIGGER stock_balances_sort_keys ON stock_balances;
CREATE TRIGGER stock_balances_sort_keys_insert BEFORE INSERT ON stock_balances
  FOR EACH ROW WHEN (NEW.sort_name = '' OR NEW.sort_location = '') EXECUTE FUNCTION stock_balances_sort_keys();
CREATE TRIGGER stock_balances_sort_keys BEFORE UPDATE OF location_id, code, sarze_id ON stock_balances
  FOR EACH ROW EXECUTE FUNCTION stock_balances_sort_keys();
