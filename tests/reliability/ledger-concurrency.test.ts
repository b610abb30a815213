import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, ledgerInconsistencies } from '../../server/ledger/testing/ledger-probe';
import { createTestDatabase } from '../support/database-template';
import { startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster';
import { startTestServer, type TestServer } from '../support/test-server';

const SHOP = 101;
let cluster: PostgresCluster | undefined;
let s: TestServer | undefined;
let token = '';

beforeAll(async () => {
  cluster = await startPostgresCluster();
  if (!cluster) return;
  s = await startTestServer({ databaseUrl: createTestDatabase(cluster.url, 'ledger_concurrency') });
  token = await s.login('admin');
});
afterAll(async () => {
  await s?.close();
  cluster?.stop();
});

const api = (method: string, path: string, body: unknown, headers?: Record<string, string>) =>
  s!.call(method, `/api/sklad${path}`, { token, body, headers });

async function allLogIds(): Promise<number[]> {
  const ids: number[] = [];
  let next: number | null = null;
  do {
    const page: { status: number; body: { changes: Array<{ id: number }>; next_id: number | null } } = await api(
      'POST',
      '/log/',
      next ? { next_id: next } : {},
    );
    ids.push(...page.body.changes.map((c) => c.id));
    next = page.body.next_id;
  } while (next);
  return ids;
}

describe('concurrent writers on PostgreSQL', () => {
  it('16 clients stocking out the same product at once never oversell; every accepted one is logged exactly once', async (ctx) => {
    if (!s) ctx.skip();
    expect(
      (await api('POST', '/inventory/', { products: [{ code: 'ZAH0120', amount: 20 }], location_name: 'A-01-1' }))
        .status,
    ).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        api(
          'DELETE',
          '/inventory/',
          { products: [{ code: 'ZAH0120', amount: 3 }], location_name: 'A-01-1' },
          { 'Idempotency-Key': `conc-out-${i}` },
        ),
      ),
    );
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 400);
    expect(ok.length + refused.length).toBe(16);
    expect(ok).toHaveLength(6);
    expect(refused.every((a) => a.body.errors[0].reason === 'insufficient_stock')).toBe(true);
    expect(await balanceOf(s!.database, SHOP, 'A-01-1', 'ZAH0120')).toBe(2);
    const logged = await allLogIds();
    for (const a of ok) expect(logged.filter((id) => id === a.body.change_id)).toHaveLength(1);
    expect(await ledgerInconsistencies(s!.database)).toEqual([]);
  });

  it('concurrent stock-ins to one new balance lose no update', async (ctx) => {
    if (!s) ctx.skip();
    const answers = await Promise.all(
      Array.from({ length: 16 }, () =>
        api('POST', '/inventory/', {
          products: [
            { code: 'ZAH0121', amount: 2 },
            { code: 'ZAH0122', amount: 1 },
          ],
          location_name: 'A-02-1',
        }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await balanceOf(s!.database, SHOP, 'A-02-1', 'ZAH0121')).toBe(32);
    expect(await balanceOf(s!.database, SHOP, 'A-02-1', 'ZAH0122')).toBe(16);
    expect(await ledgerInconsistencies(s!.database)).toEqual([]);
  });

  it('the same Idempotency-Key sent 8 times at once changes stock once and answers alike', async (ctx) => {
    if (!s) ctx.skip();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        api(
          'POST',
          '/inventory/',
          { products: [{ code: 'ZAH0123', amount: 5 }], location_name: 'A-03-1' },
          { 'Idempotency-Key': 'same-key-at-once' },
        ),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.change_id)).size).toBe(1);
    expect(await balanceOf(s!.database, SHOP, 'A-03-1', 'ZAH0123')).toBe(5);
  });
  it('a location deleted while stock arrives on it never ends up deleted with stock on it', async (ctx) => {
    if (!s) ctx.skip();
    const sector = (await api('GET', '/sector/', undefined)).body.find(
      (x: { sector_name: string }) => x.sector_name === 'C',
    );
    const names = Array.from({ length: 10 }, (_, i) => `RACE-${String(i).padStart(2, '0')}`);
    const created = await Promise.all(names.map((name) => api('POST', '/location/', { name, sector_id: sector.id })));
    expect(created.map((c) => c.status)).toEqual(names.map(() => 201));
    const outcomes = await Promise.all(
      created.map(async (c, i) => {
        const [stockIn, removal] = await Promise.all([
          api('POST', '/inventory/', { products: [{ code: 'ZAH0124', amount: 1 }], location_name: names[i] }),
          api('DELETE', '/location/', { ids: [c.body.id] }),
        ]);
        return [stockIn.status, removal.status];
      }),
    );
    // Exactly one of the two wins each race: stock on a kept location, or a deleted location and a refused stock-in.
    for (const outcome of outcomes)
      expect([
        [200, 400],
        [400, 200],
      ]).toContainEqual(outcome);
    const orphans = await s!.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM stock_balances b WHERE NOT EXISTS (SELECT 1 FROM locations l WHERE l.id = b.location_id)',
    );
    expect(orphans[0].n).toBe(0);
    expect(await ledgerInconsistencies(s!.database)).toEqual([]);
  });
});
