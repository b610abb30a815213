import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../server/eshop-sync/testing/connect-double';
import { addProduct, startShoptetDouble, type ShoptetDouble } from '../../server/eshop-sync/testing/shoptet-double';
import { installModule } from '../../server/eshop-sync/testing/shoptet-double/install-module';
import { snapshotModule } from '../../server/eshop-sync/testing/shoptet-double/snapshot-module';
import { webhookModule } from '../../server/eshop-sync/testing/shoptet-double/webhook-module';
import type { Runtime } from '../../server/runtime';
import { launchBrowser, screenshot } from './support/browser';
import { DEV_HOST, appUrl } from './support/e2e-config';
import { startOwnServer } from './support/servers';
import { openSignedIn } from './support/session';

// Issue 28 item 6 in Chromium: a settings admin sees the e-shop connection card "Nepřipojeno", pastes a private
// API token the Shoptet test double issued, and the card says "Připojeno" (the server checked the token there).
const WAIT = { timeout: 30_000 };

describe('the e-shop connection card in the settings', () => {
  let double: ShoptetDouble;
  let runtime: Runtime;
  let browser: Browser;
  let page: Page;
  const apiUrlBefore = process.env.SHOPTET_API_URL;

  beforeAll(async () => {
    // The shop's info and the first sync that a connection starts (webhook, snapshot) need these modules.
    double = await startShoptetDouble({}, [installModule, webhookModule, snapshotModule]);
    // The private-token route reads the Shoptet API's address per call: the double, never the internet.
    process.env.SHOPTET_API_URL = double.url;
    [runtime, browser] = await Promise.all([startOwnServer({ tokenSecret: 'e2e-eshop-sync-secret' }), launchBrowser()]);
    ({ page } = await openSignedIn(browser, appUrl(DEV_HOST, runtime.port, ''), 'admin', 'desktop'));
  }, 180_000);
  afterAll(async () => {
    if (apiUrlBefore === undefined) delete process.env.SHOPTET_API_URL;
    else process.env.SHOPTET_API_URL = apiUrlBefore;
    await browser?.close();
    await runtime?.close();
    await double?.close();
  });

  it('shows "Nepřipojeno", "Připojeno" after a private token the double accepts, and sets a chosen difference to the warehouse', async () => {
    await page.goto(appUrl(DEV_HOST, runtime.port, '/settings'));
    const card = page.locator('[data-testid="settings-eshop-sync"]');
    await card.getByText('Propojení s e-shopem').waitFor(WAIT);
    expect(await card.locator('[data-testid="eshop-sync-state"]').textContent(WAIT)).toBe('Nepřipojeno');
    await card.getByRole('button', { name: 'Připojit Shoptet' }).waitFor(WAIT);
    await screenshot(page, 'eshop-sync-not-connected');

    const shop = double.addShop(101);
    // The e-shop holds 999 of ZAH0001, far from the warehouse's figure: the comparison lists it.
    addProduct(shop, { code: 'ZAH0001', name: 'Hadice', realStock: 999 });
    await card.locator('[data-testid="eshop-sync-token"]').fill(double.issuePrivateToken(shop));
    await card.getByRole('button', { name: 'Připojit tokenem' }).click();
    await card
      .getByRole('button', { name: 'Připojit tokenem' })
      .waitFor({ state: 'detached', ...WAIT })
      .catch(async (e) => {
        await screenshot(page, 'eshop-sync-token-failed');
        throw new Error(`${String(e)}; card: ${await card.textContent()}`);
      });
    await card.locator('[data-testid="eshop-sync-state"]', { hasText: /^Připojeno$/ }).waitFor(WAIT);
    await card.getByText('Odesílat stav skladu do e-shopu').waitFor(WAIT);
    expect(await card.getByRole('button', { name: 'Připojit Shoptet' }).count()).toBe(0);
    expect(double.violations).toEqual([]);
    await screenshot(page, 'eshop-sync-connected');

    // Issue 28 item 7: compare, choose ZAH0001, and the e-shop gets the warehouse's figure (absolute write).
    await card.getByRole('button', { name: 'Porovnat sklad s e-shopem' }).click();
    const row = card.locator('tr', { has: page.locator('code', { hasText: /^ZAH0001$/ }) });
    await row.getByRole('cell', { name: '999', exact: true }).first().waitFor(WAIT);
    await row.getByRole('checkbox').check({ force: true });
    await card.getByRole('button', { name: /^Nastavit e-shopu stav skladu \(1\)$/ }).click();
    await card.getByText('E-shopu se nastaví stav skladu u 1 produktu.').waitFor(WAIT);
    const [{ total }] = await runtime.database.query<{ total: string | number }>(
      "SELECT coalesce(sum(amount), 0) AS total FROM stock_balances WHERE eshop_id = 101 AND code = 'ZAH0001'",
    );
    const eshopStock = () => shop.stocks.get(shop.defaultStockId)!.get('ZAH0001')?.amount;
    expect(await eventually(() => eshopStock() === Number(total), 20_000), `e-shop ${eshopStock()}`).toBe(true);
    expect(double.violations).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'eshop-sync-connected');
  }, 120_000);
});
