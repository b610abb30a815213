import { sql, type SQL } from 'drizzle-orm';
import { formattedRowSql, type SqlCell, type SqlRowFormat } from './cell-sql';

/**
 * The sheet XML of server/exports/xlsx-writer.ts computed by the database, as csv-cells.sql.ts does for CSV: a large
 * export arrives as pages of finished `<row>` elements instead of a million rows of typed values to format in Node.
 * Each helper writes what `cellXml` writes for the same value (xlsx-cells-sql.test.ts holds the two sheets equal):
 * `<c/>` for NULL; numbers as numbers; text inline with the characters XML 1.0 cannot carry dropped and & < > "
 * escaped; dates as Excel serial days with the writer's styles (1 a day, 2 a date and time). Cells carry no
 * reference: they follow in column order.
 */

// The characters cellXml drops (XML 1.0 cannot carry them); NUL cannot be in a PostgreSQL text at all.
const DROPPED = [1, 2, 3, 4, 5, 6, 7, 8, 0x0b, 0x0c, ...Array.from({ length: 18 }, (_, i) => 0x0e + i), 0xfffe, 0xffff];
const droppedChars = sql.raw(DROPPED.map((c) => `chr(${c})`).join(' || '));
const EDGE_SPACES = sql.raw(`(' ', chr(9), chr(10), chr(13))`);

/** A text cell (inline string, white space kept where it starts or ends the text); `<c/>` for NULL. */
export function xlsxTextSql(value: SQL): SQL {
  const t = sql`translate((${value})::text, ${droppedChars}, '')`;
  const escaped = sql`replace(replace(replace(replace(${t}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;')`;
  const open = sql`CASE WHEN left(${t}, 1) IN ${EDGE_SPACES} OR right(${t}, 1) IN ${EDGE_SPACES}
    THEN '<t xml:space="preserve">' ELSE '<t>' END`;
  return sql`coalesce('<c t="inlineStr"><is>' || ${open} || ${escaped} || '</t></is></c>', '<c/>')`;
}

/** A whole number; `<c/>` for NULL. */
export const xlsxIntegerSql = (value: SQL): SQL => sql`coalesce('<c><v>' || (${value})::text || '</v></c>', '<c/>')`;

/** A calendar day as its serial day number, style 1 (d.m.yyyy). */
export const xlsxDaySql = (value: SQL): SQL =>
  sql`coalesce('<c s="1"><v>' || ((${value})::date - date '1899-12-30')::text || '</v></c>', '<c/>')`;

/**
 * An instant in Prague wall-clock time as a fractional serial day, style 2 (date and time). Whole milliseconds as the
 * typed path has them (a JavaScript Date), divided in double precision as it does, so the digits are the same.
 */
export const xlsxInstantSql = (value: SQL): SQL =>
  sql`coalesce('<c s="2"><v>' || (floor(extract(epoch FROM (${value}) AT TIME ZONE 'Europe/Prague') * 1000)::float8 / 86400000 + 25569)::text || '</v></c>', '<c/>')`;

const XLSX: SqlRowFormat = {
  instant: xlsxInstantSql,
  day: xlsxDaySql,
  integer: xlsxIntegerSql,
  text: xlsxTextSql,
  plainText: (value) => sql`coalesce('<c t="inlineStr"><is><t>' || (${value})::text || '</t></is></c>', '<c/>')`,
  // What makes xlsxTextSql drop, escape or keep white space (control characters anywhere are simply careful).
  careful: {
    anywhere: String.fromCharCode(...DROPPED, 9, 10, 13) + '&<>"',
    first: ' ',
    last: ' ',
  },
  row: (cells) => sql.join(cells, sql` || `),
};

/** One `<row>` of these cells in column order; `rowNo` is the sheet's row number (the header is row 1). */
export function xlsxRowSql(rowNo: SQL, cells: readonly SqlCell[]): SQL {
  return sql`'<row r="' || ${rowNo} || '">' || ${formattedRowSql(cells, XLSX)} || '</row>'`;
}
