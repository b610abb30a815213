import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CdpScanner } from '../../bench/scan/cdp-scanner';
import type { Runtime } from '../../server/runtime';
import { screenshot } from './support/browser';
import { startOwnServer } from './support/servers';
import { heldAt, openScanSession } from './support/stock-screens';

// Issue 24 items 3 and 5 on the stock-in screen, on a phone at 390×844 and on a desktop, with a key-by-key HID
// scanner (CDP key events): a piece scanned while the amount field has the focus, and "Vyprázdnit". A server
// of its own, so the stock it checks through the API is this file's alone.
const PLACE = 'C-03-1';
const SCAN = { layout: 'cs', jitterMs: [5, 60] } as const;

let server: Runtime;
let base: string;

beforeAll(async () => {
  server = await startOwnServer();
  base = `http://localhost:${new URL(server.url).port}`;
}, 120_000);
afterAll(async () => {
  await server?.close();
});

for (const viewport of ['phone', 'desktop'] as const) {
  describe(`the stock-in screen on a ${viewport}`, () => {
    let browser: Browser;
    let page: Page;
    let scanner: CdpScanner;
    const code = viewport === 'phone' ? 'ZAH0064' : 'ZAH0065';
    beforeAll(async () => {
      ({ browser, page, scanner } = await openScanSession(base, viewport));
    }, 120_000);
    afterAll(async () => {
      await browser?.close();
    });

    const line = () => page.locator(`[data-testid="scanned-line"][data-code="${code}"]`);
    const listed = () => page.locator('[data-testid="scanned-line"]').count();

    async function openStockIn(): Promise<void> {
      await page.goto(`${base}/products/add`);
      await page.locator('[data-testid="product-action-add"]').waitFor();
      await scanner.scan([PLACE], { ...SCAN, seed: 1 });
      await expect.poll(() => page.locator('[data-testid="location-value"]').innerText()).toBe(PLACE);
    }

    it('item 3: typed 5, then a piece scanned while the amount field has the focus: 6 are stocked in', async () => {
      await openStockIn();
      const before = await heldAt(page, base, code, PLACE);
      await scanner.scan([code], { ...SCAN, seed: 2 });
      await expect.poll(() => line().getAttribute('data-amount')).toBe('1');
      const amount = line().locator('[data-testid="line-amount"]');
      await amount.click();
      await amount.press('Control+a');
      await scanner.type('5');
      scanner.pause(1500);
      await scanner.scan([code], { ...SCAN, seed: 3 });
      await expect.poll(() => line().getAttribute('data-amount')).toBe('6');
      expect(await page.locator('[data-testid="scan-totals"]').innerText()).toContain('6 ks');
      expect(await page.locator('[data-testid="line-amount-error"]').count()).toBe(0);
      await page.locator('[data-testid="submit-movement"]').click();
      await expect.poll(() => heldAt(page, base, code, PLACE), { timeout: 15_000 }).toBe(before + 6);
    });

    it('item 5: "Vyprázdnit" asks before dropping the list, and is not beside the submit button', async () => {
      await scanner.scan([code, code, 'ZAH0066'], { ...SCAN, seed: 4 });
      await expect.poll(listed).toBe(2);
      const clear = page.locator('[data-testid="clear-list"]');
      const submit = page.locator('[data-testid="submit-movement"]');
      const [c, s] = [await clear.boundingBox(), await submit.boundingBox()];
      // Not in the bottom bar next to the thumb's target: far above it on the page.
      expect(c!.y + c!.height).toBeLessThan(s!.y - 100);
      expect(await page.locator('.sk-scan__bar').getByText('Vyprázdnit').count()).toBe(0);
      await screenshot(page, 'floor-stock-in-list');
      await clear.click();
      const question = page.locator('[data-testid="clear-question"]');
      await question.waitFor();
      expect(await question.innerText()).toBe(
        'Zahodit celý naskenovaný seznam (2 položky, 3 ks)? Nic z něj se neodešle.',
      );
      await screenshot(page, 'floor-stock-in-clear-question');
      await page.getByRole('button', { name: 'Ponechat' }).click();
      expect(await listed()).toBe(2);
      await clear.click();
      await page.getByRole('button', { name: 'Ano, vyprázdnit' }).click();
      await expect.poll(listed).toBe(0);
      expect(await heldAt(page, base, 'ZAH0066', PLACE)).toBe(0);
    });
  });
}
