import { describe, expect, it } from 'vitest';
import { amountError, refusalDetail } from './line-errors';
import { balanceKeyString, netByCode, planMovements, reversalOf, type BalanceKey } from './movement-plan';

const k = (locationId: number, code = 'A', sarzeId = 0): BalanceKey => ({ locationId, code, sarzeId });
const current = new Map([[balanceKeyString(k(1)), 5]]);

describe('movement plan', () => {
  it('records before and after of every movement', () => {
    const plan = planMovements(current, [
      { key: k(1), delta: -2, locationName: 'L1' },
      { key: k(2), delta: 2, locationName: 'L2' },
      { key: k(1), set: 10, locationName: 'L1' },
    ]);
    expect(plan.errors).toEqual([]);
    expect(plan.movements.map((m) => [m.before, m.amount, m.after])).toEqual([
      [5, -2, 3],
      [0, 2, 2],
      [3, 7, 10],
    ]);
  });

  it('R-HTTP-08 a refused line leaves no movement at all, and says what the location holds', () => {
    const plan = planMovements(current, [
      { key: k(2), delta: 3, locationName: 'L2' },
      { key: k(1), delta: -6, line: 1, locationName: 'L1' },
    ]);
    expect(plan.movements).toEqual([]);
    expect(plan.errors).toEqual([
      {
        code: 'A',
        reason: 'insufficient_stock',
        line: 1,
        detail: 'Na pozici L1 je jen 5 ks produktu A, nelze vyskladnit 6 ks.',
      },
    ]);
    expect(refusalDetail(plan.errors)).toBe(plan.errors[0].detail);
  });

  it('R-HTTP-08 amounts must be whole positive pieces', () => {
    expect(amountError('A', 1, 0)).toBeUndefined();
    expect(amountError('A', 0, 0)?.reason).toBe('invalid_amount');
    expect(amountError('A', -1, 0)?.reason).toBe('invalid_amount');
    expect(amountError('A', 1.5, 0)?.detail).toContain('celé číslo');
    expect(amountError('A', 0, 0, true)).toBeUndefined();
  });

  it('R-LOG-02 the reversal undoes every movement and relocations net to zero for the e-shop', () => {
    const plan = planMovements(current, [
      { key: k(1), delta: -2, locationName: 'L1' },
      { key: k(2), delta: 2, locationName: 'L2' },
      { key: k(3, 'B'), delta: 4, locationName: 'L3' },
    ]);
    expect([...netByCode(plan.movements)]).toEqual([['B', 4]]);
    const after = new Map(plan.movements.map((m) => [balanceKeyString(m.key), m.after]));
    const undone = planMovements(after, reversalOf(plan.movements));
    expect(undone.errors).toEqual([]);
    expect(undone.movements.map((m) => [m.key.locationId, m.after])).toEqual([
      [3, 0],
      [2, 0],
      [1, 5],
    ]);
  });

  it('a batch the location does not hold is named as such, never "je jen 0 ks" of a product the location does hold', () => {
    const batched = { locationId: 1, code: 'A', sarzeId: 7 };
    const held = new Map([[balanceKeyString(batched), 2]]);
    expect(planMovements(new Map(), [{ key: batched, delta: -1, locationName: 'L1' }]).errors[0].detail).toBe(
      'Na pozici L1 není žádný kus produktu A ve vybrané šarži, nelze vyskladnit 1 ks.',
    );
    expect(planMovements(held, [{ key: batched, delta: -3, locationName: 'L1' }]).errors[0].detail).toBe(
      'Na pozici L1 je jen 2 ks produktu A ve vybrané šarži, nelze vyskladnit 3 ks.',
    );
  });
});
