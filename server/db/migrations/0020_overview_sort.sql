-- The stock overview sorts by product name and by expiry, which live in products and batches. Sorting
-- every joined balance for each page cost 200–400 ms at 50,000 rows; the keys kept on the balance row
-- let an index hand out the first rows in order (an incremental sort then orders by location within
-- a product or an expiry). Triggers keep them true whoever writes the catalogue, batches or balances.
ALTER TABLE stock_balances ADD COLUMN sort_name text NOT NULL DEFAULT '';
ALTER TABLE stock_balances ADD COLUMN sort_expiry date NOT NULL DEFAULT 'infinity';

UPDATE stock_balances b SET
  sort_name = coalesce((SELECT p.name FROM products p WHERE p.eshop_id = b.eshop_id AND p.code = b.code), b.code),
  sort_expiry = coalesce((SELECT bt.expires_at FROM batches bt WHERE bt.id = b.sarze_id AND bt.eshop_id = b.eshop_id), 'infinity');

CREATE INDEX stock_balances_by_name ON stock_balances (eshop_id, sort_name, code);
CREATE INDEX stock_balances_by_expiry ON stock_balances (eshop_id, sort_expiry);

-- A new balance row takes its product's name (its code when the product is gone) and its batch's expiry.
CREATE FUNCTION stock_balances_sort_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sort_name := coalesce((SELECT p.name FROM products p WHERE p.eshop_id = NEW.eshop_id AND p.code = NEW.code), NEW.code);
  NEW.sort_expiry := 'infinity';
  IF NEW.sarze_id <> 0 THEN
    NEW.sort_expiry := coalesce(
      (SELECT bt.expires_at FROM batches bt WHERE bt.id = NEW.sarze_id AND bt.eshop_id = NEW.eshop_id), 'infinity');
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER stock_balances_sort_keys BEFORE INSERT OR UPDATE OF code, sarze_id ON stock_balances
  FOR EACH ROW EXECUTE FUNCTION stock_balances_sort_keys();

-- A product added, renamed or removed renames its balances' sort key.
CREATE FUNCTION products_sort_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE stock_balances SET sort_name = code WHERE eshop_id = OLD.eshop_id AND code = OLD.code AND sort_name <> code;
    RETURN OLD;
  END IF;
  UPDATE stock_balances SET sort_name = coalesce(NEW.name, NEW.code)
    WHERE eshop_id = NEW.eshop_id AND code = NEW.code AND sort_name IS DISTINCT FROM coalesce(NEW.name, NEW.code);
  RETURN NEW;
END $$;
CREATE TRIGGER products_sort_name AFTER INSERT OR DELETE OR UPDATE OF name ON products
  FOR EACH ROW EXECUTE FUNCTION products_sort_name();

-- A batch whose expiry changes or that is removed moves its balances in the expiry order.
CREATE FUNCTION batches_sort_expiry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE stock_balances SET sort_expiry = 'infinity' WHERE eshop_id = OLD.eshop_id AND sarze_id = OLD.id;
    RETURN OLD;
  END IF;
  UPDATE stock_balances SET sort_expiry = coalesce(NEW.expires_at, 'infinity')
    WHERE eshop_id = NEW.eshop_id AND sarze_id = NEW.id;
  RETURN NEW;
END $$;
CREATE TRIGGER batches_sort_expiry AFTER DELETE OR UPDATE OF expires_at ON batches
  FOR EACH ROW EXECUTE FUNCTION batches_sort_expiry();
