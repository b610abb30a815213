-- The stock ledger: balances per e-shop, location, product code and batch, and the movements
-- that changed them. A balance is written in the same transaction as its movement, so a
-- balance always equals the sum of its movements. Product codes carry no foreign key: stock of
-- a product deleted from the e-shop stays visible as an orphan until it is cleared.

-- Per-product flags the catalogue does not carry: hidden in the e-shop, a set (bundle), and
-- whether scanning must name a batch (vynutit_zadani_sarze).
CREATE TABLE product_flags (
  eshop_id       integer NOT NULL REFERENCES eshops(id),
  code           text NOT NULL,
  hidden         boolean NOT NULL DEFAULT false,
  is_set         boolean NOT NULL DEFAULT false,
  require_batch  boolean NOT NULL DEFAULT false,
  PRIMARY KEY (eshop_id, code)
);

-- Batches (šarže) of a variant code, with an optional expiry. Name + expiry is unique per code.
CREATE TABLE batches (
  id          serial PRIMARY KEY,
  eshop_id    integer NOT NULL REFERENCES eshops(id),
  code        text NOT NULL,
  name        text NOT NULL,
  expires_at  date,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX batches_identity ON batches(eshop_id, code, name, COALESCE(expires_at, '-infinity'::date));

-- Multi-EAN products: a box EAN standing for `amount` pieces of a product code.
CREATE TABLE custom_products (
  id        serial PRIMARY KEY,
  eshop_id  integer NOT NULL REFERENCES eshops(id),
  ean       text NOT NULL,
  code      text NOT NULL,
  amount    integer NOT NULL CHECK (amount > 0),
  UNIQUE (eshop_id, ean)
);

-- sarze_id 0 means "without batch", so the key has no NULLs and ON CONFLICT works on it.
CREATE TABLE stock_balances (
  eshop_id     integer NOT NULL REFERENCES eshops(id),
  location_id  integer NOT NULL,
  code         text NOT NULL,
  sarze_id     integer NOT NULL DEFAULT 0,
  amount       integer NOT NULL CHECK (amount >= 0),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (eshop_id, location_id, code, sarze_id)
);
CREATE INDEX stock_balances_code ON stock_balances(eshop_id, code);

-- One request that changed stock: what the movement log lists (25 a page, newest first).
CREATE TABLE stock_changes (
  id              bigserial PRIMARY KEY,
  eshop_id        integer NOT NULL REFERENCES eshops(id),
  client_id       integer NOT NULL,
  client_name     text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  action          text NOT NULL,
  source          text NOT NULL,
  location_name   text,
  shoptet_sync    boolean NOT NULL DEFAULT false,
  reverts_id      bigint,
  reverted_by_id  bigint
);
-- Keyset paging of the log: WHERE eshop_id = $1 AND id < $2 ORDER BY id DESC LIMIT 26.
CREATE INDEX stock_changes_log ON stock_changes(eshop_id, id);

-- The movements of a change: who and when come from the change; where, what, how much here.
CREATE TABLE stock_movements (
  id             bigserial PRIMARY KEY,
  change_id      bigint NOT NULL REFERENCES stock_changes(id),
  eshop_id       integer NOT NULL REFERENCES eshops(id),
  location_id    integer NOT NULL,
  location_name  text NOT NULL,
  code           text NOT NULL,
  sarze_id       integer NOT NULL DEFAULT 0,
  amount         integer NOT NULL,
  before_amount  integer NOT NULL,
  after_amount   integer NOT NULL CHECK (after_amount >= 0)
);
CREATE INDEX stock_movements_change ON stock_movements(change_id);
CREATE INDEX stock_movements_balance ON stock_movements(eshop_id, location_id, code, sarze_id);

-- The e-shop synchronisation port: net stock changes per product waiting for a sync worker.
CREATE TABLE stock_sync_outbox (
  id          bigserial PRIMARY KEY,
  eshop_id    integer NOT NULL REFERENCES eshops(id),
  change_id   bigint NOT NULL REFERENCES stock_changes(id),
  code        text NOT NULL,
  amount      integer NOT NULL,
  status      text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts    integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz
);
CREATE INDEX stock_sync_outbox_pending ON stock_sync_outbox(id) WHERE status = 'pending';

-- Answers of writes by Idempotency-Key. The key is claimed first thing in the write's own
-- transaction (a concurrent duplicate waits on it) and the answer filled in before commit.
CREATE TABLE idempotency_keys (
  eshop_id      integer NOT NULL REFERENCES eshops(id),
  client_id     integer NOT NULL,
  key           text NOT NULL,
  request_hash  text NOT NULL,
  status        integer,
  body          jsonb,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (eshop_id, client_id, key)
);
