-- Stock-taking (inventura): a check over chosen sectors or locations, counted by several devices at
-- once. Counts are entries (one per scan, keyed by the device's own id so a retry is applied once),
-- summed per location, product and batch. Each entry remembers where the ledger stood when it was
-- counted (the last stock_movements.id), so commit can apply the difference seen at count time.

CREATE TABLE inventory_checks (
  id                   serial PRIMARY KEY,
  eshop_id             integer NOT NULL REFERENCES eshops(id),
  name                 text NOT NULL,
  -- NULL = new or running (SPEC 4); 'cancelled' and 'committed' are final.
  status               text CHECK (status IN ('cancelled', 'committed')),
  blind                boolean NOT NULL DEFAULT false,
  sector_ids           integer[] NOT NULL DEFAULT '{}',
  created_by           integer NOT NULL,
  created_by_name      text NOT NULL,
  created_at           timestamptz NOT NULL,
  changed              timestamptz NOT NULL,
  committed_change_id  bigint
);
CREATE INDEX inventory_checks_list ON inventory_checks(eshop_id, status, id);

-- The locations in scope (a sector's locations are taken when the check starts). counted_position
-- is the ledger position when the location was marked counted: products nobody scanned there go to
-- 0 plus whatever moved after that.
CREATE TABLE inventory_check_locations (
  check_id          integer NOT NULL REFERENCES inventory_checks(id) ON DELETE CASCADE,
  eshop_id          integer NOT NULL REFERENCES eshops(id),
  location_id       integer NOT NULL,
  counted_at        timestamptz,
  counted_by_name   text,
  counted_position  bigint,
  PRIMARY KEY (check_id, location_id)
);
CREATE INDEX inventory_check_locations_location ON inventory_check_locations(eshop_id, location_id);

CREATE TABLE inventory_check_entries (
  id               bigserial PRIMARY KEY,
  check_id         integer NOT NULL REFERENCES inventory_checks(id) ON DELETE CASCADE,
  eshop_id         integer NOT NULL REFERENCES eshops(id),
  client_entry_id  text NOT NULL,
  location_id      integer NOT NULL,
  code             text NOT NULL,
  sarze_id         integer NOT NULL DEFAULT 0,
  amount           integer NOT NULL CHECK (amount >= 0),
  ledger_position  bigint NOT NULL,
  client_id        integer NOT NULL,
  client_name      text NOT NULL,
  created_at       timestamptz NOT NULL,
  UNIQUE (check_id, client_entry_id)
);
CREATE INDEX inventory_check_entries_line ON inventory_check_entries(check_id, location_id, code, sarze_id);
