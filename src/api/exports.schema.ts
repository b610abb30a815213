import { Schema } from 'effect';
import {
  EXPORT_KINDS,
  IMPORT_ENCODINGS,
  IMPORT_KINDS,
  type ImportEncoding,
} from '../domain/exports/spreadsheet-limits';
import { Scope } from '../domain/permissions/scopes';
import { sklad, type ApiEndpoint } from './endpoint';
import { QueryFlag, Text, labelled } from './fields';
import { OVERVIEW_SORTS } from './layout.schema';
import { STOCK_IMPORT_MODES } from '../domain/exports/stock-import-plan';

// Export and import with spreadsheets (/exports, sklad.export_import): files out as CSV or XLSX,
// files in through an upload, a column mapping, a preview and one all-or-nothing apply.

const QueryText = (title: string, max: number) => Schema.optionalKey(Text(title, max));
const Format = labelled(Schema.Literals(['csv', 'xlsx']), 'Formát souboru');
const IsoDay = labelled(Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/)), 'Datum (rrrr-mm-dd)');

/** Stock by location: the stock overview's filter, so "export what I see" gives the same rows. */
export const StockExportQuery = Schema.Struct({
  format: Format,
  q: QueryText('Hledaný text', 200),
  zone_id: QueryText('Zóna', 20),
  sector_id: QueryText('Sektor', 20),
  zero_amounts: Schema.optionalKey(QueryFlag('Nulové stavy')),
  sort: Schema.optionalKey(labelled(Schema.Literals(OVERVIEW_SORTS), 'Řazení')),
});
export const MovementsExportQuery = Schema.Struct({
  format: Format,
  from: labelled(IsoDay, 'Pohyby od'),
  to: labelled(IsoDay, 'Pohyby do'),
});
export const PlainExportQuery = Schema.Struct({ format: Format });

export const ImportKindQuery = Schema.Struct({
  kind: labelled(Schema.Literals(Object.keys(IMPORT_KINDS) as Array<keyof typeof IMPORT_KINDS>), 'Druh importu'),
  /** How a CSV's bytes are text: strict UTF-8 unless the person says Windows-1250 (Czech Excel's CSV). */
  encoding: Schema.optionalKey(
    labelled(Schema.Literals(Object.keys(IMPORT_ENCODINGS) as ImportEncoding[]), 'Kódování souboru'),
  ),
});

export const ImportMappingBody = Schema.Struct({
  mapping: labelled(
    Schema.Record(Schema.String, labelled(Schema.NullOr(labelled(Schema.Int, 'Číslo sloupce')), 'Sloupec')),
    'Přiřazení sloupců',
  ),
});

export const ImportProblem = Schema.Struct({
  /** The row as the spreadsheet numbers it (the header is row 1); 0 for the file or the mapping as a whole. */
  row: Schema.Number,
  /** The column's header and letter, e.g. "Množství (C)"; empty for the whole row or file. */
  column: Schema.String,
  message: Schema.String,
});

const StockImportModeField = labelled(
  Schema.Literals(Object.keys(STOCK_IMPORT_MODES) as Array<keyof typeof STOCK_IMPORT_MODES>),
  'Co import se skladem udělá',
);

/** The preview of a stock import in the chosen mode (GET /imports/{id}/?mode=set|add&skip_unknown=1). */
export const ImportViewQuery = Schema.Struct({
  mode: Schema.optionalKey(StockImportModeField),
  skip_unknown: Schema.optionalKey(QueryFlag('Vynechat řádky produktů, které e-shop nemá')),
});

/** Applying: a stock file must say what it does; rows of products the e-shop no longer has may be skipped. */
export const ImportApplyBody = Schema.Struct({
  mode: Schema.optionalKey(StockImportModeField),
  skip_unknown: Schema.optionalKey(labelled(Schema.Boolean, 'Vynechat řádky produktů, které e-shop nemá')),
});

