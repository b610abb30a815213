import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, ledgerInconsistencies, ledgerSnapshot } from '../../server/ledger/testing/ledger-probe';
import { createTestDatabase } from '../support/database-template';
import { startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster';
import { startTestServer, type TestServer } from '../support/test-server';

const SHOP = 101;
const CODES = ['ZAH0110', 'ZAH0111'];
const LOCATIONS = ['A-01-1', 'A-01-2', 'B-01-1'];

type Command =
  | { kind: 'in' | 'out'; code: number; loc: number; amount: number }
  | { kind: 'move'; code: number; from: number; to: number; amount: number }
  | { kind: 'revert'; pick: number }
  | { kind: 'replay'; pick: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('in' as const, 'out' as const),
    code: fc.nat(1),
    loc: fc.nat(2),
    amount: fc.integer({ min: 1, max: 6 }),
  }),
  fc.record({
    kind: fc.constant('move' as const),
    code: fc.nat(1),
    from: fc.nat(2),
    to: fc.nat(2),
    amount: fc.integer({ min: 1, max: 6 }),
  }),
  fc.record({ kind: fc.constant('revert' as const), pick: fc.nat(50) }),
  fc.record({ kind: fc.constant('replay' as const), pick: fc.nat(50) }),
);

interface Accepted {
  changeId: number;
  movements: Array<{ code: string; location_name: string; amount: number }>;
  reverted: boolean;
  isRevert: boolean;
  request: Sent;
}
interface Sent {
  method: string;
  path: string;
  body: unknown;
  key: string;
  answer: { status: number; body: unknown };
}

/**
 * Random sequences of stock in, out, relocation, revert and idempotent replays against the real
 * server, checked against a model: every balance equals the sum of its movements, none is ever
 * negative, a refused request changes nothing, revert restores, and a replay changes nothing.
 */
function ledgerProperty(server: () => TestServer) {
  return async () => {
    const s = server();
    const token = await s.login('admin');
    let keySeq = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 10 }), async (commands) => {
        const model = new Map<string, number>();
        for (const code of CODES)
          for (const loc of LOCATIONS) model.set(`${loc}|${code}`, await balanceOf(s.database, SHOP, loc, code));
        const accepted: Accepted[] = [];
        const sent: Sent[] = [];
        const send = async (
          method: string,
          path: string,
          body: unknown,
          key = `prop-${process.pid}-${Date.now()}-${keySeq++}`,
        ) => {
          const answer = await s.call(method, `/api/sklad${path}`, {
            token,
            body,
            headers: { 'Idempotency-Key': key },
          });
          const entry = { method, path, body, key, answer };
          sent.push(entry);
          return entry;
        };
        for (const c of commands) {
          const before = await ledgerSnapshot(s.database);
          let expectOk: boolean;
          let request: Sent;
          let deltas: Array<[string, number]> = [];
          if (c.kind === 'in' || c.kind === 'out') {
            const key = `${LOCATIONS[c.loc]}|${CODES[c.code]}`;
            deltas = [[key, c.kind === 'in' ? c.amount : -c.amount]];
            expectOk = (model.get(key) ?? 0) + deltas[0][1] >= 0;
            request = await send(c.kind === 'in' ? 'POST' : 'DELETE', '/inventory/', {
              products: [{ code: CODES[c.code], amount: c.amount }],
              location_name: LOCATIONS[c.loc],
              shoptet_sync: true,
            });
          } else if (c.kind === 'move') {
            const from = `${LOCATIONS[c.from]}|${CODES[c.code]}`;
            deltas = [
              [from, -c.amount],
              [`${LOCATIONS[c.to]}|${CODES[c.code]}`, c.amount],
            ];
            expectOk = c.from !== c.to && (model.get(from) ?? 0) >= c.amount;
            request = await send('PUT', '/inventory/relocate/selective/', {
              products: [{ code: CODES[c.code], amount: c.amount, from: LOCATIONS[c.from], to: LOCATIONS[c.to] }],
            });
          } else if (c.kind === 'revert') {
            if (!accepted.length) continue;
            const target = accepted[c.pick % accepted.length];
            deltas = target.movements.map((m) => [`${m.location_name}|${m.code}`, -m.amount]);
            const after = new Map(model);
            for (const [k, d] of deltas) after.set(k, (after.get(k) ?? 0) + d);
            expectOk = !target.reverted && !target.isRevert && [...after.values()].every((v) => v >= 0);
            request = await send('POST', `/inventory/revert/${target.changeId}/`, { source: 'Zpětný záznam' });
            if (request.answer.status === 200) target.reverted = true;
          } else {
            // Only accepted requests are replayed: a refused one does not use up its key, so resending it
            // once stock has arrived rightly performs it (docs/decisions/stock-ledger.md); the server
            // tests cover that case on their own.
            const replayable = sent.filter((x) => x.answer.status === 200);
            if (!replayable.length) continue;
            const prior = replayable[(c as { pick: number }).pick % replayable.length];
            const again = await s.call(prior.method, `/api/sklad${prior.path}`, {
              token,
              body: prior.body,
              headers: { 'Idempotency-Key': prior.key },
            });
            // A replay answers exactly as the first time and changes nothing.
            expect(again).toEqual(prior.answer);
            expect(await ledgerSnapshot(s.database)).toBe(before);
            continue;
          }
          expect(request.answer.status, JSON.stringify(request.answer.body)).toBe(expectOk ? 200 : 400);
          if (expectOk) {
            const body = request.answer.body as {
              change_id: number;
              movements: Accepted['movements'];
              errors: unknown[];
            };
            expect(body.errors).toEqual([]);
            accepted.push({
              changeId: body.change_id,
              movements: body.movements,
              reverted: false,
              isRevert: c.kind === 'revert',
              request,
            });
            for (const [k, d] of deltas) model.set(k, (model.get(k) ?? 0) + d);
          } else {
            expect(await ledgerSnapshot(s.database)).toBe(before);
          }
        }
        for (const [key, amount] of model) {
          const [loc, code] = key.split('|');
          expect(await balanceOf(s.database, SHOP, loc, code)).toBe(amount);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
        expect(await ledgerInconsistencies(s.database)).toEqual([]);
      }),
      { numRuns: 30 },
    );
  };
}

describe('ledger properties on PGlite', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s?.close();
  });
  it(
    'R-HTTP-08 random stock sequences keep balances = sum of movements, never negative; revert restores; replays change nothing',
    ledgerProperty(() => s),
  );
});

describe('ledger properties on PostgreSQL', () => {
  let cluster: PostgresCluster | undefined;
  let s: TestServer | undefined;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
    if (cluster) s = await startTestServer({ databaseUrl: createTestDatabase(cluster.url, 'ledger_props') });
  });
  afterAll(async () => {
    await s?.close();
    cluster?.stop();
  });
  it('R-HTTP-08 the same properties hold on a PostgreSQL server', async (ctx) => {
    if (!s) ctx.skip();
    await ledgerProperty(() => s!)();
  });
});
