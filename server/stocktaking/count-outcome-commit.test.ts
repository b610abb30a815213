import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { commitDelta, finalAmount, movedAfterCount, type Keep } from '../../src/domain/stocktaking/count-outcome';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';
import { apiAs, type Api } from '../layout/layout-test-support';
import { balanceOf, ledgerInconsistencies } from '../ledger/testing/ledger-probe';
import { count, startOver, stockIn, stockOut } from './testing/stocktaking-probe';

const SHOP = 101;
const LOCATIONS = ['A-05-3', 'A-05-4'];
const CODES = ['ZAH0110', 'ZAH0111'];

interface Line {
  loc: number;
  code: number;
  /** Stock put there before the check. */
  before: number;
  counted: number;
  /** Pieces moved in (+) or out (−) after the count. */
  after: number;
  /** What the caller keeps where the choices differ, per line (an override) or by the request's resolution. */
  override: Keep | null;
}

const line = fc.record({
  loc: fc.nat(LOCATIONS.length - 1),
  code: fc.nat(CODES.length - 1),
  before: fc.nat(6),
  counted: fc.nat(6),
  after: fc.integer({ min: -4, max: 4 }),
  override: fc.constantFrom<Keep | null>(null, 'difference', 'counted'),
});

/**
 * Issue 26 item 4: the stock-taking commit writes through the ledger's set-based entry, and what it applies is what
 * the domain's count outcome says (src/domain/stocktaking/count-outcome.ts): for every counted line the balance ends
 * at finalAmount(line, keep) and the commit's movement is commitDelta(line, keep) (none where it is 0), with keep the
 * line's override, else the request's resolution where something moved after the count, else the difference.
 * The commit computes this in SQL; this holds the two equal on random counts, moves after counting and choices.
 */
describeOnEachStorage("the commit applies the domain's count outcome", ({ server }) => {
  let admin: Api;
  beforeAll(async () => {
    admin = await apiAs(server(), 'admin');
  });

  it('R-INV-02 balances and movements of a commit equal finalAmount and commitDelta of each line', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(line, { minLength: 1, maxLength: 6, selector: (l) => `${l.loc}|${l.code}` }),
        fc.constantFrom<Keep>('difference', 'counted'),
        async (lines, resolution) => {
          // Each run starts from empty places: clear what the last run left through the ledger itself.
          for (const l of lines) {
            const held = await balanceOf(server().database, SHOP, LOCATIONS[l.loc], CODES[l.code]);
            if (held) await stockOut(admin, LOCATIONS[l.loc], CODES[l.code], held);
            if (l.before) await stockIn(admin, LOCATIONS[l.loc], CODES[l.code], l.before);
          }
          const id = await startOver(admin, `Výsledek počítání ${++run}`, LOCATIONS);
          for (const l of lines) {
            const res = await count(admin, id, LOCATIONS[l.loc], CODES[l.code], l.counted);
            expect(res.status, JSON.stringify(res.body)).toBe(200);
          }
          // Moves after counting; a stock-out the place cannot give is refused and moves nothing.
          const moved = new Map<Line, number>();
          for (const l of lines) {
            moved.set(l, 0);
            if (l.after > 0) await stockIn(admin, LOCATIONS[l.loc], CODES[l.code], l.after);
            else if (l.after < 0 && l.before >= -l.after)
              await stockOut(admin, LOCATIONS[l.loc], CODES[l.code], -l.after);
            else continue;
            moved.set(l, l.after);
          }
          const outcome = lines.map((l) => {
            const domain = { counted: l.counted, stockNow: l.before + moved.get(l)!, netAfter: moved.get(l)! };
            const keep: Keep = l.override ?? (movedAfterCount(domain) ? resolution : 'difference');
            return { l, keep, final: finalAmount(domain, keep), delta: commitDelta(domain, keep) };
          });
          const overrides = lines
            .filter((l) => l.override)
            .map((l) => ({ location_name: LOCATIONS[l.loc], code: CODES[l.code], sarze_id: null, keep: l.override }));
          const res = await admin.call('POST', '/inventory_check/commit/', { id, resolution, overrides });
          if (outcome.some((o) => o.final < 0)) {
            // The domain says a place would go below zero: the commit refuses and writes nothing.
            expect(res.status, JSON.stringify(res.body)).toBe(400);
            await admin.call('DELETE', `/inventory_check/cancel/${id}/`);
            return;
          }
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          const movements = await server().database.query<{ location_name: string; code: string; amount: number }>(
            `SELECT location_name, code, amount FROM stock_movements WHERE change_id = $1 ORDER BY id`,
            [res.body.change_id],
          );
          const applied = new Map(movements.map((m) => [`${m.location_name}|${m.code}`, Number(m.amount)]));
          for (const o of outcome) {
            const key = `${LOCATIONS[o.l.loc]}|${CODES[o.l.code]}`;
            expect(await balanceOf(server().database, SHOP, LOCATIONS[o.l.loc], CODES[o.l.code]), key).toBe(o.final);
            expect(applied.get(key) ?? 0, key).toBe(o.delta);
          }
          expect(movements.length).toBe(outcome.filter((o) => o.delta !== 0).length);
          expect(await ledgerInconsistencies(server().database)).toEqual([]);
        },
      ),
      { numRuns: 12 },
    );
  });
});
