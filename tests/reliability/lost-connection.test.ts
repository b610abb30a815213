import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { balanceOf, ledgerInconsistencies } from '../../server/ledger/testing/ledger-probe';
import { callApi, signInAt, type ApiAnswer } from '../support/api-client';
import { createDatabase, startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster';
import { postgresAvailable } from '../support/storage-matrix';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { startTestServer } from '../support/test-server';

// Issue 25 item 2: a lost database connection never stops the server. A request that meets one is
// answered 503 in Czech and applied nowhere; the same request sent again (same Idempotency-Key) is
// applied once; the next ones are served as soon as PostgreSQL answers again; /healthz tells a proxy.
const SHOP = 101;
const UNAVAILABLE = 'Databáze je dočasně nedostupná. Nic nebylo změněno, zkuste to prosím za chvíli znovu.';
let cluster: PostgresCluster | undefined;
let url = '';
let node: ServerProcess | undefined;
let probe: Database | undefined;
let token = '';

beforeAll(async () => {
  if (!postgresAvailable()) return;
  // A cluster of this file's own: it is restarted and its connections are terminated.
  cluster = await startPostgresCluster({ own: true });
  if (!cluster) return;
  url = createDatabase(cluster.url, 'lost_connection');
  node = await startServerProcess({ databaseUrl: url, env: { PG_POOL_SIZE: '4', PG_CONNECT_TIMEOUT_MS: '10000' } });
  probe = await openDatabase({ url });
  token = (await signInAt(node.url, 'admin')).body.access_token;
}, 180_000);

afterAll(async () => {
  await node?.stop();
  await probe?.close();
  cluster?.stop();
});

let running = true;
const alive = () => running;

/** Terminates every backend of the test database but the probe's own query: idle and busy alike. */
async function terminateBackends(): Promise<number> {
  const rows = await probe!.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = 'lost_connection' AND pid <> pg_backend_pid()) t`,
  );
  return rows[0].n;
}

async function healthz(): Promise<number> {
  return fetch(`${node!.url}/healthz`).then(
    (r) => r.status,
    () => 0,
  );
}

async function untilHealthy(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while ((await healthz()) !== 200) {
    if (Date.now() > deadline) throw new Error('the node did not become healthy again');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const stockIn = (key: string, code: string, location: string) =>
  callApi(node!.url, 'POST', '/api/sklad/inventory/', {
    token,
    body: { products: [{ code, amount: 1 }], location_name: location },
    headers: { 'Idempotency-Key': key },
  });

/**
 * `count` stock-ins of one piece each, 8 at a time, while `disturb` runs after the first few.
 * Each answer is 200 or 503 (nothing else); every 503 is sent again with its key until it is 200,
 * so the balance must grow by exactly `count`.
 */
async function stockInsThrough(
  prefix: string,
  code: string,
  location: string,
  count: number,
  disturb: () => Promise<void>,
) {
  const before = await balanceOf(probe!, SHOP, location, code);
  const first: ApiAnswer[] = [];
  let next = 0;
  let disturbed: Promise<void> | undefined;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < count) {
        const i = next++;
        if (i === 16) disturbed = disturb();
        first[i] = await stockIn(`${prefix}-${i}`, code, location);
      }
    }),
  );
  await disturbed;
  const statuses = first.map((a) => a.status);
  expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
  for (const a of first.filter((x) => x.status === 503)) expect(a.body.detail).toBe(UNAVAILABLE);
  await untilHealthy();
  for (let i = 0; i < count; i++)
    if (first[i].status !== 200) expect((await stockIn(`${prefix}-${i}`, code, location)).status).toBe(200);
  expect(alive()).toBe(true);
  expect(await balanceOf(probe!, SHOP, location, code)).toBe(before + count);
  expect(await ledgerInconsistencies(probe!)).toEqual([]);
  return statuses;
}

describe.skipIf(!postgresAvailable())('a node over PostgreSQL that loses its connections', () => {
  beforeAll(() => {
    void node?.exited.then(() => (running = false));
  });

  it('answers /healthz without sign-in: 200 while it reaches its database', async () => {
    const res = await fetch(`${node!.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('survives pg_terminate_backend of its idle connections and serves the next request', async () => {
    for (let i = 0; i < 6; i++) expect((await stockIn(`idle-warm-${i}`, 'ZAH0130', 'A-02-1')).status).toBe(200);
    expect(await terminateBackends()).toBeGreaterThan(0);
    await untilHealthy();
    expect(alive()).toBe(true);
    expect((await callApi(node!.url, 'GET', '/api/sklad/eshop/', { token })).status).toBe(200);
    expect((await stockIn('idle-after', 'ZAH0130', 'A-02-1')).status).toBe(200);
    expect(alive()).toBe(true);
  }, 120_000);

  it('survives pg_terminate_backend of busy connections under load: 200 or 503, each write applied once', async () => {
    await stockInsThrough('busy', 'ZAH0131', 'A-03-1', 80, async () => {
      await terminateBackends();
      await terminateBackends();
    });
  }, 180_000);

  it('answers 503 in Czech (and /healthz 503) while PostgreSQL is down, 200 once it is back', async () => {
    cluster!.halt!();
    try {
      const res = await fetch(`${node!.url}/healthz`);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('2');
      const write = await stockIn('down-1', 'ZAH0132', 'A-04-1');
      expect(write.status).toBe(503);
      expect(write.body.detail).toBe(UNAVAILABLE);
      const read = await callApi(node!.url, 'GET', '/api/sklad/eshop/', { token });
      expect(read.status).toBe(503);
      expect(alive()).toBe(true);
    } finally {
      cluster!.resume!();
    }
    await untilHealthy();
    expect((await stockIn('down-1', 'ZAH0132', 'A-04-1')).status).toBe(200);
    expect(await balanceOf(probe!, SHOP, 'A-04-1', 'ZAH0132')).toBe(1);
    expect(alive()).toBe(true);
  }, 120_000);

  it('survives a PostgreSQL restart under load (pg_ctl restart): 200 or 503, then 200, ledger consistent', async () => {
    const statuses = await stockInsThrough('restart', 'ZAH0133', 'A-05-1', 80, async () => {
      cluster!.restart!();
    });
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
  }, 180_000);
});

