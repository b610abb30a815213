import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { fefoBatch } from '../../src/domain/batches/fefo';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';
import { apiAs, type Api } from '../layout/layout-test-support';
import { balanceOf, ledgerInconsistencies, ledgerSnapshot } from '../ledger/testing/ledger-probe';

// Batches: the list by expiry with stock per location, edits, batch initialisation as one ledger
// change, and FEFO stock-outs; balances always equal the sum of their movements.

const SHOP = 101;

describeOnEachStorage('batches', ({ server, clock }) => {
  let admin: Api;
  let skladnik: Api;
  beforeAll(async () => {
    clock.freeze(new Date('2026-12-01T10:00:00Z'));
    admin = await apiAs(server(), 'admin', SHOP);
    skladnik = await apiAs(server(), 'skladnik');
  });
  const product = (code: string) =>
    admin.call('PUT', '/catalogue/products/', { products: [{ code, name: `Produkt ${code}` }] });
  const stockIn = (code: string, location: string, amount: number, sarze_id: number | null = null) =>
    admin.call('POST', '/inventory/', {
      products: [{ code, amount, sarze_id }],
      location_name: location,
      shoptet_sync: false,
    });
  const init = (body: Record<string, unknown>) => admin.call('POST', '/batches/init/', body);

  it('R-SCAN-05 batch initialisation turns untracked pieces everywhere into one batch as one change, listed by expiry, revertible', async () => {
    await product('KAT-SAR-1');
    await stockIn('KAT-SAR-1', 'A-02-1', 5);
    await stockIn('KAT-SAR-1', 'A-02-2', 3);
    const done = await init({ code: 'KAT-SAR-1', name: 'L-2027', expires_at: '2027-01-31' });
    expect(done.status).toBe(200);
    expect(done.body.movements).toHaveLength(4);
    const list = await admin.call('GET', '/batches/?q=KAT-SAR-1');
    expect(list.body).toEqual([
      expect.objectContaining({
        code: 'KAT-SAR-1',
        name: 'L-2027',
        expires_at: '2027-01-31',
        expired: false,
        total: 8,
        stock: [
          { location_name: 'A-02-1', sector_name: 'A', amount: 5 },
          { location_name: 'A-02-2', sector_name: 'A', amount: 3 },
        ],
      }),
    ]);
    const batchId = list.body[0].id;
    expect(await balanceOf(server().database, SHOP, 'A-02-1', 'KAT-SAR-1')).toBe(0);
    expect(await balanceOf(server().database, SHOP, 'A-02-1', 'KAT-SAR-1', batchId)).toBe(5);
    const log = await admin.call('POST', '/log/', {});
    expect(JSON.stringify(log.body)).toContain('batch_init');
    expect((await admin.call('GET', '/batches/?expiring_within=30')).body).not.toContainEqual(
      expect.objectContaining({ id: batchId }),
    );
    expect((await admin.call('GET', '/batches/?expiring_within=61')).body).toContainEqual(
      expect.objectContaining({ id: batchId }),
    );
    const undo = await admin.call('POST', `/inventory/revert/${done.body.change_id}/`, { source: 'Zpětný záznam' });
    expect(undo.status).toBe(200);
    expect(await balanceOf(server().database, SHOP, 'A-02-1', 'KAT-SAR-1')).toBe(5);
    expect(await ledgerInconsistencies(server().database)).toEqual([]);
  });

  it('R-SCAN-06 batch initialisation takes the product as a scanner gives it: its EAN or a multi-EAN box, as the code', async () => {
    await admin.call('PUT', '/catalogue/products/', {
      products: [{ code: 'KAT-SAR-E', name: 'Produkt KAT-SAR-E', ean: '8594100009990' }],
    });
    await stockIn('KAT-SAR-E', 'A-02-4', 4);
    const byEan = await init({
      code: '8594100009990',
      name: 'L-EAN',
      expires_at: '2027-02-01',
      location_name: 'A-02-4',
    });
    expect(byEan.status, JSON.stringify(byEan.body)).toBe(200);
    expect(byEan.body.movements.map((m: { code: string }) => m.code)).toEqual(['KAT-SAR-E', 'KAT-SAR-E']);
    await stockIn('KAT-SAR-E', 'A-02-4', 2);
    await admin.call('POST', '/inventory/custom_products/', { ean: 'BOX-KAT-SAR-E', amount: 6, code: 'KAT-SAR-E' });
    const byBox = await init({ code: 'BOX-KAT-SAR-E', name: 'L-BOX', expires_at: '2027-03-01' });
    expect(byBox.status, JSON.stringify(byBox.body)).toBe(200);
    const [batch] = (await admin.call('GET', '/batches/?q=L-BOX')).body;
    expect(await balanceOf(server().database, SHOP, 'A-02-4', 'KAT-SAR-E', batch.id)).toBe(2);
    expect(await balanceOf(server().database, SHOP, 'A-02-4', 'KAT-SAR-E')).toBe(0);
    expect(await ledgerInconsistencies(server().database)).toEqual([]);
  });

  it('a batch is renamed or given another expiry; a clash with another batch, a bad date or no untracked stock is a Czech 400 that changes nothing', async () => {
    await product('KAT-SAR-2');
    await stockIn('KAT-SAR-2', 'A-02-3', 2);
    await init({ code: 'KAT-SAR-2', name: 'A', expires_at: '2027-03-01', location_name: 'A-02-3' });
    await stockIn('KAT-SAR-2', 'A-02-3', 1);
    await init({ code: 'KAT-SAR-2', name: 'B', expires_at: '2027-04-01', location_name: 'A-02-3' });
    const [a, b] = (await admin.call('GET', '/batches/?q=KAT-SAR-2')).body;
    const edited = await admin.call('PUT', `/batches/${a.id}/`, { name: 'A2', expires_at: '2027-02-15' });
    expect(edited.body).toMatchObject({ id: a.id, name: 'A2', expires_at: '2027-02-15', total: 2 });
    const refusals: Array<[() => Promise<{ status: number; body: any }>, RegExp]> = [
      [() => admin.call('PUT', `/batches/${b.id}/`, { name: 'A2', expires_at: '2027-02-15' }), /již existuje/],
      [() => admin.call('PUT', `/batches/${b.id}/`, { name: 'B', expires_at: '2027-02-30' }), /není platné datum/],
      [() => admin.call('PUT', `/batches/${b.id}/`, { name: '', expires_at: '2027-02-01' }), /Název šarže/],
      [() => init({ code: 'KAT-SAR-2', name: 'C', expires_at: '2027-05-01' }), /žádné kusy bez šarže/],
      [() => init({ code: 'KAT-NENI', name: 'C', expires_at: '2027-05-01' }), /neexistuje/],
      [() => admin.call('GET', '/batches/?expiring_within=-1'), /celé číslo/],
    ];
    for (const [call, detail] of refusals) {
      const before = await ledgerSnapshot(server().database);
      const res = await call();
      expect(res.status).toBe(400);
      expect(res.body.detail).toMatch(detail);
      expect(await ledgerSnapshot(server().database)).toBe(before);
    }
    expect((await admin.call('PUT', '/batches/999999/', { name: 'X', expires_at: '2027-01-01' })).status).toBe(404);
    expect((await skladnik.call('GET', '/batches/')).status).toBe(403);
    expect(
      (await skladnik.call('POST', '/batches/init/', { code: 'KAT-SAR-2', name: 'Z', expires_at: '2027-01-01' }))
        .status,
    ).toBe(403);
  });

  it('batch initialisation and FEFO stock-outs keep every balance equal to its movements (property)', async () => {
    await product('KAT-SAR-P');
    const locations = ['A-03-1', 'A-03-2'];
    const expiries = ['2026-12-20', '2027-01-10', '2027-06-30'];
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('in' as const),
        loc: fc.constantFrom(...locations),
        n: fc.integer({ min: 1, max: 6 }),
      }),
      fc.record({
        kind: fc.constant('init' as const),
        loc: fc.option(fc.constantFrom(...locations)),
        expiry: fc.constantFrom(...expiries),
      }),
      fc.record({
        kind: fc.constant('out' as const),
        loc: fc.constantFrom(...locations),
        n: fc.integer({ min: 1, max: 4 }),
      }),
    );
    let expectedTotal = 0;
    const total = async () => {
      const [row] = await server().database.query<{ n: number }>(
        `SELECT coalesce(sum(amount), 0)::int AS n FROM stock_balances WHERE eshop_id = ${SHOP} AND code = 'KAT-SAR-P'`,
      );
      return Number(row.n);
    };
    expectedTotal = await total();
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 6 }), async (ops) => {
        for (const o of ops) {
          if (o.kind === 'in') {
            if ((await stockIn('KAT-SAR-P', o.loc, o.n)).status === 200) expectedTotal += o.n;
          } else if (o.kind === 'init') {
            const res = await init({
              code: 'KAT-SAR-P',
              name: `P-${o.expiry}`,
              expires_at: o.expiry,
              location_name: o.loc,
            });
            expect([200, 400]).toContain(res.status);
          } else {
            const found = await admin.call('POST', '/inventory/search/', { q: 'KAT-SAR-P', location_name: o.loc });
            const held = (found.body.stock as Array<{ location_name: string; sarze_id: number | null; amount: number }>)
              .filter((s) => s.location_name === o.loc && s.sarze_id !== null)
              .map((s) => {
                const batch = found.body.sarze.find((b: { id: number }) => b.id === s.sarze_id);
                return { id: s.sarze_id!, name: batch.name, expiresAt: batch.expires_at, amount: s.amount };
              });
            const first = fefoBatch(held);
            if (!first) continue;
            const n = Math.min(o.n, first.amount);
            const res = await admin.call('DELETE', '/inventory/', {
              products: [{ code: 'KAT-SAR-P', amount: n, sarze_id: first.id }],
              location_name: o.loc,
              shoptet_sync: false,
            });
            expect(res.status).toBe(200);
            expectedTotal -= n;
          }
        }
        expect(await ledgerInconsistencies(server().database)).toEqual([]);
        expect(await total()).toBe(expectedTotal);
      }),
      { numRuns: 8 },
    );
  });
});
