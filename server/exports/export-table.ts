import type { Cell } from '../../src/domain/exports/csv-cells';

/** A column of an export: its Czech header and its width in XLSX (characters). */
export interface ExportColumn {
  header: string;
  width: number;
}

/** The columns of an export from header → width, in the order written. */
export const columnsOf = (widths: Record<string, number>): ExportColumn[] =>
  Object.entries(widths).map(([header, width]) => ({ header, width }));

/**
 * Reads a keyset-paged query to its end, one page of cells at a time: each page starts after the
 * last row of the one before, and a short page is the last.
 */
export async function* keysetPages<R, K>(
  pageSize: number,
  first: K,
  read: (after: K) => Promise<R[]>,
  cells: (row: R) => Cell[],
  keyOf: (last: R) => K,
): AsyncIterable<Cell[][]> {
  for (let after = first; ;) {
    const rows = await read(after);
    if (!rows.length) return;
    yield rows.map(cells);
    if (rows.length < pageSize) return;
    after = keyOf(rows[rows.length - 1]);
  }
}

/** What an export writes: a header row and the rows, read from the database one page at a time. */
export interface ExportTable {
  /** File name without extension, e.g. "pohyby-2026-01-01-2026-01-31". */
  fileStem: string;
  sheetName: string;
  columns: readonly ExportColumn[];
  pages: () => AsyncIterable<readonly Cell[][]>;
  /**
   * The same rows as CSV records already formatted by the database (csv-cells.sql.ts), page by page: where given,
   * the CSV export sends these instead of formatting `pages` itself. The XLSX export always reads `pages`.
   */
  csvRecords?: () => AsyncIterable<string | Uint8Array>;
  /**
   * The same rows as finished sheet XML (xlsx-cells.sql.ts), page by page, numbered from `firstRow`: where given, the
   * XLSX export sends these instead of writing `pages` itself. `rows` is how many rows the page holds.
   */
  xlsxRows?: (firstRow: number) => AsyncIterable<{ xml: string | Uint8Array; rows: number }>;
}

const pragueParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Prague',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});
const offsets = new Map<number, number>();
const HOUR = 3_600_000;

/**
 * Prague wall-clock time of an instant, as a Date whose UTC fields read it. The offset is looked up
 * once per hour of time (a million movements need a few thousand lookups, not a million).
 */
export function pragueWallClock(instant: Date): Date {
  const hour = Math.floor(instant.getTime() / HOUR);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const p = Object.fromEntries(pragueParts.formatToParts(new Date(hour * HOUR)).map((x) => [x.type, x.value]));
    offset = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second) - hour * HOUR;
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return new Date(instant.getTime() + offset);
}

/** A calendar day (yyyy-mm-dd from the database) as a date cell. */
export const dayCell = (iso: string | null): Cell =>
  iso ? { date: new Date(`${iso.slice(0, 10)}T00:00:00Z`), time: false } : null;

/** An instant as a date-and-time cell in Prague time. */
export const instantCell = (instant: Date | string): Cell => ({
  date: pragueWallClock(new Date(instant)),
  time: true,
});
