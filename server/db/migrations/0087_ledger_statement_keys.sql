-- Issue 29: the bulk writes of the ledger (a 50,000-line stock-taking commit, a 50,000-row import) paid one
-- referential check per row: PostgreSQL runs a foreign key as a row trigger, one `SELECT … FOR KEY SHARE` of the
-- parent per inserted row. EXPLAIN ANALYZE of a 50,000-line commit (bench/stocktaking/_explain-commit.ts): the
-- record lines' two keys about 2.0 s of a 2.6 s insert, the movements' key 0.6 s; of an import, the new balances'
-- key to eshops the largest per-row cost left. Three keys become statement-level checks that give the same
-- guarantee once per statement: each statement's new rows name parents that exist, and those parents are locked
-- FOR KEY SHARE as the foreign key would lock them (so a concurrent delete of the parent waits, then is refused);
-- the parent side refuses a delete or key change while children exist (NO ACTION), or cascades where the key did.
-- The error is the foreign key's own: SQLSTATE 23503 foreign_key_violation.

-- stock_movements (eshop_id, change_id) → stock_changes (eshop_id, id)  [was stock_movements_change_fkey, 0071]
CREATE FUNCTION stock_movements_change_exists() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  missing bigint;
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    PERFORM 1 FROM stock_changes c WHERE c.eshop_id = NEW.eshop_id AND c.id = NEW.change_id FOR KEY SHARE OF c;
    missing := CASE WHEN FOUND THEN 0 ELSE 1 END;
  ELSE
  WITH k AS (SELECT DISTINCT eshop_id, change_id FROM new_rows),
    parent AS (SELECT c.id FROM stock_changes c JOIN k ON c.eshop_id = k.eshop_id AND c.id = k.change_id
      ORDER BY c.id FOR KEY SHARE OF c)
  SELECT (SELECT count(*) FROM k) - (SELECT count(*) FROM parent) INTO missing;
  END IF;
  IF missing <> 0 THEN
    RAISE EXCEPTION 'insert or update on table "stock_movements" violates its key to "stock_changes"'
      USING ERRCODE = 'foreign_key_violation', TABLE = 'stock_movements';
  END IF;
  RETURN NULL;
END $$;
ALTER TABLE stock_movements DROP CONSTRAINT stock_movements_change_fkey;
CREATE TRIGGER stock_movements_change_insert AFTER INSERT ON stock_movements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_movements_change_exists();
-- A key column's update (nothing in the ledger does it) is checked per row: a trigger with a column list cannot
-- have a transition table.
CREATE TRIGGER stock_movements_change_update AFTER UPDATE OF eshop_id, change_id ON stock_movements
  FOR EACH ROW EXECUTE FUNCTION stock_movements_change_exists();

CREATE FUNCTION stock_changes_keep_movements() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    IF EXISTS (SELECT 1 FROM stock_movements) THEN
      RAISE EXCEPTION 'cannot truncate "stock_changes": "stock_movements" refers to it' USING ERRCODE = 'foreign_key_violation';
    END IF;
    RETURN NULL;
  END IF;
  IF (TG_OP = 'DELETE' OR OLD.id <> NEW.id OR OLD.eshop_id <> NEW.eshop_id)
    AND EXISTS (SELECT 1 FROM stock_movements m WHERE m.change_id = OLD.id AND m.eshop_id = OLD.eshop_id) THEN
    RAISE EXCEPTION 'change % is still referenced from table "stock_movements"', OLD.id
      USING ERRCODE = 'foreign_key_violation', TABLE = 'stock_changes';
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER stock_changes_keep_movements AFTER DELETE OR UPDATE OF id, eshop_id ON stock_changes
  FOR EACH ROW EXECUTE FUNCTION stock_changes_keep_movements();
CREATE TRIGGER stock_changes_keep_movements_truncate BEFORE TRUNCATE ON stock_changes
  FOR EACH STATEMENT EXECUTE FUNCTION stock_changes_keep_movements();

-- stock_balances (eshop_id) → eshops (id)  [was stock_balances_eshop_id_fkey, 0002]
CREATE FUNCTION stock_balances_eshop_exists() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  missing bigint;
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    PERFORM 1 FROM eshops e WHERE e.id = NEW.eshop_id FOR KEY SHARE OF e;
    missing := CASE WHEN FOUND THEN 0 ELSE 1 END;
  ELSE
  WITH k AS (SELECT DISTINCT eshop_id FROM new_rows),
    parent AS (SELECT e.id FROM eshops e JOIN k ON e.id = k.eshop_id ORDER BY e.id FOR KEY SHARE OF e)
  SELECT (SELECT count(*) FROM k) - (SELECT count(*) FROM parent) INTO missing;
  END IF;
  IF missing <> 0 THEN
    RAISE EXCEPTION 'insert or update on table "stock_balances" violates its key to "eshops"'
      USING ERRCODE = 'foreign_key_violation', TABLE = 'stock_balances';
  END IF;
  RETURN NULL;
