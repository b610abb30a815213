import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { setSyncEnabled } from '../connection-repository';
import { readSyncStatus } from '../sync-status';
import { connectToDouble, eventually } from '../testing/connect-double';
import { startShoptetDouble, type DoubleShop, type ShoptetDouble } from '../testing/shoptet-double';

// The stock push in one process on PGlite: a stock change reaches the double within seconds, exactly once.
const SHOP = 101;
let server: TestServer;
let double: ShoptetDouble;
let shop: DoubleShop;
let token = '';

beforeAll(async () => {
  double = await startShoptetDouble();
  server = await startTestServer({
    eshopSync: { reconcileDelayMs: 300, leaseMs: 3000, retryBaseMs: 100, retryCapMs: 500, requestTimeoutMs: 2000 },
  });
  shop = await connectToDouble(server.database, double, SHOP);
  token = await server.login('admin');
}, 120_000);
afterAll(async () => {
  await server?.close();
  await double?.close();
});
afterEach(() => {
  expect(double.violations).toEqual([]);
  double.faults.loseAnswerEvery = 0;
});

const eshopStock = (code: string) => shop.stocks.get(shop.defaultStockId)!.get(code)?.amount;
const stockIn = (code: string, amount: number, extra: object = {}) =>
  server.call('POST', '/api/sklad/inventory/', {
    token,
    body: { products: [{ code, amount }], location_name: 'A-02-1', ...extra },
  });

