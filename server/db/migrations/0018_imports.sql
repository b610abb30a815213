-- Spreadsheet imports: an uploaded file read into rows, kept until it is applied (all or nothing) or
-- abandoned. The fingerprint (SHA-256 of the file's bytes) refuses a second apply of the same file.

CREATE TABLE import_sessions (
  id           serial PRIMARY KEY,
  eshop_id     integer NOT NULL REFERENCES eshops(id),
  client_id    integer NOT NULL,
  kind         text NOT NULL CHECK (kind IN ('layout', 'stock', 'multiean')),
  file_name    text NOT NULL,
  encoding     text NOT NULL,
  fingerprint  text NOT NULL,
  headers      jsonb NOT NULL,
  rows         jsonb NOT NULL,
  mapping      jsonb NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  applied_at   timestamptz,
  applied_by   integer
);
CREATE INDEX import_sessions_eshop ON import_sessions(eshop_id, id);
-- One applied import per file and kind in an e-shop: a concurrent second apply of the same file fails here.
CREATE UNIQUE INDEX import_sessions_applied_once ON import_sessions(eshop_id, kind, fingerprint) WHERE applied_at IS NOT NULL;
