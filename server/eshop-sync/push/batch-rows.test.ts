import { describe, expect, it } from 'vitest';
import { landedRows, takeBatch } from './batch-rows';

describe('takeBatch', () => {
  it('merges a product’s rows, stops before the product past the limit, and keeps the queue order', () => {
    const queue = [
      { id: 1, code: 'A', amount: 2 },
      { id: 2, code: 'B', amount: 1 },
      { id: 3, code: 'A', amount: -1 },
      { id: 4, code: 'C', amount: 5 },
      { id: 5, code: 'A', amount: 4 },
    ];
    expect(takeBatch(queue, 2)).toEqual({
      rowIds: [1, 2, 3],
      rows: [
        { code: 'A', amount: 1 },
        { code: 'B', amount: 1 },
      ],
      zero: [],
    });
    expect(takeBatch(queue, 300).rows).toEqual([
      { code: 'A', amount: 5 },
      { code: 'B', amount: 1 },
      { code: 'C', amount: 5 },
    ]);
  });

  it('a product whose changes cancel out sends nothing', () => {
    const batch = takeBatch(
      [
        { id: 1, code: 'A', amount: 3 },
        { id: 2, code: 'A', amount: -3 },
      ],
      300,
    );
    expect(batch).toEqual({ rowIds: [1, 2], rows: [], zero: ['A'] });
  });

  it('5,000 products make batches of 300', () => {
    const queue = Array.from({ length: 5000 }, (_, i) => ({ id: i + 1, code: `P${i}`, amount: 1 }));
    expect(takeBatch(queue, 300).rows).toHaveLength(300);
  });
});

describe('landedRows', () => {
  it('a row landed when a movement of ours of its amount follows the cursor; someone else’s or another amount does not count', () => {
    const rows = [
      { code: 'A', amount: 2 },
      { code: 'B', amount: -1 },
      { code: 'C', amount: 4 },
    ];
    const landed = landedRows(rows, [
      { code: 'A', amountChange: 2, own: true },
      { code: 'B', amountChange: -1, own: false },
      { code: 'C', amountChange: 3, own: true },
    ]);
    expect([...landed]).toEqual(['A']);
  });
});
