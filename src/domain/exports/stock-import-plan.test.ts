import { describe, expect, it } from 'vitest';
import { planStockImport } from './stock-import-plan';

const rows = [
  { id: 'A|P1', key: 'A|P1', amount: 4 },
  { id: 'A|P2', key: 'A|P2', amount: 2 },
  { id: 'A|P2', key: 'A|P2', amount: 3 },
  { id: 'B|P1', key: 'B|P1', amount: 0 },
];
const holds = (id: string) => ({ 'A|P1': 10, 'A|P2': 5, 'B|P1': 1 })[id] ?? 0;

describe('planStockImport (issue 24)', () => {
  it('set: each key ends at the counted amount (rows of one key add up); only differences are lines', () => {
    const { lines, summary } = planStockImport('set', rows, holds);
    expect(lines).toEqual([
      { key: 'A|P1', before: 10, after: 4 },
      { key: 'B|P1', before: 1, after: 0 },
    ]);
    expect(summary).toEqual({ mode: 'set', rows: 4, skipped_rows: 0, lines_changed: 2, pieces_in: 0, pieces_out: 7 });
  });

  it('set twice changes nothing the second time', () => {
    const first = planStockImport('set', rows, holds).lines;
    const after = new Map(first.map((l) => [l.key, l.after]));
    expect(planStockImport('set', rows, (id) => after.get(id) ?? holds(id)).lines).toEqual([]);
  });

  it('add: every row is added; skipped rows are counted', () => {
    const { summary } = planStockImport('add', rows, holds, 2);
    expect(summary).toEqual({ mode: 'add', rows: 4, skipped_rows: 2, lines_changed: 2, pieces_in: 9, pieces_out: 0 });
  });
});
