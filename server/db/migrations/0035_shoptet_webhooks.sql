-- Webhooks from Shoptet. Notifications carry no id and may be delivered again: the hash of the body
-- (eshopId, event, eventCreated, eventInstance) is the receipt, so a replay is ignored.
CREATE TABLE shoptet_webhook_receipts (
  body_hash    text PRIMARY KEY,
  eshop_id     integer NOT NULL REFERENCES eshops(id) ON DELETE CASCADE,
  event        text NOT NULL,
  received_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shoptet_webhook_receipts_age ON shoptet_webhook_receipts (received_at);

-- The signature key of the installation's webhooks (POST /api/webhooks/renew-signature-key), sealed
-- with the server's secret like the tokens, and the cursor of the periodic /api/products/changes read.
CREATE TABLE shoptet_webhook_settings (
  eshop_id             integer PRIMARY KEY REFERENCES eshops(id) ON DELETE CASCADE,
  signature_key_sealed text,
  changes_from         timestamptz,
  changes_read_at      timestamptz
);

-- Which Shoptet product (guid) each catalogue code came from: product:delete and a `delete` change
-- name only the guid, and the product can no longer be read then.
CREATE TABLE shoptet_product_guids (
  eshop_id  integer NOT NULL REFERENCES eshops(id) ON DELETE CASCADE,
  code      text NOT NULL,
  guid      text NOT NULL,
  PRIMARY KEY (eshop_id, code)
);
CREATE INDEX shoptet_product_guids_guid ON shoptet_product_guids (eshop_id, guid);
