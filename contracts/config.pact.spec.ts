import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import type { PactV4 } from '@pact-foundation/pact';
import type { ConsumerApis } from './support/consumer-apis';
import { consumerSpec, type ContractCase } from './support/consumer-spec';
import { BEARER, JSON_RESPONSE } from './support/matchers';

const { like, eachLike, atLeastLike, arrayContaining, integer, string, boolean, regex } = MatchersV3;

const PRINT_SETTINGS = {
  manual: { printer: null, productPrinter: null, locationPrinter: null, productTemplate: null, locationTemplate: null },
  automated: {
    product: boolean(false),
    productSingle: boolean(false),
    productPrinter: null,
    productTemplate: null,
    location: boolean(false),
    locationTemplate: null,
    locationPrinter: null,
  },
};
// The app must read both forms of a role: no lists at all (everything allowed) and explicit lists.
// The organisation has more roles than these two (the demo's floor workers have one each): the contract asks
// that the unrestricted and a restricted role are among them, in their shapes, not how many there are.
const ROLES = arrayContaining(
  {
    id: integer(1),
    name: string('Administrátor'),
    allowed_scopes: null,
    forbidden_scopes: null,
    blacklist_urls: [],
    settings_fe: { allowed_apps: [] },
  },
  {
    id: integer(2),
    name: string('Skladník'),
    allowed_scopes: eachLike(string('sklad.naskladneni')),
    forbidden_scopes: eachLike(string('sklad.nastaveni')),
    blacklist_urls: [],
    settings_fe: { allowed_apps: eachLike(string('sklad')) },
  },
);

/** A GET of one configuration call as the signed-in user of `state`. */
function getCase(opts: {
  title: string;
  state?: string;
  description: string;
  path: string;
  query?: Record<string, string>;
  body: unknown;
  call: (apis: ConsumerApis) => Promise<unknown>;
  check: (result: any) => void;
}): ContractCase {
  return {
    title: opts.title,
    interaction: (pact: PactV4) =>
      pact
        .addInteraction()
        .given(opts.state ?? 'signed in as admin')
        .uponReceiving(opts.description)
        .withRequest('GET', opts.path, (b) => {
          b.headers(BEARER);
          if (opts.query) b.query(opts.query);
        })
        .willRespondWith(200, (b) => {
          b.headers(JSON_RESPONSE);
          // A JSON null is sent as raw bytes: jsonBody(null) would leave the body unchecked.
          if (opts.body === null) b.body('application/json', Buffer.from('null'));
          else b.jsonBody(opts.body);
        }),
    exercise: async (apis) => opts.check(await opts.call(apis)),
  };
}

