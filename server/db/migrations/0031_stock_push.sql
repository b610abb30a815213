-- The stock push worker (docs/decisions/eshop-sync.md, "Exactly once").

-- Which batch carried a row, and why the e-shop refused it (its error code and message).
-- absolute: "set the e-shop to the warehouse's total" (the stock comparison); amount is then 0 and the
-- total is read when the batch is made, superseding the product's pending relative rows.
ALTER TABLE stock_sync_outbox
  ADD COLUMN absolute boolean NOT NULL DEFAULT false,
  ADD COLUMN batch_id bigint,
  ADD COLUMN error_code text,
  ADD COLUMN error_message text,
  ALTER COLUMN change_id DROP NOT NULL;
CREATE INDEX stock_sync_outbox_eshop_pending ON stock_sync_outbox(eshop_id, id) WHERE status = 'pending';
CREATE INDEX stock_sync_outbox_eshop_failed ON stock_sync_outbox(eshop_id, id) WHERE status = 'failed';

-- One request to the e-shop, written (state 'sending') and committed BEFORE it is sent, with the e-shop's
-- movement cursor at that moment. A batch still 'sending' after a crash or a lost answer is reconciled
-- from the movement list after `cursor_before` before anything is sent again.
CREATE TABLE stock_push_batches (
  id             bigserial PRIMARY KEY,
  eshop_id       integer NOT NULL REFERENCES eshops(id) ON DELETE CASCADE,
  kind           text NOT NULL DEFAULT 'change' CHECK (kind IN ('change', 'absolute')),
  -- [{code, amount}] for a change batch (merged per product), [{code, realStock}] for an absolute one.
  rows           jsonb NOT NULL,
  cursor_before  bigint NOT NULL,
  state          text NOT NULL DEFAULT 'sending' CHECK (state IN ('sending', 'done')),
  attempts       integer NOT NULL DEFAULT 1,
  sent_at        timestamptz NOT NULL DEFAULT now(),
  done_at        timestamptz
);
CREATE INDEX stock_push_batches_open ON stock_push_batches(eshop_id, id) WHERE state = 'sending';

-- Per e-shop, the node allowed to send: taken when free or expired, renewed while it works. A node that
-- dies stops renewing and another takes over when the lease expires.
CREATE TABLE stock_push_leases (
  eshop_id    integer PRIMARY KEY REFERENCES eshops(id) ON DELETE CASCADE,
  holder      text NOT NULL,
  expires_at  timestamptz NOT NULL
);

-- The e-shop's movement id known to be at or before every movement our next batch can cause: a batch's
-- cursor_before. Refreshed (GET …/movements/last) when the queue runs dry, not per batch.
ALTER TABLE eshop_connections ADD COLUMN movements_cursor bigint;
