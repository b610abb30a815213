import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, localStorageOf, screenshot, type OpenedPage } from './support/browser';
import { DEV_HOST, appUrl } from './support/e2e-config';
import { StocktakingPage } from './support/pages';
import { sharedPort } from './support/servers';
import { openSignedIn } from './support/session';

// Two phones count one stock-taking on the chaos e-shop: what one counts moves the other's progress,
// its list of checks and its open location without a reload, while the other has a code half typed.
// The counting screen's poll is only a 30 s safety net, so within 10 s only the live stream can move it.
// Sector E2E-INVLIVE with locations E2E-INVLIVE-1/2 is this file's own.
const SECTOR = 'E2E-INVLIVE';
const [L1, L2] = ['E2E-INVLIVE-1', 'E2E-INVLIVE-2'];
const LIVE_WITHIN_MS = 10_000;

let browser: Browser;
let a: OpenedPage;
let b: OpenedPage;
const base = () => appUrl(DEV_HOST, sharedPort(), '');

async function signedIn(user: string): Promise<OpenedPage> {
  return openSignedIn(browser, base(), user, 'phone');
}

async function api(page: Page, method: string, path: string, body?: unknown) {
  const { authToken } = await localStorageOf(page);
  const res = await fetch(`${base()}/api/sklad${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${authToken}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

/** Marks the page; a reload would lose the mark. */
const mark = (page: Page, value: number) =>
  page.evaluate((v) => ((window as unknown as { liveMark: number }).liveMark = v), value);
const markOf = (page: Page) => page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark);

beforeAll(async () => {
  browser = await launchBrowser();
  [a, b] = await Promise.all([signedIn('admin'), signedIn('superadmin')]);
  const sector = await api(a.page, 'POST', '/sector/', { sector_name: SECTOR, zone_id: null });
  expect(sector.status).toBe(201);
  for (const name of [L1, L2])
    expect((await api(a.page, 'POST', '/location/', { name, sector_id: sector.body.id })).status).toBe(201);
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

describe('stock-taking moves between phones without a reload', () => {
  it("one phone counts a location: the other's progress, list and open location move while its typing stays", async () => {
    const first = new StocktakingPage(a.page);
    const second = new StocktakingPage(b.page);
    await a.page.goto(`${base()}/stocktaking`);
    await first.list.waitFor();
    const id = await first.startOverSector('E2E živá inventura', SECTOR);
    await expect.poll(() => first.progress.innerText(), { timeout: 15_000 }).toBe('Spočítáno 0 z 2 pozic');

    // The second phone watches the list of checks.
    await b.page.goto(`${base()}/stocktaking`);
    await second.list.waitFor();
    const listRow = b.page.locator(`[data-testid="stocktaking-row"][data-check-id="${id}"]`);
    await listRow.waitFor();
    await mark(b.page, 1);

    // The first phone opens L1 and starts typing a code it has not confirmed yet.
    await first.scan(L1);
    await first.waitForLocation(L1);
    await mark(a.page, 1);

    // The second phone counts two pieces at L1 and marks L1 counted.
    await b.page.goto(`${base()}/stocktaking/detail/${id}`);
    await second.counting.waitFor();
    await mark(b.page, 2);
    await second.scan(L1);
    await second.waitForLocation(L1);
    await a.page.locator('[data-testid="count-input"]').fill('ZAH00');
    await second.scan('ZAH0001');
    await second.scan('ZAH0001');
    await expect.poll(() => second.lineAmount('ZAH0001').innerText(), { timeout: 15_000 }).toBe('2 ks');
    const marked = b.page.waitForResponse((r) => r.url().includes('/inventory_check/') && r.status() === 200);
    await b.page.locator('[data-testid="mark-counted"]').click();
    await marked;
    const answeredAt = Date.now();

    await expect.poll(() => first.progress.innerText(), { timeout: LIVE_WITHIN_MS }).toBe('Spočítáno 1 z 2 pozic');
    const latencyMs = Date.now() - answeredAt;
    console.log(`live update: location marked counted → other phone's progress moved in ${latencyMs} ms`);
    // Its open location shows the other phone's line and state; the half-typed code is still there.
    await expect.poll(() => first.lineAmount('ZAH0001').innerText(), { timeout: LIVE_WITHIN_MS }).toBe('2 ks');
    await a.page.locator('[data-testid="location-counted"]').waitFor({ timeout: LIVE_WITHIN_MS });
    expect(await a.page.locator('[data-testid="count-input"]').inputValue()).toBe('ZAH00');
    expect(await markOf(a.page)).toBe(1);
    await screenshot(a.page, 'stocktaking-live-moved');

    // Back on the list, the second phone sees the first count a location too, without a reload.
    await b.page.goto(`${base()}/stocktaking`);
    await listRow.waitFor();
    await mark(b.page, 3);
    const rowText = () => listRow.innerText();
    expect(await rowText()).toMatch(/Spočítáno 1 z 2 pozic/);
    await first.scan(L2);
    await first.waitForLocation(L2);
    await first.markCounted();
    const listAnsweredAt = Date.now();
    await expect.poll(rowText, { timeout: LIVE_WITHIN_MS }).toMatch(/Spočítáno 2 z 2 pozic/);
    console.log(`live update: location marked counted → other phone's list moved in ${Date.now() - listAnsweredAt} ms`);
    expect(await markOf(b.page)).toBe(3);
    await screenshot(b.page, 'stocktaking-live-list');
  });
});
