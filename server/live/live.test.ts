import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRuntime, type Runtime } from '../runtime';
import { describeOnEachStorage, postgresAvailable } from '../../tests/support/storage-matrix';
import { createDatabase, startPostgresCluster, type PostgresCluster } from '../../tests/support/postgres-cluster';
import { openLiveStream, type LiveStreamClient } from '../../tests/support/live-stream-client';
import { signInAt } from '../../tests/support/api-client';
import { addUser } from '../../tests/support/test-users';
import { Scope } from '../../src/domain/permissions/scopes';
import type { TestServer } from '../../tests/support/test-server';

const stockInBody = (code: string, amount = 1) => ({
  products: [{ code, amount }],
  location_name: 'A-01-1',
  source: 'Sklad',
  shoptet_sync: true,
});

describeOnEachStorage('live updates (GET /api/sklad/live/events/)', ({ server }) => {
  let s: TestServer;
  let admin: string;
  const open: LiveStreamClient[] = [];
  const stream = async (token: string, lastEventId?: string) => {
    const client = await openLiveStream(s.url, token, { lastEventId });
    open.push(client);
    await client.waitFor((m) => m.event === 'ready');
    return client;
  };
  const sklad = (method: string, path: string, body: unknown, token = admin) =>
    s.call(method, `/api/sklad${path}`, { token, body });

  beforeAll(async () => {
    s = server();
    admin = await s.login('admin');
  });
  afterAll(() => open.forEach((c) => c.close()));

  it('tells every session of the e-shop a committed stock change by id and kind only, and no other organisation', async () => {
    const [mine, staff, foreign] = await Promise.all([
      stream(admin),
      stream(await s.login('skladnik')),
      stream(await s.login('cizi')),
    ]);
    const written = await sklad('POST', '/inventory/', stockInBody('ZAH0010', 2));
    expect(written.status).toBe(200);
    for (const client of [mine, staff]) {
      const event = await client.waitFor((m) => m.event === 'stock');
      expect(JSON.parse(event.data)).toEqual({ kind: 'stock' });
      expect(event.id).toMatch(/^\d+$/);
    }
    // The other organisation's stream is open and well, and heard nothing of it.
    await sklad('POST', '/sector/', { sector_name: 'E2E-LIVE-probe' }, await s.login('cizi'));
    await foreign.waitFor((m) => m.event === 'layout');
    expect(foreign.received.filter((m) => m.event === 'stock')).toEqual([]);
  });

  it('filters by scope: a role that sees no stock hears its documents but not stock changes', async () => {
    const clerk = await addUser(s, 'live-documents-only', { scopes: [Scope.documents, Scope.receipts] });
    const client = await stream(clerk.token);
    expect((await sklad('POST', '/inventory/', stockInBody('ZAH0011'))).status).toBe(200);
    expect((await sklad('POST', '/movement_documents/', { type: 'receipt', partner: 'LIVE s.r.o.' })).status).toBe(200);
    await client.waitFor((m) => m.event === 'documents');
    // One stream is in order: the stock change came first and was not sent to this role.
    expect(client.received.map((m) => m.event)).toEqual(['ready', 'documents']);
  });

  it('publishes nothing for reads sent as POST or for refused writes', async () => {
    const client = await stream(admin);
    expect((await sklad('POST', '/inventory/search/', { q: 'ZAH0010' })).status).toBeLessThan(500);
    expect((await sklad('POST', '/inventory/', stockInBody('NO-SUCH-PRODUCT'))).status).toBe(400);
    expect((await sklad('POST', '/inventory/', stockInBody('ZAH0012'))).status).toBe(200);
    await client.waitFor((m) => m.event === 'stock');
    expect(client.received.map((m) => m.event)).toEqual(['ready', 'stock']);
  });

  it('publishes the changes committed while a batch is written as one event per e-shop and kind', async () => {
    const client = await stream(admin);
    const eshopId = ((await s.call('GET', '/api/sklad/eshop/', { token: admin })).body as { id: number }).id;
    const bus = s.deps.live;
    // Thirty publishes in one turn: one batch, two events (stock, documents), every promise kept.
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => bus.publish(eshopId, i % 2 ? ['stock'] : ['stock', 'documents'])),
    );
    await client.waitFor((m) => m.event === 'documents');
    await client.waitFor((m) => m.event === 'stock');
    expect(
      client.received
        .filter((m) => m.event !== 'ping')
        .map((m) => m.event)
        .sort(),
    ).toEqual(['documents', 'ready', 'stock']);
  });

  it('replays what a reconnecting client missed after its Last-Event-ID, and asks it to refetch when it cannot', async () => {
    const first = await stream(admin);
    await sklad('POST', '/inventory/', stockInBody('ZAH0013'));
    const seen = await first.waitFor((m) => m.event === 'stock');
    first.close();
    await sklad('POST', '/inventory/', stockInBody('ZAH0014'));
    await sklad('POST', '/sector/', { sector_name: 'LIVE-S2' });
    const again = await stream(admin, seen.id);
    await again.waitFor((m) => m.event === 'layout');
    const replayed = again.received.filter((m) => m.event !== 'ready');
    expect(replayed.map((m) => m.event)).toEqual(['stock', 'layout']);
    expect(Number(replayed[0].id)).toBeGreaterThan(Number(seen.id));
    // An id this database never gave (a reset server, a pruned past): refetch everything.
    const lost = await stream(admin, '999999999');
    await lost.waitFor((m) => m.event === 'resync');
  });

  it('refuses a stream without sign-in, and a malformed Last-Event-ID with a Czech 400', async () => {
    const anonymous = await fetch(`${s.url}/api/sklad/live/events/`);
    expect([401, 403]).toContain(anonymous.status);
    await anonymous.text();
    const bad = await openLiveStream(s.url, admin, { lastEventId: 'abc' });
    expect(bad.status).toBe(400);
  });

  // Issue 25 item 9: every change that moves stock or layout is heard (batch initialisation published
  // none), and event ids are counted per e-shop, so they tell nothing of other tenants.
  let foreignToken = '';
  const foreign = async () => (foreignToken ||= await s.login('cizi'));

  it('batch initialisation moves stock and is heard as a stock change', async () => {
    expect(
      (await sklad('PUT', '/catalogue/products/', { products: [{ code: 'LIVE-SAR-1', name: 'Produkt' }] })).status,
    ).toBe(200);
    const body = { products: [{ code: 'LIVE-SAR-1', amount: 3 }], location_name: 'A-02-1', shoptet_sync: false };
    expect((await sklad('POST', '/inventory/', body)).status).toBe(200);
    const client = await stream(admin);
    const done = await sklad('POST', '/batches/init/', { code: 'LIVE-SAR-1', name: 'L-1', expires_at: '2027-01-31' });
    expect(done.status).toBe(200);
    await client.waitFor((m) => m.event === 'stock');
  });

  it("another organisation's changes do not move an e-shop's event ids; Last-Event-ID resume still works", async () => {
    const mine = await stream(await foreign());
    const sector = (name: string, token: string) => sklad('POST', '/sector/', { sector_name: name }, token);
    expect((await sector('LIVE-ID-1', await foreign())).status).toBe(201);
    const first = await mine.waitFor((m) => m.event === 'layout');
    for (let i = 0; i < 5; i++) expect((await sector(`LIVE-OTHER-${i}`, admin)).status).toBe(201);
    expect((await sector('LIVE-ID-2', await foreign())).status).toBe(201);
    const second = await mine.waitFor((m) => m.event === 'layout' && m.id !== first.id);
    expect(Number(second.id)).toBe(Number(first.id) + 1);
    // A client that saw only the first reconnects and is replayed the second, nothing else.
    const resumed = await stream(await foreign(), first.id);
    const replayed = await resumed.waitFor((m) => m.event === 'layout');
    expect(replayed.id).toBe(second.id);
  });
});

