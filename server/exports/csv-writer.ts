import { stringify } from 'csv-stringify/sync';
import { czechNumber, defuseText, type Cell } from '../../src/domain/exports/csv-cells';
import type { ExportTable } from './export-table';

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as Czech Excel reads it: decimal comma, d.M.yyyy dates, text that cannot start a formula. */
export function csvText(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return czechNumber(cell);
  if (typeof cell === 'string') return defuseText(cell);
  const d = cell.date;
  const day = `${d.getUTCDate()}.${d.getUTCMonth() + 1}.${d.getUTCFullYear()}`;
  return cell.time ? `${day} ${d.getUTCHours()}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}` : day;
}

// quote_record_delimiter: a lone CR or LF in a cell is quoted too (csv-stringify quotes only the whole CRLF by
// default, so a note with a line break split its row in two).
const options = {
  delimiter: ';',
  record_delimiter: 'windows',
  quote_record_delimiter: true,
  quoted_match: /^\s|\s$/,
} as const;

/** UTF-8 with a BOM (so Excel does not guess the code page), ';' between cells, CRLF between rows; page by page. */
export async function* csvStream(table: ExportTable): AsyncGenerator<string | Uint8Array> {
  yield '\uFEFF' + stringify([table.columns.map((c) => c.header)], options);
  if (table.csvRecords) {
    for await (const records of table.csvRecords()) if (records.length) yield records;
    return;
  }
  for await (const page of table.pages()) {
    if (page.length)
      yield stringify(
        page.map((row) => row.map(csvText)),
        options,
      );
  }
}
