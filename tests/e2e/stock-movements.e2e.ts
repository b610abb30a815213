import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CdpScanner } from '../../bench/scan/cdp-scanner';
import { screenshot } from './support/browser';
import { DEV_HOST, appUrl } from './support/e2e-config';
import type { Runtime } from '../../server/runtime';
import { startOwnServer } from './support/servers';
import { openSignedIn } from './support/session';
import { heldAt, openScanSession } from './support/stock-screens';

// Stock movements by scanning in Chromium against the real server: a keyboard-wedge scanner on a Czech layout,
// stock in, stock out, relocation with undo, the movement log and a revert there. Location C-03-3
// of e-shop 101 is this file's own, so other e2e files do not disturb its amounts.
// A server of its own: these tests read exact amounts at demo locations that other files' stock changes move.
let runtime: Runtime;
const base = () => appUrl(DEV_HOST, runtime.port, '');
const HOME = 'C-03-3';
const OTHER = 'C-03-2';

let browser: Browser;
let page: Page;
let errors: string[];
let scanner: CdpScanner;

beforeAll(async () => {
  runtime = await startOwnServer();
  ({ browser, page, errors, scanner } = await openScanSession(base(), 'desktop'));
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await runtime?.close();
});

const rows = () => page.locator('[data-testid="scanned-line"]');
async function listed(): Promise<Array<[string, number]>> {
  return rows().evaluateAll((els) =>
    els.map((e) => [e.getAttribute('data-code') ?? '', Number(e.getAttribute('data-amount'))] as [string, number]),
  );
}
async function openAction(action: string): Promise<void> {
  await page.goto(`${base()}/products/${action}`);
  await page.locator(`[data-testid="product-action-${action}"]`).waitFor();
  await page.locator('[data-testid="scan-input"]').focus();
}
async function submitAndWait(): Promise<string> {
  await page.locator('[data-testid="submit-movement"]').click();
  const notice = page.locator('[data-testid="scan-notice"]');
  await expect.poll(async () => (await notice.getAttribute('class')) ?? '', { timeout: 15_000 }).toContain('success');
  return notice.innerText();
}
/** What the server says C-03-3 (or another location) holds of a code, through the app's own token. */
const held = (code: string, location: string) => heldAt(page, base(), code, location);

