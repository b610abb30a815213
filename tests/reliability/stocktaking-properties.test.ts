import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { apiAs, type Api } from '../../server/layout/layout-test-support';
import { balanceOf, ledgerInconsistencies } from '../../server/ledger/testing/ledger-probe';
import { count, startOver } from '../../server/stocktaking/testing/stocktaking-probe';
import { describeOnEachStorage } from '../support/storage-matrix';

const SHOP = 101;
const CODES = ['ZAH0110', 'ZAH0111'];
const LOCATIONS = ['A-05-3', 'A-05-4'];

type Command =
  | { kind: 'count'; counter: number; loc: number; code: number; amount: number }
  | { kind: 'in' | 'out'; loc: number; code: number; amount: number }
  | { kind: 'mark' | 'recount'; loc: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('count' as const),
      counter: fc.nat(1),
      loc: fc.nat(1),
      code: fc.nat(1),
      amount: fc.nat(5),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constantFrom('in' as const, 'out' as const),
      loc: fc.nat(1),
      code: fc.nat(1),
      amount: fc.integer({ min: 1, max: 4 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('mark' as const, 'recount' as const), loc: fc.nat(1) }) },
);

interface KeyModel {
  stock: number;
  /** Ledger movements as (time, amount). */
  moves: Array<[number, number]>;
  entries: Array<[number, number]>;
}

const keyOf = (loc: number, code: number) => `${LOCATIONS[loc]}|${CODES[code]}`;
const netAfter = (k: KeyModel, t: number) => k.moves.filter(([at]) => at > t).reduce((s, [, a]) => s + a, 0);

/**
 * Random interleavings of count entries from two counters, stock-ins and stock-outs on the counted
 * places, marks and recounts. After commit (keeping the difference seen at count time) every balance
 * equals what was counted plus the net movements after its count; a place marked counted that nobody
 * scanned a product at gets 0 plus what moved after the mark; a place nobody counted keeps its stock;
 * and the ledger invariant (balance = Σ movements) holds.
 */
describeOnEachStorage('stock-taking properties', ({ server }) => {
  let counters: Api[];
  let skladnik: Api;
  beforeAll(async () => {
    counters = [await apiAs(server(), 'admin'), await apiAs(server(), 'superadmin')];
    skladnik = await apiAs(server(), 'skladnik');
  });

  it('R-HTTP-08 commit keeps the difference seen at count time under concurrent counting and moving', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 14 }), async (commands) => {
        const model = new Map<string, KeyModel>();
        for (let l = 0; l < LOCATIONS.length; l++)
          for (let c = 0; c < CODES.length; c++)
            model.set(keyOf(l, c), {
              stock: await balanceOf(server().database, SHOP, LOCATIONS[l], CODES[c]),
              moves: [],
              entries: [],
            });
        const marks = new Map<number, number>();
        const id = await startOver(counters[0], `Vlastnost ${++run}`, LOCATIONS);
        let time = 0;
        for (const cmd of commands) {
          time++;
          if (cmd.kind === 'count') {
            const res = await count(counters[cmd.counter], id, LOCATIONS[cmd.loc], CODES[cmd.code], cmd.amount);
            expect(res.status, JSON.stringify(res.body)).toBe(200);
            model.get(keyOf(cmd.loc, cmd.code))!.entries.push([time, cmd.amount]);
          } else if (cmd.kind === 'in' || cmd.kind === 'out') {
            const k = model.get(keyOf(cmd.loc, cmd.code))!;
            const delta = cmd.kind === 'in' ? cmd.amount : -cmd.amount;
            const res = await skladnik.call(cmd.kind === 'in' ? 'POST' : 'DELETE', '/inventory/', {
              products: [{ code: CODES[cmd.code], amount: cmd.amount }],
              location_name: LOCATIONS[cmd.loc],
            });
            expect(res.status).toBe(k.stock + delta >= 0 ? 200 : 400);
            if (res.status === 200) {
              k.stock += delta;
              k.moves.push([time, delta]);
            }
          } else {
            const res = await counters[0].call('POST', `/inventory_check/edit/${id}/`, {
              action: cmd.kind === 'mark' ? 'mark_counted' : 'recount',
              location_name: LOCATIONS[cmd.loc],
            });
            expect(res.status).toBe(200);
            if (cmd.kind === 'mark') {
              if (!marks.has(cmd.loc)) marks.set(cmd.loc, time);
            } else {
              marks.delete(cmd.loc);
              for (let c = 0; c < CODES.length; c++) model.get(keyOf(cmd.loc, c))!.entries = [];
            }
          }
        }
        // What the property says each place ends with; null = untouched.
        const expected = new Map<string, number | null>();
        for (let l = 0; l < LOCATIONS.length; l++)
          for (let c = 0; c < CODES.length; c++) {
            const k = model.get(keyOf(l, c))!;
            if (k.entries.length) {
              const last = Math.max(...k.entries.map(([t]) => t));
              expected.set(keyOf(l, c), k.entries.reduce((s, [, a]) => s + a, 0) + netAfter(k, last));
            } else if (marks.has(l) && k.stock - netAfter(k, marks.get(l)!) !== 0) {
              expected.set(keyOf(l, c), netAfter(k, marks.get(l)!));
            } else expected.set(keyOf(l, c), null);
          }
        const negative = [...expected].filter(([, v]) => v !== null && v < 0).map(([key]) => key);
        let res = await counters[1].call('POST', '/inventory_check/commit/', { id, resolution: 'difference' });
        if (negative.length) {
          // Every negative line is reported at once; keeping the counted amount there resolves them.
          expect(res.status).toBe(400);
          expect(
            res.body.errors.map((e: { location_name: string; code: string }) => `${e.location_name}|${e.code}`).sort(),
          ).toEqual(negative.sort());
          const overrides = negative.map((key) => {
            const [location_name, code] = key.split('|');
            const k = model.get(key)!;
            expected.set(
              key,
              k.entries.reduce((s, [, a]) => s + a, 0),
            );
            return { location_name, code, sarze_id: null, keep: 'counted' };
          });
          res = await counters[1].call('POST', '/inventory_check/commit/', { id, resolution: 'difference', overrides });
        }
        if (res.status === 400 && res.body.errors?.[0]?.reason === 'nothing_counted') {
          await counters[0].call('DELETE', `/inventory_check/cancel/${id}/`);
          expect([...expected.values()].every((v) => v === null)).toBe(true);
        } else expect(res.status, JSON.stringify(res.body)).toBe(200);
        for (const [key, value] of expected) {
          const [loc, code] = key.split('|');
          expect(await balanceOf(server().database, SHOP, loc, code), key).toBe(value ?? model.get(key)!.stock);
        }
        expect(await ledgerInconsistencies(server().database)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
