import { describe, expect, it } from 'vitest';
import { checkReceipt } from './receipt-check';

describe('checking a receipt against the expected amount', () => {
  it('receiving up to the expected amount needs no question', () => {
    expect(checkReceipt(5, 0, 1)).toBe('ok');
    expect(checkReceipt(5, 4, 5)).toBe('ok');
  });

  it('the change that goes above expected asks; further pieces after that do not ask again', () => {
    expect(checkReceipt(5, 5, 6)).toBe('over');
    expect(checkReceipt(5, 3, 7)).toBe('over');
    expect(checkReceipt(5, 6, 7)).toBe('ok');
  });

  it('reaching ten times the expected amount warns, even after over was confirmed', () => {
    expect(checkReceipt(5, 0, 50)).toBe('tenfold');
    expect(checkReceipt(5, 7, 60)).toBe('tenfold');
    expect(checkReceipt(5, 50, 51)).toBe('ok');
  });

  it('a line expected at zero asks on the first piece and warns at ten', () => {
    expect(checkReceipt(0, 0, 1)).toBe('over');
    expect(checkReceipt(0, 1, 9)).toBe('ok');
    expect(checkReceipt(0, 1, 10)).toBe('tenfold');
  });

  it('taking pieces back never asks', () => {
    expect(checkReceipt(5, 60, 3)).toBe('ok');
  });
});
