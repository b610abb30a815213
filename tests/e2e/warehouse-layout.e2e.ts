import type { Locator, Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CdpScanner } from '../../bench/scan/cdp-scanner';
import { launchBrowser, localStorageOf, screenshot } from './support/browser';
import { DEV_HOST, appUrl } from './support/e2e-config';
import { sharedPort } from './support/servers';
import { openSignedIn } from './support/session';

// The warehouse layout in Chromium on a phone (390×844) against the real shared server: an admin builds a small
// warehouse from nothing on /inventory/layout (zone, sector, locations from a pattern with the
// preview), stock is put on one location through the real API, then it is found on
// /inventory/overview by product and by scanning the location code, and deleting the stocked
// location is refused. Every name starts with E2E-LAY-, so the other e2e files (which share this
// server and its demo data) never see or disturb it.
const base = () => appUrl(DEV_HOST, sharedPort(), '');
const ZONE = 'E2E-LAY-ZONA';
const SECTOR = 'E2E-LAY-S';
const PATTERN = 'E2E-LAY-{01..03}-{1..2}';
const NAMES = ['E2E-LAY-01-1', 'E2E-LAY-01-2', 'E2E-LAY-02-1', 'E2E-LAY-02-2', 'E2E-LAY-03-1', 'E2E-LAY-03-2'];
const STOCKED = 'E2E-LAY-02-1';
const PRODUCT = 'ZAH0039'; // no other e2e file moves this product
const WAIT = { timeout: 20_000 };

