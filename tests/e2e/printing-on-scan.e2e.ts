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

// Automatic printing on scan in Chromium on a phone, against a server of its own, with a private CUPS
// scheduler and the real print agent: with printOnScan on, stocking in N units of a product prints N labels
// (R-PRN-05), or one label per product with productSingle; the job arrives in the spool as a PDF whose
// barcodes read back as the products' codes.
const WAIT = { timeout: 30_000 };
const PRINTER = 'Zebra štítky (Sklad PC)';
const PLACE = 'A-01-1';

describe.skipIf(!cupsAvailable())('labels printed by themselves on stock-in (printOnScan)', () => {
  let site: PrintingSite;
  let barcodeOf: Map<string, string>;

  async function settings(change: () => Promise<void>): Promise<void> {
    const { page, base } = site;
    await page.goto(`${base}/printing`);
    const card = page.locator('[data-testid="print-settings"]');
    await card.waitFor(WAIT);
    await expect
      .poll(() => card.locator('[data-testid="auto-product-printer"] option').allTextContents(), WAIT)
      .toContain(PRINTER);
    await change();
    await card.getByRole('button', { name: 'Uložit v tomto zařízení' }).click();
    await page.getByText('Nastavení tisku uloženo v tomto zařízení.').waitFor(WAIT);
  }

  async function stockIn(scans: string[]): Promise<string> {
    await stockInByScanning(site, PLACE, scans);
    const snackbar = site.page.locator('[data-testid="snackbar"]');
    await expect.poll(() => snackbar.textContent(), WAIT).toMatch(/Tisk štítků/);
    return (await snackbar.textContent()) ?? '';
  }

  beforeAll(async () => {
    site = await startPrintingSite('phone');
    const made = await site.api('POST', '/api/settings/cloud_print/agent_tokens/', { name: 'Sklad PC' });
    await site.connectAgent(made.token, { uuid: 'e2e-onscan-pc', name: 'Sklad PC' });
    barcodeOf = await productBarcodes(site.runtime, ['ZAH0021', 'ZAH0022', 'ZAH0023']);
  }, 180_000);
  afterAll(async () => {
    await site?.close();
  });

  it('R-PRN-04 R-PRN-05 with printOnScan on, 3 scanned units of a product print 3 labels that scan back', async () => {
    const { page, cups } = site;
    await settings(async () => {
      const card = page.locator('[data-testid="print-settings"]');
      await card.getByText('Tisknout při skenování na tomto zařízení').click();
      await card.getByText('Štítky produktů', { exact: true }).click();
      await card.locator('[data-testid="auto-product-printer"]').selectOption({ label: PRINTER });
      await card.locator('[data-testid="auto-product-template"]').selectOption({ label: 'Produkt 50 × 30 mm' });
    });
    await screenshot(page, 'printing-on-scan-settings');
    const before = cups.spooled().length;
    const told = await stockIn(['ZAH0021', 'ZAH0021', 'ZAH0021']);
    expect(told).toContain('Tisk štítků: 3 ks odesláno na Zebra štítky');
    await screenshot(page, 'printing-on-scan-stocked-in');
    const spooled = await cups.waitForSpooled(before + 1);
    expect(spooled).toHaveLength(before + 1);
    const { pages, codes } = await readLabels(spooled.at(-1)!.bytes);
    expect(pages).toBe(3);
    expect(codes).toEqual(Array(3).fill(barcodeOf.get('ZAH0021')));
  });

  it('R-PRN-05 with productSingle, two products of 4 and 2 units print one label each, in one job', async () => {
    await settings(async () => {
      await site.page.locator('[data-testid="print-settings"]').getByText('Jen jeden štítek na produkt').click();
    });
    const before = site.cups.spooled().length;
    const told = await stockIn(['ZAH0022*4', 'ZAH0023', 'ZAH0023']);
    expect(told).toContain('Tisk štítků: 2 ks odesláno na Zebra štítky');
    const spooled = await site.cups.waitForSpooled(before + 1);
    const { pages, codes } = await readLabels(spooled.at(-1)!.bytes);
    expect(pages).toBe(2);
    expect(codes.sort()).toEqual([barcodeOf.get('ZAH0022'), barcodeOf.get('ZAH0023')].sort());
  });
});