describe('stock movements by scanning', () => {
  it('R-SCAN-01 R-SCAN-02 R-SCAN-06 a scanner burst at 8 ms a key on a Czech layout lands as exact amounts, then is stocked in', async () => {
    await openAction('add');
    await scanner.scan([HOME]);
    await expect.poll(() => page.locator('[data-testid="location-value"]').innerText()).toBe(HOME);
    // five scans back to back: no pause between the Enter of one and the first key of the next
    await scanner.scan(['ZAH0011', 'ZAH0011', 'ZAH0012*4', 'ZAH0013', 'ZAH0011']);
    await expect.poll(listed, { timeout: 15_000 }).toEqual([
      ['ZAH0011', 3],
      ['ZAH0013', 1],
      ['ZAH0012', 4],
    ]);
    // the Czech letters the layout typed during the burst never stay in the field
    expect(await page.locator('[data-testid="scan-input"]').inputValue()).toBe('');
    await screenshot(page, 'stock-in-scanned');
    const text = await submitAndWait();
    expect(text).toContain('8 ks');
    expect(await rows().count()).toBe(0);
    await screenshot(page, 'stock-in-done');
    expect(await held('ZAH0011', HOME)).toBe(3);
    expect(await held('ZAH0012', HOME)).toBe(4);
  });

  it('typing by hand (slow keys) goes through the scan field and Enter, like a scan', async () => {
    await openAction('remove');
    await scanner.type(HOME);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-testid="location-value"]').innerText()).toBe(HOME);
    await scanner.scan(['ZAH0011', 'ZAH0011', 'ZAH0013']);
    await expect.poll(listed, { timeout: 15_000 }).toEqual([
      ['ZAH0013', 1],
      ['ZAH0011', 2],
    ]);
    await submitAndWait();
    expect(await held('ZAH0011', HOME)).toBe(1);
    expect(await held('ZAH0013', HOME)).toBe(0);
  });

  it('R-HTTP-08 stocking out more than the location holds is refused with the server text on the line', async () => {
    await openAction('remove');
    await scanner.scan([HOME, 'ZAH0011', 'ZAH0011', 'ZAH0011']);
    await expect.poll(listed, { timeout: 15_000 }).toEqual([['ZAH0011', 3]]);
    await page.locator('[data-testid="submit-movement"]').click();
    await expect.poll(() => page.locator('.sk-line__error').innerText(), { timeout: 15_000 }).toContain('je jen 1 ks');
    expect(await page.locator('[data-testid="scan-notice"]').innerText()).toContain('opravte označenou položku');
    await screenshot(page, 'stock-out-refused');
    expect(await held('ZAH0011', HOME)).toBe(1);
  });

  it('R-NAV-05 leaving with unsent items opens the leave dialog first', async () => {
    await page
      .locator('.bp6-menu-item, a')
      .filter({ hasText: 'Log pohybů' })
      .first()
      .click()
      .catch(() => undefined);
    const dialog = page.getByText('Na stránce máte neuložené změny. Vážně chcete odejít?');
    await expect.poll(() => dialog.isVisible(), { timeout: 5000 }).toBe(true);
    await screenshot(page, 'stock-leave-dialog');
    await page.getByRole('button', { name: 'Ano, odejít bez uložení' }).click();
    await page.waitForURL((u) => u.pathname === '/movementLog');
  });

  it('relocation moves the scanned pieces to the target location, and the screen undoes it as a reverse record', async () => {
    await openAction('location_change');
    await scanner.scan([HOME, 'ZAH0012', 'ZAH0012']);
    await expect.poll(listed, { timeout: 15_000 }).toEqual([['ZAH0012', 2]]);
    await page.locator('[data-testid="target-chip"]').getByRole('button').click();
    await scanner.scan([OTHER]);
    await expect.poll(() => page.locator('[data-testid="target-value"]').innerText()).toBe(OTHER);
    await submitAndWait();
    expect(await held('ZAH0012', HOME)).toBe(2);
    expect(await held('ZAH0012', OTHER)).toBe(2);
    await page.locator('[data-testid="undo-last"]').click();
    await page.getByRole('button', { name: 'Ano, vrátit' }).click();
    await expect
      .poll(() => page.locator('[data-testid="scan-notice"]').innerText(), { timeout: 15_000 })
      .toContain('vráceno');
    await screenshot(page, 'relocation-undone');
    expect(await held('ZAH0012', HOME)).toBe(4);
    expect(await held('ZAH0012', OTHER)).toBe(0);
  });

  it('R-LOG-01 R-LOG-02 R-UI-10 the movement log lists the changes with details and reverts one after confirmation', async () => {
    await page.goto(`${base()}/movementLog`);
    const changes = page.locator('[data-testid="log-change"]');
    await changes.first().waitFor();
    const first = changes.first();
    await expect.poll(() => first.innerText()).toMatch(/\d{1,2}\. \d{1,2}\. \d{4} \d{1,2}:\d{2}:\d{2}/);
    // newest first: the reverse record of the relocation, then the relocation (reverted)
    expect(await first.innerText()).toContain('Zpětný záznam');
    await first.locator('[data-testid="log-details-toggle"]').click();
    expect(await first.locator('[data-testid="log-detail"]').count()).toBe(2);
    await screenshot(page, 'movement-log');
    // revert the stock-out of ZAH0011 ×2 + ZAH0013 (the fourth change from the top)
    const stockOut = changes.filter({ hasText: 'Vyskladnění' }).first();
    await stockOut.locator('[data-testid="log-revert"]').click();
    await page.getByRole('button', { name: 'Ano, vrátit' }).click();
    await expect
      .poll(() => page.locator('[data-testid="log-notice"]').innerText(), { timeout: 15_000 })
      .toContain('vrácen');
    expect(await held('ZAH0011', HOME)).toBe(3);
    expect(await held('ZAH0013', HOME)).toBe(1);
    await screenshot(page, 'movement-log-reverted');
  });

  it('the scanning screen at phone size: big inputs and the submit bar within reach', async () => {
    const phone = await openSignedIn(browser, base(), 'skladnik', 'phone', '/products/add');
    await phone.page.locator('[data-testid="scan-input"]').focus();
    const phoneScanner = await CdpScanner.attach(phone.page);
    await phoneScanner.scan([OTHER, 'ZAH0014', 'ZAH0014', 'ZAH0015']);
    await expect.poll(() => phone.page.locator('[data-testid="scanned-line"]').count(), { timeout: 15_000 }).toBe(2);
    const box = await phone.page.locator('[data-testid="submit-movement"]').boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    await screenshot(phone.page, 'stock-in-scanned');
    await phone.context.close();
  });

  it('leaves no console errors behind but the deliberately refused stock-out (400)', () => {
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
  });
});
