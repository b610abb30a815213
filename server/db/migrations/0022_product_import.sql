-- Spreadsheet imports of catalogue products and shopping lists: the kind check of import_sessions (0018)
-- admits 'products' and 'shoplists'.

ALTER TABLE import_sessions DROP CONSTRAINT import_sessions_kind_check;
ALTER TABLE import_sessions ADD CONSTRAINT import_sessions_kind_check
  CHECK (kind IN ('layout', 'stock', 'multiean', 'products', 'shoplists'));
