import { describe, expect, it } from 'vitest';
import { SHOP, useLedgerTestServer } from './testing/ledger-test-server';
import { ledgerSnapshot } from './testing/ledger-probe';

const t = useLedgerTestServer();
const { api } = t;
const eanOf = async (code: string) =>
  (
    await t.server.database.query<{ ean: string }>(`SELECT ean FROM products WHERE eshop_id = ${SHOP} AND code = $1`, [
      code,
    ])
  )[0].ean;

describe('product search (POST /inventory/search/)', () => {
  it('finds a product by code or EAN with its stock per location and its batches (SPEC 3 scanned product)', async () => {
    await api('POST', '/inventory/', {
      products: [{ code: 'ZAH0001', amount: 3, new_sarze: { name: 'S1', expires_at: '2030-01-01' } }],
      location_name: 'A-01-1',
    });
    await api('POST', '/inventory/', { products: [{ code: 'ZAH0001', amount: 2 }], location_name: 'B-01-1' });
    const ean = await eanOf('ZAH0001');
    for (const q of ['ZAH0001', ean]) {
      const res = await api('POST', '/inventory/search/', { q, location_name: 'A-01-1' }, t.skladnik);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        errors: [],
        variant: { code: 'ZAH0001', ean, custom_quantity: null },
        multiean: false,
        vynutit_zadani_sarze: false,
        amount: 3,
        invalidLocation: false,
        sarze: [{ name: 'S1', expires_at: '2030-01-01' }],
      });
      expect(res.body.stock.map((x: any) => [x.location_name, x.amount])).toEqual([
        ['A-01-1', 3],
        ['B-01-1', 2],
      ]);
    }
    const elsewhere = await api('POST', '/inventory/search/', { q: 'ZAH0001', location_name: 'C-01-1' });
    expect(elsewhere.body).toMatchObject({ amount: 0, invalidLocation: true });
  });

  it('R-SCAN-06 a delimited code and a multi-EAN box yield their amounts', async () => {
    const ean = await eanOf('ZAH0002');
    expect((await api('POST', '/inventory/search/', { q: `${ean}*12` })).body).toMatchObject({
      variant: { code: 'ZAH0002', custom_quantity: 12 },
      multiean: true,
    });
    expect((await api('POST', '/inventory/search/', { q: `6x${ean}` })).body.variant.custom_quantity).toBe(6);
    await api('POST', '/inventory/custom_products/', { ean: 'BOX-0002', amount: 10, code: 'ZAH0002' });
    expect((await api('POST', '/inventory/search/', { q: 'BOX-0002' })).body).toMatchObject({
      variant: { code: 'ZAH0002', custom_quantity: 10 },
      multiean: true,
    });
    expect((await api('POST', '/inventory/search/', { q: 'BOX-0002*2' })).body.variant.custom_quantity).toBe(20);
  });

  it('unknown, foreign and malformed searches are refused', async () => {
    expect((await api('POST', '/inventory/search/', { q: 'NIC-TAKOVEHO' })).status).toBe(404);
    expect((await api('POST', '/inventory/search/', { q: 'KUCH0001' })).status).toBe(404);
    expect((await api('POST', '/inventory/search/', { q: 'CIZ0001' })).status).toBe(404);
    const bad = await api('POST', '/inventory/search/', { q: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBeTruthy();
    expect((await api('POST', '/inventory/search/', { q: 'x'.repeat(201) })).status).toBe(400);
    expect((await api('POST', '/inventory/search/', { nope: 1 })).status).toBe(400);
  });

  it("fulltext finds by name or code, with the total amount, never another e-shop's products", async () => {
    const res = await api('POST', '/search/fulltext/', { fulltext: 'ZAH000' });
    expect(res.status).toBe(200);
    expect(res.body.products.length).toBeGreaterThan(0);
    expect(res.body.products.every((p: any) => p.code.startsWith('ZAH'))).toBe(true);
    expect(res.body.products.find((p: any) => p.code === 'ZAH0001').amount).toBe(5);
    expect((await api('POST', '/search/fulltext/', { fulltext: '%' + '_' })).body.products).toEqual([]);
    expect((await api('POST', '/search/fulltext/', { fulltext: 'CIZ' })).body.products).toEqual([]);
    expect((await api('POST', '/search/fulltext/', { fulltext: 'a' })).status).toBe(400);
  });
});

