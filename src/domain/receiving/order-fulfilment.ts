/** A customer order waiting for a product of the list: `count` pieces, placed at `ordered_at` (ISO time). */
export interface WaitingOrder {
  order_code: string;
  count: number;
  ordered_at: string;
}

export type FulfilledOrder<T extends WaitingOrder> = T & { isFulfilled: boolean };

/**
 * The order orders are served in: oldest first; orders placed at the same moment by their order
 * code, so the answer never depends on the order rows were stored or sent in.
 */
export function byAge(a: WaitingOrder, b: WaitingOrder): number {
  if (a.ordered_at !== b.ordered_at) return a.ordered_at < b.ordered_at ? -1 : 1;
  return a.order_code < b.order_code ? -1 : a.order_code > b.order_code ? 1 : 0;
}

/**
 * R-AO-02: the stocked-up pieces go to the product's orders greedily, oldest first. An order is
 * fulfilled only when all of its pieces are covered; one that does not fit stays waiting and the
 * pieces left go on to younger orders (a small younger order may ship while a big older one waits
 * for the backorder). Orders are answered in serving order.
 */
export function fulfilOrders<T extends WaitingOrder>(orders: readonly T[], stockedUp: number): FulfilledOrder<T>[] {
  let left = Math.max(0, Math.floor(stockedUp));
  return [...orders].sort(byAge).map((order) => {
    const fits = order.count > 0 && order.count <= left;
    if (fits) left -= order.count;
    return { ...order, isFulfilled: fits };
  });
}

/** Pieces the fulfilled orders take. */
export const piecesFulfilled = (orders: ReadonlyArray<WaitingOrder & { isFulfilled: boolean }>): number =>
  orders.reduce((sum, o) => sum + (o.isFulfilled ? o.count : 0), 0);
