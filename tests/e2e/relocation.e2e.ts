import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInconsistencies } from '../../server/ledger/testing/ledger-probe';
import type { Runtime } from '../../server/runtime';
import { launchBrowser, screenshot } from './support/browser';
import { DEV_HOST, appUrl } from './support/e2e-config';
import { AppShell, RelocationPage } from './support/pages';
import { startOwnServer } from './support/servers';
import { openSignedIn } from './support/session';

// Issue 14 in Chromium on a phone: goods stocked into a receiving (non-stock) sector of the chaos
// e-shop "Zahrada a dům" raise the relocation badge and wait in the chaos queue; relocating them from
// the queue lowers it. Then a rule category and its collect and deposit lists. Own server and data.
const SHOP = 101;
const RECEIVING = 'E2E-RELOC-P';
const DOCK = 'E2E-RELOC-P1';
const WAITING = 'ZAH0150';
const REFILL = 'ZAH0160';
const BATCH = 'E2E-S1';
const SPREAD = 'ZAH0170';

let server: Runtime;
let browser: Browser;
let base: string;
let token: string;

async function api(method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}/api/sklad${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function held(location: string, code: string): Promise<number> {
  const [row] = await server.database.query<{ amount: number }>(
    `SELECT coalesce(sum(b.amount), 0)::int AS amount FROM stock_balances b JOIN locations l ON l.id = b.location_id
     WHERE b.eshop_id = $1 AND l.name = $2 AND b.code = $3`,
    [SHOP, location, code],
  );
  return row.amount;
}

/** What `location` holds of `code` per batch name ('' for no batch). */
async function heldByBatch(location: string, code: string): Promise<Record<string, number>> {
  const rows = await server.database.query<{ batch: string; amount: number }>(
    `SELECT coalesce(bt.name, '') AS batch, b.amount::int AS amount FROM stock_balances b
     JOIN locations l ON l.id = b.location_id LEFT JOIN batches bt ON bt.id = b.sarze_id
     WHERE b.eshop_id = $1 AND l.name = $2 AND b.code = $3 AND b.amount > 0`,
    [SHOP, location, code],
  );
  return Object.fromEntries(rows.map((r) => [r.batch, Number(r.amount)]));
}

async function phone(): Promise<{ page: Page; errors: string[] }> {
  return openSignedIn(browser, base, 'admin', 'phone');
}

/** The badge as the menu shows it after the app loads again (the menu reads it when it is drawn). */
async function badgeAfterReload(page: Page): Promise<string | null> {
  const counted = page.waitForResponse((r) => r.url().includes('/homepage/warehouse-widget'));
  await page.reload();
  const shell = new AppShell(page);
  await shell.waitUntilReady();
  await counted;
  await shell.openMenu();
  const badge = new RelocationPage(page).badge;
  return (await badge.count()) ? badge.textContent() : null;
}

beforeAll(async () => {
  server = await startOwnServer();
  base = appUrl(DEV_HOST, Number(new URL(server.url).port), '');
  const login = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin' }),
  });
  token = ((await login.json()) as { access_token: string }).access_token;
  const sector = await api('POST', '/sector/', { sector_name: RECEIVING, zone_id: null, non_stock: true });
  await api('POST', '/location/', { name: DOCK, sector_id: sector.id });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('relocation on a phone', () => {
  it('R-MENU-05 goods stocked into a receiving sector raise the badge; relocating them from the queue lowers it', async () => {
    const { page, errors } = await phone();
    expect(await badgeAfterReload(page)).toBeNull();
    await api('POST', '/inventory/', { products: [{ code: WAITING, amount: 5 }], location_name: DOCK });
    expect(await badgeAfterReload(page)).toBe('5');
    await screenshot(page, 'relocation-badge');

    await page.getByTestId('menu-chaos-change').click();
    const reloc = new RelocationPage(page);
    await reloc.queue.waitFor();
    await expect.poll(() => reloc.queueItems.allInnerTexts()).toEqual([expect.stringContaining(WAITING)]);
    await screenshot(page, 'relocation-queue');

    await reloc.scan(WAITING);
    await expect.poll(() => page.getByTestId('move-from').innerText()).toBe(DOCK);
    await reloc.scan('a-02-1');
    await expect.poll(() => page.getByTestId('move-to').innerText()).toBe('A-02-1');
    await reloc.setAmount(3);
    await screenshot(page, 'relocation-move');
    await reloc.confirmMove();
    await expect.poll(() => reloc.notice.innerText()).toContain('3 ks přesunuto');
    await expect.poll(() => reloc.queueItems.allInnerTexts()).toEqual([expect.stringContaining('2 ks')]);
    expect(await held('A-02-1', WAITING)).toBe(3);
    expect(await badgeAfterReload(page)).toBe('2');

    // the rest, onto the suggested place (where the product already lies)
    await page.goto(`${base}/locations/chaos_change`);
    await reloc.queueItems.first().click();
    await page.getByTestId('use-suggested').click();
    await expect.poll(() => page.getByTestId('move-to').innerText()).toBe('A-02-1');
    await reloc.confirmMove();
    await page.getByText('Fronta je prázdná').waitFor();
    await screenshot(page, 'relocation-queue-empty');
    expect(await held('A-02-1', WAITING)).toBe(5);
    expect(await held(DOCK, WAITING)).toBe(0);
    expect(await badgeAfterReload(page)).toBeNull();
    expect(await ledgerInconsistencies(server.database)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a rule category and its collect and deposit lists (a batched line among them), confirmed by scanning; hide and unhide', async () => {
    await api('POST', '/inventory/', {
      products: [{ code: REFILL, amount: 6, new_sarze: { name: BATCH, expires_at: '2027-03-31' } }],
      location_name: 'C-01-1',
    });
    await api('POST', '/inventory/', { products: [{ code: REFILL, amount: 2 }], location_name: 'C-01-2' });
    const { page, errors } = await phone();
    await page.goto(`${base}/locations/relocation_rules`);
    const reloc = new RelocationPage(page);
    await reloc.rules.waitFor();
    await reloc.createCategory('E2E-RELOC Doplnění E', 'C', 'E', 'ZAH016', 5, 8);
    await screenshot(page, 'relocation-rules');

    await reloc.openSuggestions('E2E-RELOC Doplnění E');
    await expect
      .poll(() => reloc.suggestionItems.allInnerTexts())
      .toEqual([
        expect.stringMatching(new RegExp(`C-01-1[\\s\\S]*Šarže ${BATCH} · exp. 31. 3. 2027[\\s\\S]*6 ks`)),
        expect.stringMatching(/C-01-2[\s\S]*2 ks/),
      ]);
    await screenshot(page, 'relocation-collect');

    await reloc.scan('C-01-1');
    await reloc.scan(REFILL);
    await reloc.temporary.waitFor();
    await expect.poll(() => reloc.suggestionItems.count()).toBe(1);
    // R-SUG-03: hidden by code and location, kept on the device
    await reloc.suggestionItems.first().getByTestId('suggestion-hide').click();
    await expect.poll(() => reloc.suggestionItems.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('hiddenSuggestions'))).toBe(
      JSON.stringify([`${REFILL}@C-01-2`]),
    );
    await page.getByTestId('show-hidden').click();
    await reloc.suggestionItems.first().getByTestId('suggestion-hide').click();
    await reloc.scan('C-01-2');
    await reloc.scan(REFILL);
    await expect.poll(() => reloc.suggestionItems.count()).toBe(0);

    await page.getByTestId('tab-deposit').click();
    // one deposit line per batch, both onto one target place
    await expect
      .poll(() => reloc.suggestionItems.allInnerTexts())
      .toEqual([
        expect.stringMatching(new RegExp(`E-\\d\\d-\\d[\\s\\S]*Šarže ${BATCH}[\\s\\S]*6 ks`)),
        expect.stringMatching(/E-\d\d-\d[\s\S]*2 ks/),
      ]);
    await screenshot(page, 'relocation-deposit');
    const target = (await reloc.suggestionItems.first().innerText()).match(/E-\d\d-\d/)![0];
    await reloc.scan(target);
    await reloc.scan(REFILL);
    await expect.poll(() => reloc.suggestionItems.count()).toBe(1);
    await expect.poll(() => heldByBatch(target, REFILL)).toEqual({ [BATCH]: 6 });
    await reloc.scan(REFILL);
    await expect.poll(() => reloc.suggestionItems.count()).toBe(0);
    await expect.poll(() => heldByBatch(target, REFILL)).toEqual({ [BATCH]: 6, '': 2 });
    expect(await held('C-01-1', REFILL)).toBe(0);
    expect(await held('C-01-2', REFILL)).toBe(0);
    expect(await ledgerInconsistencies(server.database)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('consolidation: a product spread over two places is merged onto one with one tap and drops off the list', async () => {
    await api('POST', '/inventory/', { products: [{ code: SPREAD, amount: 5 }], location_name: 'A-03-1' });
    await api('POST', '/inventory/', { products: [{ code: SPREAD, amount: 2 }], location_name: 'A-03-2' });
    const { page, errors } = await phone();
    await page.goto(`${base}/locations/relocation_rules`);
    const reloc = new RelocationPage(page);
    await reloc.rules.waitFor();
    await page.getByTestId('consolidation-open').click();
    const card = page.getByTestId('consolidation-item').filter({ hasText: SPREAD });
    await expect
      .poll(() => card.innerText())
      .toMatch(/z A-03-2 \(2 ks\)[\s\S]*na A-03-1 \(5 ks\)[\s\S]*uvolní 1 pozici/);
    await screenshot(page, 'relocation-consolidation');
    await card.getByTestId('consolidation-move').click();
    await expect.poll(() => page.getByTestId('consolidation-notice').innerText()).toContain('2 ks sloučeno na A-03-1');
    await expect.poll(() => card.count()).toBe(0);
    expect(await held('A-03-1', SPREAD)).toBe(7);
    expect(await held('A-03-2', SPREAD)).toBe(0);
    await screenshot(page, 'relocation-consolidation-done');
    expect(await ledgerInconsistencies(server.database)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
