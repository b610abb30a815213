import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import type { Tx } from './client';
import { rawRows } from './raw-rows';
import { grownTables, startTableUpkeep } from './table-upkeep';

describe('which tables the upkeep takes', () => {
  it('a table grown past 8 pages and a tenth of its size then, and no other', () => {
    expect(
      grownTables([
        { table: 'a', pagesThen: 0, pagesNow: 8 },
        { table: 'b', pagesThen: 0, pagesNow: 9 },
        { table: 'c', pagesThen: 100, pagesNow: 118 },
        { table: 'd', pagesThen: 100, pagesNow: 119 },
        { table: 'e', pagesThen: 500, pagesNow: 40 },
      ]),
    ).toEqual(['b', 'd']);
  });
});

describe('the embedded database re-plans a grown ledger (no autovacuum in PGlite)', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await server.login('admin');
  }, 60_000);
  afterAll(() => server?.close());

  /**
   * The rows of stock_changes the movements' key check reads for one inserted movement, rolled back. PGlite's
   * pg_stat_xact_user_tables holds earlier transactions' counts too (its backend seldom flushes them): the difference
   * around the insert, inside its transaction, is the insert's.
   */
  async function changesReadByKeyCheck(): Promise<number> {
    const read = async (tx: Tx) => {
      const [row] = await rawRows<{ seq_tup_read: string | number }>(
        tx,
        `SELECT seq_tup_read FROM pg_stat_xact_user_tables WHERE relname = 'stock_changes'`,
        [],
      );
      return Number(row.seq_tup_read);
    };
    let difference = -1;
    await server.database.db
      .transaction(async (tx) => {
        const before = await read(tx);
        await tx.execute(sql`INSERT INTO stock_movements (change_id, eshop_id, location_id, location_name, code,
            sarze_id, amount, before_amount, after_amount)
          SELECT change_id, eshop_id, location_id, location_name, code, sarze_id, amount, before_amount, after_amount
          FROM stock_movements LIMIT 1`);
        difference = (await read(tx)) - before;
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    return difference;
  }

  it('a plan made on a small ledger scans the grown one until the upkeep; after it, the key check reads by key', async () => {
    // A real stock-in of two lines plans the key check while the ledger holds one change.
    const stockIn = await server.call('POST', '/api/sklad/inventory/', {
      token,
      headers: { 'idempotency-key': 'upkeep-1' },
      body: {
        products: [
          { code: 'ZAH0001', amount: 1 },
          { code: 'ZAH0012', amount: 2 },
        ],
        location_name: 'A-01-1',
        shoptet_sync: false,
      },
    });
    expect(stockIn.status).toBe(200);
    await server.database.exec(`INSERT INTO stock_changes (eshop_id, client_id, client_name, action, source,
        location_name, shoptet_sync)
      SELECT eshop_id, client_id, client_name, action, source, location_name, false
      FROM stock_changes, generate_series(1, 30000)`);

    // The stale plan: the whole grown table for one movement.
    expect(await changesReadByKeyCheck()).toBeGreaterThanOrEqual(30_000);
    expect(await server.database.upkeep!()).toContain('public.stock_changes');
    const [stats] = await server.database.query<{ relpages: number; reltuples: number }>(
      `SELECT relpages, reltuples FROM pg_class WHERE relname = 'stock_changes'`,
    );
    expect(stats.reltuples).toBe(30_001);
    expect(stats.relpages).toBeGreaterThan(8);
    expect(await changesReadByKeyCheck()).toBe(0);
    // Nothing grew since: nothing to do.
    expect(await server.database.upkeep!()).toEqual([]);
  });

  it("a queue's deleted rows make room for new ones (20 rounds: 736 pages unvacuumed, 140 vacuumed only as it grew, 33 now)", async () => {
    // As live events, push batches and leases are: written, then deleted once done.
    await server.database.exec(`CREATE TABLE upkeep_queue (id bigserial PRIMARY KEY, kind text NOT NULL)`);
    for (let round = 0; round < 20; round++) {
      await server.database.exec(`INSERT INTO upkeep_queue (kind) SELECT 'stock' FROM generate_series(1, 5000);
        DELETE FROM upkeep_queue WHERE id <= (SELECT max(id) - 1000 FROM upkeep_queue)`);
      await server.database.upkeep!();
    }
    const [queue] = await server.database.query<{ pages: number; rows: number }>(
      `SELECT (pg_relation_size('upkeep_queue') / 8192)::int AS pages, (SELECT count(*) FROM upkeep_queue)::int AS rows`,
    );
    expect(queue.rows).toBe(1000);
    // 5,000 rows at a time fill about 30 pages, and the 1,000 kept about 6.
    expect(queue.pages).toBeLessThan(60);
  });

  it('the timer takes a pass by itself, and a stopped upkeep takes none', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const statements: string[] = [];
      const target = {
        query: server.database.query,
        exec: async (text: string) => {
          statements.push(text);
          await server.database.exec(text);
        },
      };
      const upkeep = startTableUpkeep(target, { everyMs: 1000 });
      await server.database.exec(`INSERT INTO stock_changes (eshop_id, client_id, client_name, action,
          source, location_name, shoptet_sync)
        SELECT eshop_id, client_id, client_name, action, source, location_name, false
        FROM (SELECT * FROM stock_changes LIMIT 1) AS one, generate_series(1, 20000)`);
      vi.advanceTimersByTime(1000);
      // The pass the timer started (now() joins it rather than starting another).
      expect(await upkeep.now()).toContain('public.stock_changes');
      expect(statements).toEqual(['VACUUM', expect.stringMatching(/^ANALYZE .*public\.stock_changes/)]);
      await upkeep.stop();
      await server.database.exec(`INSERT INTO stock_changes (eshop_id, client_id, client_name, action,
          source, location_name, shoptet_sync)
        SELECT eshop_id, client_id, client_name, action, source, location_name, false
        FROM (SELECT * FROM stock_changes LIMIT 1) AS one, generate_series(1, 40000)`);
      vi.advanceTimersByTime(5000);
      expect(statements).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
