import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, localStorageOf, openPage, screenshot, type OpenedPage } from './support/browser';
import { DEV_HOST, PRODUCTION_HOST, appUrl } from './support/e2e-config';
import { SignInPage } from './support/pages';
import { sharedPort } from './support/servers';

// Two phones at once on the chaos e-shop: one stocks in by scanning (dev host, Bearer), the other
// (production host, HttpOnly cookies) watches the stock overview and the menu's relocation badge,
// which move without a reload. Location E2E-LIVE-1 and products ZAH0081–ZAH0083 are this file's own.
const LOCATION = 'E2E-LIVE-1';

let browser: Browser;
let phone: OpenedPage;
let desk: OpenedPage;

async function signedIn(host: string, viewport: 'phone' | 'desktop'): Promise<OpenedPage> {
  const opened = await openPage(browser, viewport);
  const signIn = new SignInPage(opened.page);
  await signIn.open(appUrl(host, sharedPort(), ''));
  await signIn.signInAs('admin');
  return opened;
}

async function api(page: Page, method: string, path: string, body?: unknown) {
  const { authToken } = await localStorageOf(page);
  const res = await fetch(`${appUrl(DEV_HOST, sharedPort(), '')}/api/sklad${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${authToken}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

async function typeCode(page: Page, code: string): Promise<void> {
  const field = page.locator('[data-testid="scan-input"]');
  await field.fill(code);
  await field.press('Enter');
}

beforeAll(async () => {
  browser = await launchBrowser();
  [phone, desk] = await Promise.all([signedIn(DEV_HOST, 'phone'), signedIn(PRODUCTION_HOST, 'desktop')]);
  const sectors = (await api(phone.page, 'GET', '/sector/')).body as Array<{ id: number; sector_name: string }>;
  const created = await api(phone.page, 'POST', '/location/', {
    name: LOCATION,
    sector_id: sectors.find((s) => s.sector_name === 'A')!.id,
  });
  expect(created.status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
});

describe('live updates across two devices', () => {
  it("a stock-in scanned on one phone moves the other's overview and refetches its badge, without a reload", async () => {
    const watcher = desk.page;
    await watcher.goto(appUrl(PRODUCTION_HOST, sharedPort(), '/inventory/overview'));
    await watcher.locator('[data-testid="overview-search"]').fill(LOCATION);
    await watcher.locator('[data-testid="overview-search"]').press('Enter');
    const rows = watcher.locator('[data-testid="overview-rows"] tbody tr');
    await expect.poll(() => watcher.locator('[data-testid="overview-rows"]').innerText()).toContain('Nic nenalezeno');
    // A reload would lose this mark, and every widget fetch is counted.
    await watcher.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 1));
    const widgetCalls = () => desk.requests.filter((u) => u.includes('/homepage/warehouse-widget')).length;
    const widgetsBefore = widgetCalls();

    const scanner = phone.page;
    await scanner.goto(appUrl(DEV_HOST, sharedPort(), '/products/add'));
    await scanner.locator('[data-testid="product-action-add"]').waitFor();
    await typeCode(scanner, LOCATION);
    await expect.poll(() => scanner.locator('[data-testid="location-value"]').innerText()).toBe(LOCATION);
    for (const code of ['ZAH0081', 'ZAH0081', 'ZAH0082']) await typeCode(scanner, code);
    await expect.poll(() => scanner.locator('[data-testid="scanned-line"]').count()).toBe(2);
    const committed = scanner.waitForResponse((r) => r.url().endsWith('/api/sklad/inventory/') && r.status() === 200);
    await scanner.locator('[data-testid="submit-movement"]').click();
    await committed;
    const answeredAt = Date.now();

    await rows.filter({ hasText: 'ZAH0081' }).waitFor({ timeout: 10_000 });
    const latencyMs = Date.now() - answeredAt;
    console.log(`live update: commit answered → other device's overview row shown in ${latencyMs} ms`);
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.filter({ hasText: 'ZAH0081' }).innerText()).toMatch(/\b2\b/);
    await expect.poll(widgetCalls).toBeGreaterThan(widgetsBefore);
    expect(await watcher.evaluate(() => (window as unknown as { liveMark?: number }).liveMark)).toBe(1);
    await screenshot(watcher, 'live-overview-moved');
    await screenshot(scanner, 'live-stock-in-sent');
  });
});
