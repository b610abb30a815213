import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CdpScanner } from '../../bench/scan/cdp-scanner';
import { launchBrowser, localStorageOf, screenshot } from './support/browser';
import { DEV_HOST, appUrl } from './support/e2e-config';
import { sharedPort } from './support/servers';
import { openSignedIn } from './support/session';
import { watchButtonPresses } from './support/stock-screens';

// Scanning in a dead Wi-Fi spot on a phone: scans resolve from the device's copy of the catalogue,
// a submit waits on the device through a reload, and lands once when the connection returns; a
// product sold out meanwhile is refused with its reason while the rest lands. Location
// E2E-LIVE-2, products ZAH0061–ZAH0069 and the box EAN 8590000061686 (6 × ZAH0068) are this file's own.
// Every scan comes from a key-by-key HID scanner on a Czech layout, right after the connection went,
// with the screen's buttons given the focus in turn: offline as online, no button keeps a scan.
const LOCATION = 'E2E-LIVE-2';
const BOX = { ean: '8590000061686', code: 'ZAH0068', amount: 6 };
const base = () => appUrl(DEV_HOST, sharedPort(), '');

let browser: Browser;
let page: Page;
let context: BrowserContext;
let scanner: CdpScanner | undefined;

async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const { authToken } = await localStorageOf(page);
  const res = await fetch(`${base()}/api/sklad${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${authToken}`, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}
const held = async (code: string) =>
  (await api('POST', '/inventory/search/', { q: code, location_name: LOCATION })).body.amount as number;
/** Changes of the movement log that touched this file's location (the newest page is enough here). */
const logChangesHere = async () =>
  ((await api('POST', '/log/', {})).body.changes as unknown[]).filter((c) => JSON.stringify(c).includes(LOCATION));

let scansMade = 0;
/** Scans `code` with the next visible button focused (as after a tap on it), each scan another button in turn. */
async function scan(code: string): Promise<void> {
  scanner ??= await CdpScanner.attach(page);
  const buttons = page.locator('button:visible:not([disabled])');
  await buttons.nth(scansMade % (await buttons.count())).focus();
  await scanner.scan([code], { layout: 'cs', jitterMs: [5, 60], seed: ++scansMade });
}
/** Before a reload offline: the scanner's DevTools session would make Chromium forget the offline emulation. */
async function putScannerDown(): Promise<void> {
  await scanner?.detach();
  scanner = undefined;
}
/** Opens a scanning screen; the first one opened fetches the device's copy of the catalogue (a fresh copy is kept). */
async function openScreen(action: 'add' | 'remove', copyFetched: boolean): Promise<void> {
  const catalogue = copyFetched && page.waitForResponse((r) => r.url().includes('/api/sklad/offline/catalogue/'));
  await page.goto(`${base()}/products/${action}`);
  await page.locator(`[data-testid="product-action-${action}"]`).waitFor();
  if (!catalogue) return;
  const copy = await catalogue;
  expect(copy.status()).toBe(200);
  // The whole body has reached the browser before the connection goes; the app saving it is the app's part.
  expect(await copy.finished()).toBeNull();
}
const submits = () => page.locator('[data-testid="offline-submit"]');

beforeAll(async () => {
  browser = await launchBrowser();
  // The service worker is what serves the app shell after a reload without a connection.
  ({ page, context } = await openSignedIn(browser, base(), 'admin', 'phone', '/', { serviceWorkers: 'allow' }));
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const sectors = (await api('GET', '/sector/')).body as Array<{ id: number; sector_name: string }>;
  const created = await api('POST', '/location/', {
    name: LOCATION,
    sector_id: sectors.find((s) => s.sector_name === 'B')!.id,
  });
  expect(created.status).toBe(201);
  const box = await api('POST', '/inventory/custom_products/', BOX, {
    'idempotency-key': `e2e-live-box-${Date.now()}`,
  });
  expect(box.status, JSON.stringify(box.body)).toBeLessThan(300);
});
afterEach(async () => {
  // A test that failed offline leaves the next one its own start.
  await putScannerDown();
  await context?.setOffline(false);
});
afterAll(async () => {
  await browser?.close();
});