describe('stock push to the e-shop', () => {
  it('a stock-in reaches the e-shop by exactly its amount, as our own movement', async () => {
    const before = eshopStock('ZAH0130')!;
    expect((await stockIn('ZAH0130', 7)).status).toBe(200);
    expect(await eventually(() => eshopStock('ZAH0130') === before + 7, 10_000)).toBe(true);
    const last = shop.movements.at(-1)!;
    expect(last).toMatchObject({
      productCode: 'ZAH0130',
      amountChange: 7,
      changedBy: `api.service-${shop.serviceId}@${shop.domain}`,
    });
  });

  it('R-CFG-01: a no-sync stock-in (returns) never reaches the e-shop', async () => {
    const before = eshopStock('ZAH0131')!;
    const movements = shop.movements.length;
    expect((await stockIn('ZAH0131', 4, { shoptet_sync: false })).status).toBe(200);
    expect(
      (
        await server.call('POST', '/api/sklad/inventory/vratky', {
          token,
          body: { products: [{ code: 'ZAH0131', amount: 2 }], location_name: 'A-02-1' },
        })
      ).status,
    ).toBe(200);
    // A synced change after them is pushed; the returns before it are not.
    expect((await stockIn('ZAH0132', 1)).status).toBe(200);
    expect(
      await eventually(() =>
        shop.movements.some((m) => m.productCode === 'ZAH0132' && m.id > 0 && shop.movements.indexOf(m) >= movements),
      ),
    ).toBe(true);
    expect(eshopStock('ZAH0131')).toBe(before);
  });

  it('with sync switched off nothing is sent; switched on again the queue drains', async () => {
    await setSyncEnabled(server.database.db, SHOP, false);
    const before = eshopStock('ZAH0133')!;
    const requests = double.exchanges.length;
    expect((await stockIn('ZAH0133', 3)).status).toBe(200);
    // The wake-up came and went: give the worker its chance, then check nothing was sent.
    await server.deps.eshopSync.publishIfChanged(SHOP);
    await new Promise((r) => setTimeout(r, 300));
    expect(double.exchanges.slice(requests).filter((e) => e.method === 'PATCH')).toEqual([]);
    await setSyncEnabled(server.database.db, SHOP, true);
    server.deps.eshopSync.wake(SHOP);
    expect(await eventually(() => eshopStock('ZAH0133') === before + 3)).toBe(true);
  });

  it('answers lost after applying: every change lands exactly once (reconciled from the movement list)', async () => {
    double.faults.loseAnswerEvery = 2;
    const codes = ['ZAH0140', 'ZAH0141', 'ZAH0142', 'ZAH0143'];
    const expected = new Map(codes.map((c) => [c, eshopStock(c)!]));
    const moves = shop.movements.length;
    for (let i = 0; i < 12; i++) {
      expect((await stockIn(codes[i % 4], 1 + (i % 3))).status).toBe(200);
      expected.set(codes[i % 4], expected.get(codes[i % 4])! + 1 + (i % 3));
    }
    const reached = () => codes.every((c) => eshopStock(c) === expected.get(c));
    expect(await eventually(reached, 20_000)).toBe(true);
    // Nothing more arrives later (a resend of something that had landed would).
    await new Promise((r) => setTimeout(r, 800));
    expect(reached()).toBe(true);
    // Each pushed change is one movement of ours: a batch merges a product's rows, never repeats one.
    const ours = shop.movements.slice(moves).filter((m) => codes.includes(m.productCode));
    expect(ours.reduce((sum, m) => sum + m.amountChange, 0)).toBe(12 + 12);
    expect(double.exchanges.some((e) => e.lost)).toBe(true);
    const status = await server.call('GET', '/api/sklad/eshop_sync/status/', { token });
    expect(status.body).toMatchObject({ rows_waiting: 0, rows_failed: 0 });
  });

  it('a partial 200: the product the e-shop does not know is failed with its reason in Czech, the others are sent; retry requeues it', async () => {
    // A product of the warehouse that the e-shop does not have.
    shop.byCode.delete('ZAH0150');
    shop.stocks.get(shop.defaultStockId)!.delete('ZAH0150');
    const before = eshopStock('ZAH0151')!;
    expect(
      (
        await server.call('POST', '/api/sklad/inventory/', {
          token,
          body: {
            products: [
              { code: 'ZAH0150', amount: 2 },
              { code: 'ZAH0151', amount: 3 },
            ],
            location_name: 'A-02-1',
          },
        })
      ).status,
    ).toBe(200);
    expect(
      await eventually(
        async () => (await server.call('GET', '/api/sklad/eshop_sync/status/', { token })).body.rows_failed === 1,
      ),
    ).toBe(true);
    expect(eshopStock('ZAH0151')).toBe(before + 3);
    const status = (await server.call('GET', '/api/sklad/eshop_sync/status/', { token })).body;
    expect(status).toMatchObject({
      stalled: true,
      stalled_reason: '1 změnu se nepodařilo odeslat do e-shopu.',
      failures: [
        { code: 'ZAH0150', reason: 'unknown-product', detail: 'Produkt s tímto kódem v e-shopu neexistuje.', rows: 1 },
      ],
    });
    // The product appears in the e-shop; "Zkusit znovu" sends it.
    shop.byCode.set('ZAH0150', shop.byCode.get('ZAH0151')!);
    const retried = await server.call('POST', '/api/sklad/eshop_sync/retry/', { token });
    expect(retried.status).toBe(200);
    expect(await eventually(() => eshopStock('ZAH0150') === 2)).toBe(true);
    expect((await server.call('GET', '/api/sklad/eshop_sync/status/', { token })).body).toMatchObject({
      rows_failed: 0,
      stalled: false,
    });
  });

  it('429 with Retry-After: the worker waits and the change still lands once', async () => {
    double.options.connectionLimit = 0;
    const before = eshopStock('ZAH0152')!;
    expect((await stockIn('ZAH0152', 5)).status).toBe(200);
    expect(await eventually(() => double.exchanges.some((e) => e.status === 429), 10_000)).toBe(true);
    double.options.connectionLimit = 3;
    expect(await eventually(() => eshopStock('ZAH0152') === before + 5, 20_000)).toBe(true);
    await new Promise((r) => setTimeout(r, 500));
    expect(eshopStock('ZAH0152')).toBe(before + 5);
  });

  it('the stock comparison lists a drift and sets the e-shop to the warehouse figure (absolute, idempotent)', async () => {
    // Someone changes the e-shop's stock in its admin.
    shop.stocks.get(shop.defaultStockId)!.get('ZAH0153')!.amount += 4;
    const comparison = await server.call('GET', '/api/sklad/eshop_sync/comparison/', { token });
    expect(comparison.status).toBe(200);
    const row = comparison.body.differences.find((d: { code: string }) => d.code === 'ZAH0153');
    expect(row).toMatchObject({ difference: 4 });
    const apply = await server.call('POST', '/api/sklad/eshop_sync/comparison/apply/', {
      token,
      body: { codes: ['ZAH0153', 'ZAH0153'] },
    });
    expect(apply.body).toEqual({ queued: 1 });
    expect(await eventually(() => eshopStock('ZAH0153') === row.warehouse)).toBe(true);
    const again = await server.call('GET', '/api/sklad/eshop_sync/comparison/', { token });
    expect(again.body.differences.find((d: { code: string }) => d.code === 'ZAH0153')).toBeUndefined();
    expect(
      (await server.call('POST', '/api/sklad/eshop_sync/comparison/apply/', { token, body: { codes: ['NEEXISTUJE'] } }))
        .status,
    ).toBe(400);
  });

  it('only settings admins see the status', async () => {
    const worker = await server.login('skladnik');
    expect((await server.call('GET', '/api/sklad/eshop_sync/status/', { token: worker })).status).toBe(403);
    expect(
      (
        await server.call('POST', '/api/sklad/eshop_sync/comparison/apply/', {
          token: worker,
          body: { codes: ['ZAH0130'] },
        })
      ).status,
    ).toBe(403);
    expect((await server.call('GET', '/api/sklad/eshop_sync/status/')).status).toBe(401);
  });

  it('a queue that has not moved for 5 minutes is shown as stalled, and the panel hears of it', async () => {
    const events: string[] = [];
    const stop = server.deps.live.subscribe((signal) => {
      if ('kind' in signal && signal.eshopId === SHOP) events.push(signal.kind);
    });
    await setSyncEnabled(server.database.db, SHOP, false);
    expect((await stockIn('ZAH0155', 1)).status).toBe(200);
    expect((await readSyncStatus(server.database.db, SHOP, new Date())).stalled).toBe(false);
    const later = await readSyncStatus(server.database.db, SHOP, new Date(Date.now() + 6 * 60_000));
    expect(later).toMatchObject({ stalled: true, stalled_reason: 'Fronta změn pro e-shop se už 5 minut nepohnula.' });
    await setSyncEnabled(server.database.db, SHOP, true);
    server.deps.eshopSync.wake(SHOP);
    expect(
      await eventually(async () => (await readSyncStatus(server.database.db, SHOP, new Date())).rows_waiting === 0),
    ).toBe(true);
    expect(await eventually(() => events.includes('eshop-sync'))).toBe(true);
    stop();
  });

  it('tokens revoked: the push stops and the status says so in Czech; nothing is lost', async () => {
    double.revokeTokens(shop);
    const before = eshopStock('ZAH0154')!;
    expect((await stockIn('ZAH0154', 1)).status).toBe(200);
    expect(
      await eventually(
        async () => (await server.call('GET', '/api/sklad/eshop_sync/status/', { token })).body.state === 'auth_failed',
      ),
    ).toBe(true);
    const status = (await server.call('GET', '/api/sklad/eshop_sync/status/', { token })).body;
    expect(status).toMatchObject({ connected: false, stalled: true, rows_waiting: 1 });
    expect(status.stalled_reason).toMatch(/^E-shop odmítl přístup doplňku/);
    expect(eshopStock('ZAH0154')).toBe(before);
  });
});
