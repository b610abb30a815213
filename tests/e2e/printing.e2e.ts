import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintAgent } from '../../server/print-agent/print-agent';
import type { Runtime } from '../../server/runtime';
import { cupsAvailable, type PrivateCups } from '../support/private-cups';
import { screenshot } from './support/browser';
import { startPrintingSite, type PrintingSite } from './support/printing-site';

// Issue 20 in Chromium on a phone against a server of its own, with a private CUPS scheduler and the real
// print agent: the admin makes the agent's key on /printing, the agent connects, then location labels of a
// whole sector and product labels (by EAN) are printed from the screen and arrive in the CUPS spool as the
// PDFs the server generated. Bad input and an offline printer get their Czech messages.
const WAIT = { timeout: 30_000 };
const COMPUTER = { uuid: 'e2e-prn-pc', name: 'E2E-PRN počítač' };

class PrintingPage {
  constructor(private readonly page: Page) {}
  async open(base: string): Promise<void> {
    await this.page.goto(`${base}/printing`);
    await this.page.locator('[data-testid="printing-screen"]').waitFor(WAIT);
  }
  card(kind: 'product' | 'location'): Locator {
    return this.page.locator(`[data-testid="${kind}-labels"]`);
  }
  notice(): Locator {
    return this.page.locator('[data-testid="printing-notice"]');
  }
  error(): Locator {
    return this.page.locator('[data-testid="printing-error"]');
  }
  job(): Locator {
    return this.page.locator('[data-testid="printing-job"]');
  }
  async printerOptions(testId: string): Promise<string[]> {
    return this.page.locator(`[data-testid="${testId}"] option`).allTextContents();
  }
}

function pagesOf(pdf: Buffer): number {
  const dir = mkdtempSync(join(tmpdir(), 'sklad-e2e-pdf-'));
  try {
    writeFileSync(join(dir, 'd.pdf'), pdf);
    return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [join(dir, 'd.pdf')]).toString())?.[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.skipIf(!cupsAvailable())('label printing on /printing with the print agent and CUPS', () => {
  let site: PrintingSite;
  let runtime: Runtime;
  let cups: PrivateCups;
  let page: Page;
  let screen: PrintingPage;
  let agent: PrintAgent | null = null;
  let base: string;

  beforeAll(async () => {
    site = await startPrintingSite('phone');
    ({ runtime, cups, page, base } = site);
    screen = new PrintingPage(page);
  }, 180_000);
  afterAll(async () => {
    await site?.close();
  });

  it('makes a key for the print agent on the screen; the connected printer then appears', async () => {
    await screen.open(base);
    await page.getByText('E-shop zatím nemá žádnou tiskárnu').waitFor(WAIT);
    await page.getByPlaceholder('Název počítače, např. PC u příjmu').fill(COMPUTER.name);
    await page.getByRole('button', { name: 'Vytvořit klíč pro agenta' }).click();
    const command = await page.locator('.sk-printing__token').textContent(WAIT);
    const token = /skpa_[A-Za-z0-9_-]+/.exec(command ?? '')?.[0];
    expect(token).toBeTruthy();
    await screenshot(page, 'printing-agent-key');
    agent = await site.connectAgent(token!, COMPUTER);
    await screen.open(base);
    await expect
      .poll(() => screen.printerOptions('location-printer'), WAIT)
      .toContain('Zebra štítky (E2E-PRN počítač)');
  });

  it('prints the location labels of sector B: one label per location arrives in the spool', async () => {
    const before = cups.spooled().length;
    const location = screen.card('location');
    await location.getByLabel('Co tisknout').selectOption({ label: 'Celý sektor' });
    await location.getByLabel('Sektor').selectOption({ label: 'B' });
    await location
      .locator('[data-testid="location-printer"]')
      .selectOption({ label: 'Zebra štítky (E2E-PRN počítač)' });
    await location.locator('[data-testid="location-template"]').selectOption({ label: 'Pozice 50 × 30 mm' });
    await location.getByRole('button', { name: 'Tisknout štítky pozic' }).click();
    await expect.poll(() => screen.job().textContent(), WAIT).toMatch(/vytištěno/);
    await expect(screen.notice().textContent()).resolves.toContain('12 štítků odesláno na tiskárnu „Zebra štítky“');
    const [spooled] = (await cups.waitForSpooled(before + 1)).slice(-1);
    expect(spooled.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pagesOf(spooled.bytes)).toBe(12);
    await screenshot(page, 'printing-sector-printed');
  });

  it('prints product labels by EAN with copies; the preview opens the same kind of PDF', async () => {
    const [{ ean }] = await runtime.database.query<{ ean: string }>(
      `SELECT ean FROM products WHERE eshop_id = 101 AND code = 'ZAH0001'`,
    );
    const before = cups.spooled().length;
    const product = screen.card('product');
    await product.getByLabel('Kód nebo EAN produktu').fill(ean);
    await product.getByLabel('Počet kopií').fill('3');
    await product.locator('[data-testid="product-printer"]').selectOption({ label: 'Zebra štítky (E2E-PRN počítač)' });
    await product.getByRole('button', { name: 'Náhled' }).click();
    const frame = page.locator('[data-testid="printing-preview"]');
    await frame.waitFor(WAIT);
    const src = (await frame.getAttribute('src'))!;
    const preview = await fetch(src);
    expect(preview.headers.get('content-type')).toBe('application/pdf');
    expect(pagesOf(Buffer.from(await preview.arrayBuffer()))).toBe(3);
    await screenshot(page, 'printing-preview');
    await page.keyboard.press('Escape');
    await frame.waitFor({ state: 'detached', ...WAIT });
    await product.getByRole('button', { name: 'Tisknout štítky produktu' }).click();
    await expect.poll(() => screen.job().textContent(), WAIT).toMatch(/vytištěno/);
    const [spooled] = (await cups.waitForSpooled(before + 1)).slice(-1);
    expect(pagesOf(spooled.bytes)).toBe(3);
  });

  it('bad input gets a Czech message: 10,000 copies, an unknown product', async () => {
    const product = screen.card('product');
    await product.getByLabel('Počet kopií').fill('10000');
    await product.getByRole('button', { name: 'Tisknout štítky produktu' }).click();
    await expect.poll(() => screen.error().textContent(), WAIT).toContain('Počet kopií musí být celé číslo 1 až 999.');
    await product.getByLabel('Počet kopií').fill('1');
    await product.getByLabel('Kód nebo EAN produktu').fill('NENI-TAKOVY');
    await product.getByRole('button', { name: 'Tisknout štítky produktu' }).click();
    await expect
      .poll(() => screen.error().textContent(), WAIT)
      .toContain('Produkt „NENI-TAKOVY“ neexistuje (hledáno podle kódu i EAN).');
    await screenshot(page, 'printing-refused');
  });

  it('a printer whose computer went offline: the job is kept and the screen says so', async () => {
    await agent!.stop();
    agent = null;
    const product = screen.card('product');
    await product.getByLabel('Kód nebo EAN produktu').fill('ZAH0001');
    await product.getByRole('button', { name: 'Tisknout štítky produktu' }).click();
    await expect.poll(() => screen.notice().textContent(), WAIT).toMatch(/je offline\. Úloha č\. \d+ počká ve frontě/);
    await expect(screen.job().textContent()).resolves.toMatch(/čeká ve frontě/);
    await screenshot(page, 'printing-offline');
  });
});
