import { IMPORT_TOO_LARGE, MAX_IMPORT_BYTES, type ImportEncoding } from '../../src/domain/exports/spreadsheet-limits';
import { badInput } from '../failures';
import { readCsvCells } from './csv-reader';
import { SheetGrid } from './sheet-grid';
import { columnLetter } from './xlsx-writer';
import { readXlsxCells } from './xlsx-reader';

/** An uploaded file as text cells: the header row, the data rows, how it was read, and cells it refused. */
export interface ReadSheet {
  encoding: 'xlsx' | ImportEncoding;
  headers: string[];
  rows: string[][];
  /** Cells holding a formula: never evaluated, reported by row and column. */
  formulas: Array<{ row: number; column: number }>;
}

const isUtf8Bom = (bytes: Uint8Array) => bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;

/**
 * Reads CSV (strict UTF-8, or Windows-1250 when chosen) or XLSX; anything else is a Czech 400. Both are
 * read piece by piece within the limits of spreadsheet-limits.ts, counted on what the file really holds,
 * and the event loop keeps serving other requests meanwhile (docs/decisions/import-limits.md).
 */
export async function readSpreadsheet(
  bytes: Uint8Array,
  fileName: string,
  encoding: ImportEncoding = 'utf-8',
): Promise<ReadSheet> {
  if (bytes.length === 0) throw badInput('Soubor je prázdný.');
  if (bytes.length > MAX_IMPORT_BYTES) throw badInput(IMPORT_TOO_LARGE);
  const grid = new SheetGrid();
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    await readXlsxCells(bytes, grid);
    return finish(await grid.dense(), 'xlsx', grid.formulas);
  }
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0)
    throw badInput('Soubor je ve starém formátu XLS (Excel 97–2003). Uložte jej v Excelu jako XLSX nebo CSV.');
  if (bytes.subarray(0, 8192).includes(0)) throw badInput(`Soubor „${fileName}“ není tabulka: nahrajte CSV nebo XLSX.`);
  await readCsvCells(bytes, encoding, grid);
  return finish(await grid.dense(), isUtf8Bom(bytes) ? 'utf-8' : encoding, grid.formulas);
}

function finish(rows: string[][], encoding: ReadSheet['encoding'], formulas: ReadSheet['formulas']): ReadSheet {
  if (rows.length === 0) throw badInput('Soubor neobsahuje žádné řádky.');
  const width = rows[0].length;
  const headers = Array.from({ length: width }, (_, i) => rows[0][i] || `Sloupec ${columnLetter(i)}`);
  const data = rows.slice(1);
  if (data.length === 0) throw badInput('Soubor obsahuje jen řádek se záhlavím, žádná data.');
  return { encoding, headers, rows: data, formulas };
}
