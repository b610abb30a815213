import { parse } from 'csv-parse/sync';
import { read, SSF, type CellObject, type WorkSheet } from '@e965/xlsx';
import { restoreText } from '../../src/domain/exports/csv-cells';
import { IMPORT_TOO_LARGE, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '../../src/domain/exports/spreadsheet-limits';
import { badInput } from '../failures';
import { columnLetter } from './xlsx-writer';

/** An uploaded file as text cells: the header row, the data rows, how it was read, and cells it refused. */
export interface ReadSheet {
  encoding: 'xlsx' | 'utf-8' | 'windows-1250';
  headers: string[];
  rows: string[][];
  /** Cells holding a formula: never evaluated, reported by row and column. */
  formulas: Array<{ row: number; column: number }>;
}

const tooManyRows = () =>
  badInput(
    `Soubor má víc než ${MAX_IMPORT_ROWS.toLocaleString('cs-CZ')} řádků. Rozdělte jej na menší soubory; nic nebylo změněno.`,
  );

/** Reads CSV (UTF-8, or Windows-1250 from older Czech Excel) or XLSX; anything else is a Czech 400. */
export function readSpreadsheet(bytes: Uint8Array, fileName: string): ReadSheet {
  if (bytes.length === 0) throw badInput('Soubor je prázdný.');
  if (bytes.length > MAX_IMPORT_BYTES) throw badInput(IMPORT_TOO_LARGE);
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return readXlsx(bytes);
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0)
    throw badInput('Soubor je ve starém formátu XLS (Excel 97–2003). Uložte jej v Excelu jako XLSX nebo CSV.');
  if (bytes.subarray(0, 8192).includes(0)) throw badInput(`Soubor „${fileName}“ není tabulka: nahrajte CSV nebo XLSX.`);
  return readCsv(bytes);
}

function decodeText(bytes: Uint8Array): { text: string; encoding: ReadSheet['encoding'] } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes), encoding: 'utf-8' };
  } catch {
    // Not UTF-8: Czech Excel before 2019 saves "CSV" in the Windows code page, Windows-1250.
    return { text: new TextDecoder('windows-1250').decode(bytes), encoding: 'windows-1250' };
  }
}

/** The separator of the header line: the most frequent of ; , and tab outside quotes. */
function separatorOf(text: string): string {
  const line = text.slice(0, text.search(/\r?\n|$/)).replace(/"[^"]*"/g, '');
  const counts = [';', ',', '\t'].map((d) => [d, line.split(d).length - 1] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

function readCsv(bytes: Uint8Array): ReadSheet {
  const { text, encoding } = decodeText(bytes);
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: separatorOf(text),
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      to_line: MAX_IMPORT_ROWS + 2,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw badInput(
      `Soubor nelze přečíst jako CSV${line ? ` (řádek ${line})` : ''}: zkontrolujte uvozovky a oddělovače.`,
    );
  }
  if (records.length > MAX_IMPORT_ROWS + 1) throw tooManyRows();
  const formulas: ReadSheet['formulas'] = [];
  const rows = records.map((r, i) =>
    r.map((cell, column) => {
      // A formula in a CSV is only text to us; it is flagged, never evaluated.
      if (i > 0 && cell.trim().startsWith('=')) formulas.push({ row: i + 1, column });
      return restoreText(cell);
    }),
  );
  return finish(rows, encoding, formulas);
}

function readXlsx(bytes: Uint8Array): ReadSheet {
  let sheet: WorkSheet | undefined;
  try {
    const book = read(bytes, {
      type: 'array',
      cellFormula: true,
      cellHTML: false,
      cellDates: false,
      sheetRows: MAX_IMPORT_ROWS + 2,
      WTF: false,
    });
    sheet = book.Sheets[book.SheetNames[0] ?? ''];
  } catch {
    throw badInput('Soubor vypadá jako XLSX, ale nelze jej otevřít (je poškozený nebo zaheslovaný).');
  }
  if (!sheet || !sheet['!ref']) throw badInput('První list sešitu je prázdný.');
  const range = decodeRange(sheet['!ref']);
  if (range.rows > MAX_IMPORT_ROWS + 1) throw tooManyRows();
  const rows: string[][] = [];
  const formulas: ReadSheet['formulas'] = [];
  for (let r = 0; r < range.rows; r++) {
    const row: string[] = [];
    for (let c = 0; c < range.columns; c++) {
      const cell = sheet[`${columnLetter(c)}${r + 1}`] as CellObject | undefined;
      if (cell?.f) formulas.push({ row: r + 1, column: c });
      row.push(cellText(cell));
    }
    rows.push(row);
  }
  return finish(rows, 'xlsx', formulas);
}

/** A cell as the text a person sees: dates as d.m.yyyy, numbers in full, text as it is. */
function cellText(cell: CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  if (cell.t === 'n' && typeof cell.v === 'number' && cell.z && SSF.is_date(cell.z)) {
    const d = SSF.parse_date_code(cell.v);
    return `${d.d}.${d.m}.${d.y}`;
  }
  if (cell.t === 'b') return cell.v ? 'ANO' : 'NE';
  if (cell.t === 'e') return '';
  return restoreText(String(cell.v));
}

function decodeRange(ref: string): { rows: number; columns: number } {
  const end = ref.split(':')[1] ?? ref;
  const m = /^([A-Z]+)(\d+)$/.exec(end);
  if (!m) return { rows: 0, columns: 0 };
  const columns = [...m[1]].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
  return { rows: Number(m[2]), columns };
}

function finish(all: string[][], encoding: ReadSheet['encoding'], formulas: ReadSheet['formulas']): ReadSheet {
  const rows = all.map((r) => r.map((c) => c.trim()));
  while (rows.length && rows[rows.length - 1].every((c) => c === '')) rows.pop();
  if (rows.length === 0) throw badInput('Soubor neobsahuje žádné řádky.');
  const width = Math.max(...rows.map((r) => r.length));
  const headers = Array.from({ length: width }, (_, i) => rows[0][i] || `Sloupec ${columnLetter(i)}`);
  const data = rows.slice(1).map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ''));
  if (data.length === 0) throw badInput('Soubor obsahuje jen řádek se záhlavím, žádná data.');
  return { encoding, headers, rows: data, formulas };
}
