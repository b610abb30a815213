import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInconsistencies } from '../../server/ledger/testing/ledger-probe';
import type { Runtime } from '../../server/runtime';
import { launchBrowser, screenshot } from './support/browser';
import { DEV_HOST, appUrl } from './support/e2e-config';
import { startOwnServer } from './support/servers';
import { openSignedIn } from './support/session';

// Issue 24 items 11 and 14 on a desktop: the movement log names each change for what it was (a
// stock-taking's differences, a batch initialisation) and shows another worker's changes without a
// reload. The changes are made through the API by another sign-in (superadmin), as a colleague's
// phone would. Own server: the sector E2E-LOG and its stock-taking are this file's.
const SECTOR = 'E2E-LOG';
const [L1, L2] = ['E2E-LOG-01', 'E2E-LOG-02'];
const CODE = 'ZAH0185';

let server: Runtime;
let browser: Browser;
let base: string;
let colleague: string;

async function signIn(username: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: username }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

async function api(method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}/api/sklad${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${colleague}`,
      'idempotency-key': randomUUID(),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const changes = (page: Page) => page.getByTestId('log-change');
const newest = (page: Page) => changes(page).first();

beforeAll(async () => {
  server = await startOwnServer();
  base = appUrl(DEV_HOST, Number(new URL(server.url).port), '');
  colleague = await signIn('superadmin');
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the movement log as the floor uses it', () => {
  it('R-LOG-01 a colleague’s stock-in, stock-taking and batch initialisation show without a reload, each named for what it was', async () => {
    const { page, errors } = await openSignedIn(browser, base, 'admin', 'desktop', '/movementLog');
    await newest(page).or(page.getByText('Zatím žádné pohyby')).waitFor();
    const before = await changes(page).count();

    // another worker stocks in: the open log shows it, no reload
    await api('POST', '/inventory/', { products: [{ code: CODE, amount: 1 }], location_name: 'A-01-4' });
    await expect.poll(() => newest(page).innerText(), { timeout: 20_000 }).toMatch(/Naskladnění[\s\S]*A-01-4/);
    expect(await changes(page).count()).toBe(Math.min(before + 1, 25));

    // a stock-taking that finds one piece short on one place and one piece more on another
    const sector = await api('POST', '/sector/', { sector_name: SECTOR, zone_id: null });
    const l1 = await api('POST', '/location/', { name: L1, sector_id: sector.id });
    const l2 = await api('POST', '/location/', { name: L2, sector_id: sector.id });
    await api('POST', '/inventory/', { products: [{ code: CODE, amount: 1 }], location_name: L1 });
    const check = await api('POST', '/inventory_check/start/', { name: 'E2E log', locations: [l1.id, l2.id] });
    await api('POST', '/inventory_check/add_product/', {
      id: check.id,
      client_entry_id: randomUUID(),
      location_name: L2,
      code: CODE,
      amount: 1,
    });
    for (const location_name of [L1, L2])
      await api('POST', `/inventory_check/edit/${check.id}/`, { action: 'mark_counted', location_name });
    await api('POST', '/inventory_check/commit/', { id: check.id });
    await expect
      .poll(() => newest(page).innerText(), { timeout: 20_000 })
      .toMatch(/Inventura[\s\S]*inventura: rozdíl −1 \/ \+1/);
    expect(await newest(page).innerText()).not.toMatch(/stocktaking|přesun/);
    await screenshot(page, 'log-stocktaking');

    // a batch initialisation is no move onto the same place
    await api('POST', '/batches/init/', { code: CODE, name: 'E2E-LOG-S', expires_at: '2028-01-31', location_name: L2 });
    await expect
      .poll(() => newest(page).innerText(), { timeout: 20_000 })
      .toMatch(new RegExp(`Inicializace šarží[\\s\\S]*založení šarže: 1 ks na ${L2}`));
    expect(await newest(page).innerText()).not.toContain('přesun');
    await screenshot(page, 'log-batch-init');

    // "Novější" on the newest page asks again (e.g. after the live stream was cut)
    await api('POST', '/inventory/', { products: [{ code: CODE, amount: 2 }], location_name: 'A-01-4' });
    await page.getByTestId('log-newer').first().click();
    await expect.poll(() => newest(page).innerText(), { timeout: 20_000 }).toMatch(/Naskladnění[\s\S]*\+2 ks/);

    const held = await api('POST', '/inventory/search/', { q: CODE });
    expect(held.stock).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ location_name: 'A-01-4', amount: 3 }),
        expect.objectContaining({ location_name: L2, amount: 1 }),
      ]),
    );
    expect(held.stock.some((s: { location_name: string }) => s.location_name === L1)).toBe(false);
    expect(await ledgerInconsistencies(server.database)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
