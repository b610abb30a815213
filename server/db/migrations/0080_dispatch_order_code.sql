-- Who deducts a dispatched order (docs/decisions/eshop-sync.md): a stock-out that is an order's dispatch
-- carries the order's code (DELETE /inventory/ `order_code`), kept on its change. When the e-shop deducts
-- dispatches itself (eshop_connections.dispatch_deducted_by = 'eshop') the push marks such a change's
-- outbox rows 'covered' (by the e-shop) instead of sending them: kept and visible, neither waiting nor failed.
ALTER TABLE stock_changes ADD COLUMN order_code text;
ALTER TABLE stock_sync_outbox DROP CONSTRAINT stock_sync_outbox_status_check;
ALTER TABLE stock_sync_outbox ADD CONSTRAINT stock_sync_outbox_status_check
  CHECK (status IN ('pending', 'sent', 'failed', 'covered'));
-- The settings card counts them (rows_covered).
CREATE INDEX stock_sync_outbox_eshop_covered ON stock_sync_outbox(eshop_id) WHERE status = 'covered';
