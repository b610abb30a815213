import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, localStorageOf, screenshot } from './support/browser';
import { apiCall } from './support/catalogue-pages';
import { DEV_HOST, appUrl } from './support/e2e-config';
import { sharedPort } from './support/servers';
import { openSignedIn } from './support/session';

// Issue 24 item 16 on a desktop against the shared server: ZAH0010–12 are one product in three
// variants (20 l, 50 l, 70 l). A receipt of the three names each variant on its rows and in its PDF,
// and each 50 × 30 label says which variant it is. Location C-03-3 is this file's own.
const base = () => appUrl(DEV_HOST, sharedPort(), '');
const WAIT = { timeout: 20_000 };
const VARIANTS = [
  ['ZAH0010', '20 l'],
  ['ZAH0011', '50 l'],
  ['ZAH0012', '70 l'],
] as const;

const pdfText = (pdf: Buffer) => {
  const dir = mkdtempSync(join(tmpdir(), 'variants-'));
  writeFileSync(join(dir, 'f.pdf'), pdf);
  return execFileSync('pdftotext', ['-layout', join(dir, 'f.pdf'), '-'], { encoding: 'utf8' });
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('variants of one product are told apart', () => {
  it('on a receipt’s rows, its PDF and the 50 × 30 labels', async () => {
    const { page, errors } = await openSignedIn(browser, base(), 'admin', 'desktop', '/documents/receipt');
    await page.locator('[data-testid="documents-receipt"]').waitFor(WAIT);
    await page.getByRole('button', { name: 'Nová příjemka' }).click();
    await page.getByRole('textbox', { name: 'Partner' }).fill('E2E-VAR Substráty');
    await page.getByRole('button', { name: 'Vytvořit' }).click();
    await page.locator('[data-testid="document-detail"]').waitFor(WAIT);
    const id = Number(/\/documents\/detail\/(\d+)/.exec(page.url())?.[1]);
    const field = page.locator('[data-testid="document-scan"]');
    for (const code of ['C-03-3', ...VARIANTS.map(([c]) => c)]) {
      await field.fill(code);
      await field.press('Enter');
    }
    const queued = page.locator('[data-testid="document-queue"] tbody tr:not(.sk-rtable__empty)');
    await expect.poll(() => queued.count(), WAIT).toBe(3);
    const rows = await queued.allInnerTexts();
    for (const [code, variant] of VARIANTS)
      expect(rows.find((r) => r.includes(code))).toContain(`Substrát pro pokojové rostliny – ${variant}`);
    await screenshot(page, 'variants-receipt-rows');

    await page.locator('[data-testid="document-post"]').click();
    await page.locator('[data-testid="document-post-summary"]').waitFor(WAIT);
    // The summary can draw before its table of posted rows: wait for the three rows, not for the summary alone.
    const postedRows = page.locator('[data-testid="document-posted"] tbody tr:not(.sk-rtable__empty)');
    await expect.poll(() => postedRows.count(), WAIT).toBe(VARIANTS.length);
    const posted = await postedRows.allInnerTexts();
    for (const [code, variant] of VARIANTS) expect(posted.find((r) => r.includes(code))).toContain(`– ${variant}`);
    for (const [code] of VARIANTS)
      expect(
        (await apiCall(page, base(), 'POST', '/inventory/search/', { q: code, location_name: 'C-03-3' })).body.amount,
      ).toBeGreaterThanOrEqual(1);

    const pdf = await apiCall(page, base(), 'GET', `/movement_documents/${id}/pdf`);
    expect(pdf.status).toBe(200);
    const text = pdfText(Buffer.from(pdf.body.content_base64, 'base64')).replace(/\s+/g, ' ');
    for (const [, variant] of VARIANTS) expect(text).toContain(`Substrát pro pokojové rostliny – ${variant}`);

    // the 50 × 30 product label (template 1), one per variant
    const { authToken } = await localStorageOf(page);
    const auth = { authorization: `Bearer ${authToken}`, 'content-type': 'application/json' };
    const generated = await fetch(`${base()}/api/settings/cloud_print/generate_v2/`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        data: VARIANTS.map(([code]) => ({
          data_source: 'shoptet-product',
          copies: 1,
          data: { code },
          template_id: 1,
          eshop_id: 101,
        })),
      }),
    });
    expect(generated.status).toBe(200);
    const { data } = (await generated.json()) as { data: { pdf: string; pages: number } };
    expect(data.pages).toBe(3);
    const labels = pdfText(Buffer.from(await (await fetch(data.pdf, { headers: auth })).arrayBuffer()));
    const pages = labels.split('\f').filter((p) => p.trim());
    expect(pages).toHaveLength(3);
    VARIANTS.forEach(([code, variant], i) => {
      expect(pages[i]).toContain(variant);
      expect(pages[i]).toContain(code);
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
