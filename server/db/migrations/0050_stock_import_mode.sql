-- Issue 24 item 1: a stock import says what it does. `stock_mode` records the choice it was applied with
-- ('set': counted amounts, 'add': received goods). Setting counted amounts from the same file twice changes
-- nothing, so only imports that add (and every other kind) stay applied at most once per file.
ALTER TABLE import_sessions ADD COLUMN stock_mode text CHECK (stock_mode IN ('set', 'add'));
DROP INDEX import_sessions_applied_once;
CREATE UNIQUE INDEX import_sessions_applied_once ON import_sessions(eshop_id, kind, fingerprint)
  WHERE applied_at IS NOT NULL AND stock_mode IS DISTINCT FROM 'set';
