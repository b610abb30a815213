import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fulfilOrders, piecesFulfilled } from './order-fulfilment';

const order = (order_code: string, count: number, ordered_at: string) => ({ order_code, count, ordered_at });
const fulfilled = (orders: ReturnType<typeof fulfilOrders>) =>
  orders.filter((o) => o.isFulfilled).map((o) => o.order_code);

describe('greedy fulfilment of orders', () => {
  it('R-AO-02 serves the oldest order first, whatever order the orders come in', () => {
    const orders = [order('O-3', 2, '2026-11-03T08:00:00Z'), order('O-1', 2, '2026-11-01T08:00:00Z')];
    const result = fulfilOrders(orders, 2);
    expect(result.map((o) => o.order_code)).toEqual(['O-1', 'O-3']);
    expect(fulfilled(result)).toEqual(['O-1']);
  });

  it('R-AO-02 an order that does not fit waits and the pieces go on to a younger, smaller order', () => {
    const orders = [order('BIG', 5, '2026-11-01T00:00:00Z'), order('SMALL', 2, '2026-11-02T00:00:00Z')];
    expect(fulfilled(fulfilOrders(orders, 4))).toEqual(['SMALL']);
    expect(fulfilled(fulfilOrders(orders, 7))).toEqual(['BIG', 'SMALL']);
  });

  it('R-AO-02 orders placed at the same moment are served by order code (ties)', () => {
    const at = '2026-11-01T10:00:00Z';
    const orders = [order('B', 1, at), order('A', 1, at), order('C', 1, at)];
    expect(fulfilled(fulfilOrders(orders, 2))).toEqual(['A', 'B']);
    expect(fulfilled(fulfilOrders([...orders].reverse(), 2))).toEqual(['A', 'B']);
  });

  it('R-AO-02 nothing stocked up fulfils nothing; an over-receipt fulfils every order and leaves pieces over', () => {
    const orders = [order('A', 1, '2026-11-01'), order('B', 3, '2026-11-02')];
    expect(fulfilled(fulfilOrders(orders, 0))).toEqual([]);
    const over = fulfilOrders(orders, 10);
    expect(fulfilled(over)).toEqual(['A', 'B']);
    expect(piecesFulfilled(over)).toBe(4);
  });

  it('a list line with no orders (zero expected, or stock for the shelf) fulfils none', () => {
    expect(fulfilOrders([], 5)).toEqual([]);
  });

  const orderArb = fc.record({
    order_code: fc.string({ minLength: 1, maxLength: 4 }),
    count: fc.integer({ min: 1, max: 20 }),
    ordered_at: fc.constantFrom('2026-11-01', '2026-11-02', '2026-11-03'),
  });

  it('R-AO-02 property: the fulfilled orders never take more pieces than were stocked up', () => {
    fc.assert(
      fc.property(fc.array(orderArb, { maxLength: 30 }), fc.integer({ min: 0, max: 200 }), (orders, stocked) => {
        const result = fulfilOrders(orders, stocked);
        expect(result).toHaveLength(orders.length);
        expect(piecesFulfilled(result)).toBeLessThanOrEqual(stocked);
      }),
    );
  });

  it('R-AO-02 property: greedy means no waiting order would still fit in the pieces left over', () => {
    fc.assert(
      fc.property(fc.array(orderArb, { maxLength: 30 }), fc.integer({ min: 0, max: 200 }), (orders, stocked) => {
        const result = fulfilOrders(orders, stocked);
        const left = stocked - piecesFulfilled(result);
        for (const o of result) if (!o.isFulfilled) expect(o.count).toBeGreaterThan(left);
      }),
    );
  });
});
