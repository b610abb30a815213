import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../server/runtime';
import { launchBrowser, screenshot } from './support/browser';
import { apiCall } from './support/catalogue-pages';
import { startOwnServer } from './support/servers';
import { openSignedIn } from './support/session';
import { balanceOf } from '../../server/ledger/testing/ledger-probe';

// Issue 24 item 1 in Chromium on a desktop and a phone: a stock file says what it does, shows the change before
// "Použít", is one change, "Použít vše" is disabled once applied, a deleted product's row can be skipped, and
// re-importing the same counted file changes nothing. A server of its own: the stock it checks is its alone.
const WAIT = { timeout: 30_000 };
const SHOP = 101;
const held = (code: string, place: string) => balanceOf(server.database, SHOP, place, code);

let server: Runtime;
let base: string;
let browser: Browser;

beforeAll(async () => {
  server = await startOwnServer();
  base = `http://localhost:${new URL(server.url).port}`;
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function signedIn(viewport: 'phone' | 'desktop'): Promise<Page> {
  return (await openSignedIn(browser, base, 'admin', viewport)).page;
}

async function uploadStock(page: Page, name: string, content: string): Promise<void> {
  await page.goto(`${base}/exports`);
  await page.locator('[data-testid="exports-screen"]').waitFor(WAIT);
  await page.locator('#import-kind').selectOption('stock');
  await page.getByLabel('Soubor k importu').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
  await page.locator('[data-testid="import-review"]').waitFor(WAIT);
}

for (const [viewport, place, code] of [
  ['desktop', 'C-01-3', 'ZAH0080'],
  ['phone', 'C-02-1', 'ZAH0083'],
] as const) {
  describe(`stock import on a ${viewport}`, () => {
    let page: Page;
    beforeAll(async () => {
      page = await signedIn(viewport);
      const stocked = await apiCall(page, base, 'POST', '/inventory/', {
        products: [{ code, amount: 5 }],
        location_name: place,
      });
      expect(stocked.status).toBe(200);
    }, 120_000);
    afterAll(async () => {
      await page?.context().close();
    });

    const apply = () => page.locator('[data-testid="import-apply"]');
    const file = `Pozice;Kód produktu;Množství\r\n${place};${code};3\r\n${place};SMAZANY-${viewport};2\r\n`;

    it('item 1: nothing applies until the mode is chosen; the counted change is previewed, applied once, and undone by one revert', async () => {
      await uploadStock(page, 'opraveny-export.csv', file);
      expect(await apply().isDisabled()).toBe(true);
      await page.locator('[data-testid="stock-import-no-mode"]').waitFor();
      // The deleted product's row refuses the file until it is skipped.
      expect(await page.locator('[data-testid="import-problems"] li').allInnerTexts()).toEqual([
        `Řádek 3, sloupec Kód produktu (B): Produkt s kódem „SMAZANY-${viewport}“ v katalogu e-shopu není.`,
      ]);
      await page.getByText('Nastavit spočítané množství').click();
      await page.getByText('Vynechat 1 řádek s produkty, které e-shop už nemá').click();
      const change = page.locator('[data-testid="stock-import-change"]');
      await expect
        .poll(() => change.innerText(), WAIT)
        .toContain('Změní se 1 položka skladu (pozice × produkt): +0 ks, −2 ks; použije se 1 řádek souboru.');
      expect(await change.innerText()).toContain('Vynecháno: 1 řádek.');
      expect(await apply().isDisabled()).toBe(false);
      await screenshot(page, 'floor-stock-import-preview');
      expect(await held(code, place)).toBe(5);
      await apply().click();
      await page.locator('[data-testid="stock-import-done"]').waitFor(WAIT);
      expect(await apply().isDisabled()).toBe(true);
      await screenshot(page, 'floor-stock-import-applied');
      expect(await held(code, place)).toBe(3);

      // One change in the ledger, and one revert of it brings the 5 back.
      const changes = await server.database.query<{ id: number }>(
        `SELECT DISTINCT c.id FROM stock_changes c JOIN stock_movements m ON m.change_id = c.id
         WHERE c.source = 'import' AND m.code = $1`,
        [code],
      );
      expect(changes).toHaveLength(1);
      expect((await apiCall(page, base, 'POST', `/inventory/revert/${changes[0].id}/`)).status).toBe(200);
      expect(await held(code, place)).toBe(5);
      // The counted file sets 3 again on the next test; put it back as the screen left it.
      await apiCall(page, base, 'DELETE', '/inventory/', {
        products: [{ code, amount: 2 }],
        location_name: place,
      });
      expect(await held(code, place)).toBe(3);
    });

    it('item 1: the same counted file again previews no change and changes nothing', async () => {
      await uploadStock(page, 'opraveny-export.csv', file);
      await page.getByText('Nastavit spočítané množství').click();
      await page.getByText('Vynechat 1 řádek s produkty, které e-shop už nemá').click();
      await expect
        .poll(() => page.locator('[data-testid="stock-import-change"]').innerText(), WAIT)
        .toContain('Sklad se nezmění');
      await apply().click();
      await page.locator('[data-testid="stock-import-done"]').waitFor(WAIT);
      expect(await held(code, place)).toBe(3);
    });

    it('item 1: "Přidat přijaté zboží" adds the file, once', async () => {
      const received = `Pozice;Kód produktu;Množství\r\n${place};${code};4\r\n`;
      await uploadStock(page, 'prijem.csv', received);
      await page.getByText('Přidat přijaté zboží').click();
      await expect
        .poll(() => page.locator('[data-testid="stock-import-change"]').innerText(), WAIT)
        .toContain('+4 ks, −0 ks');
      await apply().click();
      await page.locator('[data-testid="stock-import-done"]').waitFor(WAIT);
      expect(await held(code, place)).toBe(7);
      await uploadStock(page, 'prijem.csv', received);
      await page.locator('[data-testid="import-duplicate"]').waitFor();
    });
  });
}
