import { foldForSearch } from '../../src/domain/text/fold-diacritics';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';
import type { TestServer } from '../../tests/support/test-server';
import { addBatch, apiAs, locationByName, putStock, sectorByName, type Api } from './layout-test-support';

// Both storages: the totals and sector picture come from sums kept by triggers (migration 0024).
describeOnEachStorage('stock overview', (ctx) => {
  let server: TestServer;
  let admin: Api;
  const stocked: Array<[string, string, number]> = [
    ['A-01-1', 'ZAH0001', 5],
    ['A-01-2', 'ZAH0002', 3],
    ['A-02-1', 'ZAH0001', 2],
    ['B-01-1', 'ZAH0003', 10],
    ['C-01-1', 'ZAH0004', 1],
    ['E-01-1', 'ZAH0005', 8],
    ['E-01-2', 'ZAH0006', 0],
  ];

  beforeAll(async () => {
    server = ctx.server();
    admin = await apiAs(server, 'admin', 101);
    for (const [name, code, amount] of stocked)
      await putStock(server, 101, (await locationByName(admin, name)).id, code, amount);
    const batch = await addBatch(server, 101, 'ZAH0001', 'L1', '2025-12-31');
    await putStock(server, 101, (await locationByName(admin, 'A-01-1')).id, 'ZAH0001', 4, batch);
    const other = await apiAs(server, 'admin', 102);
    await putStock(server, 102, (await locationByName(other, 'A-01-1')).id, 'KUCH0001', 99);
  });

  const overview = (query = '') => admin.call('GET', `/inventory/overview/${query}`);

  async function allPages(query: string, limit: number) {
    const rows: any[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await overview(`?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      rows.push(...res.body.rows);
      cursor = res.body.next_cursor;
      pages++;
    } while (cursor && pages < 50);
    return rows;
  }

  describe('stock overview', () => {
    it('lists stock with zone, sector, product, EAN and batch, totals and sector fill, own e-shop only', async () => {
      const res = await overview();
      expect(res.status).toBe(200);
      expect(res.body.rows).toHaveLength(7);
      expect(res.body.rows[0]).toMatchObject({
        location: 'A-01-1',
        sector: 'A',
        zone: 'Přízemí',
        code: 'ZAH0001',
        batch: null,
        amount: 5,
      });
      expect(res.body.rows[1]).toMatchObject({
        location: 'A-01-1',
        code: 'ZAH0001',
        batch: 'L1',
        expires_at: '2025-12-31',
        amount: 4,
      });
      expect(res.body.rows[0].ean).toMatch(/^\d{13}$/);
      expect(res.body.totals).toEqual({ rows: 7, amount: 33, products: 5, locations: 6 });
      const a = res.body.sectors.find((s: { sector_name: string }) => s.sector_name === 'A');
      expect(a).toMatchObject({ locations: 20, occupied_locations: 3, amount: 14, zone_name: 'Přízemí' });
      expect(res.body.rows.some((r: { code: string }) => r.code.startsWith('KUCH'))).toBe(false);
    });

    it('pages every sort by keyset without repeating or skipping a row', async () => {
      const expected = (await overview('?zero_amounts=1')).body.rows
        .map((r: any) => `${r.location_id}/${r.code}/${r.sarze_id}`)
        .sort();
      for (const sort of ['location', 'product', 'expiry', 'amount']) {
        const rows = await allPages(`sort=${sort}&zero_amounts=1`, 3);
        expect(rows.map((r) => `${r.location_id}/${r.code}/${r.sarze_id}`).sort()).toEqual(expected);
      }
      const byAmount = await allPages('sort=amount', 2);
      expect(byAmount.map((r) => r.amount)).toEqual([10, 8, 5, 4, 3, 2, 1]);
      const byExpiry = await allPages('sort=expiry', 2);
      expect(byExpiry[0].expires_at).toBe('2025-12-31');
    });

    it('gives totals and the sector picture with the first page only', async () => {
      const first = await overview('?limit=2');
      const second = await overview(`?limit=2&cursor=${first.body.next_cursor}`);
      expect(second.body.totals).toBeNull();
      expect(second.body.sectors).toBeNull();
      expect(second.body.rows[0].location).not.toBe(first.body.rows[0].location);
    });

    it('searches by EAN, product code or name, and location; filters by zone and sector', async () => {
      const ean = (await overview()).body.rows.find((r: { code: string }) => r.code === 'ZAH0003').ean;
      expect((await overview(`?q=${ean}`)).body.rows.map((r: { code: string }) => r.code)).toEqual(['ZAH0003']);
      expect((await overview('?q=e-01')).body.rows.map((r: { location: string }) => r.location)).toEqual(['E-01-1']);
      expect((await overview('?q=zah0004')).body.rows).toHaveLength(1);
      expect((await overview('?q=%25')).body.rows).toHaveLength(0);
      // a name typed without diacritics on a phone finds it ("kvetinac" → "Květináč")
      const named = (await overview()).body.rows.find((r: { code: string }) => r.code === 'ZAH0003');
      const word = (named.name as string).split(' ')[0];
      expect(foldForSearch(word)).not.toBe(word.toLowerCase());
      expect(
        (await overview(`?q=${encodeURIComponent(foldForSearch(word))}`)).body.rows.map(
          (r: { code: string }) => r.code,
        ),
      ).toContain('ZAH0003');
      const patro = (await admin.call('GET', '/zone/with-sectors/')).body.find(
        (z: { name: string }) => z.name === 'Patro',
      );
      expect((await overview(`?zone_id=${patro.id}`)).body.rows.map((r: { location: string }) => r.location)).toEqual([
        'C-01-1',
      ]);
      const e = await sectorByName(admin, 'E');
      expect((await overview(`?sector_id=${e.id}&zero_amounts=1`)).body.rows).toHaveLength(2);
    });

    it('answers bad parameters with 400 and a Czech detail', async () => {
      for (const query of ['?cursor=nonsense', '?limit=501', '?limit=0', '?sort=price', '?zone_id=x']) {
        const res = await overview(query);
        expect(res.status, query).toBe(400);
        expect(res.body.detail, query).toBeTruthy();
      }
      const cursor = (await overview('?limit=1&sort=amount')).body.next_cursor;
      expect((await overview(`?cursor=${cursor}&sort=location`)).status).toBe(400);
    });

    it('needs sklad.nahled_na_sklad', async () => {
      const skladnik = await apiAs(server, 'skladnik');
      expect((await skladnik.call('GET', '/inventory/overview/')).status).toBe(403);
    });
  });

  describe('stock overview sort keys', () => {
    it('sorts by the product name and the expiry the catalogue has now: renamed, removed or re-dated', async () => {
      const a011 = (await locationByName(admin, 'A-01-1')).id;
      await server.database.query(`UPDATE products SET name = 'AAA první' WHERE eshop_id = 101 AND code = 'ZAH0003'`);
      // A balance whose product is not in the catalogue sorts by its code, as a name.
      await putStock(server, 101, a011, '0-SIROTEK', 1);
      let rows = (await overview('?sort=product')).body.rows;
      expect(rows.slice(0, 2).map((r: { code: string }) => r.code)).toEqual(['0-SIROTEK', 'ZAH0003']);
      await server.database.query(
        `UPDATE products SET name = 'ZZZ poslední' WHERE eshop_id = 101 AND code = 'ZAH0003'`,
      );
      rows = (await overview('?sort=product')).body.rows;
      // The same order as the catalogue's names now give (the database's collation on both sides).
      const byName = await server.database.query<{ code: string }>(
        `SELECT b.code FROM stock_balances b LEFT JOIN products p ON p.eshop_id = b.eshop_id AND p.code = b.code
       WHERE b.eshop_id = 101 AND b.amount > 0 GROUP BY b.code, p.name ORDER BY coalesce(p.name, b.code), b.code`,
      );
      const codes = rows
        .map((r: { code: string }) => r.code)
        .filter((c: string, i: number, all: string[]) => all[i - 1] !== c);
      expect(codes).toEqual(byName.map((r) => r.code));
      expect(codes.indexOf('ZAH0003')).toBeGreaterThan(1);

      const early = await addBatch(server, 101, 'ZAH0002', 'L0', '2027-01-01');
      await putStock(server, 101, a011, 'ZAH0002', 2, early);
      expect((await overview('?sort=expiry')).body.rows[0].expires_at).toBe('2025-12-31');
      await server.database.query(`UPDATE batches SET expires_at = '2024-06-30' WHERE id = $1`, [early]);
      const first = (await overview('?sort=expiry')).body.rows[0];
      expect(first).toMatchObject({ code: 'ZAH0002', batch: 'L0', expires_at: '2024-06-30' });
    });

    it('orders a product by the location names as they are now: a renamed location moves', async () => {
      const names = async () =>
        (await overview('?sort=product&q=ZAH0001')).body.rows
          .filter((r: { code: string }) => r.code === 'ZAH0001')
          .map((r: { location: string }) => r.location);
      expect(await names()).toEqual(['A-01-1', 'A-01-1', 'A-02-1']);
      const a021 = await locationByName(admin, 'A-02-1');
      expect((await admin.call('PUT', '/location/', { id: a021.id, name: '0-PRVNI' })).status).toBe(200);
      expect(await names()).toEqual(['0-PRVNI', 'A-01-1', 'A-01-1']);
      expect((await admin.call('PUT', '/location/', { id: a021.id, name: 'A-02-1' })).status).toBe(200);
      expect(await names()).toEqual(['A-01-1', 'A-01-1', 'A-02-1']);
    });
  });
});
