import { describe, expect, it } from 'vitest';
import { describeLayoutProblem } from './layout-problem';
import { deletionProblem, sectorsEmptiedBy, sectorUpdateProblem } from './sector-rules';

const flags = { picking: false, multiple_batches: true, non_stock: false };
const context = { otherSectorNames: ['B', 'C'], zoneIds: new Set([1, 2]), locationsWithMixedBatches: [] as string[] };

describe('R-LOC-01 deleting locations removes sectors left empty', () => {
  const locations = [
    { id: 1, sectorId: 10 },
    { id: 2, sectorId: 10 },
    { id: 3, sectorId: 20 },
    { id: 4, sectorId: 30 },
  ];

  it('R-LOC-01 removes a sector whose last location goes', () => {
    expect(sectorsEmptiedBy([3], locations)).toEqual([20]);
    expect(sectorsEmptiedBy([1, 2, 4], locations)).toEqual([10, 30]);
  });

  it('R-LOC-01 keeps a sector that still has a location', () => {
    expect(sectorsEmptiedBy([1], locations)).toEqual([]);
    expect(sectorsEmptiedBy([], locations)).toEqual([]);
  });
});

describe('R-LOC-02 a refused sector update carries a detail', () => {
  it('R-LOC-02 refuses an empty or taken name', () => {
    expect(sectorUpdateProblem(flags, { sector_name: ' ' }, context)).toEqual({ kind: 'name-empty', what: 'sector' });
    const taken = sectorUpdateProblem(flags, { sector_name: 'b' }, context);
    expect(taken).toEqual({ kind: 'name-taken', what: 'sector', names: ['b'] });
    expect(describeLayoutProblem(taken!)).toBe('Sektor „b“ již existuje.');
  });

  it('R-LOC-02 refuses a zone the e-shop does not have', () => {
    expect(sectorUpdateProblem(flags, { zone_id: 99 }, context)).toEqual({ kind: 'zone-unknown', zoneId: 99 });
    expect(sectorUpdateProblem(flags, { zone_id: null }, context)).toBeUndefined();
  });

  it('R-LOC-02 refuses forbidding several batches while a position holds several', () => {
    const mixed = { ...context, locationsWithMixedBatches: ['A-01-1'] };
    expect(sectorUpdateProblem(flags, { multiple_batches: false }, mixed)).toEqual({
      kind: 'mixed-batches-present',
      locations: ['A-01-1'],
    });
    expect(sectorUpdateProblem(flags, { multiple_batches: false }, context)).toBeUndefined();
  });

  it('R-LOC-02 accepts a valid rename with flags', () => {
    expect(
      sectorUpdateProblem(flags, { sector_name: 'D', picking: true, order: 3, zone_id: 2 }, context),
    ).toBeUndefined();
  });
});

describe('stock is never deleted silently', () => {
  it('refuses deleting stocked locations and names them', () => {
    const problem = deletionProblem('location', [{ name: 'A-01-1', amount: 5 }]);
    expect(describeLayoutProblem(problem!)).toContain('A-01-1 (5 ks)');
    expect(deletionProblem('sector', [])).toBeUndefined();
  });
});
