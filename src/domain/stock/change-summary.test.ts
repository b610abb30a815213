import { describe, expect, it } from 'vitest';
import { changeSummary } from './change-summary';

describe('a logged change in a few words, named for what it was', () => {
  it('says how many pieces a move took from where to where, never "(0 ks)"', () => {
    const move = [
      { location_name: 'A-01-1', amount: -2 },
      { location_name: 'B-01-1', amount: 2 },
    ];
    expect(changeSummary({ action: 'relocation', details: move })).toBe('2 pol. (přesun 2 ks: A-01-1 → B-01-1)');
    expect(changeSummary({ action: 'location_change', details: move })).toBe('2 pol. (přesun 2 ks: A-01-1 → B-01-1)');
  });
  it('gives the signed total of a stock-in or stock-out', () => {
    expect(changeSummary({ action: 'stock_in', details: [{ location_name: 'A', amount: 3 }] })).toBe('1 pol. (+3 ks)');
    expect(changeSummary({ action: 'stock_out', details: [{ location_name: 'A', amount: -1 }] })).toBe(
      '1 pol. (−1 ks)',
    );
  });
  it('a stock-taking with a shortage and a found piece is two differences, not a move', () => {
    const counted = [
      { location_name: 'E-01-2', amount: -1 },
      { location_name: 'E-02-2', amount: 1 },
    ];
    expect(changeSummary({ action: 'stocktaking', details: counted })).toBe('2 pol. (inventura: rozdíl −1 / +1)');
    expect(changeSummary({ action: 'stocktaking', details: [{ location_name: 'E', amount: -3 }] })).toBe(
      '1 pol. (inventura: rozdíl −3)',
    );
  });
  it('a batch initialisation says how many pieces became the batch, not a move onto the same place', () => {
    const init = [
      { location_name: 'A-01-2', amount: -4 },
      { location_name: 'A-01-2', amount: 4 },
    ];
    expect(changeSummary({ action: 'batch_init', details: init })).toBe('2 pol. (založení šarže: 4 ks na A-01-2)');
  });
  it('a revert of mixed lines gives both ways', () => {
    const undo = [
      { location_name: 'E-01-2', amount: 1 },
      { location_name: 'E-02-2', amount: -1 },
    ];
    expect(changeSummary({ action: 'revert', details: undo })).toBe('2 pol. (−1 / +1 ks)');
  });
});