/** What a stock import changes, before "Použít" and in its answer. */
export const StockImportChange = Schema.Struct({
  mode: StockImportModeField,
  rows: Schema.Number,
  skipped_rows: Schema.Number,
  lines_changed: Schema.Number,
  pieces_in: Schema.Number,
  pieces_out: Schema.Number,
});

export const ImportSession = Schema.Struct({
  id: Schema.Number,
  kind: Schema.Literals(Object.keys(IMPORT_KINDS) as Array<keyof typeof IMPORT_KINDS>),
  file_name: Schema.String,
  /** How the file was read: 'xlsx', 'utf-8', or 'windows-1250' (old Czech Excel CSV, converted). */
  encoding: Schema.String,
  headers: Schema.Array(Schema.String),
  mapping: Schema.Record(Schema.String, labelled(Schema.NullOr(Schema.Number), 'Sloupec')),
  row_count: Schema.Number,
  preview: Schema.Array(Schema.Array(Schema.String)),
  problems: Schema.Array(ImportProblem),
  problem_count: Schema.Number,
  applied_at: labelled(Schema.NullOr(Schema.String), 'Použito'),
  /** An earlier import of the same file (same fingerprint) already applied. */
  applied_before: labelled(Schema.NullOr(Schema.String), 'Stejný soubor použit'),
  /** Stock files: rows whose product the e-shop's catalogue no longer has (they may be skipped). */
  unknown_products: Schema.optionalKey(Schema.Number),
  /** Stock files with a chosen mode and no problem: the change "Použít" will make. */
  stock_change: Schema.optionalKey(Schema.NullOr(StockImportChange)),
});
export type ImportSession = typeof ImportSession.Type;

export const ImportApplied = Schema.Struct({
  id: Schema.Number,
  applied_rows: Schema.Number,
  change_ids: Schema.Array(Schema.Number),
  stock_change: Schema.optionalKey(Schema.NullOr(StockImportChange)),
});

const SCOPES = [Scope.exportImport];

/** The export downloads (a streamed file, not JSON), keyed by their kind. */
export const ExportCalls = {
  stock: sklad('GET', '/exports/stock/', EXPORT_KINDS.stock, SCOPES, { query: StockExportQuery }),
  movements: sklad('GET', '/exports/movements/', EXPORT_KINDS.movements, SCOPES, { query: MovementsExportQuery }),
  layout: sklad('GET', '/exports/layout/', EXPORT_KINDS.layout, SCOPES, { query: PlainExportQuery }),
  multiean: sklad('GET', '/exports/multiean/', EXPORT_KINDS.multiean, SCOPES, { query: PlainExportQuery }),
  shoplists: sklad('GET', '/exports/shoplists/', EXPORT_KINDS.shoplists, SCOPES, { query: PlainExportQuery }),
  documents: sklad('GET', '/exports/documents/', EXPORT_KINDS.documents, SCOPES, { query: PlainExportQuery }),
} as const;
/** Multipart (field `file`), so its body is read by the route, not by a schema. */
export const UploadImport = sklad(
  'POST',
  '/imports/upload/',
  'Nahrání souboru k importu (multipart, pole file)',
  SCOPES,
  {
    query: ImportKindQuery,
    response: ImportSession,
  },
);
export const ReadImport = sklad('GET', '/imports/{id}/', 'Náhled importu a jeho problémy', SCOPES, {
  query: ImportViewQuery,
  response: ImportSession,
});
export const RemapImport = sklad('PUT', '/imports/{id}/mapping/', 'Přiřazení sloupců importu', SCOPES, {
  body: ImportMappingBody,
  response: ImportSession,
});
export const ApplyImport = sklad('POST', '/imports/{id}/apply/', 'Použití importu (vše, nebo nic)', SCOPES, {
  headers: ['Idempotency-Key'],
  body: ImportApplyBody,
  response: ImportApplied,
});

export const exportEndpoints: readonly ApiEndpoint[] = [
  ...Object.values(ExportCalls),
  UploadImport,
  ReadImport,
  RemapImport,
  ApplyImport,
];
