-- Spreadsheet imports of catalogue products: the kind check of import_sessions (0018) admits 'products'.

ALTER TABLE import_sessions DROP CONSTRAINT import_sessions_kind_check;
ALTER TABLE import_sessions ADD CONSTRAINT import_sessions_kind_check
  CHECK (kind IN ('layout', 'stock', 'multiean', 'products'));