END $$;
ALTER TABLE stock_balances DROP CONSTRAINT stock_balances_eshop_id_fkey;
CREATE TRIGGER stock_balances_eshop_insert AFTER INSERT ON stock_balances
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_balances_eshop_exists();
CREATE TRIGGER stock_balances_eshop_update AFTER UPDATE OF eshop_id ON stock_balances
  FOR EACH ROW EXECUTE FUNCTION stock_balances_eshop_exists();

CREATE FUNCTION eshops_keep_balances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    IF EXISTS (SELECT 1 FROM stock_balances) THEN
      RAISE EXCEPTION 'cannot truncate "eshops": "stock_balances" refers to it' USING ERRCODE = 'foreign_key_violation';
    END IF;
    RETURN NULL;
  END IF;
  IF (TG_OP = 'DELETE' OR OLD.id <> NEW.id) AND EXISTS (SELECT 1 FROM stock_balances b WHERE b.eshop_id = OLD.id) THEN
    RAISE EXCEPTION 'e-shop % is still referenced from table "stock_balances"', OLD.id
      USING ERRCODE = 'foreign_key_violation', TABLE = 'eshops';
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER eshops_keep_balances AFTER DELETE OR UPDATE OF id ON eshops
  FOR EACH ROW EXECUTE FUNCTION eshops_keep_balances();
CREATE TRIGGER eshops_keep_balances_truncate BEFORE TRUNCATE ON eshops
  FOR EACH STATEMENT EXECUTE FUNCTION eshops_keep_balances();

-- inventory_check_record_lines (eshop_id, check_id) → inventory_checks (eshop_id, id), ON DELETE CASCADE
-- [were two keys, check_id → inventory_checks (cascade) and eshop_id → eshops, 0051]. One check now says more:
-- a record line names its check's own e-shop (which references eshops itself).
CREATE FUNCTION inventory_record_lines_check_exists() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  missing bigint;
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    PERFORM 1 FROM inventory_checks c WHERE c.eshop_id = NEW.eshop_id AND c.id = NEW.check_id FOR KEY SHARE OF c;
    missing := CASE WHEN FOUND THEN 0 ELSE 1 END;
  ELSE
  WITH k AS (SELECT DISTINCT eshop_id, check_id FROM new_rows),
    parent AS (SELECT c.id FROM inventory_checks c JOIN k ON c.eshop_id = k.eshop_id AND c.id = k.check_id
      ORDER BY c.id FOR KEY SHARE OF c)
  SELECT (SELECT count(*) FROM k) - (SELECT count(*) FROM parent) INTO missing;
  END IF;
  IF missing <> 0 THEN
    RAISE EXCEPTION 'insert or update on table "inventory_check_record_lines" violates its key to "inventory_checks"'
      USING ERRCODE = 'foreign_key_violation', TABLE = 'inventory_check_record_lines';
  END IF;
  RETURN NULL;
END $$;
ALTER TABLE inventory_check_record_lines DROP CONSTRAINT inventory_check_record_lines_check_id_fkey;
ALTER TABLE inventory_check_record_lines DROP CONSTRAINT inventory_check_record_lines_eshop_id_fkey;
CREATE TRIGGER inventory_record_lines_check_insert AFTER INSERT ON inventory_check_record_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_record_lines_check_exists();
CREATE TRIGGER inventory_record_lines_check_update AFTER UPDATE OF eshop_id, check_id ON inventory_check_record_lines
  FOR EACH ROW EXECUTE FUNCTION inventory_record_lines_check_exists();

CREATE FUNCTION inventory_checks_record_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM inventory_check_record_lines;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    DELETE FROM inventory_check_record_lines WHERE check_id = OLD.id;
  ELSIF (OLD.id <> NEW.id OR OLD.eshop_id <> NEW.eshop_id)
    AND EXISTS (SELECT 1 FROM inventory_check_record_lines r WHERE r.check_id = OLD.id) THEN
    RAISE EXCEPTION 'check % is still referenced from table "inventory_check_record_lines"', OLD.id
      USING ERRCODE = 'foreign_key_violation', TABLE = 'inventory_checks';
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER inventory_checks_record_lines AFTER DELETE OR UPDATE OF id, eshop_id ON inventory_checks
  FOR EACH ROW EXECUTE FUNCTION inventory_checks_record_lines();
CREATE TRIGGER inventory_checks_record_lines_truncate AFTER TRUNCATE ON inventory_checks
  FOR EACH STATEMENT EXECUTE FUNCTION inventory_checks_record_lines();
