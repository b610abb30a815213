import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ImportSession } from '../../src/api/exports.schema';
import { guessMapping, type ColumnMapping } from '../../src/domain/exports/import-columns';
import type { ImportEncoding, ImportKind } from '../../src/domain/exports/spreadsheet-limits';
import type { Db, Tx } from '../db/client';
import { notFound, refused } from '../failures';
import { rowsOf } from '../db/sql-rows';
import { checkSheet, type Checked, type SheetData, type StockOptions } from './import-check';
import { previewStockImport } from './stock-import';
import { readSpreadsheet } from './import-reader';

const PREVIEW_ROWS = 10;
const LISTED_PROBLEMS = 200;

export interface Uploader {
  eshopId: number;
  clientId: number;
}

interface StoredSession {
  id: number;
  kind: ImportKind;
  file_name: string;
  encoding: string;
  fingerprint: string;
  headers: string[];
  rows: { cells: string[][]; formulas: SheetData['formulas'] };
  mapping: ColumnMapping;
  applied_at: string | Date | null;
}

/** Reads the uploaded file, guesses its columns and keeps it for the preview and the apply. */
export async function uploadImport(
  db: Db,
  who: Uploader,
  kind: ImportKind,
  fileName: string,
  bytes: Uint8Array,
  encoding?: ImportEncoding,
): Promise<ImportSession> {
  const sheet = await readSpreadsheet(bytes, fileName, encoding);
  const fingerprint = createHash('sha256').update(bytes).digest('hex');
  const mapping = guessMapping(kind, sheet.headers);
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO import_sessions (eshop_id, client_id, kind, file_name, encoding, fingerprint, headers, rows, mapping)
      VALUES (${who.eshopId}, ${who.clientId}, ${kind}, ${fileName.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200)}, ${sheet.encoding}, ${fingerprint},
        ${JSON.stringify(sheet.headers)}::jsonb, ${JSON.stringify({ cells: sheet.rows, formulas: sheet.formulas })}::jsonb,
        ${JSON.stringify(mapping)}::jsonb)
      RETURNING id`,
  );
  return importView(db, who.eshopId, Number(row.id));
}

export async function loadSession(db: Db | Tx, eshopId: number, id: number, lock = false): Promise<StoredSession> {
  const [row] = await rowsOf<StoredSession>(
    db,
    sql`SELECT id, kind, file_name, encoding, fingerprint, headers, rows, mapping, applied_at FROM import_sessions
      WHERE id = ${id} AND eshop_id = ${eshopId}${lock ? sql` FOR UPDATE` : sql``}`,
  );
  if (!row) throw notFound('Import nebyl nalezen.');
  return { ...row, id: Number(row.id) };
}

export const sheetOf = (s: StoredSession): SheetData => ({
  headers: s.headers,
  rows: s.rows.cells,
  mapping: s.mapping,
  formulas: s.rows.formulas,
});

/** When the same file (by fingerprint) was applied in this e-shop, as an ISO instant; else null. */
export async function appliedBefore(db: Db | Tx, eshopId: number, s: StoredSession): Promise<string | null> {
  const [row] = await rowsOf<{ applied_at: string | Date }>(
    db,
    sql`SELECT applied_at FROM import_sessions WHERE eshop_id = ${eshopId} AND kind = ${s.kind}
      AND fingerprint = ${s.fingerprint} AND applied_at IS NOT NULL AND stock_mode IS DISTINCT FROM 'set'
      ORDER BY applied_at LIMIT 1`,
  );
  return row ? new Date(row.applied_at).toISOString() : null;
}

/** The preview: the mapping, the first rows and every problem against the e-shop as it is now. */
export async function importView(
  db: Db,
  eshopId: number,
  id: number,
  stock: StockOptions = {},
): Promise<ImportSession> {
  const s = await loadSession(db, eshopId, id);
  const checked: Checked = await checkSheet(db, eshopId, s.kind, sheetOf(s), stock);
  const stockPart =
    checked.kind !== 'stock'
      ? {}
      : {
          unknown_products: checked.unknownProducts,
          stock_change:
            stock.mode && !checked.problems.length && !s.applied_at
              ? await previewStockImport(db, eshopId, checked.records, stock.mode, checked.skipped)
              : null,
        };
  return {
    id: s.id,
    kind: s.kind,
    file_name: s.file_name,
    encoding: s.encoding,
    headers: s.headers,
    mapping: s.mapping,
    row_count: s.rows.cells.length,
    preview: s.rows.cells.slice(0, PREVIEW_ROWS),
    problems: checked.problems.slice(0, LISTED_PROBLEMS),
    problem_count: checked.problems.length,
    applied_at: s.applied_at ? new Date(s.applied_at).toISOString() : null,
    applied_before: await appliedBefore(db, eshopId, s),
    ...stockPart,
  };
}

/** The user's choice of columns; checked again at once, so the preview shows what it leads to. */
export async function remapImport(db: Db, eshopId: number, id: number, mapping: ColumnMapping): Promise<ImportSession> {
  const s = await loadSession(db, eshopId, id);
  if (s.applied_at) throw refused('Import už byl použit; jeho sloupce nelze měnit.');
  await db.execute(
    sql`UPDATE import_sessions SET mapping = ${JSON.stringify(mapping)}::jsonb WHERE id = ${id} AND eshop_id = ${eshopId} AND applied_at IS NULL`,
  );
  return importView(db, eshopId, id);
}
