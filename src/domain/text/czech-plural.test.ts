import { describe, expect, it } from 'vitest';
import { countCs, czechPlural, locationsCs } from './czech-plural';

describe('Czech location counts', () => {
  it('uses pozice for 1 to 4 and pozic for 0 and 5 or more', () => {
    expect([0, 1, 2, 4, 5, 12].map(locationsCs)).toEqual([
      '0 pozic',
      '1 pozice',
      '2 pozice',
      '4 pozice',
      '5 pozic',
      '12 pozic',
    ]);
  });
});

describe('Czech plural forms', () => {
  it('takes the one form for 1, the few form for 2 to 4 and the many form for 0 and 5 or more', () => {
    expect([0, 1, 2, 3, 4, 5, 11, 22].map((n) => countCs(n, 'položka', 'položky', 'položek'))).toEqual([
      '0 položek',
      '1 položka',
      '2 položky',
      '3 položky',
      '4 položky',
      '5 položek',
      '11 položek',
      '22 položek',
    ]);
  });

  it('reads a negative count as its size', () => {
    expect(czechPlural(-2, 'kus', 'kusy', 'kusů')).toBe('kusy');
  });
});
