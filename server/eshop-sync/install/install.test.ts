import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { apiAs, type Api } from '../../layout/layout-test-support';
import { rowsOf as rows } from '../../db/sql-rows';
import { addProduct, startShoptetDouble, type DoubleShop, type ShoptetDouble } from '../testing/shoptet-double';
import { installModule, installState, issueInstallCode } from '../testing/shoptet-double/install-module';
import { recordProductChange, snapshotModule } from '../testing/shoptet-double/snapshot-module';
import { deliverWebhook, replayLastWebhook, webhookModule } from '../testing/shoptet-double/webhook-module';

// Issue #28 items 2–4: the add-on install both ways in, one Shoptet shop ↔ one Sklad e-shop, the first
// synchronisation it starts, and the signed product webhooks — against the Shoptet double, whose
// OpenAPI check of every request and answer must find nothing.

let server: TestServer;
let double: ShoptetDouble;
let admin101: Api;
let admin102: Api;
let catalogueShop: DoubleShop;
let linkedShop: DoubleShop;
const ENV = [
  'SHOPTET_CLIENT_ID',
  'SHOPTET_CLIENT_SECRET',
  'SHOPTET_PARTNER_URL',
  'SHOPTET_API_URL',
  'SKLAD_PUBLIC_URL',
  'SHOPTET_INSTALL_CALL_TIMEOUT_MS',
];

beforeAll(async () => {
  double = await startShoptetDouble({}, [installModule, webhookModule, snapshotModule]);
  server = await startTestServer();
  Object.assign(process.env, {
    SHOPTET_CLIENT_ID: 'sklad-addon',
    SHOPTET_CLIENT_SECRET: 'partner-secret',
    SHOPTET_PARTNER_URL: double.url,
    SHOPTET_API_URL: double.url,
    SKLAD_PUBLIC_URL: server.url,
    // The double shares this (loaded) process: 1.5 s per call is Shoptet's budget, not a loaded test machine's.
    SHOPTET_INSTALL_CALL_TIMEOUT_MS: '5000',
  });
  admin101 = await apiAs(server, 'admin', 101);
  admin102 = await apiAs(server, 'admin', 102);
  catalogueShop = double.addShop(5001);
  installState(double).contactEmail.set(5001, 'majitel@obchod5001.cz');
  for (let i = 1; i <= 3; i++)
    addProduct(catalogueShop, { code: `K-${i}`, name: `Katalog ${i}`, ean: `85900000000${i}` });
  linkedShop = double.addShop(5002);
  for (let i = 1; i <= 3; i++) addProduct(linkedShop, { code: `L-${i}`, name: `Propojený ${i}` });
});
afterAll(async () => {
  for (const k of ENV) delete process.env[k];
  await server?.close();
  await double?.close();
});
afterEach(() => expect(double.violations).toEqual([]));

const db = () => server.database.db;
const q = <T>(query: ReturnType<typeof sql>) => rows<T>(db(), query);
const install = (query: string) => fetch(`${server.url}/api/shoptet/install/?${query}`);
const productName = async (eshopId: number, code: string) =>
  (await q<{ name: string }>(sql`SELECT name FROM products WHERE eshop_id = ${eshopId} AND code = ${code}`))[0]?.name;
const firstSyncDone = (eshopId: number) =>
  vi.waitFor(
    async () => {
      const [run] = await q<{ status: string }>(
        sql`SELECT status FROM shoptet_snapshot_runs WHERE eshop_id = ${eshopId}`,
      );
      expect(run?.status).toBe('done');
    },
    { timeout: 20_000, interval: 100 },
  );

