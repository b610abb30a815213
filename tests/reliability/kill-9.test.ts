import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { ledgerInconsistencies } from '../../server/ledger/testing/ledger-probe';
import { callApi, signInAt, type ApiAnswer } from '../support/api-client';
import { createTestDatabase } from '../support/database-template';
import { startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster';
import { postgresAvailable } from '../support/storage-matrix';
import { startServerProcess, type ServerProcessOptions } from '../support/server-process';

// The server killed with SIGKILL in the middle of a load of stock writes, then started again on the
// same data: every write answered 200 before the kill is in the ledger, retrying every write with
// its key applies none twice, and every balance equals the sum of its movements.
const CLIENTS = 8;
const LOCATIONS = ['A-01-1', 'A-01-2', 'A-02-1', 'B-01-1'];
/** Kill once this many writes were answered; the clients keep sending until the socket dies. */
const ANSWERED_BEFORE_KILL = 40;

interface Write {
  key: string;
  body: unknown;
  answer?: ApiAnswer;
}

function writeOf(client: number, i: number): Write {
  return {
    key: `kill9-${client}-${i}`,
    body: {
      products: [
        { code: `ZAH00${10 + ((client + i) % 9)}`, amount: 1 + (i % 3) },
        { code: `ZAH01${10 + (i % 7)}`, amount: 2 },
      ],
      location_name: LOCATIONS[(client + i) % LOCATIONS.length],
    },
  };
}

async function crashAndRecover(options: ServerProcessOptions, inspect: () => Promise<InspectDb>): Promise<void> {
  const first = await startServerProcess(options);
  const token = (await signInAt(first.url, 'admin')).body.access_token as string;
  const writes: Write[] = [];
  let answered = 0;
  let killing: Promise<unknown> | undefined;
  const send = (base: string, w: Write) =>
    callApi(base, 'POST', '/api/sklad/inventory/', { token, body: w.body, headers: { 'Idempotency-Key': w.key } });
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = 0; ; i++) {
        const w = writeOf(client, i);
        writes.push(w);
        try {
          w.answer = await send(first.url, w);
        } catch {
          return; // the connection died with the process: this write's fate is unknown to the client
        }
        expect(w.answer.status).toBe(200);
        if (++answered === ANSWERED_BEFORE_KILL) killing = first.stop('SIGKILL');
      }
    }),
  );
  expect(await killing).toBe('SIGKILL');
  const unanswered = writes.filter((w) => !w.answer);
  expect(unanswered.length).toBeGreaterThan(0); // the kill did land mid-load

  const second = await startServerProcess({ ...options, demo: false });
  try {
    // Every client retries everything it sent, with the same key.
    const retried = await Promise.all(writes.map((w) => send(second.url, w)));
    for (const [i, w] of writes.entries()) {
      expect(retried[i].status, w.key).toBe(200);
      // A write answered before the kill is replayed: the very same change, not a second one.
      if (w.answer) {
        expect(retried[i].headers.get('idempotent-replay'), w.key).toBe('true');
        expect(retried[i].body.change_id, w.key).toBe(w.answer.body.change_id);
      }
    }
  } finally {
    await second.stop();
  }
  const db = await inspect();
  try {
    const [{ changes, keys }] = await db.query<{ changes: number; keys: number }>(
      `SELECT (SELECT count(*)::int FROM stock_changes c JOIN idempotency_keys k ON (k.body->>'change_id')::bigint = c.id
                WHERE k.key LIKE 'kill9-%') AS changes,
              (SELECT count(*)::int FROM idempotency_keys WHERE key LIKE 'kill9-%') AS keys`,
    );
    expect(keys).toBe(writes.length);
    expect(changes).toBe(writes.length);
    // No change came into being beside those the keys answered: nothing was applied twice.
    const [{ extra }] = await db.query<{ extra: number }>(
      `WITH answered AS (SELECT (body->>'change_id')::bigint AS id FROM idempotency_keys WHERE key LIKE 'kill9-%')
       SELECT count(*)::int AS extra FROM stock_changes
       WHERE id > (SELECT min(id) FROM answered) AND id NOT IN (SELECT id FROM answered)`,
    );
    expect(extra).toBe(0);
    const [{ movements }] = await db.query<{ movements: number }>(
      `SELECT count(*)::int AS movements FROM stock_movements
       WHERE change_id IN (SELECT (body->>'change_id')::bigint FROM idempotency_keys WHERE key LIKE 'kill9-%')`,
    );
    expect(movements).toBe(2 * writes.length); // every change whole: both of its lines
    expect(await ledgerInconsistencies(db)).toEqual([]);
  } finally {
    await db.close();
  }
}

type InspectDb = Awaited<ReturnType<typeof openDatabase>>;

const cleanups: Array<() => void> = [];
afterAll(() => cleanups.forEach((c) => c()));

describe('kill -9 in the middle of stock writes', () => {
  it('PGlite (data directory): after a restart every 200 is in the ledger and no retry applies twice', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sklad-kill9-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const dataDir = join(dir, 'pglite');
    await crashAndRecover({ dataDir, timeoutMs: 150_000 }, () => openDatabase({ dataDir }));
  }, 300_000);

  it.skipIf(!postgresAvailable())(
    'PostgreSQL: after a restart every 200 is in the ledger and no retry applies twice',
    async () => {
      const cluster: PostgresCluster | undefined = await startPostgresCluster();
      if (!cluster) throw new Error('PostgreSQL binaries are installed but no cluster could be started');
      cleanups.push(() => cluster.stop());
      const url = createTestDatabase(cluster.url, 'kill9', 'demo-stock');
      await crashAndRecover({ databaseUrl: url }, () => openDatabase({ url }));
    },
    120_000,
  );
});
