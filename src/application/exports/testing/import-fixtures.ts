import type { ImportSession } from '../exports-api.port';

/** An uploaded stock file of two rows with every column mapped and no problem. */
export const importSession = (over: Partial<ImportSession> = {}): ImportSession => ({
  id: 7,
  kind: 'stock',
  file_name: 'stav.csv',
  encoding: 'utf-8',
  headers: ['Pozice', 'Kód produktu', 'Množství'],
  mapping: { location: 0, code: 1, amount: 2, batch: null, expiry: null },
  row_count: 2,
  preview: [['A-1', 'P1', '3']],
  problems: [],
  problem_count: 0,
  applied_at: null,
  applied_before: null,
  ...over,
});

/** The preview of setting the counted amounts of that file. */
export const STOCK_CHANGE = {
  mode: 'set' as const,
  rows: 2,
  skipped_rows: 0,
  lines_changed: 2,
  pieces_in: 3,
  pieces_out: 1,
};
