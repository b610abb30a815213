import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, localStorageOf, openPage, screenshot, type OpenedPage } from './support/browser';
import { DEV_HOST, PRODUCTION_HOST, appUrl } from './support/e2e-config';
import { AppShell, RelocationPage, SignInPage } from './support/pages';
import { startOwnServer } from './support/servers';

// Two phones at once on the chaos e-shop: one stocks in by scanning (dev host, Bearer), the other
// (production host, HttpOnly cookies) watches the stock overview and the menu's relocation badge,
// which move without a reload. Location E2E-LIVE-1, the receiving sector E2E-LIVE-P with its location
// E2E-LIVE-P1 and products ZAH0081–ZAH0084 are this file's own.
const LOCATION = 'E2E-LIVE-1';
const RECEIVING_SECTOR = 'E2E-LIVE-P';
const DOCK = 'E2E-LIVE-P1';

let browser: Browser;
let phone: OpenedPage;
let desk: OpenedPage;

async function signedIn(host: string, viewport: 'phone' | 'desktop'): Promise<OpenedPage> {
  const opened = await openPage(browser, viewport);
  const signIn = new SignInPage(opened.page);
  await signIn.open(appUrl(host, port(), ''));
  await signIn.signInAs('admin');
  return opened;
}

async function api(page: Page, method: string, path: string, body?: unknown) {
  const { authToken } = await localStorageOf(page);
  const res = await fetch(`${appUrl(DEV_HOST, port(), '')}/api/sklad${path}`, {
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

// A server of its own: the relocation badge counts everything waiting on any receiving location of the
// e-shop, which another file's stock changes on a shared server would move while this one reads it.
let runtime: Awaited<ReturnType<typeof startOwnServer>> | undefined;
const port = () => runtime!.port;

beforeAll(async () => {
  runtime = await startOwnServer();
  browser = await launchBrowser();
  [phone, desk] = await Promise.all([signedIn(DEV_HOST, 'phone'), signedIn(PRODUCTION_HOST, 'desktop')]);
  const sectors = (await api(phone.page, 'GET', '/sector/')).body as Array<{ id: number; sector_name: string }>;
  const created = await api(phone.page, 'POST', '/location/', {
    name: LOCATION,
    sector_id: sectors.find((s) => s.sector_name === 'A')!.id,
  });
  expect(created.status).toBe(201);
  // A non-stock (receiving) sector: in the chaos e-shop what lies there waits in the relocation queue.
  const receiving = await api(phone.page, 'POST', '/sector/', {
    sector_name: RECEIVING_SECTOR,
    zone_id: null,
    non_stock: true,
  });
  expect(receiving.status).toBe(201);
  const dock = await api(phone.page, 'POST', '/location/', { name: DOCK, sector_id: receiving.body.id });
  expect(dock.status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
  await runtime?.close();
});

describe('live updates across two devices', () => {
  it("a stock-in scanned on one phone moves the other's overview and refetches its badge, without a reload", async () => {
    const watcher = desk.page;
    await watcher.goto(appUrl(PRODUCTION_HOST, port(), '/inventory/overview'));
    await watcher.locator('[data-testid="overview-search"]').fill(LOCATION);
    await watcher.locator('[data-testid="overview-search"]').press('Enter');
    const rows = watcher.locator('[data-testid="overview-rows"] tbody tr');
    await expect.poll(() => watcher.locator('[data-testid="overview-rows"]').innerText()).toContain('Nic nenalezeno');
    // A reload would lose this mark, and every widget fetch is counted.
    await watcher.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 1));
    const widgetCalls = () => desk.requests.filter((u) => u.includes('/homepage/warehouse-widget')).length;
    const widgetsBefore = widgetCalls();

    const scanner = phone.page;
    await scanner.goto(appUrl(DEV_HOST, port(), '/products/add'));
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

  it("R-MENU-05 a stock-in on a receiving location raises the number on the other device's relocation badge, without a reload", async () => {
    const watcher = desk.page;
    await watcher.goto(appUrl(PRODUCTION_HOST, port(), '/inventory/overview'));
    await new AppShell(watcher).openMenu();
    const badge = new RelocationPage(watcher).badge;
    // The first test left nothing on a receiving location; an absent badge means none.
    const badgeNumber = async () => ((await badge.count()) ? Number(await badge.textContent()) : 0);
    const before = await badgeNumber();
    await watcher.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 2));

    const scanner = phone.page;
    await scanner.goto(appUrl(DEV_HOST, port(), '/products/add'));
    await scanner.locator('[data-testid="product-action-add"]').waitFor();
    await typeCode(scanner, DOCK);
    await expect.poll(() => scanner.locator('[data-testid="location-value"]').innerText()).toBe(DOCK);
    for (const code of ['ZAH0084', 'ZAH0084', 'ZAH0084']) await typeCode(scanner, code);
    await expect.poll(() => scanner.locator('[data-testid="scanned-line"]').count()).toBe(1);
    const committed = scanner.waitForResponse((r) => r.url().endsWith('/api/sklad/inventory/') && r.status() === 200);
    await scanner.locator('[data-testid="submit-movement"]').click();
    await committed;
    const answeredAt = Date.now();

    // The three pieces now wait in the chaos queue: the badge counts them.
    await expect.poll(badgeNumber, { timeout: 10_000 }).toBe(before + 3);
    console.log(
      `live update: commit answered → other device's badge ${before} → ${before + 3} in ${Date.now() - answeredAt} ms`,
    );
    expect(await watcher.evaluate(() => (window as unknown as { liveMark?: number }).liveMark)).toBe(2);
    await screenshot(watcher, 'live-badge-raised');
  });
});
