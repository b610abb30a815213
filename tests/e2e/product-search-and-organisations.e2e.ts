import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CdpScanner } from '../../bench/scan/cdp-scanner';
import { launchBrowser, screenshot } from './support/browser';
import { apiCall } from './support/catalogue-pages';
import { DEV_HOST, appUrl } from './support/e2e-config';
import { AppShell } from './support/pages';
import { sharedPort } from './support/servers';
import { openSignedIn } from './support/session';

// Issue 27 in Chromium against the shared real server: products found by name (POST /search/fulltext/) on the
// overview, the label screen and a scanning screen's hand-picker; a location's products with and without the
// lines emptied to 0 (GET /location/{id}/list-products/); the superadmin's organisations and e-shops
// (org_eshops_list), which nobody else sees. The location E2E-ADP-01 and the bird feeders ZAH0034/ZAH0035 are
// this file's own (no other e2e file uses them).
const base = () => appUrl(DEV_HOST, sharedPort(), '');
const LOCATION = 'E2E-ADP-01';
const FEEDER = 'ZAH0034'; // Krmítko pro ptáky, dřevěné
const METAL_FEEDER = 'ZAH0035'; // Krmítko pro ptáky, kovové
const WAIT = { timeout: 20_000 };

/** The product search by name, wherever a screen shows it (its test id tells which). */
class ProductSearchPart {
  constructor(
    private readonly page: Page,
    private readonly testId: string,
  ) {}
  root(): Locator {
    return this.page.getByTestId(this.testId);
  }
  async search(text: string): Promise<void> {
    await this.root().getByTestId('product-search-input').fill(text);
    await this.root().getByTestId('product-search-submit').click();
  }
  hit(code: string): Locator {
    return this.root().getByTestId('product-search-hit').filter({ hasText: code });
  }
}

