import { describe, expect, it } from 'vitest';
import { changeSummary } from './change-summary';

describe('a logged change in a few words', () => {
  it('says how many pieces a move took from where to where, never "(0 ks)"', () => {
    const move = [
      { location_name: 'A-01-1', amount: -2 },
      { location_name: 'B-01-1', amount: 2 },
    ];
    expect(changeSummary({ details: move })).toBe('2 pol. (přesun 2 ks: A-01-1 → B-01-1)');
  });
  it('gives the signed total of a stock-in or stock-out', () => {
    expect(changeSummary({ details: [{ location_name: 'A', amount: 3 }] })).toBe('1 pol. (+3 ks)');
    expect(changeSummary({ details: [{ location_name: 'A', amount: -1 }] })).toBe('1 pol. (-1 ks)');
  });
});
