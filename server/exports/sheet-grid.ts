import { MAX_IMPORT_CELLS, MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS } from '../../src/domain/exports/spreadsheet-limits';
import { badInput } from '../failures';
import { columnLetter } from './xlsx-writer';

const cs = (n: number) => n.toLocaleString('cs-CZ');
// Control characters no stored text may hold (PostgreSQL refuses NUL outright); tab and line breaks are
// ordinary in a cell.
/** Excel's own limit of one cell. */
const MAX_CELL_CHARS = 32_767;
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Cells of an uploaded sheet as they are read: the limits count what the file really holds, cell by cell. */
export class SheetGrid {
  /** Sparse rows (0-based, the header is row 0): only cells with text or a formula are kept. */
  readonly rows: string[][] = [];
  readonly formulas: Array<{ row: number; column: number }> = [];
  width = 0;
  height = 0;

  /** One cell (0-based row and column) as read; the first cell past a limit refuses the whole file. */
  set(row: number, column: number, text: string, formula = false): void {
    if (text.trim() === '' && !formula) return;
    if (row > MAX_IMPORT_ROWS)
      throw badInput(
        `Soubor má víc než ${cs(MAX_IMPORT_ROWS)} řádků. Rozdělte jej na menší soubory; nic nebylo změněno.`,
      );
    if (column >= MAX_IMPORT_COLUMNS)
      throw badInput(
        `Soubor má víc než ${cs(MAX_IMPORT_COLUMNS)} sloupců (údaj ve sloupci ${columnLetter(column)} na řádku ${row + 1}). Odstraňte nepotřebné sloupce; nic nebylo změněno.`,
      );
    if (text.length > MAX_CELL_CHARS)
      throw badInput(
        `Buňka ${columnLetter(column)}${row + 1} má víc než ${cs(MAX_CELL_CHARS)} znaků (víc, než Excel do buňky vloží). Opravte ji a nahrajte soubor znovu.`,
      );
    const bad = CONTROL.exec(text);
    if (bad)
      throw badInput(
        `Buňka ${columnLetter(column)}${row + 1} obsahuje řídicí znak (kód ${bad[0].charCodeAt(0)}), který nelze uložit. Opravte ji a nahrajte soubor znovu.`,
      );
    this.width = Math.max(this.width, column + 1);
    this.height = Math.max(this.height, row + 1);
    if (this.width * this.height > MAX_IMPORT_CELLS)
      throw badInput(
        `Soubor má víc než ${cs(MAX_IMPORT_CELLS)} buněk (${cs(this.height)} řádků × ${cs(this.width)} sloupců). Odstraňte nepotřebné sloupce nebo jej rozdělte; nic nebylo změněno.`,
      );
    (this.rows[row] ??= [])[column] = text;
    if (formula) this.formulas.push({ row: row + 1, column });
  }

  /** Every row from the first to the last one holding something, each as wide as the widest. */
  async dense(): Promise<string[][]> {
    const pause = breather();
    const out: string[][] = [];
    for (let r = 0; r < this.height; r++) {
      out.push(Array.from({ length: this.width }, (_, c) => (this.rows[r]?.[c] ?? '').trim()));
      if (r % 500 === 0) await pause();
    }
    return out;
  }
}

/** Lets the event loop serve other requests between pieces of a long read. */
export function breather(everyMs = 15): () => Promise<void> {
  let last = performance.now();
  return async () => {
    if (performance.now() - last < everyMs) return;
    await new Promise((resolve) => setImmediate(resolve));
    last = performance.now();
  };
}
