import { expect, it } from 'vitest';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';

// Every configuration call of SPEC 7's first table, with the shapes of SPEC 3, over real HTTP.
const PRINT_KEYS = {
  manual: ['locationPrinter', 'locationTemplate', 'printer', 'productPrinter', 'productTemplate'],
  automated: [
    'location',
    'locationPrinter',
    'locationTemplate',
    'product',
    'productPrinter',
    'productSingle',
    'productTemplate',
  ],
};

describeOnEachStorage('configuration API', ({ server }) => {
  const get = async (path: string, user = 'admin') => server().call('GET', path, { token: await server().login(user) });

  it('R-MENU-10 GET {settings}/config/ answers the application config of the own organisation', async () => {
    const { status, body } = await get('/api/settings/config/');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual([
      'active_services',
      'addons',
      'available_services',
      'is_superadmin',
      'org_name',
      'orgs',
    ]);
    expect(body.org_name).toBe('Demo s.r.o.');
    expect(body.is_superadmin).toBe(false);
    for (const s of body.available_services)
      expect(Object.keys(s).sort()).toEqual(['icon', 'module', 'name', 'title', 'url']);
    expect(body.available_services.map((s: { module: string }) => s.module)).toContain('objednavky_ao');
    // Inactive services are available but not active.
    expect(body.active_services).toEqual([
      { module: 'balic_packing' },
      { module: 'podpora_support' },
      { module: 'sklad_stock' },
    ]);
    expect(body.addons).toEqual([
      { id: 6, name: 'Šarže a expirace' },
      { id: 7, name: 'Automatické objednávky' },
    ]);
    expect(body.orgs).toEqual([{ org_name: 'Demo s.r.o.' }]);
  });

  it('R-PERM-06 a superadmin sees is_superadmin and every organisation in orgs', async () => {
    const { body } = await get('/api/settings/config/', 'superadmin');
    expect(body.is_superadmin).toBe(true);
    expect(body.orgs).toEqual([{ org_name: 'Demo s.r.o.' }, { org_name: 'Konkurence a.s.' }]);
  });

  it('R-PERM-05 GET {settings}/addons/ lists the active add-ons (id, name) of the organisation', async () => {
    const { status, body } = await get('/api/settings/addons/?ignore_visibility=true&active_only=true');
    expect(status).toBe(200);
    expect(body).toEqual([
      { id: 6, name: 'Šarže a expirace' },
      { id: 7, name: 'Automatické objednávky' },
    ]);
    const foreign = await get('/api/settings/addons/?ignore_visibility=true&active_only=true', 'cizi');
    expect(foreign.body).toEqual([{ id: 6, name: 'Šarže a expirace' }]);
  });

  it('GET {settings}/addons/ honours active_only and ignore_visibility', async () => {
    const ids = async (query: string) =>
      (await get(`/api/settings/addons/?${query}`)).body.map((a: { id: number }) => a.id);
    expect(await ids('ignore_visibility=true&active_only=true')).toEqual([6, 7]);
    expect(await ids('ignore_visibility=false&active_only=false')).toEqual([6, 7, 8]);
    expect(await ids('ignore_visibility=true&active_only=false')).toEqual([6, 7, 8, 9]);
    expect(await ids('')).toEqual([6, 7, 8]);
    const all = await get('/api/settings/addons/?ignore_visibility=true');
    expect(all.body.find((a: { id: number }) => a.id === 8)).toEqual({
      id: 8,
      name: 'Expedice z více skladů',
      active: false,
    });
    // Switching an add-on on shows in the app's call at once: the answer follows the data.
    await server().database.query('UPDATE org_addons SET active = true WHERE org_id = 1 AND addon_id = 8');
    try {
      expect(await ids('ignore_visibility=true&active_only=true')).toEqual([6, 7, 8]);
    } finally {
      await server().database.query('UPDATE org_addons SET active = false WHERE org_id = 1 AND addon_id = 8');
    }
    const bad = await get('/api/settings/addons/?active_only=snad');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('Jen aktivní doplňky musí být jedna z hodnot „0“, „1“, „true“, „false“.');
  });

  it("R-PERM-01 GET {settings}/user/roles/list/ lists the own organisation's roles with their permissions", async () => {
    const { status, body } = await get('/api/settings/user/roles/list/');
    expect(status).toBe(200);
    // 4–6: the demo's floor workers (inventura, prijem, presuny), each with a role for its job
    expect(body.map((r: { id: number }) => r.id)).toEqual([1, 2, 4, 5, 6]);
    for (const role of body) {
      expect(Object.keys(role).sort()).toEqual([
        'allowed_scopes',
        'blacklist_urls',
        'forbidden_scopes',
        'id',
        'name',
        'settings_fe',
      ]);
      expect(Object.keys(role.settings_fe)).toEqual(['allowed_apps']);
    }
    expect(body[0]).toMatchObject({
      allowed_scopes: null,
      forbidden_scopes: null,
      blacklist_urls: [],
      settings_fe: { allowed_apps: [] },
    });
    expect(body[1].allowed_scopes).toContain('sklad.naskladneni');
    expect(body[1].forbidden_scopes).toContain('sklad.nastaveni');
  });

  it("GET {settings}/balic_a_sklad/config/ lists only the own organisation's e-shops", async () => {
    const { status, body } = await get('/api/settings/balic_a_sklad/config/');
    expect(status).toBe(200);
    expect(body.org_id).toBe(1);
    expect(body.eshops.map((e: { eshop_id: number }) => e.eshop_id)).toEqual([101, 102]);
  });

  it('GET {settings}/balic_a_sklad/config/ answers the shared configuration from its table', async () => {
    const { body } = await get('/api/settings/balic_a_sklad/config/');
    expect(body).toMatchObject({ apps: ['sklad', 'balic'], shared: { packing_location: 'EXP-01' } });
    await server().database.query(
      `UPDATE packer_warehouse_config SET shared = shared || '{"weigh_parcels": true}' WHERE org_id = 1`,
    );
    try {
      expect((await get('/api/settings/balic_a_sklad/config/')).body.shared.weigh_parcels).toBe(true);
    } finally {
      await server().database.query(
        `UPDATE packer_warehouse_config SET shared = shared || '{"weigh_parcels": false}' WHERE org_id = 1`,
      );
    }
    // An organisation without a row shares nothing yet.
    const foreign = await get('/api/settings/balic_a_sklad/config/', 'cizi');
    expect(foreign.body).toMatchObject({ org_id: 2, apps: [], shared: {} });
  });

  it('R-PERM-06 POST {settings}/superadmin/org_eshops_list/ lists organisations with their e-shops, for superadmins only', async () => {
    const token = await server().login('superadmin');
    const all = await server().call('POST', '/api/settings/superadmin/org_eshops_list/', { token, body: {} });
    expect(all.status).toBe(200);
    expect(all.body).toEqual([
      {
        org_id: 1,
        org_name: 'Demo s.r.o.',
        eshops: [
          { eshop_id: 101, eshop_name: 'Zahrada a dům' },
          { eshop_id: 102, eshop_name: 'Kuchyňské potřeby' },
        ],
      },
      { org_id: 2, org_name: 'Konkurence a.s.', eshops: [{ eshop_id: 201, eshop_name: 'Cizí obchod' }] },
    ]);
    const one = await server().call('POST', '/api/settings/superadmin/org_eshops_list/', {
      token,
      body: { org_ids: [2] },
    });
    expect(one.body.map((o: { org_id: number }) => o.org_id)).toEqual([2]);
    const admin = await server().call('POST', '/api/settings/superadmin/org_eshops_list/', {
      token: await server().login('admin'),
      body: {},
    });
    expect(admin.status).toBe(403);
  });

  it('R-MENU-05 GET {settings}/homepage/warehouse-widget sums waiting relocations per product of the own e-shops', async () => {
    const { status, body } = await get('/api/settings/homepage/warehouse-widget');
    expect(status).toBe(200);
    expect(body).toEqual({
      warehouse_widgets: [
        {
          eshop_id: 101,
          eshop_name: 'Zahrada a dům',
          // the chaos queue is read from the ledger; this demo has nothing in a receiving sector
          // (server/relocation/chaos-queue.test.ts fills one and watches the count rise and fall)
          warehouse_widget: { relocation_products: [] },
        },
        { eshop_id: 102, eshop_name: 'Kuchyňské potřeby', warehouse_widget: { relocation_products: [] } },
      ],
    });
  });

  it("R-CFG-01 GET /eshop/ answers the current e-shop's config with print settings and image cuts", async () => {
    const { status, body } = await get('/api/sklad/eshop/');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 101,
      eshop_id: 101,
      eshop_name: 'Zahrada a dům',
      is_public_api: false,
      sync_public_api_stock: false,
      stock_sync_forced_off: false,
      stock_locations_mode: 'chaos',
      multiean_delimiters: { delimiters: ['*', 'x'], num: 1 },
      modules: expect.arrayContaining([expect.any(String)]),
      data: {
        imageCuts: expect.arrayContaining([{ name: 'category', cdnPath: '/product-images/' }]),
        contactInformation: { eshopName: 'Zahrada a dům' },
      },
    });
    expect(Object.keys(body.print_settings.manual).sort()).toEqual(PRINT_KEYS.manual);
    expect(Object.keys(body.print_settings.automated).sort()).toEqual(PRINT_KEYS.automated);
    expect(typeof body.common_settings).toBe('object');
  });

  it('R-MENU-09 GET /list_stocks/ lists the e-shops the user may work in (eshop_id, eshop_name)', async () => {
    expect((await get('/api/sklad/list_stocks/')).body).toEqual([
      { eshop_id: 101, eshop_name: 'Zahrada a dům' },
      { eshop_id: 102, eshop_name: 'Kuchyňské potřeby' },
    ]);
    expect((await get('/api/sklad/list_stocks/', 'skladnik')).body).toEqual([
      { eshop_id: 101, eshop_name: 'Zahrada a dům' },
    ]);
  });

  it("GET /clients/ lists the organisation's users (client_id, client_name) only", async () => {
    const { body } = await get('/api/sklad/clients/');
    expect(body).toEqual([
      { client_id: 1, client_name: 'Alena Adminová' },
      { client_id: 2, client_name: 'Petr Skladník' },
      { client_id: 3, client_name: 'Sára Superadminová' },
      { client_id: 5, client_name: 'Ivana Inventurní' },
      { client_id: 6, client_name: 'Pavel Příjmový' },
      { client_id: 7, client_name: 'Přemysl Přesunový' },
    ]);
  });

  it('R-UI-05 GET /status/ is null once the first synchronisation is done', async () => {
    const res = await get('/api/sklad/status/');
    expect(res).toEqual({ status: 200, body: null });
  });

  it('POST /update_common_settings/ merges the settings, and /eshop/ shows them', async () => {
    const token = await server().login('admin');
    const res = await server().call('POST', '/api/sklad/update_common_settings/', {
      token,
      body: { printOnScan: true, label: 'x' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ common_settings: { sounds: true, printOnScan: true, label: 'x' } });
    expect((await server().call('GET', '/api/sklad/eshop/', { token })).body.common_settings).toEqual({
      sounds: true,
      printOnScan: true,
      label: 'x',
    });
    const bad = await server().call('POST', '/api/sklad/update_common_settings/', {
      token,
      body: { nested: { no: 1 } },
    });
    expect(bad.status).toBe(400);
  });

  it('R-UI-11 POST /update_common_settings/ refuses a tag-manager id that is not GTM and alphanumerics, in Czech, and keeps the old one', async () => {
    const token = await server().login('admin');
    const set = await server().call('POST', '/api/sklad/update_common_settings/', {
      token,
      body: { tag_manager_id: 'GTM-AB12CD' },
    });
    expect(set.status).toBe(200);
    for (const value of ['UA-1234', 'GTM-"><script>', 12]) {
      const bad = await server().call('POST', '/api/sklad/update_common_settings/', {
        token,
        body: { tag_manager_id: value, sounds: false },
      });
      expect(bad.status, String(value)).toBe(400);
      expect(bad.body.detail).toContain('ID Google Tag Manageru musí začínat „GTM“');
    }
    const shop = (await server().call('GET', '/api/sklad/eshop/', { token })).body.common_settings;
    expect([shop.tag_manager_id, shop.sounds]).toEqual(['GTM-AB12CD', true]);
    const off = await server().call('POST', '/api/sklad/update_common_settings/', {
      token,
      body: { tag_manager_id: null },
    });
    expect(off.status).toBe(200);
    expect(off.body.common_settings.tag_manager_id).toBeNull();
  });

  it('R-PRN-01 POST /update_print_settings/ saves the global print defaults (manual and/or automated)', async () => {
    const token = await server().login('admin');
    const res = await server().call('POST', '/api/sklad/update_print_settings/', {
      token,
      body: { manual: { printer: 'Zebra' }, automated: { productSingle: true } },
    });
    expect(res.status).toBe(200);
    expect(res.body.print_settings.manual.printer).toBe('Zebra');
    expect(res.body.print_settings.manual.productPrinter).toBeNull();
    expect(res.body.print_settings.automated.productSingle).toBe(true);
    expect((await server().call('GET', '/api/sklad/eshop/', { token })).body.print_settings).toEqual(
      res.body.print_settings,
    );
    const bad = await server().call('POST', '/api/sklad/update_print_settings/', {
      token,
      body: { manual: { printer: 5 } },
    });
    expect(bad).toEqual({
      status: 400,
      body: { detail: 'Tiskárna pro ruční tisk musí být text nebo prázdná hodnota.' },
    });
  });

  it('R-SCAN-06 POST /update_multiean_delimiters_settings/ saves delimiters and num; invalid ones are a Czech 400', async () => {
    const token = await server().login('admin');
    const res = await server().call('POST', '/api/sklad/update_multiean_delimiters_settings/', {
      token,
      body: { delimiters: ['*', '/'], num: 2 },
    });
    expect(res).toEqual({ status: 200, body: { multiean_delimiters: { delimiters: ['*', '/'], num: 2 } } });
    expect((await server().call('GET', '/api/sklad/eshop/', { token })).body.multiean_delimiters).toEqual({
      delimiters: ['*', '/'],
      num: 2,
    });
    const bad = await server().call('POST', '/api/sklad/update_multiean_delimiters_settings/', {
      token,
      body: { delimiters: ['**'], num: 0 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('Oddělovač (položka 1) smí mít nejvýše 1 znak.');
    await server().call('POST', '/api/sklad/update_multiean_delimiters_settings/', {
      token,
      body: { delimiters: ['*', 'x'], num: 1 },
    });
  });
});
