import { readFileSync } from 'node:fs';
import { read } from '@e965/xlsx';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, localStorageOf, screenshot } from './support/browser';
import { DEV_HOST, appUrl } from './support/e2e-config';
import { sharedPort } from './support/servers';
import { openIn, openSignedIn, signedInContexts } from './support/session';

// Issue 16 in Chromium against the shared server, on a phone and on a desktop: the settings screen keeps
// this device's settings and shows the e-shop's; /exports downloads a CSV and an XLSX that the test reads
// back (the XLSX with the chosen library); a layout import with an error shows it by row and column, the
// fixed file is applied and its locations then exist. Names start with E2E-EXP-.
const base = () => appUrl(DEV_HOST, sharedPort(), '');
const WAIT = { timeout: 30_000 };

/** The /exports screen; its selectors live here. */
class ExportsPage {
  constructor(private readonly page: Page) {}
  static readonly path = '/exports';
  /** The screen drawn (a page opened at `ExportsPage.path`). */
  async shown(): Promise<void> {
    await this.page.locator('[data-testid="exports-screen"]').waitFor(WAIT);
  }
  async download(
    kind: string,
    format: 'CSV pro český Excel' | 'Excel (XLSX)',
  ): Promise<{ name: string; bytes: Buffer }> {
    await this.page.locator('#export-kind').selectOption(kind);
    await this.page.getByLabel(format).check({ force: true });
    const [download] = await Promise.all([
      this.page.waitForEvent('download', WAIT),
      this.page.locator('[data-testid="export-download"]').click(),
    ]);
    const path = await download.path();
    return { name: download.suggestedFilename(), bytes: readFileSync(path) };
  }
  async upload(kind: string, name: string, content: string): Promise<void> {
    await this.page.locator('#import-kind').selectOption(kind);
    await this.page
      .getByLabel('Soubor k importu')
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
    await this.page.locator('[data-testid="import-review"]').waitFor(WAIT);
  }
  problems() {
    return this.page.locator('[data-testid="import-problems"] li');
  }
}

async function signedIn(browser: Browser, viewport: 'phone' | 'desktop', path = '/'): Promise<Page> {
  return (await openSignedIn(browser, base(), 'admin', viewport, path)).page;
}

describe('settings, exports and imports in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 120_000);
  // The downloads and the imports of one viewport share a signed-in context (signedInContexts); the settings test,
  // which changes what the device keeps, has its own.
  const contextOf = signedInContexts(() => browser, base);
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`R-CFG-01 R-SCAN-08 the settings screen keeps this device's settings and refuses a digit as delimiter (${viewport})`, async () => {
      const page = await signedIn(browser, viewport, '/settings');
      await page.locator('[data-testid="settings-screen"]').waitFor(WAIT);
      await page.locator('label:has([data-testid="setting-play-sounds"])').click();
      await page.locator('#settings-scan-mode').selectOption('confirm');
      expect(await localStorageOf(page)).toMatchObject({
        playSounds: 'false',
        virtualScanner: '{"mode":"confirm","persistent":false}',
      });
      await page.locator('#settings-delimiters').fill('* 5');
      await page.locator('[data-testid="settings-delimiters"]').getByRole('button', { name: 'Uložit' }).click();
      await expect
        .poll(() => page.locator('[data-testid="settings-error-delimiters"]').innerText(), WAIT)
        .toMatch(/číslice/);
      await page.locator('#settings-delimiters').fill('* x');
      await page.locator('[data-testid="settings-delimiters"]').getByRole('button', { name: 'Uložit' }).click();
      await page.locator('[data-testid="settings-saved-delimiters"]').waitFor(WAIT);
      await screenshot(page, 'settings');
      await page.context().close();
    }, 120_000);

    it(`downloads a CSV and an XLSX export and reads them back (${viewport})`, async () => {
      const page = await openIn(await contextOf('admin', viewport), base(), ExportsPage.path);
      const screen = new ExportsPage(page);
      await screen.shown();
      const csv = await screen.download('layout', 'CSV pro český Excel');
      expect(csv.name).toBe('rozlozeni-skladu.csv');
      expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = csv.bytes.toString('utf8').slice(1).split('\r\n');
      expect(lines[0]).toBe('Zóna;Sektor;Pozice');
      expect(lines).toContain('Přízemí;A;A-01-1');
      const xlsx = await screen.download('multiean', 'Excel (XLSX)');
      expect(xlsx.name).toBe('multi-ean.xlsx');
      const book = read(xlsx.bytes, { type: 'buffer' });
      const sheet = book.Sheets[book.SheetNames[0]];
      expect([sheet.A1.v, sheet.B1.v, sheet.C1.v, sheet.D1.v]).toEqual(['EAN', 'Kód produktu', 'Název', 'Počet kusů']);
      const lists = await screen.download('shoplists', 'CSV pro český Excel');
      expect(lists.name).toBe('nakupni-seznamy.csv');
      expect(lists.bytes.toString('utf8').slice(1).split('\r\n')[0]).toMatch(
        /^Reference;Název seznamu;Dodavatel;Stav;/,
      );
      const documents = await screen.download('documents', 'Excel (XLSX)');
      expect(documents.name).toBe('doklady.xlsx');
      const documentSheet = read(documents.bytes, { type: 'buffer' }).Sheets['Doklady'];
      expect([documentSheet.A1.v, documentSheet.B1.v]).toEqual(['Číslo dokladu', 'Typ']);
      await page.locator('[data-testid="export-done"]').waitFor(WAIT);
      await screenshot(page, 'exports-downloaded');
      await page.close();
    }, 120_000);

    it(`an import with an error shows it by row and column; the fixed file applies (${viewport})`, async () => {
      const page = await openIn(await contextOf('admin', viewport), base(), ExportsPage.path);
      const screen = new ExportsPage(page);
      await screen.shown();
      const tag = `E2E-EXP-${viewport.toUpperCase()}`;
      await screen.upload(
        'layout',
        'rozlozeni.csv',
        `Zóna;Sektor;Pozice\r\n${tag};${tag}-S;${tag}-01\r\n${tag};${tag}-S;A-01-1\r\n`,
      );
      await expect
        .poll(() => screen.problems().allInnerTexts(), WAIT)
        .toEqual(['Řádek 3, sloupec Pozice (C): Pozice „A-01-1“ už je v sektoru „A“.']);
      await expect(page.locator('[data-testid="import-apply"]').isDisabled()).resolves.toBe(true);
      await screenshot(page, 'import-problems');

      await screen.upload(
        'layout',
        'rozlozeni-opraveno.csv',
        `Zóna;Sektor;Pozice\r\n${tag};${tag}-S;${tag}-01\r\n${tag};${tag}-S;${tag}-02\r\n`,
      );
      await expect.poll(() => screen.problems().count(), WAIT).toBe(0);
      await page.locator('[data-testid="import-apply"]').click();
      await expect
        .poll(() => page.locator('[data-testid="import-applied"]').innerText(), WAIT)
        .toBe('Použito: 2 řádky.');
      await screenshot(page, 'import-applied');
      const layout = await screen.download('layout', 'CSV pro český Excel');
      expect(layout.bytes.toString('utf8')).toContain(`${tag};${tag}-S;${tag}-02`);
      await page.close();
    }, 120_000);
  }
});
