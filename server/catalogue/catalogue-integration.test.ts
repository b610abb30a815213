import { beforeAll, expect, it } from 'vitest';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';
import { addUser } from '../../tests/support/test-users';
import { Scope } from '../../src/domain/permissions/scopes';
import { apiAs, type Api } from '../layout/layout-test-support';
import { balanceOf, ledgerInconsistencies, ledgerSnapshot } from '../ledger/testing/ledger-probe';

// The e-shop integration changes the catalogue; the discrepancy lists follow from what it did,
// and each clean-up is one ledger change, visible in the log and revertible.

const SHOP = 101;
const LOC = 'A-01-1';

describeOnEachStorage('catalogue integration', ({ server }) => {
  let admin: Api;
  let other: Api;
  let stocker: string;
  beforeAll(async () => {
    admin = await apiAs(server(), 'admin', SHOP);
    other = await apiAs(server(), 'admin', 102);
    stocker = (await addUser(server(), 'kat-skladnik', { scopes: [Scope.stockIn, Scope.stockOut] })).token;
  });
  const upsert = (api: Api, products: unknown[]) => api.call('PUT', '/catalogue/products/', { products });
  const list = async (path: string) => (await admin.call('GET', path)).body as Array<Record<string, unknown>>;
  const stockIn = (code: string, amount: number) =>
    admin.call('POST', '/inventory/', { products: [{ code, amount }], location_name: LOC, shoptet_sync: false });

  it('a product deleted while it has stock becomes an orphan; its removal is a change in the log, and a revert brings it back', async () => {
    expect((await upsert(admin, [{ code: 'KAT-ORF-1', ean: '8590000000011', name: 'Sirotek' }])).body).toEqual({
      created: 1,
      updated: 0,
    });
    expect((await stockIn('KAT-ORF-1', 4)).status).toBe(200);
    expect(await list('/inventory/orphan_products/')).not.toContainEqual(
      expect.objectContaining({ code: 'KAT-ORF-1' }),
    );

    const deleted = await admin.call('DELETE', '/catalogue/products/', { codes: ['KAT-ORF-1', 'KAT-NIC'] });
    expect(deleted.body).toEqual({ deleted: ['KAT-ORF-1'], unknown: ['KAT-NIC'] });
    expect(await list('/inventory/orphan_products/')).toContainEqual(
      expect.objectContaining({ code: 'KAT-ORF-1', amount: 4, location_name: LOC }),
    );
    // Another e-shop sees none of it.
    expect((await other.call('GET', '/inventory/orphan_products/')).body).not.toContainEqual(
      expect.objectContaining({ code: 'KAT-ORF-1' }),
    );

    const removal = await admin.call('DELETE', '/inventory/orphan_products/', {
      products: [{ code: 'KAT-ORF-1', location_name: LOC }],
      source: 'smazany-produkt',
    });
    expect(removal.status).toBe(200);
    expect(await balanceOf(server().database, SHOP, LOC, 'KAT-ORF-1')).toBe(0);
    expect(await list('/inventory/orphan_products/')).not.toContainEqual(
      expect.objectContaining({ code: 'KAT-ORF-1' }),
    );
    const log = (await admin.call('POST', '/log/', {})).body;
    const entry = JSON.stringify(log);
    expect(entry).toContain('smazany-produkt');
    expect(entry).toContain('KAT-ORF-1');

    const undo = await admin.call('POST', `/inventory/revert/${removal.body.change_id}/`, { source: 'Zpětný záznam' });
    expect(undo.status).toBe(200);
    expect(await balanceOf(server().database, SHOP, LOC, 'KAT-ORF-1')).toBe(4);
    expect(await ledgerInconsistencies(server().database)).toEqual([]);
  });

  it('hiding a product makes it invisible; two products sharing an EAN are duplicates; a set with stock is listed and cleared', async () => {
    await upsert(admin, [
      { code: 'KAT-SKR-1', name: 'Skrytý', ean: '8590000000028' },
      { code: 'KAT-DUP-1', name: 'Dvojče A', ean: '8590000000035' },
      { code: 'KAT-DUP-2', name: 'Dvojče B', ean: '8590000000035' },
    ]);
    await stockIn('KAT-SKR-1', 2);
    expect(await list('/inventory/invisible_products/')).not.toContainEqual(
      expect.objectContaining({ code: 'KAT-SKR-1' }),
    );
    expect((await upsert(admin, [{ code: 'KAT-SKR-1', name: 'Skrytý', hidden: true }])).body).toEqual({
      created: 0,
      updated: 1,
    });
    expect(await list('/inventory/invisible_products/')).toContainEqual(
      expect.objectContaining({ code: 'KAT-SKR-1', amount: 2 }),
    );
    expect(await list('/inventory/duplicate_ean/')).toContainEqual({
      ean: '8590000000035',
      products: [
        expect.objectContaining({ code: 'KAT-DUP-1', kind: 'product' }),
        expect.objectContaining({ code: 'KAT-DUP-2', kind: 'product' }),
      ],
    });
    // The e-shop fixes the EAN: the duplicate is gone.
    await upsert(admin, [{ code: 'KAT-DUP-2', name: 'Dvojče B', ean: '8590000000042' }]);
    expect(await list('/inventory/duplicate_ean/')).not.toContainEqual(
      expect.objectContaining({ ean: '8590000000035' }),
    );

    await upsert(admin, [{ code: 'KAT-SADA-1', name: 'Sada', set_components: [{ code: 'KAT-DUP-1', amount: 2 }] }]);
    await stockIn('KAT-SADA-1', 3);
    expect(await list('/inventory/set_products/')).toContainEqual(
      expect.objectContaining({ code: 'KAT-SADA-1', amount: 3 }),
    );
    const cleared = await admin.call('DELETE', '/inventory/set_products/', {
      products: [{ code: 'KAT-SADA-1', location_name: LOC }],
      source: 'smazanana-sada',
    });
    expect(cleared.status).toBe(200);
    expect(await list('/inventory/set_products/')).not.toContainEqual(expect.objectContaining({ code: 'KAT-SADA-1' }));
    // An empty component list makes it an ordinary product again.
    await upsert(admin, [{ code: 'KAT-SADA-1', name: 'Sada', set_components: [] }]);
    await stockIn('KAT-SADA-1', 1);
    expect(await list('/inventory/set_products/')).not.toContainEqual(expect.objectContaining({ code: 'KAT-SADA-1' }));
  });

  it('bad input is a Czech 400 and changes nothing; a stocker may not write the catalogue', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [[], /Produkty/],
      [[{ code: 'KAT-X', name: '' }], /Název produktu/],
      [
        [
          { code: 'KAT-X', name: 'a' },
          { code: 'KAT-X', name: 'b' },
        ],
        /KAT-X je v požadavku vícekrát/,
      ],
      [[{ code: 'KAT-X', name: 'a', set_components: [{ code: 'KAT-X', amount: 1 }] }], /nemůže obsahovat sama sebe/],
      [[{ code: 'KAT-X', name: 'a', set_components: [{ code: 'KAT-NIKDE', amount: 1 }] }], /KAT-NIKDE v katalogu/],
      [[{ code: 'KAT-X', name: 'a', set_components: [{ code: 'ZAH0001', amount: 0 }] }], /Počet kusů součásti/],
      [[{ code: 'KAT X', name: 'a' }], /tisknutelné znaky/],
    ];
    for (const [products, detail] of cases) {
      const before = await ledgerSnapshot(server().database);
      const [{ n }] = await server().database.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
      const res = await admin.call('PUT', '/catalogue/products/', { products });
      expect(res.status).toBe(400);
      expect(res.body.detail).toMatch(detail);
      expect(await ledgerSnapshot(server().database)).toBe(before);
      expect((await server().database.query<{ n: number }>('SELECT count(*)::int AS n FROM products'))[0].n).toBe(n);
    }
    expect((await admin.call('DELETE', '/catalogue/products/', { codes: [] })).status).toBe(400);
    const refused = await server().call('PUT', '/api/sklad/catalogue/products/', {
      token: stocker,
      body: { products: [{ code: 'KAT-Y', name: 'y' }] },
    });
    expect(refused.status).toBe(403);
  });
});
