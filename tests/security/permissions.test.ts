import { expect, it } from 'vitest';
import { Scope } from '../../src/domain/permissions/scopes';
import { addUser } from '../support/test-users';
import { describeOnEachStorage } from '../support/storage-matrix';

// The server's own permission check (the app's guard is only for comfort): scopes and tenancy.
describeOnEachStorage('permissions and tenancy', ({ server }) => {
  it('R-PERM-01 skladnik (scanning scopes only) cannot change the common settings: 403 and nothing changed', async () => {
    const token = await server().login('skladnik');
    const before = (await server().call('GET', '/api/sklad/eshop/', { token })).body.common_settings;
    const res = await server().call('POST', '/api/sklad/update_common_settings/', { token, body: { sounds: false } });
    expect(res).toEqual({ status: 403, body: { detail: 'K této akci nemáte oprávnění.' } });
    expect((await server().call('GET', '/api/sklad/eshop/', { token })).body.common_settings).toEqual(before);
  });

  it('R-PERM-01 skladnik cannot change print defaults or multi-EAN delimiters', async () => {
    const token = await server().login('skladnik');
    expect(
      (await server().call('POST', '/api/sklad/update_print_settings/', { token, body: { manual: { printer: 'x' } } }))
        .status,
    ).toBe(403);
    expect(
      (
        await server().call('POST', '/api/sklad/update_multiean_delimiters_settings/', {
          token,
          body: { delimiters: ['*'], num: 1 },
        })
      ).status,
    ).toBe(403);
  });

  it('R-PERM-06 listing the e-shops of organisations is for superadmins only', async () => {
    for (const user of ['admin', 'skladnik', 'cizi']) {
      const res = await server().call('POST', '/api/settings/superadmin/org_eshops_list/', {
        token: await server().login(user),
        body: {},
      });
      expect(res.status, user).toBe(403);
    }
  });

  it("R-MENU-09 R-UI-12 admin cannot switch to another organisation's e-shop (201): 400 with detail, and stays in its own", async () => {
    const token = await server().login('admin');
    const res = await server().call('GET', '/api/auth/set_stock_eshop/?stock_eshop_id=201', { token });
    expect(res).toEqual({ status: 400, body: { detail: 'K tomuto skladu nemáte přístup.' } });
    expect((await server().call('GET', '/api/auth/client_info/', { token })).body.stock_eshop_id).toBe(101);
  });

  it('R-PERM-01 nothing of organisation 2 appears in any answer to organisation 1', async () => {
    const token = await server().login('admin');
    const paths = [
      '/api/settings/config/',
      '/api/settings/balic_a_sklad/config/',
      '/api/settings/user/roles/list/',
      '/api/settings/homepage/warehouse-widget',
      '/api/sklad/list_stocks/',
      '/api/sklad/clients/',
      '/api/sklad/eshop/',
    ];
    for (const path of paths) {
      const text = JSON.stringify((await server().call('GET', path, { token })).body);
      expect(text, path).not.toMatch(/Konkurence|Cizí obchod|Cyril|CIZ0001|"eshop_id":201/);
    }
  });

  it('R-PERM-01 a foreign user (org 2) sees only their own organisation', async () => {
    const token = await server().login('cizi');
    expect((await server().call('GET', '/api/sklad/list_stocks/', { token })).body).toEqual([
      { eshop_id: 201, eshop_name: 'Cizí obchod' },
    ]);
    expect((await server().call('GET', '/api/auth/set_stock_eshop/?stock_eshop_id=101', { token })).status).toBe(400);
  });
});

describeOnEachStorage('allowed apps', ({ server }) => {
  it('R-PERM-02 a role without the warehouse app is refused by the warehouse and settings hosts', async () => {
    const { token } = await addUser(server(), 'balicka', {
      scopes: [Scope.stockIn],
      apps: ['balic'],
    });
    for (const path of ['/api/sklad/eshop/', '/api/sklad/sector/', '/api/settings/config/']) {
      expect(await server().call('GET', path, { token }), path).toEqual({
        status: 403,
        body: { detail: 'Aplikace Sklad není pro vaši roli povolena.' },
      });
    }
    const stockIn = await server().call('POST', '/api/sklad/inventory/', {
      token,
      body: { products: [{ code: 'ZAH0001', amount: 1 }], location_name: 'A-01-1' },
    });
    expect(stockIn.status).toBe(403);
    // Sign-in itself still answers, so the app can tell the user why.
    expect((await server().call('GET', '/api/auth/client_info/', { token })).status).toBe(200);
  });

  it('R-PERM-02 a role naming the warehouse app, or naming none, is admitted', async () => {
    const named = await addUser(server(), 'skladnice', { scopes: [Scope.stockIn], apps: ['sklad'] });
    expect((await server().call('GET', '/api/sklad/eshop/', { token: named.token })).status).toBe(200);
    const token = await server().login('admin');
    expect((await server().call('GET', '/api/settings/config/', { token })).status).toBe(200);
  });
});