// Configuration calls of SPEC 7's first table as FetchConfigApi makes them.
export default consumerSpec('ConfigApi', [
  getCase({
    title: 'R-MENU-10 appConfig reads the application config',
    description: 'a request for the app config',
    path: '/api/settings/config/',
    body: {
      org_name: string('Demo s.r.o.'),
      is_superadmin: boolean(false),
      available_services: eachLike({
        module: string('sklad_stock'),
        name: string('sklad'),
        title: string('Sklad'),
        url: string('/'),
        icon: string('box'),
      }),
      active_services: eachLike({ module: string('sklad_stock') }),
      addons: eachLike({ id: integer(6), name: string('Šarže a expirace') }),
      orgs: eachLike({ org_name: string('Demo s.r.o.') }),
    },
    call: ({ config }) => config.appConfig(),
    check: (r) => {
      expect(r.org_name).toBe('Demo s.r.o.');
      expect(r.active_services[0].module).toBeTruthy();
    },
  }),
  getCase({
    title: 'R-PERM-05 addons asks for visible and active add-ons only',
    description: 'a request for the active add-ons',
    path: '/api/settings/addons/',
    query: { ignore_visibility: 'true', active_only: 'true' },
    body: eachLike({ id: integer(6), name: string('Šarže a expirace') }),
    call: ({ config }) => config.addons(),
    check: (r) => expect(r[0]).toEqual({ id: 6, name: 'Šarže a expirace' }),
  }),
  getCase({
    title: 'R-PERM-01 roles lists roles with their permissions',
    description: 'a request for the roles',
    path: '/api/settings/user/roles/list/',
    body: ROLES,
    call: ({ config }) => config.roles(),
    check: (r) => {
      expect(r[0]).toMatchObject({ id: 1, allowed_scopes: null });
      expect(r[1].forbidden_scopes).toContain('sklad.nastaveni');
    },
  }),
  getCase({
    title: 'R-CFG-01 eshop reads the current e-shop config with print settings',
    description: 'a request for the e-shop config',
    path: '/api/sklad/eshop/',
    body: {
      id: integer(101),
      eshop_id: integer(101),
      eshop_name: string('Zahrada a dům'),
      is_public_api: boolean(false),
      sync_public_api_stock: boolean(false),
      stock_locations_mode: regex(/^(basic|chaos)$/, 'chaos'),
      multiean_delimiters: { delimiters: eachLike(string('*')), num: integer(1) },
      common_settings: like({}),
      modules: eachLike(string('auto_order')),
      print_settings: PRINT_SETTINGS,
      data: {
        imageCuts: eachLike({ name: string('category'), cdnPath: string('/product-images/') }),
        contactInformation: { eshopName: string('Zahrada a dům') },
      },
    },
    call: ({ config }) => config.eshop(),
    check: (r) => {
      expect(r.eshop_id).toBe(101);
      expect(r.print_settings.manual).toBeDefined();
    },
  }),
  getCase({
    title: 'R-MENU-09 stocks lists the e-shops the user may use',
    description: 'a request for the stocks',
    path: '/api/sklad/list_stocks/',
    body: eachLike({ eshop_id: integer(101), eshop_name: string('Zahrada a dům') }),
    call: ({ config }) => config.stocks(),
    check: (r) => expect(r[0].eshop_id).toBe(101),
  }),
  getCase({
    title: "clients lists the organisation's users",
    description: 'a request for the clients',
    path: '/api/sklad/clients/',
    body: eachLike({ client_id: integer(1), client_name: string('Alena Adminová') }),
    call: ({ config }) => config.clients(),
    check: (r) => expect(r[0].client_id).toBe(1),
  }),
  getCase({
    title: 'R-UI-05 status is null when no first synchronisation runs',
    description: 'a request for the first-sync status',
    path: '/api/sklad/status/',
    body: null,
    call: ({ config }) => config.status(),
    check: (r) => expect(r).toBeNull(),
  }),
  getCase({
    title: 'R-MENU-05 warehouseWidget reads relocation products per e-shop',
    description: 'a request for the warehouse widget',
    path: '/api/settings/homepage/warehouse-widget',
    body: {
      warehouse_widgets: eachLike({
        eshop_id: integer(101),
        eshop_name: string('Zahrada a dům'),
        warehouse_widget: {
          relocation_products: atLeastLike({ code: string('ZAH0001'), product_count: integer(2) }, 0, 1),
        },
      }),
    },
    call: ({ config }) => config.warehouseWidget(),
    check: (r) => expect(r.warehouse_widgets[0].warehouse_widget.relocation_products[0].product_count).toBe(2),
  }),
  getCase({
    title: 'packerAndWarehouseConfig reads the shared packer and warehouse config',
    description: 'a request for the packer and warehouse config',
    path: '/api/settings/balic_a_sklad/config/',
    body: {
      org_id: integer(1),
      apps: like([]),
      shared: like({}),
      eshops: eachLike({
        eshop_id: integer(101),
        eshop_name: string('Zahrada a dům'),
        mode: regex(/^(basic|chaos)$/, 'chaos'),
      }),
    },
    call: ({ config }) => config.packerAndWarehouseConfig(),
    check: (r) => expect(r.eshops.map((e: { mode: string }) => e.mode)).toContain('chaos'),
  }),
  {
    title: 'R-PERM-06 orgEshops lists e-shops of organisations for a superadmin',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given('signed in as superadmin')
        .uponReceiving('a superadmin request for the e-shops of organisations')
        .withRequest('POST', '/api/settings/superadmin/org_eshops_list/', (b) => b.headers(BEARER).jsonBody({}))
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody(
            eachLike({
              org_id: integer(1),
              org_name: string('Demo s.r.o.'),
              eshops: eachLike({ eshop_id: integer(101), eshop_name: string('Zahrada a dům') }),
            }),
          ),
        ),
    exercise: async ({ config }) => {
      const orgs = await config.orgEshops();
      expect(orgs[0].eshops[0].eshop_id).toBe(101);
    },
  },
  {
    title: 'updateCommonSettings posts the settings as they are',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given('signed in as admin')
        .uponReceiving('an update of the common settings')
        .withRequest('POST', '/api/sklad/update_common_settings/', (b) =>
          b.headers(BEARER).jsonBody({ sounds: true, printOnScan: false }),
        )
        .willRespondWith(200, (b) => b.jsonBody({ common_settings: like({ sounds: true, printOnScan: false }) })),
    exercise: async ({ config }) => {
      await config.updateCommonSettings({ sounds: true, printOnScan: false });
    },
  },
  {
    title: 'R-PRN-01 updatePrintSettings posts manual and automated defaults',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given('signed in as admin')
        .uponReceiving('an update of the print defaults')
        .withRequest('POST', '/api/sklad/update_print_settings/', (b) =>
          b.headers(BEARER).jsonBody({
            manual: { printer: 'Zebra ZD421', productTemplate: 2 },
            automated: { productSingle: true },
          }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            print_settings: like({ manual: { printer: 'Zebra ZD421' }, automated: { productSingle: true } }),
          }),
        ),
    exercise: async ({ config }) => {
      await config.updatePrintSettings({
        manual: { printer: 'Zebra ZD421', productTemplate: 2 },
        automated: { productSingle: true },
      });
    },
  },
  {
    title: 'R-SCAN-06 updateMultieanDelimiters posts delimiters and num',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given('signed in as admin')
        .uponReceiving('an update of the multi-EAN delimiters')
        .withRequest('POST', '/api/sklad/update_multiean_delimiters_settings/', (b) =>
          b.headers(BEARER).jsonBody({ delimiters: ['*', 'x'], num: 1 }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({ multiean_delimiters: { delimiters: eachLike(string('*')), num: integer(1) } }),
        ),
    exercise: async ({ config }) => {
      await config.updateMultieanDelimiters({ delimiters: ['*', 'x'], num: 1 });
    },
  },
  {
    title: 'R-HTTP-02 R-PERM-01 a call refused for lack of permission (403) signs the user out',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given('signed in as skladnik')
        .uponReceiving('an update of the common settings by a user without the settings scope')
        .withRequest('POST', '/api/sklad/update_common_settings/', (b) => b.headers(BEARER).jsonBody({ sounds: false }))
        .willRespondWith(403, (b) => b.jsonBody({ detail: string('K této akci nemáte oprávnění.') })),
    exercise: async ({ config, session }) => {
      await expect(config.updateCommonSettings({ sounds: false })).rejects.toMatchObject({ _tag: 'NotSignedIn' });
      expect(session.isActive).toBe(false);
    },
  },
]);
