import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/database-template';
import { startPostgresCluster, type PostgresCluster } from '../../../tests/support/postgres-cluster';
import { postgresAvailable } from '../../../tests/support/storage-matrix';
import { openDatabase, type Database } from '../../db/client';
import { saveConnection, setDispatchDeductedBy } from '../connection-repository';
import { eventually } from '../testing/connect-double';
import { TokenCipher } from '../token-cipher';
import { PushStore } from './push-store';

// Issue 28, "Who deducts a dispatched order": with dispatch_deducted_by = 'eshop' an order's stock-out is
// covered, never sent. On PostgreSQL another connection commits while the batch is being made: when the
// covering and the read of the queue were two statements, a dispatch committed between them went out to
// the e-shop (seen once in dispatch-deduction.test.ts on PostgreSQL). The interleaving is forced here: a
// row lock holds the covering statement while the other connection commits a new dispatch.
const SHOP = 101;

describe.skipIf(!postgresAvailable())('the stock push covers an order dispatch committed while a batch is made', () => {
  let cluster: PostgresCluster;
  let database: Database;
  let other: pg.Client;
  const pendingDispatch = async (executor: (text: string, values: unknown[]) => Promise<unknown[]>, code: string) => {
    const [change] = (await executor(
      `INSERT INTO stock_changes (eshop_id, client_id, client_name, action, source, location_name, order_code)
       VALUES ($1, 1, 'test', 'remove', 'api', 'A-02-1', 'OBJ-RACE') RETURNING id`,
      [SHOP],
    )) as Array<{ id: string }>;
    const [row] = (await executor(
      `INSERT INTO stock_sync_outbox (eshop_id, change_id, code, amount) VALUES ($1, $2, $3, -2) RETURNING id`,
      [SHOP, change.id, code],
    )) as Array<{ id: string }>;
    return Number(row.id);
  };
  const outbox = (id: number) =>
    database.query<{ status: string; batch_id: string | null }>(
      'SELECT status, batch_id FROM stock_sync_outbox WHERE id = $1',
      [id],
    );

  beforeAll(async () => {
    cluster = (await startPostgresCluster())!;
    const url = createTestDatabase(cluster.url, `dispatch_cover_race_${process.pid}`, 'demo');
    database = await openDatabase({ url });
    await saveConnection(database.db, new TokenCipher('test-secret'), SHOP, {
      baseUrl: 'http://127.0.0.1:9/',
      authKind: 'private',
      token: 'unused',
      stockId: 1,
    });
    await setDispatchDeductedBy(database.db, SHOP, 'eshop');
    // Only this test's rows wait in the queue.
    await database.query(`UPDATE stock_sync_outbox SET status = 'sent' WHERE eshop_id = $1 AND status = 'pending'`, [
      SHOP,
    ]);
    other = new pg.Client({ connectionString: url });
    await other.connect();
  }, 60_000);
  afterAll(async () => {
    await other?.end();
    await database?.close();
    cluster?.stop();
  });

  it('a dispatch committed while the covering statement waits is neither read nor sent; the next batch covers it', async () => {
    const run = (text: string, values: unknown[]) => database.query(text, values);
    const held = await pendingDispatch(run, 'RACE-HELD');
    const store = new PushStore(database.db, 'node-race', 60_000);
    expect(await store.acquire(SHOP)).toBe(true);

    // The other connection locks the waiting dispatch and, in the same transaction, writes a new one.
    await other.query('BEGIN');
    await other.query('SELECT id FROM stock_sync_outbox WHERE id = $1 FOR UPDATE', [held]);
    const late = await pendingDispatch(async (text, values) => (await other.query(text, values)).rows, 'RACE-LATE');
    const batch = store.nextBatch(SHOP, 300, 0);
    // The covering statement is now waiting for that lock; commit only once it does.
    const coveringWaits = async () => {
      const [waiting] = await database.query<{ n: string }>(
        `SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%covered%'`,
      );
      return Number(waiting.n) > 0;
    };
    expect(await eventually(coveringWaits, 10_000)).toBe(true);
    await other.query('COMMIT');

    expect(await batch).toBeUndefined();
    expect(await outbox(held)).toEqual([{ status: 'covered', batch_id: null }]);
    expect(await outbox(late)).toEqual([{ status: 'pending', batch_id: null }]);
    expect(await store.nextBatch(SHOP, 300, 0)).toBeUndefined();
    expect(await outbox(late)).toEqual([{ status: 'covered', batch_id: null }]);
  });
});