describe.skipIf(!postgresAvailable())('WORKERS=1 under a supervisor', () => {
  let supervised: ServerProcess | undefined;
  afterAll(async () => {
    await supervised?.stop();
  });

  it('replaces a worker that died (kill -9) and serves again', async () => {
    supervised = await startServerProcess({ databaseUrl: url, demo: false, env: { WORKERS: '1' } });
    const workerOf = () =>
      readFileSync(`/proc/${supervised!.pid}/task/${supervised!.pid}/children`, 'utf8').trim().split(/\s+/).map(Number);
    const [first] = workerOf();
    expect(first).toBeGreaterThan(0);
    process.kill(first, 'SIGKILL');
    const deadline = Date.now() + 60_000;
    let served = 0;
    while (served !== 200) {
      if (Date.now() > deadline) throw new Error('no worker took over');
      await new Promise((r) => setTimeout(r, 100));
      served = await fetch(`${supervised.url}/healthz`).then(
        (r) => r.status,
        () => 0,
      );
    }
    const [second] = workerOf();
    expect(second).not.toBe(first);
    const login = await signInAt(supervised.url, 'admin');
    expect(login.status).toBe(200);
  }, 120_000);
});

describe('a node over PGlite whose database is gone', () => {
  it('answers 503 in Czech and /healthz 503 instead of failing with 500 or dying', async () => {
    const server = await startTestServer();
    try {
      const admin = await server.login('admin');
      await server.database.close();
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(503);
      const write = await server.call('POST', '/api/sklad/inventory/', {
        token: admin,
        body: { products: [{ code: 'ZAH0130', amount: 1 }], location_name: 'A-02-1' },
      });
      expect(write).toEqual({ status: 503, body: { detail: UNAVAILABLE } });
    } finally {
      await server.close().catch(() => undefined);
    }
  }, 120_000);
});
