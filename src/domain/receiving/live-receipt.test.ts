import { describe, expect, it } from 'vitest';
import { isOpenForReceiving, liveGroups, liveLines, receiptQuestion } from './live-receipt';

const order = (order_code: string, count: number, ordered_at: string) => ({ order_code, count, ordered_at });
const line = (code: string, expected: number, stocked = 0, orders: ReturnType<typeof order>[] = []) => ({
  code,
  amount_expected: expected,
  amount_stocked_up: stocked,
  orders,
});

describe('the receipt against its list', () => {
  it('R-AO-01 R-AO-02 a line moves to its group and frees its oldest orders as pieces are received', () => {
    const lines = [line('A', 2, 0, [order('NEW', 1, '2026-11-02'), order('OLD', 1, '2026-11-01')]), line('B', 1)];
    const live = liveLines(lines, [{ code: 'A', amount: 1 }]);
    expect(live[0]).toMatchObject({ amount_now: 1, amount_total: 1, amount_stocked_up: 0 });
    expect(live[0].orders.map((o) => [o.order_code, 'isFulfilled' in o && o.isFulfilled])).toEqual([
      ['OLD', true],
      ['NEW', false],
    ]);
    expect(liveGroups(live).lacking.map((l) => l.code)).toEqual(['A', 'B']);
    const done = liveGroups(
      liveLines(lines, [
        { code: 'A', amount: 2 },
        { code: 'B', amount: 1 },
      ]),
    );
    expect(done.correct.map((l) => [l.code, l.amount_stocked_up, l.amount_now])).toEqual([
      ['A', 0, 2],
      ['B', 0, 1],
    ]);
  });

  it('asks when a receipt goes above the list, warns at ten times it, asks for a product not on it', () => {
    expect(receiptQuestion(line('A', 2), [{ code: 'A', amount: 1 }], 'A', 1)).toBeNull();
    expect(receiptQuestion(line('A', 2), [{ code: 'A', amount: 2 }], 'A', 1)).toEqual({
      kind: 'over',
      expected: 2,
      total: 3,
    });
    expect(receiptQuestion(line('A', 3, 1), [], 'A', 29)).toMatchObject({ kind: 'tenfold', total: 30 });
    expect(receiptQuestion(undefined, [], 'X', 1)).toEqual({ kind: 'unlisted', expected: 0, total: 1 });
  });

  it('only an open list that is not archived takes receipts', () => {
    expect(isOpenForReceiving({ state: 'open', archived: false })).toBe(true);
    expect(isOpenForReceiving({ state: 'processed', archived: false })).toBe(false);
    expect(isOpenForReceiving({ state: 'open', archived: true })).toBe(false);
  });
});
