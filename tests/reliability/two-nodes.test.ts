import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { balanceOf, ledgerInconsistencies } from '../../server/ledger/testing/ledger-probe';
import { callApi, inWaves, signInAt } from '../support/api-client';
import { createTestDatabase } from '../support/database-template';
import { startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster';
import { postgresAvailable } from '../support/storage-matrix';
import { startServerProcess, type ServerProcess } from '../support/server-process';

// Two API processes over one PostgreSQL behave as one server: every piece of state (stock and its
// locks, idempotency keys, sign-in back-off, refresh tokens, the token secret) lives in the database.
// Requests alternate between the nodes.
const SHOP = 101;
let cluster: PostgresCluster | undefined;
let nodes: ServerProcess[] = [];
let database: Database | undefined;
let token = '';

beforeAll(async () => {
  cluster = await startPostgresCluster();
  if (!cluster) return;
  const url = createTestDatabase(cluster.url, 'two_nodes', 'demo-stock');
  // No TOKEN_SECRET: the nodes must agree on the secret the first one stored in the database.
  const first = await startServerProcess({ databaseUrl: url, env: { TOKEN_SECRET: '' } });
  const second = await startServerProcess({ databaseUrl: url, demo: false, env: { TOKEN_SECRET: '' } });
  nodes = [first, second];
  database = await openDatabase({ url });
  token = (await signInAt(first.url, 'admin')).body.access_token;
}, 120_000);

afterAll(async () => {
  await Promise.all(nodes.map((n) => n.stop()));
  await database?.close();
  cluster?.stop();
});

const node = (i: number) => nodes[i % 2].url;

describe.skipIf(!postgresAvailable())('two API nodes on one PostgreSQL', () => {
  it('a token issued by one node is honoured by the other', async () => {
    expect((await callApi(node(1), 'GET', '/api/sklad/eshop/', { token })).status).toBe(200);
  });

  it('no oversell: 300 stock-outs spread over both nodes, 32 at a time, take exactly the stock there was', async () => {
    const stock = 100;
    const put = await callApi(node(0), 'POST', '/api/sklad/inventory/', {
      token,
      body: { products: [{ code: 'ZAH0130', amount: stock }], location_name: 'A-02-1' },
    });
    expect(put.status).toBe(200);
    const answers = await inWaves(300, 32, (i) =>
      callApi(node(i), 'DELETE', '/api/sklad/inventory/', {
        token,
        body: { products: [{ code: 'ZAH0130', amount: 1 }], location_name: 'A-02-1' },
        headers: { 'Idempotency-Key': `two-nodes-out-${i}` },
      }),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 200 && s !== 400)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(stock);
    // Both nodes took part in the winning.
    expect(new Set(answers.flatMap((a, i) => (a.status === 200 ? [i % 2] : []))).size).toBe(2);
    expect(await balanceOf(database!, SHOP, 'A-02-1', 'ZAH0130')).toBe(0);
    expect(await ledgerInconsistencies(database!)).toEqual([]);
  }, 60_000);

  it('one Idempotency-Key sent 8 times at once to both nodes is applied once and answered alike', async () => {
    const before = await balanceOf(database!, SHOP, 'A-03-1', 'ZAH0131');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        callApi(node(i), 'POST', '/api/sklad/inventory/', {
          token,
          body: { products: [{ code: 'ZAH0131', amount: 5 }], location_name: 'A-03-1' },
          headers: { 'Idempotency-Key': 'two-nodes-same-key' },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.body.change_id)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replay') === 'true')).toHaveLength(7);
    expect(await balanceOf(database!, SHOP, 'A-03-1', 'ZAH0131')).toBe(before + 5);
  });

  it('sign-in back-off counts failures made at either node', async () => {
    // Three failures in a row, made at node 0, 1, 0, start the wait; then even the right password at node 1 waits.
    for (let i = 0; i < 3; i++) expect((await signInAt(node(i), 'skladnik', 'wrong')).status).toBe(400);
    const waited = await signInAt(node(1), 'skladnik', 'skladnik');
    expect(waited.status).toBe(429);
    expect(waited.body.detail).toMatch(/Zkuste to znovu za \d+ s\./);
  });

  // Within the grace window (server/auth/refresh-tokens.ts) a second refresh of the same token is another tab of the
  // same browser, not a theft: every node must hand it the same successor. Reuse after the window, which revokes the
  // family, is held by tests/security/refresh-rotation.test.ts (it moves the server's clock; these are processes).
  it('R-HTTP-05 a refresh token rotated at one node gets the same successor at the other within the grace window', async () => {
    const login = (await signInAt(node(0), 'admin')).body;
    const rotated = await callApi(node(1), 'GET', `/api/auth/refresh-token/?refresh_token=${login.refresh_token}`);
    expect(rotated.status).toBe(200);
    const again = await callApi(node(0), 'GET', `/api/auth/refresh-token/?refresh_token=${login.refresh_token}`);
    expect(again.status).toBe(200);
    expect(again.body.refresh_token).toBe(rotated.body.refresh_token);
    expect((await callApi(node(1), 'GET', '/api/sklad/eshop/', { token: again.body.access_token })).status).toBe(200);
    const next = await callApi(node(0), 'GET', `/api/auth/refresh-token/?refresh_token=${rotated.body.refresh_token}`);
    expect(next.status).toBe(200);
  });
});
