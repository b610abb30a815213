import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { apiCall } from './support/catalogue-pages';
import { DEV_HOST, appUrl } from './support/e2e-config';
import { sharedPort } from './support/servers';
import { openSignedIn } from './support/session';

// FEFO (B9) on the stock-out screen: a product initialised into two batches at one location through
// the batch-initialisation call is stocked out, and the screen proposes the batch expiring first.
// Location B-03-1 of e-shop 101 is this file's own.
const base = () => appUrl(DEV_HOST, sharedPort(), '');
const HOME = 'B-03-1';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function scanTyped(page: Page, code: string): Promise<void> {
  const input = page.locator('[data-testid="scan-input"]');
  await input.fill(code);
  await input.press('Enter');
}

/** Untracked pieces stocked in at HOME and turned into a batch there: one ledger change each. */
async function stockedAsBatch(page: Page, code: string, amount: number, name: string, expiresAt: string) {
  const stocked = await apiCall(page, base(), 'POST', '/inventory/', {
    products: [{ code, amount }],
    location_name: HOME,
    shoptet_sync: false,
  });
  expect(stocked.status).toBe(200);
  const init = await apiCall(page, base(), 'POST', '/batches/init/', {
    code,
    name,
    expires_at: expiresAt,
    location_name: HOME,
  });
  expect(init.status, JSON.stringify(init.body)).toBe(200);
}

/** What HOME holds of the code in each batch, by batch name, as the server says. */
async function heldByBatch(page: Page, code: string): Promise<Record<string, number>> {
  const found = (await apiCall(page, base(), 'POST', '/inventory/search/', { q: code, location_name: HOME })).body as {
    sarze: Array<{ id: number; name: string }>;
    stock: Array<{ location_name: string; sarze_id: number | null; amount: number }>;
  };
  return Object.fromEntries(
    found.stock
      .filter((s) => s.location_name === HOME && s.sarze_id !== null)
      .map((s) => [found.sarze.find((b) => b.id === s.sarze_id)!.name, s.amount]),
  );
}

describe('FEFO on stock-out', () => {
  it('B9 proposes the batch expiring first at the location, warns when another is chosen, and stocks out the chosen one', async () => {
    const { page, errors } = await openSignedIn(browser, base(), 'admin', 'phone');
    const stamp = Date.now() % 100000;
    const code = `E2E-FEFO-${stamp}`;
    const later = `L-POZDE-${stamp}`;
    const sooner = `L-DRIVE-${stamp}`;
    expect(
      (await apiCall(page, base(), 'PUT', '/catalogue/products/', { products: [{ code, name: 'Jogurt FEFO' }] }))
        .status,
    ).toBe(200);
    // the later batch is made first, so its id is lower: only the expiry can put the other one first
    await stockedAsBatch(page, code, 3, later, '2031-01-31');
    await stockedAsBatch(page, code, 2, sooner, '2030-06-30');
    expect(await heldByBatch(page, code)).toEqual({ [later]: 3, [sooner]: 2 });

    await page.goto(`${base()}/products/remove`);
    await page.locator('[data-testid="product-action-remove"]').waitFor();
    await scanTyped(page, HOME);
    await expect.poll(() => page.locator('[data-testid="location-value"]').innerText()).toBe(HOME);
    await scanTyped(page, code);
    const line = page.locator(`[data-testid="scanned-line"][data-code="${code}"]`);
    await expect.poll(() => line.innerText(), { timeout: 15_000 }).toContain(`šarže ${sooner}`);
    expect(await line.locator('[data-testid="fefo-warning"]').count()).toBe(0);
    await screenshot(page, 'fefo-proposed');

    const batchSelect = line.getByLabel('Šarže');
    await batchSelect.selectOption({ label: await optionLabel(page, code, later) });
    await expect
      .poll(() => line.locator('[data-testid="fefo-warning"]').innerText(), { timeout: 15_000 })
      .toBe(`Dříve expiruje šarže ${sooner}; vybrána je jiná.`);
    await screenshot(page, 'fefo-other-batch');

    await batchSelect.selectOption({ label: await optionLabel(page, code, sooner) });
    await expect.poll(() => line.locator('[data-testid="fefo-warning"]').count()).toBe(0);
    await page.locator('[data-testid="submit-movement"]').click();
    const notice = page.locator('[data-testid="scan-notice"]');
    await expect.poll(async () => (await notice.getAttribute('class')) ?? '', { timeout: 15_000 }).toContain('success');
    expect(await heldByBatch(page, code)).toEqual({ [later]: 3, [sooner]: 1 });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** The option text the batch select shows for a batch name. */
async function optionLabel(page: Page, code: string, name: string): Promise<string> {
  const options = page.locator(`[data-testid="scanned-line"][data-code="${code}"] select[aria-label="Šarže"] option`);
  const texts = await options.allInnerTexts();
  const text = texts.find((t) => t.includes(name));
  if (!text) throw new Error(`no option for ${name} among ${texts.join(', ')}`);
  return text.trim();
}
