-- The stock overview's first page answers totals and a sector picture over the whole e-shop. Counting
-- them from 50,000 balances took 70–120 ms per request; kept per location, they are read as a sum over
-- one small row per location. The sums are of what the overview shows by default (balances above
-- zero); requests that filter (search, zone, sector, zero amounts) still count their own rows.
--
-- One row per location: its balances above zero and their pieces. Per location rather than per sector,
-- so a location moved to another sector or a sector removed needs no correction (the sector is read
-- from the location when the sums are read), and two writers contend only when they write the same
-- location (whose row they already share-lock).
CREATE TABLE stock_location_sums (
  eshop_id      integer NOT NULL,
  location_id   integer NOT NULL,
  positive_rows integer NOT NULL DEFAULT 0,
  amount        bigint  NOT NULL DEFAULT 0,
  PRIMARY KEY (eshop_id, location_id)
);

-- One row per product code held somewhere: how many of its balances are above zero. Written only when
-- a balance crosses zero, so repeated stock-ins of a held product never touch it.
CREATE TABLE stock_product_sums (
  eshop_id      integer NOT NULL,
  code          text    NOT NULL,
  positive_rows integer NOT NULL DEFAULT 0,
  PRIMARY KEY (eshop_id, code)
);

INSERT INTO stock_location_sums (eshop_id, location_id, positive_rows, amount)
  SELECT eshop_id, location_id, count(*), sum(amount) FROM stock_balances WHERE amount > 0 GROUP BY eshop_id, location_id;
INSERT INTO stock_product_sums (eshop_id, code, positive_rows)
  SELECT eshop_id, code, count(*) FROM stock_balances WHERE amount > 0 GROUP BY eshop_id, code;

-- The location's name kept on the balance too (as 0020 keeps the product's name and the expiry), so every
-- sort's whole key is on the balance row and an index hands out a page without sorting: sort=product and
-- sort=expiry sorted a whole product's (or expiry's) rows by location name for each page, and a deep
-- expiry page inside the large no-batch group sorted 37,500 rows.
ALTER TABLE stock_balances ADD COLUMN sort_location text NOT NULL DEFAULT '';
UPDATE stock_balances b SET sort_location = l.name FROM locations l WHERE l.id = b.location_id;
DROP INDEX stock_balances_by_name;
DROP INDEX stock_balances_by_expiry;
CREATE INDEX stock_balances_by_name ON stock_balances (eshop_id, sort_name, code, sort_location, sarze_id);
CREATE INDEX stock_balances_by_expiry ON stock_balances (eshop_id, sort_expiry, sort_location, code, sarze_id);

CREATE OR REPLACE FUNCTION stock_balances_sort_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sort_name := coalesce((SELECT p.name FROM products p WHERE p.eshop_id = NEW.eshop_id AND p.code = NEW.code), NEW.code);
  NEW.sort_location := coalesce((SELECT l.name FROM locations l WHERE l.id = NEW.location_id), '');
  NEW.sort_expiry := 'infinity';
  IF NEW.sarze_id <> 0 THEN
    NEW.sort_expiry := coalesce(
      (SELECT bt.expires_at FROM batches bt WHERE bt.id = NEW.sarze_id AND bt.eshop_id = NEW.eshop_id), 'infinity');
  END IF;
  RETURN NEW;
END $$;
DROP TRIGGER stock_balances_sort_keys ON stock_balances;
CREATE TRIGGER stock_balances_sort_keys BEFORE INSERT OR UPDATE OF location_id, code, sarze_id ON stock_balances
  FOR EACH ROW EXECUTE FUNCTION stock_balances_sort_keys();

-- A renamed location renames its balances' sort key.
CREATE FUNCTION locations_sort_location() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stock_balances SET sort_location = NEW.name WHERE eshop_id = NEW.eshop_id AND location_id = NEW.id;
  RETURN NEW;
END $$;
CREATE TRIGGER locations_sort_location AFTER UPDATE OF name ON locations
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION locations_sort_location();

CREATE TYPE stock_sums_delta AS (eshop_id integer, location_id integer, code text, rows integer, amount bigint);

-- Adds what one statement changed: its new rows minus its old rows, counting balances above zero only.
-- Statement-level with transition tables, so a statement of many balances applies its sums in one key
-- order (locations, then codes): two writers touching the same locations take those rows in the same
-- order. Rows whose contribution did not change (a lock that rewrote the same amount, a renamed
-- product's sort key, a new empty balance) add nothing and lock nothing.
CREATE FUNCTION stock_balances_sums() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d stock_sums_delta[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(ROW(n.eshop_id, n.location_id, n.code, 1, n.amount)::stock_sums_delta) INTO d
      FROM new_rows n WHERE n.amount > 0;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(ROW(o.eshop_id, o.location_id, o.code, -1, -o.amount)::stock_sums_delta) INTO d
      FROM old_rows o WHERE o.amount > 0;
  ELSE
    SELECT array_agg(x) INTO d FROM (
      SELECT ROW(n.eshop_id, n.location_id, n.code, 1, n.amount)::stock_sums_delta AS x FROM new_rows n WHERE n.amount > 0
      UNION ALL
      SELECT ROW(o.eshop_id, o.location_id, o.code, -1, -o.amount)::stock_sums_delta FROM old_rows o WHERE o.amount > 0
    ) changed;
  END IF;
  IF d IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO stock_location_sums AS s (eshop_id, location_id, positive_rows, amount)
    SELECT u.eshop_id, u.location_id, sum(u.rows), sum(u.amount) FROM unnest(d) u
    GROUP BY u.eshop_id, u.location_id HAVING sum(u.rows) <> 0 OR sum(u.amount) <> 0
    ORDER BY u.eshop_id, u.location_id
    ON CONFLICT (eshop_id, location_id) DO UPDATE
      SET positive_rows = s.positive_rows + EXCLUDED.positive_rows, amount = s.amount + EXCLUDED.amount;
  INSERT INTO stock_product_sums AS s (eshop_id, code, positive_rows)
    SELECT u.eshop_id, u.code, sum(u.rows) FROM unnest(d) u
    GROUP BY u.eshop_id, u.code HAVING sum(u.rows) <> 0
    ORDER BY u.eshop_id, u.code
    ON CONFLICT (eshop_id, code) DO UPDATE SET positive_rows = s.positive_rows + EXCLUDED.positive_rows;
  RETURN NULL;
END $$;

CREATE TRIGGER stock_balances_sums_insert AFTER INSERT ON stock_balances
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_balances_sums();
CREATE TRIGGER stock_balances_sums_update AFTER UPDATE ON stock_balances
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_balances_sums();
CREATE TRIGGER stock_balances_sums_delete AFTER DELETE ON stock_balances
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_balances_sums();

-- Emptying the balances wholesale empties the sums with them.
CREATE FUNCTION stock_balances_sums_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stock_location_sums;
  DELETE FROM stock_product_sums;
  RETURN NULL;
END $$;
CREATE TRIGGER stock_balances_sums_truncate AFTER TRUNCATE ON stock_balances
  FOR EACH STATEMENT EXECUTE FUNCTION stock_balances_sums_truncate();

-- The movements export and its count find a period by the change's time within one e-shop.
CREATE INDEX stock_changes_by_time ON stock_changes (eshop_id, created_at);