describe('Shoptet add-on install', () => {
  it("from Shoptet's catalogue for an unknown shop: a new organisation, its e-shop, an admin who sets the password by a one-time link; the first sync imports the shop", async () => {
    const res = await install(`code=${encodeURIComponent(issueInstallCode(double, catalogueShop))}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { eshop_id: number; setup_url: string };
    const [shop] = await q<{ org_id: number; name: string; is_public_api: boolean }>(
      sql`SELECT org_id, name, is_public_api FROM eshops WHERE id = ${body.eshop_id}`,
    );
    expect(shop).toMatchObject({ name: 'Obchod 5001', is_public_api: true });
    expect(shop.org_id).not.toBe(1);
    // The OAuth token is stored sealed, never in plain text.
    const [conn] = await q<{ token_ciphertext: string; auth_kind: string }>(
      sql`SELECT token_ciphertext, auth_kind FROM eshop_connections WHERE eshop_id = ${body.eshop_id}`,
    );
    expect(conn.auth_kind).toBe('oauth');
    expect([...catalogueShop.oauthTokens].some((t) => conn.token_ciphertext.includes(t))).toBe(false);

    // The admin cannot sign in before setting a password; the link sets it once.
    expect(
      (await server.call('POST', '/api/auth/login/', { body: { username: 'majitel@obchod5001.cz', password: 'x' } }))
        .status,
    ).not.toBe(200);
    const token = new URL(body.setup_url, server.url).searchParams.get('t')!;
    const set = await server.call('POST', '/api/auth/set_password/', {
      body: { token, password: 'nove-heslo-123' },
    });
    expect(set).toEqual({ status: 200, body: { username: 'majitel@obchod5001.cz' } });
    expect(await server.login('majitel@obchod5001.cz', 'nove-heslo-123')).toBeTruthy();
    const again = await server.call('POST', '/api/auth/set_password/', {
      body: { token, password: 'jine-heslo-456' },
    });
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe('Odkaz pro nastavení hesla je neplatný, vypršel nebo už byl použit.');

    await firstSyncDone(body.eshop_id);
    expect(await productName(body.eshop_id, 'K-2')).toBe('Katalog 2');

    // The same code again (Shoptet's codes are single-use): refused in Czech, nothing new made.
    const orgs = (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM organisations`))[0].n;
    const replay = await install(`code=${encodeURIComponent([...installState(double).codes.keys()][0])}`);
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { detail: string }).detail).toMatch(/^Shoptet nepřijal instalační kód/);
    expect((await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM organisations`))[0].n).toBe(orgs);
  });

  it('"Připojit Shoptet" links the signed-in admin\'s e-shop through a signed, single-use state; a forged or replayed state is refused', async () => {
    const started = await admin101.call('POST', '/eshop_sync/connect/');
    expect(started.status).toBe(200);
    installState(double).approvingShop = linkedShop;
    const authorised = await fetch(started.body.url, { redirect: 'manual' });
    expect(authorised.status).toBe(302);
    const callback = authorised.headers.get('location')!;
    const state = new URL(callback).searchParams.get('state')!;

    // Forged: the state altered (or made up) is refused before the code is spent.
    const forged = state.slice(0, -3) + (state.endsWith('AAA') ? 'BBB' : 'AAA');
    const withForged = new URL(callback);
    withForged.searchParams.set('state', forged);
    const refused = await fetch(withForged);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(
      /^Odkaz pro propojení se Shoptetem je neplatný/,
    );
    expect(await q(sql`SELECT 1 FROM shoptet_shops WHERE shoptet_eshop_id = 5002`)).toEqual([]);

    const res = await fetch(callback);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { eshop_id: number }).eshop_id).toBe(101);
    expect(await q(sql`SELECT eshop_id, status FROM shoptet_shops WHERE shoptet_eshop_id = 5002`)).toEqual([
      { eshop_id: 101, status: 'active' },
    ]);
    // Replayed: the same callback (state and all) again.
    expect((await fetch(callback)).status).toBe(403);
    await firstSyncDone(101);
    expect(await productName(101, 'L-1')).toBe('Propojený 1');
  });

  it('refuses a second mapping of the same Shoptet shop in Czech (409), leaving the first as it was', async () => {
    const started = await admin102.call('POST', '/eshop_sync/connect/');
    installState(double).approvingShop = linkedShop;
    const callback = (await fetch(started.body.url, { redirect: 'manual' })).headers.get('location')!;
    const res = await fetch(callback);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { detail: string }).detail).toBe(
      'Tento e-shop Shoptetu je už propojený s jiným skladem. Jeden e-shop lze propojit jen s jedním skladem.',
    );
    expect(await q(sql`SELECT eshop_id FROM shoptet_shops WHERE shoptet_eshop_id = 5002`)).toEqual([{ eshop_id: 101 }]);
    expect(await q(sql`SELECT 1 FROM eshop_connections WHERE eshop_id = 102`)).toEqual([]);
  });
});

describe('Shoptet product webhooks', () => {
  it('a signed product:update is applied; a forged or unsigned one is 401 and changes nothing; a replay is ignored', async () => {
    const product = linkedShop.byCode.get('L-2')!;
    product.name = 'Nový název';
    const ok = await deliverWebhook(double, linkedShop, 'product:update', product.guid);
    expect(ok).toEqual({ status: 200, body: { applied: 'upserted' } });
    expect(await productName(101, 'L-2')).toBe('Nový název');

    product.name = 'Podvržený název';
    for (const delivery of ['forged', 'unsigned'] as const) {
      const res = await deliverWebhook(double, linkedShop, 'product:update', product.guid, delivery);
      expect(res).toEqual({ status: 401, body: { detail: 'Podpis webhooku nesouhlasí. Nic nebylo změněno.' } });
    }
    expect(await productName(101, 'L-2')).toBe('Nový název');

    await deliverWebhook(double, linkedShop, 'product:create', product.guid);
    expect(await replayLastWebhook(linkedShop, 'product:create')).toEqual({ status: 200, body: { ignored: 'replay' } });
  });

  it('product:delete removes the codes (their stock becomes orphans); the changes poll catches a missed one; addon:uninstall stops the sync', async () => {
    const gone = linkedShop.byCode.get('L-3')!;
    linkedShop.products.delete(gone.guid);
    linkedShop.byCode.delete('L-3');
    expect((await deliverWebhook(double, linkedShop, 'product:delete', gone.guid)).body).toEqual({
      applied: 'deleted',
    });
    expect(await productName(101, 'L-3')).toBeUndefined();

    // No webhook: the periodic read of /api/products/changes brings the change in.
    const missed = linkedShop.byCode.get('L-1')!;
    missed.name = 'Změna bez webhooku';
    recordProductChange(double, linkedShop, missed.guid, 'edit');
    const { pollProductChanges } = await import('../webhooks/poll-product-changes');
    const http = (await server.deps.eshopSync.connectorFor(101))?.connector;
    expect(await pollProductChanges(db(), http!, 101, new Date())).toBeGreaterThanOrEqual(1);
    expect(await productName(101, 'L-1')).toBe('Změna bez webhooku');

    expect((await deliverWebhook(double, linkedShop, 'addon:uninstall', '5002')).body).toEqual({
      applied: 'uninstalled',
    });
    expect(await q(sql`SELECT state FROM eshop_connections WHERE eshop_id = 101`)).toEqual([{ state: 'disconnected' }]);
    expect(await q(sql`SELECT status FROM shoptet_shops WHERE eshop_id = 101`)).toEqual([{ status: 'uninstalled' }]);
  });
});
