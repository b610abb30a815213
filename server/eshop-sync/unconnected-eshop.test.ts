import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import type { Database } from '../db/client';
import { EshopSyncService } from './eshop-sync-service';
import { connectToDouble, eventually } from './testing/connect-double';
import { startShoptetDouble, type ShoptetDouble } from './testing/shoptet-double';

// Every stock write wakes its e-shop's drain; one never connected pays a connection lookup per recheck period,
// not per write, and a connection stored later is still found.
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

/** The server's database, with the statements that look up an e-shop's connection counted on their way. */
function countingLookups(database: Database): { database: Database; lookups: () => number } {
  const dialect = new PgDialect();
  let lookups = 0;
  const db = new Proxy(database.db, {
    get(target, key) {
      if (key === 'execute')
        return (statement: SQL) => {
          if (dialect.sqlToQuery(statement).sql.includes('FROM eshop_connections WHERE eshop_id')) lookups++;
          return target.execute(statement);
        };
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { database: { ...database, db }, lookups: () => lookups };
}

describe('the drain of an e-shop never connected', () => {
  it('looks up the connection once for many stock writes, and again after the recheck period', async () => {
    const counted = countingLookups(server.database);
    // A service of its own over the same database, woken here as each stock write wakes the node's.
    const sync = new EshopSyncService(counted.database, server.deps.live, { unconnectedRecheckMs: RECHECK_MS });
    try {
      for (let i = 0; i < 10; i++) {
        sync.wake(SHOP);
        await sync.settled();
      }
      expect(counted.lookups()).toBe(1);

      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + RECHECK_MS + 1 });
      sync.wake(SHOP);
      await sync.settled();
      expect(counted.lookups()).toBe(2);
    } finally {
      vi.useRealTimers();
      await sync.close();
    }
  });

  it('finds a connection stored later (by another node) once the connection is read, and pushes the waiting stock', async () => {
    const sync = server.deps.eshopSync;
    sync.wake(SHOP);
    await sync.settled();
    // Stored behind this node's back: the miss above is still remembered.
    const shop = await connectToDouble(server.database, double, SHOP);
    const eshopStock = () => shop.stocks.get(shop.defaultStockId)!.get('ZAH0140')!.amount;
    const token = await server.login('admin');
    const before = eshopStock();
    const res = await server.call('POST', '/api/sklad/inventory/', {
      token,
      body: { products: [{ code: 'ZAH0140', amount: 3 }], location_name: 'A-02-1' },
    });
    expect(res.status).toBe(200);
    sync.wake(SHOP);
    await sync.settled();
    expect(eshopStock()).toBe(before);

    // What the install's first synchronisation does on the node that stored it.
    expect(await sync.connectorFor(SHOP)).toBeDefined();
    sync.wake(SHOP);
    expect(await eventually(() => eshopStock() === before + 3)).toBe(true);
    expect(double.violations).toEqual([]);
  });
});
