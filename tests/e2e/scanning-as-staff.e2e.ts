import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CdpScanner } from '../../bench/scan/cdp-scanner';
import { screenshot } from './support/browser';
import { DEV_HOST, appUrl } from './support/e2e-config';
import { sharedPort } from './support/servers';
import { heldAt, openScanSession } from './support/stock-screens';

// The stock screens as a worker with a HID scanner meets them in the first hour, on a phone: keys
// typed one by one with Shift for capitals, on US and Czech layouts, 5–100 ms apart. Locations
// E-01-1 and E-01-2 and products ZAH0051..ZAH0056 are this file's own.
const base = () => appUrl(DEV_HOST, sharedPort(), '');
const HOME = 'E-01-1';
const OTHER = 'E-01-2';
const CODES = ['ZAH0051', 'ZAH0052', 'ZAH0053', 'ZAH0054', 'ZAH0055'];

let browser: Browser;
let page: Page;
let scanner: CdpScanner;

beforeAll(async () => {
  ({ browser, page, scanner } = await openScanSession(base(), 'phone'));
});
afterAll(async () => {
  await browser?.close();
});

const rows = () => page.locator('[data-testid="scanned-line"]');
const listed = () =>
  rows().evaluateAll((els) => els.map((e) => [e.getAttribute('data-code'), Number(e.getAttribute('data-amount'))]));
const field = () => page.locator('[data-testid="scan-input"]');
const problems = () => page.locator('[data-testid="scan-problem"]').allInnerTexts();
async function openAction(action: string): Promise<void> {
  await page.goto(`${base()}/products/${action}`);
  await page.locator(`[data-testid="product-action-${action}"]`).waitFor();
  const offer = page.locator('[data-testid="draft-offer"]');
  if (await offer.isVisible()) await offer.getByRole('button', { name: 'Zahodit' }).click();
  await field().focus();
}
const held = (code: string, location: string) => heldAt(page, base(), code, location);

