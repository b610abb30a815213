import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CdpScanner } from '../../bench/scan/cdp-scanner';
import type { Runtime } from '../../server/runtime';
import { screenshot } from './support/browser';
import { apiCall } from './support/catalogue-pages';
import { AppShell } from './support/pages';
import { startOwnServer } from './support/servers';
import { heldAt, openScanSession } from './support/stock-screens';

// Issue 24 items 2, 3 and 4 on a phone, with a key-by-key HID scanner (CDP key events) and a person typing
// amounts: an over-receipt typed into the amount field, a scan while that field has the focus, "Zpracovat"
// while a scanned line is unsent, and "Uložit změny a odejít". A server of its own, so the stock it checks
// through the API is this file's alone.
const PLACE = 'C-02-3';
const SCAN = { layout: 'cs', jitterMs: [5, 60] } as const;

let server: Runtime;
let base: string;
let browser: Browser;
let page: Page;
let scanner: CdpScanner;
let errors: string[];

beforeAll(async () => {
  server = await startOwnServer();
  base = `http://localhost:${new URL(server.url).port}`;
  ({ browser, page, scanner, errors } = await openScanSession(base, 'phone'));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const api = (method: string, path: string, body?: unknown) => apiCall(page, base, method, path, body);
const line = (code: string) => page.locator(`[data-testid="receipt-line"][data-code="${code}"]`);
const amountOf = (code: string) => line(code).locator('[data-testid="receipt-amount"]');
const notice = () => page.locator('[data-testid="scan-notice"]');
const stockedUp = async (listId: number) =>
  Object.fromEntries(
    (
      (await api('GET', `/ao/shoplist/${listId}/`)).body.products as Array<{ code: string; amount_stocked_up: number }>
    ).map((p) => [p.code, p.amount_stocked_up]),
  );

async function newList(reference: string, lines: Array<[string, number]>): Promise<number> {
  const created = await api('PUT', '/ao/integration/shoplist/', {
    reference,
    name: `E2E ${reference}`,
    supplier: 'Hobby Import s.r.o.',
    products: lines.map(([code, amount_expected]) => ({ code, amount_expected })),
  });
  expect(created.status).toBe(201);
  return created.body.shoplist_id as number;
}

async function openList(id: number, reference: string): Promise<void> {
  await page.goto(`${base}/products/add-ao/${id}`);
  await expect.poll(() => page.locator('[data-testid="shoplist-reference"]').innerText()).toBe(reference);
  await scanner.scan([PLACE], { ...SCAN, seed: id });
  await expect.poll(() => page.locator('[data-testid="location-value"]').innerText()).toBe(PLACE);
}

/** A person types into the amount field: tap it (its text is selected), then keys 150 ms apart. */
async function typeAmount(code: string, amount: string): Promise<void> {
  await amountOf(code).click();
  await amountOf(code).press('Control+a');
  await scanner.type(amount);
  scanner.pause(1500);
}

/**
 * A thumb's tap, held over two frames: a question that opened on the press (an amount field's blur) would
 * take the release, and the button would never hear its click.
 */
async function heldTap(testId: string): Promise<void> {
  const box = (await page.locator(`[data-testid="${testId}"]`).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.mouse.up();
}

describe('receiving from a shopping list as staff do it, on a phone', () => {
  let listId = 0;
  const REFERENCE = `E2E-FLOOR-${Date.now()}`;

  it('item 2: 18 typed where 4 are ordered asks before booking, and "Ano, přijmout" books 18', async () => {
    listId = await newList(REFERENCE, [
      ['ZAH0060', 4],
      ['ZAH0061', 10],
      ['ZAH0062', 2],
    ]);
    await openList(listId, REFERENCE);
    const before = await heldAt(page, base, 'ZAH0060', PLACE);
    await scanner.scan(['ZAH0060'], { ...SCAN, seed: 2 });
    await expect.poll(() => amountOf('ZAH0060').inputValue()).toBe('1');
    await typeAmount('ZAH0060', '18');
    // The amount field still has the focus: the tap on "Naskladnit" commits it, asks, and then books.
    await heldTap('submit-receipt');
    const question = page.locator('[data-testid="receipt-question"]');
    await question.waitFor();
    expect(await question.innerText()).toContain('Naskladňujete 18 ks produktu ZAH0060, seznam očekává 4 ks');
    await screenshot(page, 'floor-receiving-over-question');
    // Nothing is booked while the question waits.
    expect(await heldAt(page, base, 'ZAH0060', PLACE)).toBe(before);
    await page.getByRole('button', { name: 'Ano, přijmout' }).click();
    await expect.poll(() => notice().innerText(), { timeout: 15_000 }).toBe(`Naskladněno 18 ks na pozici ${PLACE}.`);
    expect(await heldAt(page, base, 'ZAH0060', PLACE)).toBe(before + 18);
    expect((await stockedUp(listId)).ZAH0060).toBe(18);
  });

  it('item 3: typed 5, then a piece scanned while the amount field has the focus: 6 are booked', async () => {
    const before = await heldAt(page, base, 'ZAH0061', PLACE);
    await scanner.scan(['ZAH0061'], { ...SCAN, seed: 3 });
    await expect.poll(() => amountOf('ZAH0061').inputValue()).toBe('1');
    await typeAmount('ZAH0061', '5');
    await scanner.scan(['ZAH0061'], { ...SCAN, seed: 4 });
    await expect.poll(() => amountOf('ZAH0061').inputValue()).toBe('6');
    expect(await page.locator('[data-testid="receipt-totals"]').innerText()).toContain('6 ks');
    await page.locator('[data-testid="submit-receipt"]').click();
    await expect.poll(() => notice().innerText(), { timeout: 15_000 }).toBe(`Naskladněno 6 ks na pozici ${PLACE}.`);
    expect(await heldAt(page, base, 'ZAH0061', PLACE)).toBe(before + 6);
  });

  it('item 4: "Zpracovat" with a scanned line unsent warns, sends it first, and the backorder lacks only what is missing', async () => {
    await scanner.scan(['ZAH0062'], { ...SCAN, seed: 5 });
    await expect.poll(() => amountOf('ZAH0062').inputValue()).toBe('1');
    await heldTap('process');
    const warning = page.locator('[data-testid="process-unsent"]');
    await warning.waitFor();
    expect(await warning.innerText()).toContain('1 položka, 1 ks');
    await screenshot(page, 'floor-receiving-process-unsent');
    await page.getByRole('button', { name: 'Naskladnit a zpracovat' }).click();
    await expect.poll(() => notice().innerText(), { timeout: 15_000 }).toContain('doobjednávky');
    expect(await stockedUp(listId)).toEqual({ ZAH0060: 18, ZAH0061: 6, ZAH0062: 1 });
    const list = (await api('GET', `/ao/shoplist/${listId}/`)).body;
    expect(list.state).toBe('processed');
    const backorder = (await api('GET', `/ao/shoplist/${list.backorder_id}/`)).body;
    expect(backorder.products.map((p: any) => [p.code, p.amount_expected])).toEqual([
      ['ZAH0061', 4],
      ['ZAH0062', 1],
    ]);
  });

  it('item 4: "Uložit změny a odejít" sends the scanned lines and leaves; when they cannot go it says why in Czech', async () => {
    const reference = `${REFERENCE}-B`;
    const id = await newList(reference, [['ZAH0063', 3]]);
    await openList(id, reference);
    const before = await heldAt(page, base, 'ZAH0063', PLACE);
    await scanner.scan(['ZAH0063'], { ...SCAN, seed: 6 });
    await expect.poll(() => amountOf('ZAH0063').inputValue()).toBe('1');
    const leave = async () => {
      await new AppShell(page).openMenu();
      await page.locator('.bp6-menu-item, a').filter({ hasText: 'Log pohybů' }).first().click();
      await page.getByText('Na stránce máte neuložené změny. Vážně chcete odejít?').waitFor();
      await page.getByRole('button', { name: 'Uložit změny a odejít' }).click();
    };
    await leave();
    await page.waitForURL((u) => u.pathname === '/movementLog', { timeout: 15_000 });
    expect(await heldAt(page, base, 'ZAH0063', PLACE)).toBe(before + 1);

    // Another device processes the list while this one holds a scanned piece: the save is refused in Czech.
    await openList(id, reference);
    await scanner.scan(['ZAH0063'], { ...SCAN, seed: 7 });
    await expect.poll(() => amountOf('ZAH0063').inputValue()).toBe('1');
    const processed = await api('POST', `/ao/shoplist/${id}/process/`, { move_missing: false, create_extras: false });
    expect(processed.status).toBe(200);
    await leave();
    await expect
      .poll(() => notice().innerText(), { timeout: 15_000 })
      .toBe(`Seznam ${reference} je již zpracovaný, nelze do něj naskladňovat.`);
    expect(new URL(page.url()).pathname).toBe(`/products/add-ao/${id}`);
    expect(await amountOf('ZAH0063').inputValue()).toBe('1');
    await screenshot(page, 'floor-receiving-save-refused');
    expect(await heldAt(page, base, 'ZAH0063', PLACE)).toBe(before + 1);
    // The refused save (400) and product pictures the offline demo cannot load (404) are the only console errors.
    expect(errors.filter((e) => !/status of (400|404)|Saving before leaving failed/.test(e))).toEqual([]);
  });
});
