/**
 * What a stock file does to the warehouse, chosen explicitly (issue 24): `set` takes each row as the counted
 * amount of its location, product and batch and posts the difference (a count: the same file again changes
 * nothing); `add` takes each row as goods received and adds them. Rows of one key add up in both.
 */
export type StockImportMode = 'set' | 'add';
export const STOCK_IMPORT_MODES: Record<StockImportMode, string> = {
  set: 'Nastavit spočítané množství',
  add: 'Přidat přijaté zboží',
};

export interface StockImportSummary {
  mode: StockImportMode;
  /** Rows of the file that will be applied. */
  rows: number;
  /** Rows left out because their product is no longer in the e-shop's catalogue (when asked to skip them). */
  skipped_rows: number;
  /** Locations × products × batches whose amount changes. */
  lines_changed: number;
  pieces_in: number;
  pieces_out: number;
}

/** One key's change: its amount now and after the import. */
export interface StockImportLine<K> {
  key: K;
  before: number;
  after: number;
}

/**
 * The change per key (only keys whose amount changes), given the file's rows by key id and the amounts the
 * keys hold now (0 when absent). Pure: the server reads the balances and applies the result.
 */
export function planStockImport<K>(
  mode: StockImportMode,
  rows: ReadonlyArray<{ id: string; key: K; amount: number }>,
  holds: (id: string) => number,
  skippedRows = 0,
): { lines: StockImportLine<K>[]; summary: StockImportSummary } {
  const byKey = new Map<string, { key: K; amount: number }>();
  for (const r of rows) {
    const known = byKey.get(r.id);
    if (known) known.amount += r.amount;
    else byKey.set(r.id, { key: r.key, amount: r.amount });
  }
  const lines: StockImportLine<K>[] = [];
  let piecesIn = 0;
  let piecesOut = 0;
  for (const [id, { key, amount }] of byKey) {
    const before = holds(id);
    const after = mode === 'set' ? amount : before + amount;
    if (after === before) continue;
    lines.push({ key, before, after });
    if (after > before) piecesIn += after - before;
    else piecesOut += before - after;
  }
  return {
    lines,
    summary: {
      mode,
      rows: rows.length,
      skipped_rows: skippedRows,
      lines_changed: lines.length,
      pieces_in: piecesIn,
      pieces_out: piecesOut,
    },
  };
}
