-- The products that batches have written since the e-shop's movement cursor was last read
-- (docs/decisions/eshop-sync.md, "Exactly once", the cursor invariant). A batch that would write one of
-- them again must first read a fresh cursor: otherwise the earlier batch's movement of that product,
-- after the shared cursor, could be taken for this batch's when its answer is lost. Filled in the
-- transaction that records a batch, emptied in the transaction that moves the cursor.
CREATE TABLE stock_push_cursor_products (
  eshop_id  integer NOT NULL REFERENCES eshops(id) ON DELETE CASCADE,
  code      text NOT NULL,
  PRIMARY KEY (eshop_id, code)
);
