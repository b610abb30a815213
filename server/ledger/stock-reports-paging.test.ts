import { expect, it } from 'vitest';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';

// Reports never stop silently: a page says how many rows there are in all (X-Total-Count) and where
// the next page is (Link rel="next", X-Omitted-Count), and the pages together are the whole report.
const SHOP = 101;
const CODES = ['ZAH0080', 'ZAH0081', 'ZAH0082', 'ZAH0083', 'ZAH0084', 'ZAH0085', 'ZAH0086'];

describeOnEachStorage('stock report paging', ({ server }) => {
  it('orphan stock in pages of 3: totals, next links and no row lost or repeated', async () => {
    const token = await server().login('admin');
    const put = await server().call('POST', '/api/sklad/inventory/', {
      token,
      body: { products: CODES.map((code) => ({ code, amount: 1 })), location_name: 'C-02-1' },
    });
    expect(put.status).toBe(200);
    await server().database.query(`DELETE FROM products WHERE eshop_id = $1 AND code = ANY($2)`, [SHOP, CODES]);

    const seen: string[] = [];
    let next: string | null = '/api/sklad/inventory/orphan_products/?limit=3';
    let pages = 0;
    while (next) {
      const res: Response = await fetch(server().url + next, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      const total = Number(res.headers.get('x-total-count'));
      const page = (await res.json()) as Array<{ code: string }>;
      seen.push(...page.map((p) => p.code));
      expect(page.length).toBeLessThanOrEqual(3);
      next = /<([^>]+)>; rel="next"/.exec(res.headers.get('link') ?? '')?.[1] ?? null;
      if (next) expect(Number(res.headers.get('x-omitted-count'))).toBe(total - seen.length);
      else expect(seen).toHaveLength(total);
      pages++;
    }
    expect(pages).toBe(3);
    expect([...seen].sort()).toEqual(CODES);

    const whole = await fetch(`${server().url}/api/sklad/inventory/orphan_products/`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(whole.headers.get('x-total-count')).toBe('7');
    expect(whole.headers.get('link')).toBeNull();
  });

  it('a bad offset or limit is a Czech 400', async () => {
    const token = await server().login('admin');
    for (const q of ['limit=0', 'limit=5001', 'limit=abc', 'offset=-1', 'offset=1e3']) {
      const res = await server().call('GET', `/api/sklad/inventory/set_products/?${q}`, { token });
      expect(res.status, q).toBe(400);
      expect(res.body.detail, q).toMatch(/musí být/);
    }
    const past = await server().call('GET', '/api/sklad/inventory/duplicate_ean/?offset=100000', { token });
    expect(past).toMatchObject({ status: 200, body: [] });
  });
});
