import { sql, type SQL } from 'drizzle-orm';
import { columnLetter } from './xlsx-writer';

/**
 * The sheet XML of server/exports/xlsx-writer.ts computed by the database, as csv-cells.sql.ts does for CSV: a large
 * export arrives as pages of finished `<row>` elements instead of a million rows of typed values to format in Node.
 * Each helper writes what `cellXml` writes for the same value (xlsx-cells-sql.test.ts holds the two sheets equal):
 * no cell for NULL; numbers as numbers; text inline with the characters XML 1.0 cannot carry dropped and & < > "
 * escaped; dates as Excel serial days with the writer's styles (1 a day, 2 a date and time).
 */

/** A cell of a row: given the cell's reference (e.g. 'C' || row number), its XML. */
export type XlsxCellSql = (ref: SQL) => SQL;

// The characters cellXml drops (XML 1.0 cannot carry them); NUL cannot be in a PostgreSQL text at all.
const DROPPED = [1, 2, 3, 4, 5, 6, 7, 8, 0x0b, 0x0c, ...Array.from({ length: 18 }, (_, i) => 0x0e + i), 0xfffe, 0xffff];
const droppedChars = sql.raw(DROPPED.map((c) => `chr(${c})`).join(' || '));

/** Text with the five XML specials escaped as the writer's `escape` does (ampersand first). */
function escapedSql(x: SQL): SQL {
  return sql`replace(replace(replace(replace(translate(${x}, ${droppedChars}, ''), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;')`;
}

/** A text cell (inline string); no cell for NULL. */
export const xlsxTextSql =
  (value: SQL): XlsxCellSql =>
  (ref) =>
    sql`coalesce('<c r="' || ${ref} || '" t="inlineStr"><is><t xml:space="preserve">' || ${escapedSql(sql`(${value})::text`)} || '</t></is></c>', '')`;

/** A whole number; no cell for NULL. */
export const xlsxIntegerSql =
  (value: SQL): XlsxCellSql =>
  (ref) =>
    sql`coalesce('<c r="' || ${ref} || '"><v>' || (${value})::text || '</v></c>', '')`;

/** A calendar day as its serial day number, style 1 (d.m.yyyy). */
export const xlsxDaySql =
  (value: SQL): XlsxCellSql =>
  (ref) =>
    sql`coalesce('<c r="' || ${ref} || '" s="1"><v>' || ((${value})::date - date '1899-12-30')::text || '</v></c>', '')`;

/**
 * An instant in Prague wall-clock time as a fractional serial day, style 2 (date and time). Whole milliseconds as the
 * typed path has them (a JavaScript Date), divided in double precision as it does, so the digits are the same.
 */
export const xlsxInstantSql =
  (value: SQL): XlsxCellSql =>
  (ref) =>
    sql`coalesce('<c r="' || ${ref} || '" s="2"><v>' || (floor(extract(epoch FROM (${value}) AT TIME ZONE 'Europe/Prague') * 1000)::float8 / 86400000 + 25569)::text || '</v></c>', '')`;

/** One `<row>` of cells in column order A, B, C…; `rowNo` is the sheet's row number (the header is row 1). */
export function xlsxRowSql(rowNo: SQL, cells: readonly XlsxCellSql[]): SQL {
  const parts = cells.map((cell, i) => cell(sql`${sql.raw(`'${columnLetter(i)}'`)} || ${rowNo}`));
  return sql`'<row r="' || ${rowNo} || '">' || ${sql.join(parts, sql` || `)} || '</row>'`;
}