describe('offline scanning', () => {
  it('ten scans and a multi-EAN box offline resolve from the device copy; the submit waits through a reload and lands once online', async () => {
    await openScreen('add', true);
    const logBefore = (await logChangesHere()).length;
    await context.setOffline(true);
    const pressed = await watchButtonPresses(page);
    await scan(LOCATION);
    await expect.poll(() => page.locator('[data-testid="location-value"]').innerText()).toBe(LOCATION);
    const scans = [
      'ZAH0061',
      'ZAH0062',
      'ZAH0061',
      'ZAH0063',
      'ZAH0064',
      'ZAH0062',
      'ZAH0065',
      'ZAH0066',
      'ZAH0061',
      'ZAH0067',
      // R-SCAN-06 a box's EAN adds its pieces offline as online.
      BOX.ean,
    ];
    for (const code of scans) await scan(code);
    await expect.poll(() => page.locator('[data-testid="scanned-line"]').count(), { timeout: 15_000 }).toBe(8);
    expect(await pressed()).toEqual([]);
    await expect.poll(() => page.locator('[data-testid="offline-scan-note"]').innerText()).toContain('kopii katalogu');
    // A line's buttons were never drawn before the connection went: their icons come from the precache.
    for (const icon of ['minus', 'plus', 'trash'])
      await expect
        .poll(() => page.locator(`[data-testid="scanned-line"] .bp6-icon-${icon} svg path`).count())
        .toBeGreaterThan(0);
    // A product picture that cannot load offline is an empty tile, never the browser's broken-image frame.
    await expect
      .poll(() =>
        page.$$eval(
          '[data-testid="scanned-line"] img',
          (imgs) =>
            imgs.filter((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth === 0).length,
        ),
      )
      .toBe(0);
    await screenshot(page, 'offline-scanned');
    await page.locator('[data-testid="submit-movement"]').click();
    await expect.poll(() => page.locator('[data-testid="scan-notice"]').innerText()).toContain('Jste offline');
    await expect.poll(() => submits().count()).toBe(1);
    expect(await page.locator('[data-testid="scanned-line"]').count()).toBe(0);

    // A reload without a connection: the app shell comes from the service worker, the guard shows
    // the offline page (R-NAV-01), and the submit is still listed as waiting.
    await putScannerDown();
    await page.reload();
    await page.locator('[data-testid="offline-page"]').waitFor({ timeout: 15_000 });
    await expect.poll(() => submits().first().getAttribute('data-state'), { timeout: 10_000 }).toBe('waiting');
    await screenshot(page, 'offline-waiting-after-reload');
    expect(await held('ZAH0061').catch(() => 0)).toBe(0);

    await context.setOffline(false);
    await expect.poll(() => submits().first().getAttribute('data-state'), { timeout: 15_000 }).toBe('accepted');
    await screenshot(page, 'offline-landed');
    expect(await held('ZAH0061')).toBe(3);
    expect(await held('ZAH0062')).toBe(2);
    expect(await held('ZAH0067')).toBe(1);
    expect(await held(BOX.code)).toBe(BOX.amount);
    // Landed once: one change in the log, even though the app retried after the reload.
    expect((await logChangesHere()).length).toBe(logBefore + 1);
    await page.locator('button', { hasText: 'Skrýt vyřízené' }).click();
    await expect.poll(() => submits().count()).toBe(0);
  });

  it('a product sold out meanwhile is refused with its reason, and the rest of the submit lands', async () => {
    expect(
      (
        await api(
          'POST',
          '/inventory/',
          { products: [{ code: 'ZAH0069', amount: 1 }], location_name: LOCATION, source: 'Sklad', shoptet_sync: true },
          { 'idempotency-key': `e2e-live-${Date.now()}` },
        )
      ).status,
    ).toBe(200);
    await openScreen('remove', false);
    await context.setOffline(true);
    const pressed = await watchButtonPresses(page);
    await scan(LOCATION);
    await expect.poll(() => page.locator('[data-testid="location-value"]').innerText()).toBe(LOCATION);
    await scan('ZAH0069');
    await scan('ZAH0061');
    await expect.poll(() => page.locator('[data-testid="scanned-line"]').count()).toBe(2);
    expect(await pressed()).toEqual([]);
    await page.locator('[data-testid="submit-movement"]').click();
    await expect.poll(() => submits().count()).toBe(1);
    // Meanwhile another device takes the last piece.
    const sold = await api(
      'DELETE',
      '/inventory/',
      { products: [{ code: 'ZAH0069', amount: 1 }], location_name: LOCATION, source: 'Sklad', shoptet_sync: true },
      { 'idempotency-key': `e2e-live-sold-${Date.now()}` },
    );
    expect(sold.status).toBe(200);
    const queuedNotice = page.locator('[data-testid="scan-notice"]').filter({ hasText: 'odejde samo' });
    await expect.poll(() => queuedNotice.innerText()).toMatch(/^Jste offline/);
    await context.setOffline(false);
    await expect.poll(() => submits().first().getAttribute('data-state'), { timeout: 15_000 }).toBe('accepted');
    // Issue 24 item 17: once online and sent, "Jste offline … odejde samo" no longer stands beside "Jste zpět online".
    await expect.poll(() => queuedNotice.count()).toBe(0);
    const refused = submits().first().locator('[data-refused="true"]');
    await expect.poll(() => refused.innerText()).toContain('ZAH0069');
    await screenshot(page, 'offline-sold-out-refused');
    expect(await held('ZAH0061')).toBe(2);
    expect(await held('ZAH0069')).toBe(0);
    await page.locator('button', { hasText: 'Skrýt vyřízené' }).click();
    await expect.poll(() => submits().count()).toBe(0);
  });

  it('the Wi-Fi up and the server unreachable: the submit is kept and goes by itself once the server answers', async () => {
    await openScreen('add', false);
    await scan(LOCATION);
    await expect.poll(() => page.locator('[data-testid="location-value"]').innerText()).toBe(LOCATION);
    await scan('ZAH0063');
    await expect.poll(() => page.locator('[data-testid="scanned-line"]').count()).toBe(1);
    const before = await held('ZAH0063');
    // The access point still answers, its uplink does not: the browser calls itself online throughout.
    await page.route('**/api/sklad/**', (route) => route.abort('internetdisconnected'));
    await page.locator('[data-testid="submit-movement"]').click();
    await expect.poll(() => submits().first().getAttribute('data-state')).toBe('waiting');
    await expect
      .poll(() => page.locator('[data-testid="scan-notice"]').innerText())
      .toContain('je uložené v telefonu a odejde samo');
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await screenshot(page, 'offline-uplink-down-waiting');
    await page.unroute('**/api/sklad/**');
    // Nothing tapped, no online event: the waiting submit is retried by itself.
    await expect.poll(() => submits().first().getAttribute('data-state'), { timeout: 20_000 }).toBe('accepted');
    expect(await held('ZAH0063')).toBe(before + 1);
  });
});