describe('multi-EAN products (/inventory/custom_products/)', () => {
  it('creates, lists, updates and deletes; R-SCAN-07 a duplicate EAN is refused', async () => {
    const created = await api('POST', '/inventory/custom_products/', { ean: 'BOX-0003', amount: 6, code: 'ZAH0003' });
    expect(created.body).toMatchObject({ ean: 'BOX-0003', amount: 6, code: 'ZAH0003' });
    const dup = await api('POST', '/inventory/custom_products/', { ean: 'BOX-0003', amount: 2, code: 'ZAH0004' });
    expect(dup).toEqual({ status: 400, body: { detail: 'EAN BOX-0003 již existuje' } });
    const productEan = await eanOf('ZAH0005');
    expect(
      (await api('POST', '/inventory/custom_products/', { ean: productEan, amount: 2, code: 'ZAH0004' })).body.detail,
    ).toBe(`EAN ${productEan} již existuje`);
    const updated = await api('PUT', `/inventory/custom_products/?custom_id=${created.body.id}`, {
      ean: 'BOX-0003B',
      amount: 8,
      code: 'ZAH0003',
    });
    expect(updated.body).toMatchObject({ id: created.body.id, ean: 'BOX-0003B', amount: 8 });
    expect((await api('GET', '/inventory/custom_products/')).body).toContainEqual({
      id: created.body.id,
      ean: 'BOX-0003B',
      amount: 8,
      code: 'ZAH0003',
    });
    expect((await api('DELETE', `/inventory/custom_products/?id=${created.body.id}`)).status).toBe(200);
    expect((await api('GET', '/inventory/custom_products/')).body.some((c: any) => c.id === created.body.id)).toBe(
      false,
    );
  });

  it("refuses bad input and never touches another e-shop's entries", async () => {
    const before = await ledgerSnapshot(t.server.database);
    for (const body of [
      { ean: 'E1', amount: 0, code: 'ZAH0003' },
      { ean: 'E1', amount: 1.5, code: 'ZAH0003' },
      { ean: '', amount: 1, code: 'ZAH0003' },
      { ean: 'E1', amount: 1, code: 'KUCH0001' },
      { ean: 'E 1', amount: 1, code: 'ZAH0003' },
    ]) {
      const res = await api('POST', '/inventory/custom_products/', body);
      expect(res.status).toBe(400);
      expect(res.body.detail).toBeTruthy();
    }
    expect(await ledgerSnapshot(t.server.database)).toBe(before);
    const foreign = await api(
      'POST',
      '/inventory/custom_products/',
      { ean: 'CIZI-BOX', amount: 3, code: 'CIZ0001' },
      t.cizi,
    );
    expect(foreign.status).toBe(200);
    expect((await api('GET', '/inventory/custom_products/')).body.some((c: any) => c.ean === 'CIZI-BOX')).toBe(false);
    expect(
      (
        await api('PUT', `/inventory/custom_products/?custom_id=${foreign.body.id}`, {
          ean: 'MINE',
          amount: 1,
          code: 'ZAH0003',
        })
      ).status,
    ).toBe(404);
    expect((await api('DELETE', `/inventory/custom_products/?id=${foreign.body.id}`)).status).toBe(404);
    expect((await api('DELETE', '/inventory/custom_products/?id=abc')).status).toBe(400);
    expect((await api('DELETE', '/inventory/custom_products/')).status).toBe(400);
    expect((await api('GET', '/inventory/custom_products/', undefined, t.skladnik)).status).toBe(403);
  });
});

