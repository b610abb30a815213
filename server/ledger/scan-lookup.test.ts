import { expect, it } from 'vitest';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';
import { ledgerInconsistencies, ledgerSnapshot } from './testing/ledger-probe';

describeOnEachStorage('what a scanned code is (POST /inventory/scan/)', ({ server }) => {
  const call = async (path: string, body: unknown, user = 'skladnik', method = 'POST') =>
    server().call(method, `/api/sklad${path}`, { token: await server().login(user), body });

  it('tells a location (with what it holds, when asked) from a product, and says neither for an unknown code', async () => {
    await call('/inventory/', { products: [{ code: 'ZAH0051', amount: 4 }], location_name: 'B-02-1' }, 'admin');
    const location = await call('/inventory/scan/', { code: 'B-02-1', with_contents: true });
    expect(location.status).toBe(200);
    expect(location.body.location).toMatchObject({ name: 'B-02-1', non_stock: false });
    expect(location.body.product).toBeNull();
    expect(location.body.contents).toEqual([expect.objectContaining({ code: 'ZAH0051', amount: 4, sarze: null })]);
    const product = await call('/inventory/scan/', { code: 'ZAH0051', location_name: 'B-02-1' });
    expect(product.body.location).toBeNull();
    expect(product.body.product).toMatchObject({ variant: { code: 'ZAH0051' }, amount: 4, invalidLocation: false });
    const unknown = await call('/inventory/scan/', { code: 'X-99-9' });
    expect(unknown.body).toEqual({ location: null, contents: null, product: null });
  });

  it('ignores case where that is unambiguous: b-02-1 is B-02-1 and zah0051 is ZAH0051', async () => {
    const location = await call('/inventory/scan/', { code: 'b-02-1' });
    expect(location.body.location?.name).toBe('B-02-1');
    const product = await call('/inventory/scan/', { code: 'zah0051', location_name: 'b-02-1' });
    expect(product.body.product?.variant.code).toBe('ZAH0051');
    expect(product.body.product?.amount).toBe(4);
  });

  it('keeps two product codes that differ only in case apart: neither is guessed', async () => {
    await server().database.query(
      `INSERT INTO products (eshop_id, code, name) VALUES (101, 'Scn-Case', 'A'), (101, 'SCN-CASE', 'B')`,
    );
    expect((await call('/inventory/scan/', { code: 'scn-case' })).body.product).toBeNull();
    expect((await call('/inventory/scan/', { code: 'SCN-CASE' })).body.product?.variant.code).toBe('SCN-CASE');
  });

  it('answers a malformed or foreign request with a Czech 400 or 403, never a 500', async () => {
    const empty = await call('/inventory/scan/', { code: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toMatch(/Naskenovaný kód/);
    expect(empty.body.detail).not.toMatch(/„code“/);
    const ours = (await call('/inventory/scan/', { code: 'B-02-1' })).body.location.id;
    const foreign = await call('/inventory/scan/', { code: 'B-02-1' }, 'cizi');
    expect(foreign.status).toBe(200);
    expect(foreign.body.location?.id).not.toBe(ours);
    expect((await call('/inventory/scan/', { code: 'ZAH0051' }, 'cizi')).body.product).toBeNull();
  });

  it('refuses an absurd amount on a line with a Czech 400 and changes nothing (never an integer overflow)', async () => {
    const before = await ledgerSnapshot(server().database);
    for (const amount of [1_000_001, 999_999_999, 2_147_483_647, 2 ** 53]) {
      const res = await call(
        '/inventory/',
        { products: [{ code: 'ZAH0052', amount }], location_name: 'B-02-2' },
        'admin',
      );
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ code: 'ZAH0052', reason: 'invalid_amount' });
      expect(res.body.detail).toMatch(/nejvýše 1[\s\u00a0]000[\s\u00a0]000 ks/);
    }
    expect(await ledgerSnapshot(server().database)).toEqual(before);
    expect(await ledgerInconsistencies(server().database)).toEqual([]);
  });
});