async function stock(page: Page, method: 'POST' | 'DELETE', code: string, amount: number, key: string) {
  const { authToken } = await page.evaluate(() => ({ authToken: localStorage.getItem('authToken') }));
  const res = await fetch(`${base()}/api/sklad/inventory/`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${authToken}`, 'idempotency-key': key },
    body: JSON.stringify({
      products: [{ code, ean: null, amount, requireBatch: false, isMultiean: false, sarze_id: null, new_sarze: null }],
      location_name: LOCATION,
      shoptet_sync: false,
      acknowledge_multiple_sarze: false,
      source: 'Sklad',
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

describe('products by name and a location’s products (admin, phone)', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let requests: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page, errors, requests } = await openSignedIn(browser, base(), 'admin', 'phone'));
    const sectors = await apiCall(page, base(), 'GET', '/sector/');
    const created = await apiCall(page, base(), 'POST', '/location/', {
      name: LOCATION,
      sector_id: sectors.body[0].id,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await stock(page, 'POST', FEEDER, 4, 'e2e-adp-in');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds a product by its name on the overview and lists where it lies', async () => {
    await page.goto(`${base()}/inventory/overview`);
    await page.getByTestId('overview-screen').waitFor(WAIT);
    const search = new ProductSearchPart(page, 'overview-product-search');
    await search.search('krmítko');
    await search.hit(FEEDER).waitFor(WAIT);
    await expect.poll(() => search.hit(FEEDER).innerText()).toContain('Krmítko pro ptáky – dřevěné');
    await screenshot(page, 'adp-overview-found-by-name');
    await search.hit(FEEDER).click();
    await expect
      .poll(() => page.getByRole('searchbox', { name: 'Hledat produkt, EAN nebo pozici' }).inputValue(), WAIT)
      .toBe(FEEDER);
    await page.getByRole('button', { name: LOCATION, exact: true }).first().waitFor(WAIT);
  });

  it('opens a location from the overview with its products, and the lines emptied to 0 on request', async () => {
    await page.getByRole('button', { name: LOCATION, exact: true }).first().click();
    const dialog = page.getByTestId('location-contents');
    await dialog.waitFor(WAIT);
    const lines = page.getByTestId('location-products').locator('tbody tr:not(.sk-rtable__empty)');
    await expect.poll(() => lines.allInnerTexts(), WAIT).toEqual([expect.stringContaining(FEEDER)]);
    await expect.poll(() => page.getByTestId('location-summary').innerText()).toBe('1 produkt, 4 ks');
    await screenshot(page, 'adp-location-contents');
    await page.keyboard.press('Escape');

    await stock(page, 'DELETE', FEEDER, 4, 'e2e-adp-out');
    await page.getByRole('searchbox', { name: 'Hledat produkt, EAN nebo pozici' }).fill(LOCATION);
    await page.getByRole('searchbox', { name: 'Hledat produkt, EAN nebo pozici' }).press('Enter');
    await page.getByTestId('overview-screen').locator('form').getByLabel('I nulové stavy').check({ force: true });
    await page.getByRole('button', { name: LOCATION, exact: true }).first().click();
    await dialog.waitFor(WAIT);
    await expect.poll(() => page.getByTestId('location-products').innerText(), WAIT).toContain('Na pozici nic není.');
    await dialog.getByLabel('I nulové stavy').check({ force: true });
    await expect
      .poll(() => lines.allInnerTexts(), WAIT)
      .toEqual([expect.stringMatching(new RegExp(`${FEEDER}[\\s\\S]*0`))]);
    await expect.poll(() => page.getByTestId('location-summary').innerText()).toBe('1 produkt, 0 ks');
    await screenshot(page, 'adp-location-zero-amounts');
    await page.keyboard.press('Escape');
  });

  it('puts a product found by name into the label form', async () => {
    await page.goto(`${base()}/printing`);
    const search = new ProductSearchPart(page, 'print-product-search');
    await search.root().waitFor(WAIT);
    await search.search('krmitko kovove');
    await expect
      .poll(() => search.root().getByTestId('product-search-hint').innerText(), WAIT)
      .toContain('Žádný produkt neodpovídá');
    await search.search('Krmítko');
    await search.hit(METAL_FEEDER).click();
    await expect.poll(() => page.locator('#print-product-code').inputValue(), WAIT).toBe(METAL_FEEDER);
    await screenshot(page, 'adp-label-product-picked');
  });

  it('adds a product by name on a scanning screen, and a scan while the picker is open still counts', async () => {
    const scanner = await CdpScanner.attach(page);
    await page.goto(`${base()}/products/add`);
    await page.getByTestId('product-action-add').waitFor(WAIT);
    await page.getByTestId('scan-input').focus();
    await scanner.scan([LOCATION]);
    await expect.poll(() => page.getByTestId('location-value').innerText(), WAIT).toBe(LOCATION);
    await page.getByTestId('open-product-picker').click();
    const picker = new ProductSearchPart(page, 'product-picker');
    await picker.root().getByTestId('product-search-input').waitFor(WAIT);
    // the worker scans a feeder with a readable label while the picker is open: it joins the list at once
    await scanner.scan([FEEDER]);
    const listed = page.locator('[data-testid="scanned-line"]');
    await expect
      .poll(() => listed.evaluateAll((els) => els.map((e) => e.getAttribute('data-code'))), WAIT)
      .toEqual([FEEDER]);
    await picker.search('krmítko');
    await picker.hit(METAL_FEEDER).click();
    await expect
      .poll(() => listed.evaluateAll((els) => els.map((e) => e.getAttribute('data-code')).sort()), WAIT)
      .toEqual([FEEDER, METAL_FEEDER]);
    await screenshot(page, 'adp-scanning-added-by-name');
    expect(errors.filter((e) => !/status of 40[0-9]/.test(e))).toEqual([]);
    // R-UI-11: no tag-manager id is set, so nothing came from outside this server
    expect(requests.filter((u) => !u.startsWith(base()) && !u.startsWith('data:') && !u.startsWith('blob:'))).toEqual(
      [],
    );
  });
});

describe('the e-shops of organisations (superadmin only, desktop)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('R-PERM-06 a superadmin finds it in the menu and searches organisations and their e-shops', async () => {
    const { page } = await openSignedIn(browser, base(), 'superadmin', 'desktop');
    await new AppShell(page).openMenu();
    await page.getByTestId('menu-superadmin').click();
    await page.getByTestId('superadmin-screen').waitFor(WAIT);
    const orgs = page.getByTestId('superadmin-org');
    await expect.poll(() => orgs.count(), WAIT).toBeGreaterThanOrEqual(2);
    await expect
      .poll(() => orgs.allInnerTexts())
      .toEqual(
        expect.arrayContaining([expect.stringContaining('Demo s.r.o.'), expect.stringContaining('Konkurence a.s.')]),
      );
    await page.getByRole('searchbox', { name: 'Hledat organizaci nebo e-shop' }).fill('kuchynske');
    await expect.poll(() => orgs.allInnerTexts(), WAIT).toEqual([expect.stringContaining('Demo s.r.o.')]);
    await expect
      .poll(() => page.getByTestId('superadmin-eshop').allInnerTexts())
      .toEqual([expect.stringContaining('Kuchyňské potřeby')]);
    await screenshot(page, 'adp-superadmin-search');
    await page.context().close();
  });

  it('R-PERM-06 anyone else sees no entry, is turned away from the address, and the server answers 403', async () => {
    const { page } = await openSignedIn(browser, base(), 'admin', 'desktop');
    await new AppShell(page).openMenu();
    await page.getByTestId('menu-settings').waitFor(WAIT);
    expect(await page.getByTestId('menu-superadmin').count()).toBe(0);
    await page.goto(`${base()}/superadmin`);
    await page.waitForURL((url) => url.pathname === '/unauthorized', WAIT);
    const { authToken } = await page.evaluate(() => ({ authToken: localStorage.getItem('authToken') }));
    const res = await fetch(`${base()}/api/settings/superadmin/org_eshops_list/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${authToken}` },
      body: '{}',
    });
    expect(res.status).toBe(403);
    await page.context().close();
  });
});