describe.skipIf(!postgresAvailable())('live updates across two nodes on one PostgreSQL', () => {
  let cluster: PostgresCluster | undefined;
  let nodes: Runtime[] = [];
  beforeAll(async () => {
    cluster = await startPostgresCluster();
    if (!cluster) throw new Error('PostgreSQL binaries are installed but no cluster could be started');
    const databaseUrl = createDatabase(cluster.url, `sklad_live_${process.pid}`);
    const base = { databaseUrl, demo: true, port: 0, host: '127.0.0.1', tokenSecret: 'test-secret' } as const;
    const first = await startRuntime(base);
    nodes = [first, await startRuntime({ ...base, demo: false })];
  }, 60_000);
  afterAll(async () => {
    for (const node of nodes) await node.close();
    cluster?.stop();
  });

  it('a client of one node hears a change committed through the other (LISTEN/NOTIFY), and replays from either', async () => {
    const [a, b] = nodes;
    const token = (await signInAt(a.url, 'admin')).body.access_token as string;
    const onB = await openLiveStream(b.url, token);
    await onB.waitFor((m) => m.event === 'ready');
    const res = await fetch(`${a.url}/api/sklad/inventory/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(stockInBody('ZAH0015')),
    });
    expect(res.status).toBe(200);
    const heard = await onB.waitFor((m) => m.event === 'stock');
    onB.close();
    const replay = await openLiveStream(a.url, token, { lastEventId: String(Number(heard.id) - 1) });
    const again = await replay.waitFor((m) => m.event === 'stock');
    expect(again.id).toBe(heard.id);
    replay.close();
  });
});
