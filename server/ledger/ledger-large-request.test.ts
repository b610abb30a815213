import { expect, it } from 'vitest';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';
import { ledgerInconsistencies } from './testing/ledger-probe';

describeOnEachStorage('a stock request with hundreds of lines', ({ server }) => {
  it('stocks in and out 450 products in one request each, and every balance equals its movements', async () => {
    // the demo catalogue has about 200 products here: the rest are added as the catalogue would
    const extra = Array.from({ length: 250 }, (_, i) => `LRG${String(i).padStart(4, '0')}`);
    await server().database.query(
      `INSERT INTO products (eshop_id, code, name) SELECT 101, c, 'Velká dávka ' || c FROM unnest($1::text[]) AS c`,
      [extra],
    );
    const codes = (
      await server().database.query<{ code: string }>(
        `SELECT code FROM products WHERE eshop_id = 101 ORDER BY code LIMIT 450`,
      )
    ).map((r) => r.code);
    expect(codes.length).toBeGreaterThan(300);
    const token = await server().login('admin');
    const res = await server().call('POST', '/api/sklad/inventory/', {
      token,
      body: { products: codes.map((code) => ({ code, amount: 2 })), location_name: 'C-01-2', shoptet_sync: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.movements).toHaveLength(codes.length);
    const again = await server().call('DELETE', '/api/sklad/inventory/', {
      token,
      body: { products: codes.map((code) => ({ code, amount: 1 })), location_name: 'C-01-2', shoptet_sync: false },
    });
    expect(again.status).toBe(200);
    expect(again.body.movements.every((m: { after: number }) => m.after === 1)).toBe(true);
    expect(await ledgerInconsistencies(server().database)).toEqual([]);
  });
});
