-- Relocation. The chaos queue is no table: it is read from the ledger (stock lying on locations of
-- non-stock sectors in a chaos e-shop, docs/decisions/relocation.md), so the seeded table goes.
DROP TABLE IF EXISTS relocation_queue;

-- A category of relocation rules; `data` is its list of rules (src/api/relocation.schema.ts RuleData).
CREATE TABLE relocation_categories (
  id        serial PRIMARY KEY,
  eshop_id  integer NOT NULL REFERENCES eshops(id),
  name      text NOT NULL,
  data      jsonb NOT NULL DEFAULT '[]'
);
CREATE UNIQUE INDEX relocation_categories_name ON relocation_categories(eshop_id, lower(name));