/** The two screens of this file; their selectors live here (the shared pages.ts stays for the shell). */
class LayoutPage {
  constructor(private readonly page: Page) {}
  async open(): Promise<void> {
    await this.page.goto(`${base()}/inventory/layout`);
    await this.page.locator('[data-testid="layout-screen"]').waitFor(WAIT);
    await this.page.getByRole('button', { name: 'Přidat zónu' }).waitFor(WAIT);
  }
  zone(name: string): Locator {
    return this.page.locator('[data-testid="layout-zone"]').filter({ has: this.page.getByText(name, { exact: true }) });
  }
  sector(name: string): Locator {
    return this.page
      .locator('[data-testid="layout-sector"]')
      .filter({ has: this.page.getByText(name, { exact: true }) });
  }
  locations(): Locator {
    return this.page.locator('[data-testid="layout-location"]');
  }
  location(name: string): Locator {
    return this.locations().filter({ has: this.page.getByText(name, { exact: true }) });
  }
  error(): Locator {
    return this.page.locator('[data-testid="layout-error"]');
  }
  notice(): Locator {
    return this.page.getByRole('status').filter({ hasText: /Vytvořeno|Smazáno/ });
  }
  async createZone(name: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Název nové zóny' }).fill(name);
    await this.page.getByRole('button', { name: 'Přidat zónu' }).click();
    await this.zone(name).waitFor(WAIT);
  }
  async createSector(zone: string, name: string): Promise<void> {
    const form = this.zone(zone)
      .locator('form')
      .filter({ has: this.page.getByRole('textbox', { name: `Nový sektor v zóně ${zone}` }) });
    await form.getByRole('textbox').fill(name);
    await form.getByRole('button', { name: 'Přidat sektor' }).click();
    await this.sector(name).waitFor(WAIT);
  }
  async openBulk(sector: string): Promise<void> {
    await this.sector(sector).getByRole('button', { name: 'Hromadně' }).click();
    await this.page.locator('[data-testid="bulk-pattern"]').waitFor(WAIT);
  }
  bulkPattern(): Locator {
    return this.page.locator('[data-testid="bulk-pattern"]');
  }
  bulkPreview(): Locator {
    return this.page.locator('[data-testid="bulk-preview"]');
  }
  bulkConfirm(): Locator {
    return this.page.locator('[data-testid="bulk-confirm"]');
  }
  async expand(sector: string): Promise<void> {
    await this.page.getByRole('button', { name: `Rozbalit sektor ${sector}` }).click();
  }
  async deleteLocation(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Smazat pozici ${name}` }).click();
    await this.page.getByRole('button', { name: 'Smazat', exact: true }).click();
  }
}

class OverviewPage {
  constructor(private readonly page: Page) {}
  async open(): Promise<void> {
    await this.page.goto(`${base()}/inventory/overview`);
    await this.page.locator('[data-testid="overview-screen"]').waitFor(WAIT);
  }
  search(): Locator {
    return this.page.getByRole('searchbox', { name: 'Hledat produkt, EAN nebo pozici' });
  }
  async searchFor(text: string): Promise<void> {
    await this.search().fill(text);
    await this.search().press('Enter');
  }
  /** [location, code, amount] of every row shown. */
  rows(): Promise<string[][]> {
    return this.page
      .locator('[data-testid="overview-rows"] tbody tr:not(.sk-rtable__empty)')
      .evaluateAll((trs) =>
        trs.map((tr) =>
          ['Pozice', 'Kód', 'Množství'].map(
            (label) => tr.querySelector(`td[data-label="${label}"]`)?.textContent?.trim() ?? '',
          ),
        ),
      );
  }
  totals(): Locator {
    return this.page.locator('[data-testid="overview-totals"]');
  }
}

let browser: Browser;
let page: Page;
let errors: string[];
let scanner: CdpScanner;
let layout: LayoutPage;
let overview: OverviewPage;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page, errors } = await openSignedIn(browser, base(), 'admin', 'phone'));
  scanner = await CdpScanner.attach(page);
  layout = new LayoutPage(page);
  overview = new OverviewPage(page);
});
afterAll(async () => {
  await browser?.close();
});

/** Stock-in through the real API with the app's own token, as the scanning screens would send it. */
async function stockIn(code: string, location: string, amount: number): Promise<void> {
  const { authToken } = await localStorageOf(page);
  const res = await fetch(`${base()}/api/sklad/inventory/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${authToken}`,
      'idempotency-key': `e2e-lay-${code}-${location}-${amount}`,
    },
    body: JSON.stringify({
      products: [{ code, ean: null, amount, requireBatch: false, isMultiean: false, sarze_id: null, new_sarze: null }],
      location_name: location,
      shoptet_sync: false,
      acknowledge_multiple_sarze: false,
      source: 'Sklad',
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function productName(code: string): Promise<string> {
  const { authToken } = await localStorageOf(page);
  const res = await fetch(`${base()}/api/sklad/inventory/search/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${authToken}` },
    body: JSON.stringify({ q: code }),
  });
  return ((await res.json()) as { name: string }).name;
}

/** Whether the element lies wholly inside the phone's viewport. */
async function onScreen(el: Locator): Promise<boolean> {
  const box = await el.boundingBox();
  const view = page.viewportSize();
  return !!box && !!view && box.y >= 0 && box.y + box.height <= view.height;
}

describe('warehouse layout and stock overview on a phone', () => {
  it('builds a zone, a sector and locations from a pattern with the preview of the names', async () => {
    await layout.open();
    await layout.createZone(ZONE);
    await layout.createSector(ZONE, SECTOR);
    await layout.openBulk(SECTOR);
    await layout.bulkPattern().fill(PATTERN);
    await expect.poll(() => layout.bulkPreview().innerText(), WAIT).toContain('Vytvoří se 6 pozic');
    for (const name of NAMES) expect(await layout.bulkPreview().getByText(name, { exact: true }).count()).toBe(1);
    await screenshot(page, 'layout-bulk-preview');
    await layout.bulkConfirm().click();
    await expect.poll(() => layout.notice().innerText(), WAIT).toContain('Vytvořeno: 6 pozic');
    await layout.expand(SECTOR);
    await expect
      .poll(() => layout.sector(SECTOR).locator('[data-testid="layout-location"] strong').allInnerTexts(), WAIT)
      .toEqual(NAMES);
    await screenshot(page, 'layout-built');
  });

  it('finds stock put on a new location on the overview by product and by scanning the location code', async () => {
    await stockIn(PRODUCT, STOCKED, 3);
    const name = await productName(PRODUCT);
    await overview.open();
    await overview.searchFor(name);
    await expect.poll(() => overview.rows(), WAIT).toContainEqual([STOCKED, PRODUCT, '3']);
    await screenshot(page, 'overview-product-search');

    // a hardware scanner, nothing focused: the code fills the search field and only that location is listed
    await overview.search().fill('');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await scanner.scan([STOCKED]);
    await expect.poll(() => overview.search().inputValue(), WAIT).toBe(STOCKED);
    await expect.poll(() => overview.rows(), WAIT).toEqual([[STOCKED, PRODUCT, '3']]);
    await expect.poll(() => overview.totals().innerText(), WAIT).toMatch(/Kusů:\s*3/);
    await screenshot(page, 'overview-scanned-location');
  });

  it('scanning a location code on the layout opens its sector and scrolls the location into view', async () => {
    await layout.open();
    await layout.sector(SECTOR).waitFor(WAIT);
    expect(await layout.locations().count()).toBe(0); // every sector starts closed
    await scanner.scan(['E2E-LAY-03-2']);
    const current = page.locator('[data-testid="layout-location"][aria-current="location"]');
    await expect.poll(() => current.locator('strong').innerText(), WAIT).toBe('E2E-LAY-03-2');
    await expect.poll(() => onScreen(current), WAIT).toBe(true);
    await screenshot(page, 'layout-scanned-location');
  });

  it('deleting a location that holds stock is refused with the Czech message and nothing is deleted', async () => {
    await layout.deleteLocation(STOCKED);
    await expect
      .poll(() => layout.error().innerText(), WAIT)
      .toContain(
        `Pozici ${STOCKED} (3 ks) nelze smazat, je na ní zboží. Nejprve zboží vyskladněte nebo přesuňte. Nic nebylo smazáno.`,
      );
    // the tree is long on a phone: the refusal stays in view where the user is, under the top bar
    await expect.poll(() => onScreen(layout.error()), WAIT).toBe(true);
    expect(await layout.location(STOCKED).count()).toBe(1);
    await screenshot(page, 'layout-delete-refused');
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });
});
