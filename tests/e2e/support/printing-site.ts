// A site that prints, for the printing e2e files: a server of its own, a private CUPS scheduler with one
// queue ("Labels"), Chromium signed in as admin, and the real print agent once a key is made.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { PrintAgent } from '../../../server/print-agent/print-agent';
import type { Runtime } from '../../../server/runtime';
import { isValidEan13 } from '../../../src/domain/barcodes/ean13';
import { createNodeZxingReader } from '../../../src/infrastructure/camera/zxing-wasm-node';
import { startPrivateCups, type PrivateCups } from '../../support/private-cups';
import { launchBrowser, localStorageOf, openPage } from './browser';
import { DEV_HOST, appUrl } from './e2e-config';
import { SignInPage } from './pages';
import { startOwnServer } from './servers';

export interface PrintingSite {
  runtime: Runtime;
  cups: PrivateCups;
  browser: Browser;
  page: Page;
  base: string;
  /** The API as the signed-in app calls it, with the app's own token. */
  api(method: string, path: string, body?: unknown): Promise<any>;
  /** Starts the print agent with this key, printing to the "Labels" queue as printer "Zebra". */
  connectAgent(token: string, computer: { uuid: string; name: string }): Promise<PrintAgent>;
  close(): Promise<void>;
}

export async function startPrintingSite(viewport: 'phone' | 'desktop'): Promise<PrintingSite> {
  const [runtime, cups, browser] = await Promise.all([startOwnServer(), startPrivateCups(['Labels']), launchBrowser()]);
  const base = appUrl(DEV_HOST, runtime.port, '');
  const { page } = await openPage(browser, viewport);
  const signIn = new SignInPage(page);
  await signIn.open(base);
  await signIn.signInAs('admin');
  const agents: PrintAgent[] = [];
  return {
    runtime,
    cups,
    browser,
    page,
    base,
    async api(method, path, body) {
      const { authToken } = await localStorageOf(page);
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${authToken}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return res.json();
    },
    async connectAgent(token, computer) {
      const agent = new PrintAgent({
        server: `http://127.0.0.1:${runtime.port}`,
        token,
        computer,
        printers: [{ identifier: 'Zebra', name: 'Zebra štítky', uri: cups.uriOf('Labels') }],
        log: () => {},
      });
      await agent.start();
      agents.push(agent);
      return agent;
    },
    async close() {
      await Promise.all(agents.map((a) => a.stop()));
      await browser.close();
      await runtime.close();
      await cups.stop();
    },
  };
}

const reader = createNodeZxingReader();

/** The page count of a label PDF, and what each page's barcode reads at 203 dpi (a common label printer). */
export async function readLabels(pdf: Buffer): Promise<{ pages: number; codes: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'sklad-e2e-labels-'));
  try {
    const file = join(dir, 'labels.pdf');
    writeFileSync(file, pdf);
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())?.[1]);
    const codes: string[] = [];
    for (let p = 1; p <= pages; p++) {
      const out = join(dir, `p${p}`);
      const range = ['-f', String(p), '-l', String(p)];
      execFileSync('pdftoppm', ['-r', '203', '-png', '-singlefile', '-gray', ...range, file, out]);
      const png = new Blob([new Uint8Array(readFileSync(`${out}.png`))]);
      codes.push(...(await reader.decodeFile(png, ['EAN13', 'Code128'])).map((r) => r.text));
    }
    return { pages, codes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The barcode a product label carries: a valid EAN-13 as such, else the product's code (Code 128). */
export async function productBarcodes(runtime: Runtime, codes: string[]): Promise<Map<string, string>> {
  const rows = await runtime.database.query<{ code: string; ean: string | null }>(
    `SELECT code, ean FROM products WHERE eshop_id = 101 AND code IN (${codes.map((c) => `'${c}'`).join(', ')})`,
  );
  return new Map(rows.map((r) => [r.code, r.ean && isValidEan13(r.ean) ? r.ean : r.code]));
}

/** Stocks in on /products/add by typing scans as a wedge scanner would (location first), then sends. */
export async function stockInByScanning(site: PrintingSite, place: string, scans: string[]): Promise<void> {
  const { page, base } = site;
  const wait = { timeout: 30_000 };
  await page.goto(`${base}/products/add`);
  await page.locator('[data-testid="product-action-add"]').waitFor(wait);
  const field = page.locator('[data-testid="scan-input"]');
  for (const code of [place, ...scans]) {
    await field.fill(code);
    await field.press('Enter');
    if (code === place)
      await expect.poll(() => page.locator('[data-testid="location-value"]').innerText(), wait).toBe(place);
  }
  const distinct = new Set(scans.map((s) => s.split('*')[0])).size;
  await expect.poll(() => page.locator('[data-testid="scanned-line"]').count(), wait).toBe(distinct);
  await page.locator('[data-testid="submit-movement"]').click();
  await expect
    .poll(async () => (await page.locator('[data-testid="scan-notice"]').getAttribute('class')) ?? '', wait)
    .toContain('success');
}
