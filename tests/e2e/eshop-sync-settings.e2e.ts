import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShoptetDouble, type ShoptetDouble } from '../../server/eshop-sync/testing/shoptet-double';
import { installModule } from '../../server/eshop-sync/testing/shoptet-double/install-module';
import { snapshotModule } from '../../server/eshop-sync/testing/shoptet-double/snapshot-module';
import { webhookModule } from '../../server/eshop-sync/testing/shoptet-double/webhook-module';
import type { Runtime } from '../../server/runtime';
import { launchBrowser, openPage, screenshot } from './support/browser';
import { DEV_HOST, appUrl } from './support/e2e-config';
import { SignInPage } from './support/pages';
import { startOwnServer } from './support/servers';

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
    ({ page } = await openPage(browser, 'desktop'));
    const signIn = new SignInPage(page);
    await signIn.open(appUrl(DEV_HOST, runtime.port, ''));
    await signIn.signInAs('admin');
  }, 180_000);
  afterAll(async () => {
    if (apiUrlBefore === undefined) delete process.env.SHOPTET_API_URL;
    else process.env.SHOPTET_API_URL = apiUrlBefore;
    await browser?.close();
    await runtime?.close();
    await double?.close();
  });

  it('shows "Nepřipojeno", and after a private token the double accepts, "Připojeno"', async () => {
    await page.goto(appUrl(DEV_HOST, runtime.port, '/settings'));
    const card = page.locator('[data-testid="settings-eshop-sync"]');
    await card.getByText('Propojení s e-shopem').waitFor(WAIT);
    expect(await card.locator('[data-testid="eshop-sync-state"]').textContent(WAIT)).toBe('Nepřipojeno');
    await card.getByRole('button', { name: 'Připojit Shoptet' }).waitFor(WAIT);
    await screenshot(page, 'eshop-sync-not-connected');

    const shop = double.addShop(101);
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
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'eshop-sync-connected');
  }, 120_000);
});
