import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { earlierElsewhere, fefoBatch, fefoWarning, horizonDay, isExpired } from './fefo';

const b = (id: number, expiresAt: string | null, amount = 1) => ({ id, name: `S${id}`, expiresAt, amount });

describe('FEFO (B9)', () => {
  it('proposes the batch the location holds that expires first; undated last; empty ones never', () => {
    expect(fefoBatch([b(1, null), b(2, '2027-05-01'), b(3, '2027-01-31'), b(4, '2026-12-01', 0)])?.id).toBe(3);
    expect(fefoBatch([b(5, null), b(2, null)])?.id).toBe(2);
    expect(fefoBatch([b(1, '2027-01-01', 0)])).toBeNull();
  });

  it('warns for an expired batch and for a batch other than the one expiring first', () => {
    const held = [b(1, '2026-11-30'), b(2, '2027-01-01'), b(3, '2027-06-01')];
    expect(fefoWarning(held[0], held, '2026-12-01')).toBe('expired');
    expect(fefoWarning(held[1], held.slice(1), '2026-12-01')).toBeNull();
    expect(fefoWarning(held[2], held.slice(1), '2026-12-01')).toBe('not_first');
    expect(isExpired(null, '2026-12-01')).toBe(false);
  });

  it('B9 a chosen batch that expires earlier than every batch here (it lies elsewhere) is never "not first"', () => {
    const here = [b(2, '2027-06-30', 4)];
    const elsewhere = { ...b(1, '2027-01-31', 0) };
    expect(fefoWarning(elsewhere, here, '2026-12-01')).toBeNull();
    expect(fefoWarning({ ...b(3, null, 0) }, here, '2026-12-01')).toBe('not_first');
    expect(fefoWarning(b(4, '2027-06-30'), here, '2026-12-01')).toBeNull();
  });

  it('B9 across locations: points to a batch on another location only when it expires before the one taken here', () => {
    const taken = b(2, '2027-06-30', 4);
    const stock = [
      { ...taken, location: 'A-01-1' },
      { ...b(1, '2027-01-31', 3), location: 'B-02-1' },
      { ...b(3, '2026-12-31', 0), location: 'C-01-1' },
    ];
    const today = '2026-12-01';
    expect(earlierElsewhere(taken, stock, 'A-01-1', today)).toMatchObject({ id: 1, location: 'B-02-1' });
    expect(earlierElsewhere(b(1, '2027-01-31'), stock, 'B-02-1', today)).toBeNull();
    expect(earlierElsewhere(null, stock, 'A-01-1', today)).toBeNull();
    expect(earlierElsewhere(b(5, null), [{ ...b(6, null), location: 'X' }], 'A-01-1', today)).toBeNull();
    // an expired batch elsewhere is no better choice
    expect(earlierElsewhere(taken, stock, 'A-01-1', '2027-02-01')).toBeNull();
  });

  it('counts "within N days" over month and year ends', () => {
    expect(horizonDay('2026-12-25', 10)).toBe('2027-01-04');
    expect(horizonDay('2028-02-27', 2)).toBe('2028-02-29');
  });

  it('the proposal is never later than any held batch (property)', () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((n) => horizonDay('2025-01-01', n));
    fc.assert(
      fc.property(
        fc.array(fc.record({ expiresAt: fc.option(day), amount: fc.integer({ min: 0, max: 5 }) }), { maxLength: 8 }),
        (rows) => {
          const held = rows.map((r, i) => ({ id: i + 1, name: `S${i}`, ...r }));
          const first = fefoBatch(held);
          const stocked = held.filter((h) => h.amount > 0);
          if (!stocked.length) return first === null;
          return (
            stocked.every(
              (h) => first!.expiresAt !== null && (h.expiresAt === null || first!.expiresAt <= h.expiresAt),
            ) || stocked.every((h) => h.expiresAt === null)
          );
        },
      ),
    );
  });
});
