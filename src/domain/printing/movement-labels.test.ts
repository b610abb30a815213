import { describe, expect, it } from 'vitest';
import { movementLabelLines, type MovementDetailLike } from './movement-labels';

const d = (code: string, amount: number, sarze_id: number | null = null): MovementDetailLike => ({
  code,
  name: `Produkt ${code}`,
  variant_name: code === 'B' ? 'XL' : null,
  sarze_id,
  sarze_name: sarze_id ? `L${sarze_id}` : null,
  amount,
});

describe('the labels of a movement (reprint from the movement log)', () => {
  it('a stock-in: one line per product and batch, copies = the pieces stocked in', () => {
    expect(movementLabelLines([d('A', 3), d('B', 2), d('A', 4, 7), d('A', 1)])).toEqual([
      { code: 'A', name: 'Produkt A', sarze_id: null, sarze_name: null, copies: 4 },
      { code: 'B', name: 'Produkt B – XL', sarze_id: null, sarze_name: null, copies: 2 },
      { code: 'A', name: 'Produkt A', sarze_id: 7, sarze_name: 'L7', copies: 4 },
    ]);
  });

  it('a stock-out counts the pieces taken; a relocation counts the moved pieces once', () => {
    expect(movementLabelLines([d('A', -5)]).map((l) => l.copies)).toEqual([5]);
    expect(movementLabelLines([d('A', -6), d('A', 6)]).map((l) => l.copies)).toEqual([6]);
  });

  it('a movement of no pieces (a location check) still offers one label; copies stay within 999', () => {
    expect(movementLabelLines([d('A', 0)]).map((l) => l.copies)).toEqual([1]);
    expect(movementLabelLines([d('A', 5000)]).map((l) => l.copies)).toEqual([999]);
  });
});
