import { describe, expect, it } from 'vitest';
import { locationCheckReview, zeroLinesOf, type ExpectedContent } from './location-check-review';
import { scannedLine } from './testing/scanned-line';

const line = scannedLine;
const held = (code: string, amount: number, batchId: number | null = null): ExpectedContent => ({
  code,
  name: `Produkt ${code}`,
  batchId,
  batchName: batchId ? `S${batchId}` : null,
  amount,
});

describe('what a location check will write', () => {
  it('lists counted products against the ledger, and the ones nobody scanned as set to 0', () => {
    const review = locationCheckReview([held('A', 2), held('B', 3), held('C', 1, 7)], [line('A', 1), line('D', 4)]);
    expect(review.map((d) => [d.code, d.expected, d.counted, d.kind])).toEqual([
      ['A', 2, 1, 'changed'],
      ['D', 0, 4, 'found'],
      ['B', 3, 0, 'missing'],
      ['C', 1, 0, 'missing'],
    ]);
    expect(zeroLinesOf(review).map((l) => [l.code, l.amount, l.batch])).toEqual([
      ['B', 0, null],
      ['C', 0, { kind: 'existing', id: 7 }],
    ]);
  });
  it('tells batches apart: another batch of the same product is not a count of this one', () => {
    const review = locationCheckReview([held('A', 2, 1)], [line('A', 2, { kind: 'existing', id: 2 })]);
    expect(review.map((d) => [d.batchId, d.kind])).toEqual([
      [2, 'found'],
      [1, 'missing'],
    ]);
  });
  it('confirms an unchanged count and ignores empty ledger rows', () => {
    const review = locationCheckReview([held('A', 2), held('E', 0)], [line('A', 2)]);
    expect(review.map((d) => d.kind)).toEqual(['confirmed']);
  });
});
