// Time from a keyboard-wedge scanner's last key (the Enter) to the scanned row painted on screen,
// in Chromium against the real server (PGlite in memory, demo data): the scan queue, the product
// lookup (POST /inventory/search/), the list rules and React's render. Target: under 100 ms.
// Run: npx tsx bench/scan/scan-to-row.ts [--scans 40]   Figures go to bench/scan/RESULTS.md.
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { startRuntime } from '../../server/runtime';
import { launchBrowser } from '../../tests/e2e/support/browser';
import { buildApp, buildIsStale } from '../../tests/e2e/support/global-setup';
import { summarize, type Summary } from '../lib/stats';
import { ms, writeResults, type Table } from '../lib/results';
import { CdpScanner } from './cdp-scanner';

const ROOT = resolve(import.meta.dirname, '../..');
const i = process.argv.indexOf('--scans');
const SCANS = i > 0 ? Number(process.argv[i + 1]) : 40;
const code = (n: number) => `ZAH${String(n).padStart(4, '0')}`;

/**
 * Arms a probe in the page: resolves with ms from the Enter keydown to the frame after `code`
 * shows `amount`. Plain script text: tsx would wrap named functions in a helper the page lacks.
 */
async function armProbe(page: Page, wanted: string, amount: number): Promise<{ total: number; search: number }> {
  const selector = `[data-testid="scanned-line"][data-code="${wanted}"][data-amount="${amount}"]`;
  await page.evaluate(`window.__probe = new Promise((done) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(${JSON.stringify(selector)})) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const calls = performance.getEntriesByType('resource').filter((e) => e.name.includes('/inventory/search/'));
        const search = calls.length ? calls[calls.length - 1].duration : NaN;
        performance.clearResourceTimings();
        done({ total: performance.now() - window.__enterAt, search });
      });
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  })`);
  return page.evaluate('window.__probe') as Promise<{ total: number; search: number }>;
}

async function run(
  page: Page,
  scanner: CdpScanner,
  label: string,
  plan: Array<{ code: string; amount: number }>,
): Promise<{ label: string; samples: number[]; search: number[] }> {
  const samples: number[] = [];
  const search: number[] = [];
  for (const step of plan) {
    const probe = armProbe(page, step.code, step.amount);
    await scanner.scan([step.code]);
    const r = await probe;
    samples.push(r.total);
    search.push(r.search);
  }
  return { label, samples, search };
}

async function main(): Promise<void> {
  if (buildIsStale()) buildApp();
  const runtime = await startRuntime({
    memory: true,
    demo: true,
    port: 0,
    host: '127.0.0.1',
    distDir: join(ROOT, 'dist'),
  });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'cs-CZ',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const base = `http://localhost:${runtime.port}`;
    await page.goto(`${base}/login`);
    await page.locator('#login-username').fill('admin');
    await page.locator('#login-password').fill('admin');
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login') && !u.pathname.startsWith('/appLoading'));
    await page.goto(`${base}/products/add`);
    await page.locator('[data-testid="scan-input"]').focus();
    await page.evaluate(
      `window.addEventListener('keydown', (e) => { if (e.key === 'Enter') window.__enterAt = performance.now(); }, true)`,
    );
    const scanner = await CdpScanner.attach(page);
    await scanner.scan(['B-01-1']);
    await page.locator('[data-testid="location-value"]').waitFor();
    // warm-up: the first lookups pay for the server's cold query plans and the page's first renders
    await run(
      page,
      scanner,
      'warm-up',
      [1, 2, 3].map((n) => ({ code: code(n), amount: 1 })),
    );
    const fresh = await run(
      page,
      scanner,
      'new product (new row on top)',
      Array.from({ length: SCANS }, (_, k) => ({ code: code(10 + k), amount: 1 })),
    );
    const again = await run(
      page,
      scanner,
      'product already listed (amount +1, row to top)',
      Array.from({ length: SCANS }, (_, k) => ({ code: code(10 + (k % 10)), amount: 2 + Math.floor(k / 10) })),
    );
    const results = [fresh, again].map((r) => ({
      label: r.label,
      ...summarize(r.samples),
      search: summarize(r.search),
    }));
    const table: Table = {
      title: `Last key (Enter) → row painted, ${SCANS} scans each, list growing to ${SCANS + 3} rows (ms)`,
      columns: ['scan', 'n', 'p50', 'p95', 'max', 'of which search call p50 / p95', 'target'],
      rows: results.map((r: Summary & { label: string; search: Summary }) => [
        r.label,
        r.n,
        ms(r.p50),
        ms(r.p95),
        ms(r.max),
        `${ms(r.search.p50)} / ${ms(r.search.p95)}`,
        r.p95 < 100 ? 'p95 < 100 ✓' : 'p95 ≥ 100 ✗',
      ]),
    };
    console.table(results.map(({ label, p50, p95, max }) => ({ label, p50: ms(p50), p95: ms(p95), max: ms(max) })));
    writeResults(
      join(ROOT, 'bench/scan/RESULTS.md'),
      [
        '# Scan to row: keyboard-wedge scan to the row on screen',
        '',
        'Produced by `npx tsx bench/scan/scan-to-row.ts`. Chromium (headless, Debian build) types each code as a US-layout scanner',
        'on a Czech layout (CDP key events 8 ms apart, `code` Digit…/Key… with the Czech characters), ended by Enter. The clock',
        'starts when the page receives the Enter keydown and stops at the animation frame after the row (with its amount) is in',
        'the DOM: scan queue, POST /inventory/search/ to the real server (PGlite in memory, same machine), list rules, React render.',
      ].join('\n'),
      [table],
      results,
    );
    await context.close();
  } finally {
    await browser.close();
    await runtime.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