describe('orphan, invisible and set products, duplicate EANs', () => {
  it('lists stock of a deleted product and clears it with the smazany-produkt label', async () => {
    await api('POST', '/inventory/', { products: [{ code: 'ZAH0070', amount: 4 }], location_name: 'C-03-1' });
    await t.server.database.query(`DELETE FROM products WHERE eshop_id = ${SHOP} AND code = 'ZAH0070'`);
    const list = await api('GET', '/inventory/orphan_products/');
    expect(list.body).toContainEqual({
      code: 'ZAH0070',
      name: null,
      amount: 4,
      location_name: 'C-03-1',
      sector_name: 'C',
      sarze_id: null,
    });
    const before = await ledgerSnapshot(t.server.database);
    expect(
      (await api('DELETE', '/inventory/orphan_products/', { products: [{ code: 'ZAH0071', location_name: 'C-03-1' }] }))
        .status,
    ).toBe(400);
    expect(
      (
        await api('DELETE', '/inventory/orphan_products/', {
          products: [{ code: 'ZAH0070', amount: 9, location_name: 'C-03-1' }],
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api('DELETE', '/inventory/orphan_products/', {
          products: [{ code: 'ZAH0070', location_name: 'C-03-1' }],
          source: 'Sklad',
        })
      ).status,
    ).toBe(400);
    expect(await ledgerSnapshot(t.server.database)).toBe(before);
    const cleared = await api('DELETE', '/inventory/orphan_products/', {
      products: [{ code: 'ZAH0070', location_name: 'C-03-1' }],
    });
    expect(cleared.body).toMatchObject({ errors: [], shoptet_sync: false, movements: [{ amount: -4, after: 0 }] });
    expect((await api('POST', '/log/', {})).body.changes[0].source).toBe('smazany-produkt');
    expect((await api('GET', '/inventory/orphan_products/')).body.some((o: any) => o.code === 'ZAH0070')).toBe(false);
  });

  it('lists hidden and set products; sets are cleared with the smazanana-sada label', async () => {
    await api('POST', '/inventory/', {
      products: [
        { code: 'ZAH0072', amount: 2 },
        { code: 'ZAH0073', amount: 3 },
      ],
      location_name: 'C-03-2',
    });
    await t.server.database.query(
      `INSERT INTO product_flags (eshop_id, code, hidden, is_set) VALUES (${SHOP}, 'ZAH0072', true, false), (${SHOP}, 'ZAH0073', false, true)`,
    );
    expect((await api('GET', '/inventory/invisible_products/')).body.map((p: any) => p.code)).toEqual(['ZAH0072']);
    expect((await api('GET', '/inventory/set_products/')).body.map((p: any) => [p.code, p.amount])).toEqual([
      ['ZAH0073', 3],
    ]);
    expect(
      (
        await api('DELETE', '/inventory/set_products/', {
          products: [{ code: 'ZAH0072', amount: 1 }],
          location_name: 'C-03-2',
        })
      ).status,
    ).toBe(400);
    const cleared = await api('DELETE', '/inventory/set_products/', {
      products: [{ code: 'ZAH0073', amount: 3 }],
      location_name: 'C-03-2',
      sector_name: 'C',
    });
    expect(cleared.status).toBe(200);
    expect((await api('POST', '/log/', {})).body.changes[0].source).toBe('smazanana-sada');
    expect((await api('GET', '/inventory/orphan_products/', undefined, t.cizi)).body).toEqual([]);
  });

  it('reports EANs that more than one product answers to', async () => {
    const ean = await eanOf('ZAH0080');
    await t.server.database.query(`UPDATE products SET ean = $1 WHERE eshop_id = ${SHOP} AND code = 'ZAH0081'`, [ean]);
    const res = await api('GET', '/inventory/duplicate_ean/');
    expect(res.body).toContainEqual({
      ean,
      products: [
        { code: 'ZAH0080', name: expect.any(String), variant_name: expect.any(String), kind: 'product' },
        { code: 'ZAH0081', name: expect.any(String), variant_name: expect.any(String), kind: 'product' },
      ],
    });
    expect((await api('GET', '/inventory/duplicate_ean/', undefined, t.cizi)).body).toEqual([]);
  });
});

describe('movement log (POST /log/)', () => {
  it("R-LOG-01 pages 25 changes by next_id and previous_id, each with its details, never another e-shop's", async () => {
    for (let i = 0; i < 30; i++)
      await api('POST', '/inventory/', { products: [{ code: 'ZAH0090', amount: 1 }], location_name: 'E-01-1' });
    const first = await api('POST', '/log/', {});
    expect(first.body.changes).toHaveLength(25);
    expect(first.body.previous_id).toBeNull();
    expect(first.body.changes[0].details[0]).toMatchObject({ code: 'ZAH0090', location_name: 'E-01-1', amount: 1 });
    // each line names the product's variant too (a log read on a phone tells sizes apart)
    const variant = (
      await t.server.database.query<{ variant_name: string }>(
        `SELECT variant_name FROM products WHERE eshop_id = 101 AND code = 'ZAH0090'`,
      )
    )[0].variant_name;
    expect(first.body.changes[0].details[0].variant_name).toBe(variant || null);
    expect(first.body.changes[0].client_name).toBe('Alena Adminová');
    const ids = first.body.changes.map((c: any) => c.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const second = await api('POST', '/log/', { next_id: first.body.next_id });
    expect(second.body.changes[0].id).toBeLessThan(ids[24]);
    expect(second.body.previous_id).toBe(second.body.changes[0].id);
    const back = await api('POST', '/log/', { previous_id: second.body.previous_id });
    expect(back.body.changes.map((c: any) => c.id)).toEqual(ids);
    expect(
      (await api('POST', '/log/', {}, t.cizi)).body.changes.every((c: any) =>
        c.details.every((d: any) => d.code.startsWith('CIZ')),
      ),
    ).toBe(true);
    expect((await api('POST', '/log/', { next_id: -1 })).status).toBe(400);
    expect((await api('POST', '/log/', { next_id: 'x' })).status).toBe(400);
  });
});
