import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../server/runtime';
import { balanceOf } from '../../server/ledger/testing/ledger-probe';
import { launchBrowser, screenshot } from './support/browser';
import { DEV_HOST, appUrl } from './support/e2e-config';
import { StocktakingPage } from './support/pages';
import { startOwnServer } from './support/servers';
import { openSignedIn } from './support/session';

// Issue 24 item 12 in Chromium: a committed stock-taking stays readable as its record (counted, expected,
// difference per line) and leads to its movements in the log. Own server and database; sector E2E-REC.
const SHOP = 101;
const SECTOR = 'E2E-REC';
const SHELF = 'E2E-REC-01';

let server: Runtime;
let browser: Browser;
let base: string;

beforeAll(async () => {
  server = await startOwnServer();
  base = appUrl(DEV_HOST, Number(new URL(server.url).port), '');
  const login = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin' }),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const api = async (path: string, body: unknown) => {
    const res = await fetch(`${base}/api/sklad${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const sector = await api('/sector/', { sector_name: SECTOR, zone_id: null });
  await api('/location/', { name: SHELF, sector_id: sector.id });
  await api('/inventory/', { products: [{ code: 'ZAH0020', amount: 5 }], location_name: SHELF });
  await api('/inventory/', { products: [{ code: 'ZAH0021', amount: 2 }], location_name: SHELF });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('a committed stock-taking keeps its record', () => {
  it('R-INV-02 a count with a shortage and a found piece is committed, then read back as counted, expected and difference with its movements', async () => {
    const { page, errors } = await openSignedIn(browser, base, 'admin', 'phone', '/stocktaking');
    const check = new StocktakingPage(page);
    await check.list.waitFor();
    const id = await check.startOverSector('E2E záznam', SECTOR);
    await check.scan(SHELF);
    await check.waitForLocation(SHELF);
    for (let i = 0; i < 3; i++) await check.scan('ZAH0020'); // 5 held: 2 missing
    for (let i = 0; i < 3; i++) await check.scan('ZAH0021'); // 2 held: 1 found
    await expect.poll(() => check.lineAmount('ZAH0021').innerText(), { timeout: 15_000 }).toBe('3 ks');
    await expect.poll(() => check.lineAmount('ZAH0020').innerText(), { timeout: 15_000 }).toBe('3 ks');
    await check.markCounted();
    await check.openReview();
    await check.commit();
    await expect.poll(() => check.commitDone.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await balanceOf(server.database, SHOP, SHELF, 'ZAH0020')).toBe(3);
    expect(await balanceOf(server.database, SHOP, SHELF, 'ZAH0021')).toBe(3);

    // Opened again later (a fresh load), the check reads as its record.
    await page.goto(`${base}/stocktaking/detail/${id}`);
    const record = page.getByTestId('check-record');
    await record.waitFor();
    const lines = page.getByTestId('record-line');
    await expect.poll(() => lines.count()).toBe(2);
    const texts = (await lines.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
    expect(texts[0]).toMatch(/^E2E-REC-01 .+ 3 5 −2$/);
    expect(texts[1]).toMatch(/^E2E-REC-01 .+ 3 2 \+1$/);
    expect(await page.getByTestId('check-location').innerText()).toMatch(/E2E-REC-01\s*2/);
    await screenshot(page, 'stocktaking-record');

    // The link opens the log on the commit's movements.
    await page.getByTestId('record-movements').click();
    await page.waitForURL((url) => url.pathname === '/movementLog');
    const first = page.getByTestId('log-change').first();
    await first.waitFor();
    await expect.poll(() => first.innerText(), { timeout: 15_000 }).toMatch(/ZAH0020[\s\S]*−2|−2[\s\S]*ZAH0020/);
    expect(errors).toEqual([]);
  }, 180_000);
});
