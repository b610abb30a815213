-- Movement documents (receipts and issues): a numbered header per e-shop and the rows scanned into
-- its queue. Posting runs each queued row through the ledger; a posted row keeps the change it made.

-- The gapless number series per e-shop, type and year. The counter is bumped in the creating
-- transaction, so a rolled-back creation gives its number back and two creators queue on the row.
CREATE TABLE movement_document_series (
  eshop_id     integer NOT NULL REFERENCES eshops(id),
  type         text NOT NULL CHECK (type IN ('receipt', 'issue')),
  year         integer NOT NULL,
  last_number  integer NOT NULL,
  PRIMARY KEY (eshop_id, type, year)
);

-- A deleted document keeps its row and its number (deleted_at): numbers are never reused and the
-- series keeps no gap without an explanation.
CREATE TABLE movement_documents (
  id             serial PRIMARY KEY,
  eshop_id       integer NOT NULL REFERENCES eshops(id),
  type           text NOT NULL CHECK (type IN ('receipt', 'issue')),
  year           integer NOT NULL,
  number         integer NOT NULL,
  number_label   text NOT NULL,
  partner        text NOT NULL DEFAULT '',
  document_date  date NOT NULL,
  note           text NOT NULL DEFAULT '',
  author_id      integer NOT NULL,
  author_name    text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  archived_at    timestamptz,
  deleted_at     timestamptz,
  UNIQUE (eshop_id, type, year, number)
);
CREATE INDEX movement_documents_list ON movement_documents(eshop_id, type, id DESC) WHERE deleted_at IS NULL;

-- Rows of a document. Queued rows are unique per location, product and batch (scanning the same
-- again adds to the amount); a posted row records the ledger change that moved it.
CREATE TABLE movement_document_rows (
  id             bigserial PRIMARY KEY,
  document_id    integer NOT NULL REFERENCES movement_documents(id),
  eshop_id       integer NOT NULL REFERENCES eshops(id),
  location_id    integer NOT NULL,
  product_code   text NOT NULL,
  sarze_id       integer NOT NULL DEFAULT 0,
  amount         integer NOT NULL CHECK (amount > 0),
  status         text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'posted')),
  error_reason   text,
  error_detail   text,
  change_id      bigint REFERENCES stock_changes(id),
  created_at     timestamptz NOT NULL DEFAULT now(),
  posted_at      timestamptz
);
CREATE UNIQUE INDEX movement_document_rows_queued
  ON movement_document_rows(document_id, location_id, product_code, sarze_id) WHERE status = 'queued';
CREATE INDEX movement_document_rows_document ON movement_document_rows(document_id, id);

-- The movement log links a change to the document it posted.
ALTER TABLE stock_changes ADD COLUMN document_id integer REFERENCES movement_documents(id);
CREATE INDEX stock_changes_document ON stock_changes(document_id) WHERE document_id IS NOT NULL;
