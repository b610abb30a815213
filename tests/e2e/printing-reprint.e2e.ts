import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cupsAvailable } from '../support/private-cups';
import { screenshot } from './support/browser';
import {
  productBarcodes,
  readLabels,
  startPrintingSite,
  stockInByScanning,
  type PrintingSite,
} from './support/printing-site';

// Reprint from the movement log in Chromium on a phone, with a private CUPS scheduler and the real print
// agent: a stock-in made by scanning shows in the log; its "Štítky" dialog offers the movement's products
// with copies = the pieces stocked in, prints them, and the spooled PDF reads back as those products.
const WAIT = { timeout: 30_000 };
const PLACE = 'A-01-2';

describe.skipIf(!cupsAvailable())('labels reprinted from the movement log', () => {
  let site: PrintingSite;
  let barcodeOf: Map<string, string>;
  const dialog = () => site.page.locator('[data-testid="log-reprint"]');
  const copies = (code: string) => dialog().getByLabel(`Počet kopií ${code}`);

  beforeAll(async () => {
    site = await startPrintingSite('phone');
    const made = await site.api('POST', '/api/settings/cloud_print/agent_tokens/', { name: 'Sklad PC' });
    await site.connectAgent(made.token, { uuid: 'e2e-reprint-pc', name: 'Sklad PC' });
    barcodeOf = await productBarcodes(site.runtime, ['ZAH0031', 'ZAH0032']);
  }, 180_000);
  afterAll(async () => {
    await site?.close();
  });

  it('a stock-in by scanning: 2 × ZAH0031 and 5 × ZAH0032', async () => {
    await stockInByScanning(site, PLACE, ['ZAH0031', 'ZAH0031', 'ZAH0032*5']);
  });

  it("offers the movement's products with copies = the pieces stocked in, and prints them", async () => {
    const { page, base, cups } = site;
    await page.goto(`${base}/movementLog`);
    const latest = page.locator('[data-testid="log-change"]').first();
    await latest.waitFor(WAIT);
    await latest.locator('[data-testid="log-print"]').click();
    await dialog().waitFor(WAIT);
    await expect.poll(() => copies('ZAH0031').inputValue(), WAIT).toBe('2');
    expect(await copies('ZAH0032').inputValue()).toBe('5');
    await expect
      .poll(() => dialog().locator('[data-testid="reprint-printer"] option').allTextContents(), WAIT)
      .toContain('Zebra štítky (Sklad PC)');
    await dialog().locator('[data-testid="reprint-printer"]').selectOption({ label: 'Zebra štítky (Sklad PC)' });
    await dialog().locator('[data-testid="reprint-template"]').selectOption({ label: 'Produkt 50 × 30 mm' });
    await copies('ZAH0032').fill('1');
    await screenshot(page, 'printing-reprint-dialog');
    const before = cups.spooled().length;
    await page.locator('[data-testid="reprint-submit"]').click();
    const notice = page.locator('[data-testid="log-print-notice"]');
    await expect.poll(() => notice.textContent(), WAIT).toMatch(/3 štítky odesláno na tiskárnu „Zebra štítky“/);
    await dialog().waitFor({ state: 'detached', ...WAIT });
    await screenshot(page, 'printing-reprint-sent');
    const spooled = await cups.waitForSpooled(before + 1);
    const { pages, codes } = await readLabels(spooled.at(-1)!.bytes);
    expect(pages).toBe(3);
    // The labels come in the movement's order; which product the log lists first is not this test's concern.
    expect(codes.sort()).toEqual([barcodeOf.get('ZAH0031'), barcodeOf.get('ZAH0031'), barcodeOf.get('ZAH0032')].sort());
  });

  it('0 or 10,000 copies are refused in Czech before anything is sent', async () => {
    const { page, runtime } = site;
    const jobs = async () =>
      (await runtime.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM print_jobs`))[0].n;
    const jobsBefore = await jobs();
    await page.locator('[data-testid="log-change"]').first().locator('[data-testid="log-print"]').click();
    await dialog().waitFor(WAIT);
    for (const typed of ['0', '10000']) {
      await copies('ZAH0031').fill(typed);
      await page.locator('[data-testid="reprint-submit"]').click();
      await expect
        .poll(() => dialog().locator('[data-testid="reprint-error"]').textContent(), WAIT)
        .toBe('ZAH0031: Počet kopií musí být celé číslo 1 až 999.');
    }
    await screenshot(page, 'printing-reprint-refused');
    expect(await jobs()).toBe(jobsBefore);
  });
});