describe('scanning as staff really do it', () => {
  it('a product scanned first is explained and never becomes the location', async () => {
    await openAction('add');
    await scanner.scan(['ZAH0051'], { layout: 'us', jitterMs: [5, 100], seed: 3 });
    await expect.poll(problems).toEqual([expect.stringContaining('je produkt ZAH0051')]);
    expect(await page.locator('[data-testid="location-value"]').count()).toBe(0);
    await scanner.scan(['X-99-9'], { layout: 'cs', jitterMs: [5, 100], seed: 4 });
    await expect.poll(problems).toContainEqual(expect.stringContaining('Pozice „X-99-9“ neexistuje.'));
    expect(await field().inputValue()).toBe('');
    await screenshot(page, 'scan-product-as-location');
  });

  it('a burst of 50 mixed scans, keys 5–100 ms apart with Shift for capitals, loses none and leaves the field empty', async () => {
    await openAction('add');
    await scanner.scan([HOME], { layout: 'cs', jitterMs: [5, 100], seed: 7 });
    await expect.poll(() => page.locator('[data-testid="location-value"]').innerText()).toBe(HOME);
    const burst = Array.from({ length: 50 }, (_, i) => CODES[(i * 7) % CODES.length]);
    await scanner.scan(burst.slice(0, 25), { layout: 'us', jitterMs: [5, 100], seed: 11 });
    await scanner.scan(burst.slice(25), { layout: 'cs', jitterMs: [5, 100], seed: 12 });
    const expected = new Map<string, number>();
    for (const c of burst) expected.set(c, (expected.get(c) ?? 0) + 1);
    await expect
      .poll(async () => Object.fromEntries((await listed()) as Array<[string, number]>), { timeout: 30_000 })
      .toEqual(Object.fromEntries(expected));
    expect(await field().inputValue()).toBe('');
    expect(await problems()).toEqual([]);
    await screenshot(page, 'scan-burst-50');
  });

  it('a scan that stalls for half a second inside the code is still one scan of the whole code', async () => {
    await scanner.scan(['ZAH0051'], { layout: 'us', gapMs: 8, stall: { after: 4, ms: 500 } });
    await expect
      .poll(async () => ((await listed()) as Array<[string, number]>).find(([c]) => c === 'ZAH0051')?.[1])
      .toBe(11);
    expect(await problems()).toEqual([]);
    expect(await field().inputValue()).toBe('');
  });

  it('the unsent list survives a reload and is offered back', async () => {
    await page.reload();
    const offer = page.locator('[data-testid="draft-offer"]');
    await offer.waitFor();
    expect(await offer.innerText()).toContain('pozice E-01-1');
    await screenshot(page, 'scan-draft-offer');
    await offer.getByRole('button', { name: 'Obnovit' }).click();
    await expect.poll(async () => (await listed()).length).toBe(5);
  });

  it('the amount field edits like a number: empty while typing, refuses -5 and 1e9, asks above 10 000', async () => {
    const amount = rows()
      .filter({ has: page.locator('[data-code="ZAH0052"]') })
      .first();
    const input = page.locator('[data-code="ZAH0052"] [data-testid="line-amount"]');
    await input.click();
    await input.press('Control+a');
    await input.press('Backspace');
    expect(await input.inputValue()).toBe('');
    await input.pressSequentially('5');
    await input.press('Enter');
    await expect.poll(() => page.locator('[data-code="ZAH0052"]').getAttribute('data-amount')).toBe('5');
    for (const bad of ['-5', '1e9']) {
      await input.fill(bad);
      await input.press('Enter');
      await expect.poll(() => page.locator('[data-testid="line-amount-error"]').count()).toBe(1);
      expect(await page.locator('[data-code="ZAH0052"]').getAttribute('data-amount')).toBe('5');
    }
    await input.fill('20000');
    await input.press('Enter');
    await page.getByText('Opravdu 20').waitFor();
    await screenshot(page, 'scan-amount-question');
    await page.getByRole('button', { name: 'Zpět' }).click();
    expect(await page.locator('[data-code="ZAH0052"]').getAttribute('data-amount')).toBe('5');
    expect(amount).toBeTruthy();
  });

  it('removing a line is an explicit act that can be undone, then the list is stocked in', async () => {
    await page.getByRole('button', { name: 'Odebrat ZAH0053' }).click();
    await expect.poll(async () => (await listed()).length).toBe(4);
    await page.locator('[data-testid="undo-removal"]').click();
    await expect.poll(async () => (await listed()).length).toBe(5);
    await page.locator('[data-testid="submit-movement"]').click();
    const notice = page.locator('[data-testid="scan-notice"]');
    await expect.poll(async () => (await notice.getAttribute('class')) ?? '', { timeout: 15_000 }).toContain('success');
    expect(await held('ZAH0052', HOME)).toBe(5);
  });

  it('on location change the location scanned after the products is the target', async () => {
    await openAction('location_change');
    await scanner.scan([HOME, 'ZAH0052', 'ZAH0052', OTHER], { layout: 'cs', jitterMs: [5, 100], seed: 21 });
    await expect.poll(() => page.locator('[data-testid="target-value"]').innerText()).toBe(OTHER);
    expect(await problems()).toEqual([]);
    await screenshot(page, 'scan-move-target');
    await page.locator('[data-testid="submit-movement"]').click();
    await expect.poll(() => held('ZAH0052', OTHER), { timeout: 15_000 }).toBe(2);
  });

  it('location check shows what should be there and asks before writing products nobody scanned as 0', async () => {
    await openAction('location_check');
    await scanner.scan([HOME], { layout: 'us', jitterMs: [5, 60], seed: 31 });
    await page.locator('[data-testid="expected-contents"]').waitFor();
    expect(await page.locator('[data-testid="expected-contents"]').innerText()).toContain('ZAH0052');
    await scanner.scan(['ZAH0052'], { layout: 'us', jitterMs: [5, 60], seed: 32 });
    await expect.poll(async () => (await listed()).length).toBe(1);
    await page.locator('[data-testid="submit-movement"]').click();
    const review = page.locator('[data-testid="check-review"]');
    await review.waitFor();
    expect(await review.locator('tr[data-kind="missing"]').count()).toBe(4);
    await screenshot(page, 'scan-check-review');
    await page.locator('[data-testid="check-review-confirm"]').click();
    await expect.poll(() => held('ZAH0051', HOME), { timeout: 15_000 }).toBe(0);
    expect(await held('ZAH0052', HOME)).toBe(1);
  });
});
