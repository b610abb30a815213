import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { connectToDouble, eventually } from './testing/connect-double';
import { startShoptetDouble, type DoubleShop, type ShoptetDouble } from './testing/shoptet-double';
import * as repository from './connection-repository';

// Every stock write wakes its e-shop's drain; one never connected pays a connection lookup per recheck period,
// not per write, and a connection stored later is still found.
vi.mock('./connection-repository', async (actual) => {
  const real = await actual<typeof repository>();
  // The real lookup, counted: the drain's reads are what this file measures.
  return { ...real, readConnection: vi.fn(real.readConnection) };
});
const lookups = () => vi.mocked(repository.readConnection).mock.calls.filter(([, eshopId]) => eshopId === SHOP).length;

const SHOP = 101;
const RECHECK_MS = 60_000;
let server: TestServer;
let double: ShoptetDouble;

beforeAll(async () => {
  double = await startShoptetDouble();
  server = await startTestServer({
    eshopSync: { unconnectedRecheckMs: RECHECK_MS, reconcileDelayMs: 300, retryBaseMs: 100, requestTimeoutMs: 2000 },
  });
}, 120_000);
afterAll(async () => {
  vi.useRealTimers();
  await server?.close();
  await double?.close();
});

describe('the drain of an e-shop never connected', () => {
  it('looks up the connection once for many stock writes, and again after the recheck period', async () => {
    const sync = server.deps.eshopSync;
    await sync.settled();
    // Past any miss remembered before this test (the server's start may have woken the drain already).
    const start = Date.now() + RECHECK_MS + 1;
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    try {
      const before = lookups();
      for (let i = 0; i < 10; i++) {
        sync.wake(SHOP);
        await sync.settled();
      }
      expect(lookups() - before).toBe(1);

      vi.setSystemTime(start + RECHECK_MS + 1);
      sync.wake(SHOP);
      await sync.settled();
      expect(lookups() - before).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('finds a connection stored later (by another node) once the connection is read, and pushes the waiting stock', async () => {
    const sync = server.deps.eshopSync;
    sync.wake(SHOP);
    await sync.settled();
    // Stored behind this node's back: the miss above is still remembered.
    const shop: DoubleShop = await connectToDouble(server.database, double, SHOP);
    const token = await server.login('admin');
    const before = shop.stocks.get(shop.defaultStockId)!.get('ZAH0140')!.amount;
    const res = await server.call('POST', '/api/sklad/inventory/', {
      token,
      body: { products: [{ code: 'ZAH0140', amount: 3 }], location_name: 'A-02-1' },
    });
    expect(res.status).toBe(200);
    const lookupsBefore = lookups();
    sync.wake(SHOP);
    await sync.settled();
    expect(lookups()).toBe(lookupsBefore);
    expect(shop.stocks.get(shop.defaultStockId)!.get('ZAH0140')!.amount).toBe(before);

    // What the install's first synchronisation does on the node that stored it.
    expect(await sync.connectorFor(SHOP)).toBeDefined();
    sync.wake(SHOP);
    const pushed = await eventually(() => shop.stocks.get(shop.defaultStockId)!.get('ZAH0140')!.amount === before + 3);
    expect(pushed).toBe(true);
    expect(double.violations).toEqual([]);
  });
});
