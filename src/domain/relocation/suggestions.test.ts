import { describe, expect, it } from 'vitest';
import { hiddenKey, parseHidden, serialiseHidden, toggleHidden, withHidden } from './hidden-suggestions';
import { afterCollect, afterDeposit, fetched, isStale } from './suggestions';
import { suggestionItem as item } from './testing/suggestion-item';

const lists = fetched(
  [item('A', 'C-01-1', 4, 0, 1), item('A', 'C-01-2', 3, 0, 2), item('B', 'C-02-1', 5, 0, 3)],
  [item('A', 'E-01-1', 7, 7, 1), item('B', 'E-01-2', 5, 5, 2)],
);

describe('suggestion recalculation', () => {
  it('R-SUG-01 a fresh fetch is not temporary; a local collect is, and shrinks the lines it took', () => {
    expect(lists.temporary).toBe(false);
    const after = afterCollect(lists, 'A', {
      from_locations: [{ location: 'C-01-1', amount: 4, sarze_id: 0 }],
      to_location: null,
    });
    expect(after.temporary).toBe(true);
    expect(after.collect.map((i) => [i.code, i.location_name, i.amount_to_collect, i.index])).toEqual([
      ['A', 'C-01-2', 3, 1],
      ['B', 'C-02-1', 5, 2],
    ]);
    expect(after.deposit[0]).toMatchObject({ code: 'A', amount_to_collect: 3, amount_to_deposit: 7 });
    expect(after.deposit[1]).toEqual(lists.deposit[1]);
  });

  it('a partial collect leaves the rest of the line; more than suggested takes no more than the line', () => {
    const part = afterCollect(lists, 'A', {
      from_locations: [{ location: 'C-01-2', amount: 1, sarze_id: 0 }],
      to_location: null,
    });
    expect(part.collect.find((i) => i.location_name === 'C-01-2')?.amount_to_collect).toBe(2);
    const over = afterCollect(lists, 'B', {
      from_locations: [{ location: 'C-02-1', amount: 9, sarze_id: 0 }],
      to_location: null,
    });
    expect(over.collect.some((i) => i.code === 'B')).toBe(false);
    expect(over.deposit[1].amount_to_collect).toBe(0);
  });

  it('R-SUG-01 a local deposit is temporary and removes the line once all is put there', () => {
    const after = afterDeposit(lists, 'A', {
      from_locations: [
        { location: 'C-01-1', amount: 4, sarze_id: 0 },
        { location: 'C-01-2', amount: 3, sarze_id: 0 },
      ],
      to_location: 'E-01-1',
    });
    expect(after.temporary).toBe(true);
    expect(after.deposit.map((i) => [i.code, i.index])).toEqual([['B', 1]]);
    const part = afterDeposit(lists, 'B', {
      from_locations: [{ location: 'C-02-1', amount: 2, sarze_id: 0 }],
      to_location: 'E-01-2',
    });
    expect(part.deposit[1].amount_to_deposit).toBe(3);
    const elsewhere = afterDeposit(lists, 'B', {
      from_locations: [{ location: 'C-02-1', amount: 2, sarze_id: 0 }],
      to_location: 'X',
    });
    expect(elsewhere.deposit).toEqual(lists.deposit);
  });

  it('R-SUG-01 recalculation is keyed by batch: collecting one batch leaves the other batch at the same place', () => {
    const batched = fetched(
      [item('A', 'C-01-1', 4, 0, 1, 7), item('A', 'C-01-1', 3, 0, 2, 8), item('A', 'C-01-2', 2, 0, 3)],
      [item('A', 'E-01-1', 4, 4, 1, 7), item('A', 'E-01-1', 3, 3, 2, 8), item('A', 'E-01-1', 2, 2, 3)],
    );
    const took = afterCollect(batched, 'A', {
      from_locations: [{ location: 'C-01-1', amount: 4, sarze_id: 8 }],
      to_location: null,
    });
    expect(took.collect.map((i) => [i.location_name, i.sarze_id, i.amount_to_collect])).toEqual([
      ['C-01-1', 7, 4],
      ['C-01-2', 0, 2],
    ]);
    // only batch 8's deposit line owes less, and no more than it was owed
    expect(took.deposit.map((i) => [i.sarze_id, i.amount_to_collect])).toEqual([
      [7, 4],
      [8, 0],
      [0, 2],
    ]);
    const put = afterDeposit(took, 'A', {
      from_locations: [{ location: 'C-01-1', amount: 3, sarze_id: 8 }],
      to_location: 'E-01-1',
    });
    expect(put.deposit.map((i) => [i.sarze_id, i.amount_to_deposit, i.index])).toEqual([
      [7, 4, 1],
      [0, 2, 2],
    ]);
  });

  it('R-SUG-02 an answer whose guid differs from the current update guid is stale', () => {
    expect(isStale('g-2', 'g-2')).toBe(false);
    expect(isStale('g-1', 'g-2')).toBe(true);
    expect(isStale(null, 'g-2')).toBe(true);
    expect(isStale('g-1', null)).toBe(true);
  });
});

describe('hidden suggestions', () => {
  it('R-SUG-03 are read from local storage by code and location', () => {
    const stored = serialiseHidden(new Set([hiddenKey({ code: 'A', location_name: 'C-01-2' })]));
    const hidden = parseHidden(stored);
    expect(withHidden(lists.collect, hidden).map((i) => i.hidden)).toEqual([false, true, false]);
    // the same product at another location is not hidden
    expect(withHidden([item('A', 'C-09-9', 1)], hidden)[0].hidden).toBe(false);
  });

  it('toggle hides and unhides; unreadable storage hides nothing', () => {
    const one = toggleHidden(new Set(), lists.collect[0]);
    expect([...one]).toEqual(['A@C-01-1']);
    expect([...toggleHidden(one, lists.collect[0])]).toEqual([]);
    expect(parseHidden('{nope')).toEqual(new Set());
    expect(parseHidden(null)).toEqual(new Set());
    expect(parseHidden('[1,"A@B"]')).toEqual(new Set(['A@B']));
  });
});
