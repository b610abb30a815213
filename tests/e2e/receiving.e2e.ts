import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, localStorageOf, screenshot } from './support/browser';
import { DEV_HOST, appUrl } from './support/e2e-config';
import { sharedPort } from './support/servers';
import { openSignedIn } from './support/session';

// Issue 12 in Chromium on a phone against the real server: the e-shop integration sends a list,
// staff receive it (one line over, one short), process it with move_missing and find the backorder.
// Location C-01-1 and products ZAH0070..ZAH0072 are this file's own.
const base = () => appUrl(DEV_HOST, sharedPort(), '');
const REFERENCE = `E2E-RECEIVING-${Date.now()}`;
const PLACE = 'C-01-1';

let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page, errors } = await openSignedIn(browser, base(), 'admin', 'phone'));
});
afterAll(async () => {
  await browser?.close();
});

/** The API as the signed-in app calls it, with the app's own token. */
async function api(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const { authToken } = await localStorageOf(page);
  const res = await fetch(`${base()}/api/sklad${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${authToken}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

const field = () => page.locator('[data-testid="scan-input"]');
async function type(code: string) {
  await field().fill(code);
  await field().press('Enter');
}
const receiptLine = (code: string) => page.locator(`[data-testid="receipt-line"][data-code="${code}"]`);
const groupCodes = (group: string) =>
  page
    .locator(`[data-testid="group-${group}"] [data-testid="shoplist-product"]`)
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-code')));

describe('receiving goods from a shopping list on a phone', () => {
  let listId = 0;

  it('the integration sends a list; staff find it by its number and open it with nothing received', async () => {
    const created = await api('PUT', '/ao/integration/shoplist/', {
      reference: REFERENCE,
      name: 'E2E dodávka nářadí',
      supplier: 'Hobby Import s.r.o.',
      products: [
        {
          code: 'ZAH0070',
          amount_expected: 2,
          orders: [
            { order_code: 'E2E-1', count: 1, ordered_at: '2026-11-01T08:00:00Z' },
            { order_code: 'E2E-2', count: 1, ordered_at: '2026-11-02T08:00:00Z' },
          ],
        },
        {
          code: 'ZAH0071',
          amount_expected: 3,
          orders: [
            { order_code: 'E2E-3', count: 1, ordered_at: '2026-11-01T09:00:00Z' },
            { order_code: 'E2E-4', count: 2, ordered_at: '2026-11-03T09:00:00Z' },
          ],
        },
        { code: 'ZAH0072', amount_expected: 1 },
      ],
    });
    expect(created.status).toBe(201);
    listId = created.body.shoplist_id;

    await page.goto(`${base()}/products/add-ao`);
    await page.locator('[data-testid="shoplists"]').waitFor();
    await page.getByRole('searchbox', { name: 'Hledat seznam' }).fill(REFERENCE);
    await page.getByRole('button', { name: 'Hledat' }).click();
    const card = page.locator('[data-testid="shoplist-card"]', { hasText: REFERENCE });
    await card.waitFor();
    await screenshot(page, 'receiving-lists');
    await card.click();
    await expect.poll(() => page.locator('[data-testid="shoplist-reference"]').innerText()).toBe(REFERENCE);
    expect(await groupCodes('lacking')).toEqual(['ZAH0070', 'ZAH0071', 'ZAH0072']);
    expect(await page.locator('[data-testid="receipt-line"]').count()).toBe(0);
    await screenshot(page, 'receiving-list-opened');
  });

  it('receives one line over (asked first) and one short, then the groups and orders follow the ledger', async () => {
    await type(PLACE);
    await expect.poll(() => page.locator('[data-testid="location-value"]').innerText()).toBe(PLACE);
    await type('ZAH0070');
    await type('ZAH0070');
    await type('ZAH0071');
    await type('ZAH0072');
    await receiptLine('ZAH0072').waitFor();
    await type('ZAH0072');
    const question = page.locator('[data-testid="receipt-question"]');
    await question.waitFor();
    expect(await question.innerText()).toContain('seznam očekává 1 ks');
    await screenshot(page, 'receiving-over-question');
    await page.getByRole('button', { name: 'Ano, přijmout' }).click();
    await expect.poll(() => receiptLine('ZAH0072').locator('[data-testid="receipt-amount"]').inputValue()).toBe('2');
    await screenshot(page, 'receiving-scanned');

    await page.locator('[data-testid="submit-receipt"]').click();
    const notice = page.locator('[data-testid="scan-notice"]');
    await expect.poll(() => notice.innerText(), { timeout: 15_000 }).toBe(`Naskladněno 5 ks na pozici ${PLACE}.`);
    await expect
      .poll(() => page.locator('[data-testid="placed"]').innerText())
      .toContain(`ZAH0072 leží na ${PLACE} (2 ks)`);
    await expect.poll(() => groupCodes('excess')).toEqual(['ZAH0072']);
    expect(await groupCodes('lacking')).toEqual(['ZAH0071']);
    expect(await groupCodes('correct')).toEqual(['ZAH0070']);
    const short = page.locator('[data-testid="shoplist-product"][data-code="ZAH0071"] li');
    expect(await short.evaluateAll((els) => els.map((e) => e.getAttribute('data-fulfilled')))).toEqual([
      'true',
      'false',
    ]);
    await screenshot(page, 'receiving-received');

    const list = (await api('GET', `/ao/shoplist/${listId}/`)).body;
    expect(list.products.map((p: any) => [p.code, p.amount_stocked_up])).toEqual([
      ['ZAH0070', 2],
      ['ZAH0071', 1],
      ['ZAH0072', 2],
    ]);
  });

  it('R-AO-03 processing with move_missing closes the list and the backorder carries the missing pieces', async () => {
    await page.locator('[data-testid="process"]').click();
    await page.getByRole('checkbox', { name: 'Chybějící kusy přesunout do doobjednávky' }).waitFor();
    await screenshot(page, 'receiving-process-dialog');
    await page.getByRole('button', { name: 'Zpracovat', exact: true }).last().click();
    await expect.poll(() => page.locator('[data-testid="scan-notice"]').innerText()).toContain('doobjednávky');
    await expect.poll(() => field().count()).toBe(0);
    await page.locator('[data-testid="link-Doobjednávka"]').click();
    await expect.poll(() => page.locator('[data-testid="shoplist-reference"]').innerText()).toBe(`${REFERENCE}-D`);
    expect(await groupCodes('lacking')).toEqual(['ZAH0071']);
    expect(await page.locator('[data-testid="shoplist-product"][data-code="ZAH0071"]').innerText()).toMatch(
      /Očekáváno\s*2/,
    );
    await screenshot(page, 'receiving-backorder');

    await page.goto(`${base()}/products/add-ao`);
    const backorder = page.locator('[data-testid="shoplist-card"]', { hasText: `${REFERENCE}-D` });
    await backorder.waitFor();
    expect(await page.locator('[data-testid="shoplist-card"]', { hasText: new RegExp(`${REFERENCE}$`) }).count()).toBe(
      0,
    );
  });

  it('bad input is a Czech 400 and changes nothing: a processed list, a negative amount', async () => {
    const before = (await api('GET', `/ao/shoplist/${listId}/`)).body;
    const closed = await api('POST', '/inventory/ao/', {
      products: [{ code: 'ZAH0071', amount: 1 }],
      location_name: PLACE,
      shoplist_id: listId,
    });
    expect(closed.status).toBe(400);
    expect(closed.body.detail).toBe(`Seznam ${REFERENCE} je již zpracovaný, nelze do něj naskladňovat.`);
    const negative = await api('POST', '/inventory/ao/', {
      products: [{ code: 'ZAH0071', amount: -1 }],
      location_name: PLACE,
      shoplist_id: before.backorder_id,
    });
    expect(negative.status).toBe(400);
    expect(negative.body.detail).toMatch(/musí být větší než nula/);
    expect((await api('GET', `/ao/shoplist/${listId}/`)).body).toEqual(before);
    expect(errors).toEqual([]);
  });
});
