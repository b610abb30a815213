import { beforeAll, expect, it } from 'vitest';
import { describeOnEachStorage } from '../../../tests/support/storage-matrix';
import { connectToDouble, eventually, warehouseTotals } from '../testing/connect-double';
import { doublePerFile } from '../testing/double-per-file';
import type { DoubleShop } from '../testing/shoptet-double';

// Issue 28, "Who deducts a dispatched order" (docs/decisions/eshop-sync.md): a stock-out carrying an
// order's code is that order's dispatch. When the e-shop deducts dispatches itself it must not be told
// again (its rows are 'covered', neither waiting nor failed); when the warehouse deducts, it is pushed
// like any stock-out. An ordinary stock-out is pushed either way.
const SHOP = 101;
const doubleOf = doublePerFile();
let nextDoubleShop = 700;

describeOnEachStorage(
  'an order dispatch and the e-shop stock push',
  ({ server }) => {
    let shop: DoubleShop;
    let token = '';
    beforeAll(async () => {
      shop = await connectToDouble(server().database, doubleOf(), SHOP, { doubleShopId: nextDoubleShop++ });
      token = await server().login('admin');
    }, 120_000);

    const eshopStock = (code: string) => shop.stocks.get(shop.defaultStockId)!.get(code)?.amount ?? 0;
    const call = (method: string, path: string, body: object) => server().call(method, path, { token, body });
    const stockIn = (code: string, amount: number) =>
      call('POST', '/api/sklad/inventory/', { products: [{ code, amount }], location_name: 'A-02-1' });
    const stockOut = (code: string, amount: number, extra: object = {}) =>
      call('DELETE', '/api/sklad/inventory/', { products: [{ code, amount }], location_name: 'A-02-1', ...extra });
    const deductedBy = async (by: 'warehouse' | 'eshop') =>
      expect((await call('POST', '/api/sklad/eshop_sync/settings/', { dispatch_deducted_by: by })).status).toBe(200);
    const ourMovements = (code: string) =>
      shop.movements.filter((m) => m.productCode === code).map((m) => m.amountChange);

    /** Stocks in 5 of each code and waits until the e-shop has them (so the stock-outs below have pieces). */
    async function stocked(codes: string[]): Promise<Map<string, number>> {
      const before = new Map(codes.map((c) => [c, eshopStock(c)]));
      for (const c of codes) expect((await stockIn(c, 5)).status).toBe(200);
      expect(await eventually(() => codes.every((c) => eshopStock(c) === before.get(c)! + 5), 15_000)).toBe(true);
      return new Map(codes.map((c) => [c, eshopStock(c)]));
    }

    it("dispatch_deducted_by 'eshop': the order's stock-out never reaches the e-shop, an ordinary one does", async () => {
      await deductedBy('eshop');
      const [dispatched, ordinary, after] = ['ZAH0160', 'ZAH0161', 'ZAH0162'];
      const at = await stocked([dispatched, ordinary, after]);
      const dispatch = await stockOut(dispatched, 2, { order_code: 'OBJ-2026-0042' });
      expect(dispatch.status).toBe(200);
      expect((await stockOut(ordinary, 3)).status).toBe(200);
      // A change after both: once it has landed, the queue has passed the dispatch (it is drained in order).
      expect((await stockIn(after, 1)).status).toBe(200);
      expect(await eventually(() => eshopStock(after) === at.get(after)! + 1, 15_000)).toBe(true);
      expect(eshopStock(ordinary)).toBe(at.get(ordinary)! - 3);
      expect(eshopStock(dispatched)).toBe(at.get(dispatched)!);
      expect(ourMovements(dispatched)).toEqual([5]);
      // Kept and shown as covered by the e-shop, not as waiting or failed.
      // The double applies a batch before the worker has its answer and marks the rows sent: wait for that.
      const status = () => server().call('GET', '/api/sklad/eshop_sync/status/', { token });
      expect(await eventually(async () => (await status()).body.rows_waiting === 0, 15_000)).toBe(true);
      expect((await status()).body).toMatchObject({ rows_waiting: 0, rows_failed: 0, rows_covered: 1 });
      const rows = await server().database.query<{ status: string; order_code: string | null }>(
        `SELECT o.status, ch.order_code FROM stock_sync_outbox o JOIN stock_changes ch ON ch.id = o.change_id
         WHERE o.eshop_id = $1 AND o.code = $2 AND o.amount < 0`,
        [SHOP, dispatched],
      );
      expect(rows).toEqual([{ status: 'covered', order_code: 'OBJ-2026-0042' }]);
      // The stock comparison still sees the difference (the e-shop is to deduct it on dispatch).
      expect((await warehouseTotals(server().database, SHOP)).get(dispatched)).toBe(at.get(dispatched)! - 2);

      // Undoing the dispatch is the order's too: the e-shop, never told of the stock-out, is not told of its undo.
      expect((await call('POST', `/api/sklad/inventory/revert/${dispatch.body.change_id}/`, {})).status).toBe(200);
      expect((await stockIn(after, 1)).status).toBe(200);
      expect(await eventually(() => eshopStock(after) === at.get(after)! + 2, 15_000)).toBe(true);
      expect(ourMovements(dispatched)).toEqual([5]);
      expect((await server().call('GET', '/api/sklad/eshop_sync/status/', { token })).body.rows_covered).toBe(2);
    });

    it("dispatch_deducted_by 'warehouse': the order's stock-out and an ordinary one both reach the e-shop", async () => {
      await deductedBy('warehouse');
      const [dispatched, ordinary] = ['ZAH0163', 'ZAH0164'];
      const at = await stocked([dispatched, ordinary]);
      expect((await stockOut(dispatched, 2, { order_code: 'OBJ-2026-0043' })).status).toBe(200);
      expect((await stockOut(ordinary, 3)).status).toBe(200);
      expect(
        await eventually(
          () => eshopStock(dispatched) === at.get(dispatched)! - 2 && eshopStock(ordinary) === at.get(ordinary)! - 3,
          15_000,
        ),
      ).toBe(true);
      expect(ourMovements(dispatched)).toEqual([5, -2]);
    });

    it('an empty order code is refused with a Czech 400, nothing applied', async () => {
      const answer = await stockOut('ZAH0160', 1, { order_code: '' });
      expect(answer.status).toBe(400);
      expect(typeof answer.body.detail).toBe('string');
    });
  },
  {
    eshopSync: { reconcileDelayMs: 300, leaseMs: 3000, retryBaseMs: 100, retryCapMs: 500, requestTimeoutMs: 2000 },
  },
);
