import { expect, it } from 'vitest';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';
import type { TestServer } from '../../tests/support/test-server';
import { balanceOf, ledgerInconsistencies, ledgerSnapshot } from './testing/ledger-probe';

// Issue 29 item 3: a plain stock-in (pieces without a batch at one location) adds its pieces in the round trip of its
// reads, before its lines are checked. Whatever then refuses or replays the request must roll that addition back,
// and what is accepted must be exactly what the ledger's rules give (R-HTTP-08, idempotency, balance = Σ movements).
const SHOP = 101;
const PLACE = 'B-02-1';

describeOnEachStorage('stock-in: the addition sent with the reads', ({ server }) => {
  let admin = '';
  const stockIn = async (products: unknown[], key?: string, location = PLACE) => {
    admin ||= await server().login('admin');
    return server().call('POST', '/api/sklad/inventory/', {
      token: admin,
      body: { products, location_name: location, shoptet_sync: true },
      headers: key ? { 'Idempotency-Key': key } : {},
    });
  };
  const held = (code: string) => balanceOf(server().database, SHOP, PLACE, code);
  const refusedUnchanged = async (request: () => Promise<{ status: number; body: any }>) => {
    const before = await ledgerSnapshot(server().database);
    const res = await request();
    expect(res.status).toBe(400);
    expect(await ledgerSnapshot(server().database)).toBe(before);
    return res.body;
  };

  it('R-HTTP-08 lines of one code add up; movements say before and after; the outbox has the net per product', async () => {
    const start = [await held('ZAH0050'), await held('ZAH0051')];
    const res = await stockIn(
      [
        { code: 'ZAH0051', amount: 2 },
        { code: 'ZAH0050', amount: 3 },
        { code: 'ZAH0051', amount: 4 },
      ],
      'early-1',
    );
    expect(res.status).toBe(200);
    expect([await held('ZAH0050'), await held('ZAH0051')]).toEqual([start[0] + 3, start[1] + 6]);
    const db = server().database;
    const [change] = await db.query<{ id: number }>(
      `SELECT id FROM stock_changes WHERE eshop_id = $1 ORDER BY id DESC LIMIT 1`,
      [SHOP],
    );
    const moves = await db.query<{ code: string; amount: number; before_amount: number; after_amount: number }>(
      `SELECT code, amount, before_amount, after_amount FROM stock_movements WHERE change_id = $1 ORDER BY id`,
      [change.id],
    );
    // One movement per line, in the request's order, each from where the previous one left the balance.
    expect(moves.map((m) => [m.code, m.amount, m.before_amount, m.after_amount])).toEqual([
      ['ZAH0051', 2, start[1], start[1] + 2],
      ['ZAH0050', 3, start[0], start[0] + 3],
      ['ZAH0051', 4, start[1] + 2, start[1] + 6],
    ]);
    const [sync] = await db.query<{ on: boolean }>(`SELECT shoptet_sync AS on FROM stock_changes WHERE id = $1`, [
      change.id,
    ]);
    const outbox = await db.query<{ code: string; amount: number }>(
      `SELECT code, amount FROM stock_sync_outbox WHERE change_id = $1 ORDER BY code`,
      [change.id],
    );
    expect(outbox.map((o) => [o.code, o.amount])).toEqual(
      sync.on
        ? [
            ['ZAH0050', 3],
            ['ZAH0051', 6],
          ]
        : [],
    );
    expect(await ledgerInconsistencies(db)).toEqual([]);
  });

  it('R-HTTP-08 an unknown product, an unknown location or a product that needs a batch refuses all lines and adds nothing', async () => {
    const unknown = await refusedUnchanged(() =>
      stockIn([
        { code: 'ZAH0052', amount: 1 },
        { code: 'NENI-TAKOVY', amount: 2 },
      ]),
    );
    expect(unknown.errors.map((e: { reason: string }) => e.reason)).toEqual(['unknown_product']);
    const nowhere = await refusedUnchanged(() => stockIn([{ code: 'ZAH0052', amount: 1 }], undefined, 'NIKDE-99'));
    expect(nowhere.errors[0].reason).toBe('unknown_location');
    await server().database.query(
      `INSERT INTO product_flags (eshop_id, code, require_batch) VALUES ($1, 'ZAH0053', true)
       ON CONFLICT (eshop_id, code) DO UPDATE SET require_batch = true`,
      [SHOP],
    );
    const batchless = await refusedUnchanged(() =>
      stockIn([
        { code: 'ZAH0052', amount: 1 },
        { code: 'ZAH0053', amount: 1 },
      ]),
    );
    expect(batchless.errors[0].reason).toBe('batch_required');
  });

  it('a retried request replays its answer and adds nothing more; the same key for another request adds nothing', async () => {
    const start = await held('ZAH0054');
    const first = await stockIn([{ code: 'ZAH0054', amount: 5 }], 'early-retry');
    expect(first.status).toBe(200);
    const snapshot = await ledgerSnapshot(server().database);
    const again = await stockIn([{ code: 'ZAH0054', amount: 5 }], 'early-retry');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await ledgerSnapshot(server().database)).toBe(snapshot);
    await refusedUnchanged(() => stockIn([{ code: 'ZAH0054', amount: 7 }], 'early-retry'));
    expect(await held('ZAH0054')).toBe(start + 5);
  });

  it('concurrent stock-ins of the same products all count, each once', async () => {
    const start = [await held('ZAH0055'), await held('ZAH0056')];
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        stockIn(
          i % 2
            ? [
                { code: 'ZAH0056', amount: 1 },
                { code: 'ZAH0055', amount: 2 },
              ]
            : [
                { code: 'ZAH0055', amount: 2 },
                { code: 'ZAH0056', amount: 1 },
              ],
          `early-concurrent-${i}`,
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect([await held('ZAH0055'), await held('ZAH0056')]).toEqual([start[0] + 16, start[1] + 8]);
    expect(await ledgerInconsistencies(server().database)).toEqual([]);
  });
});
