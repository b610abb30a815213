// Opening a shopping list of 2,000 lines with 10,000 orders in Chromium at phone size (390×844):
// navigation (a full load of /products/add-ao/{id}, signed in) → the first animation frame in which a
// product row of the list exists, with the list call's time from resource timing. CPU 1× and 4×.
// Run: npx tsx bench/receiving/render.ts   (builds dist/ first when it is stale; results copied by hand into RESULTS.md)
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startRuntime } from '../../server/runtime';
import { launchBrowser, openPage } from '../../tests/e2e/support/browser';
import { DEV_HOST, DIST_DIR, appUrl } from '../../tests/e2e/support/e2e-config';
import { buildApp, buildIsStale } from '../../tests/e2e/support/global-setup';
import { SignInPage } from '../../tests/e2e/support/pages';
import { summarize } from '../lib/stats';
import { BIG, createBigList } from './_big-list';

const RUNS = 10;
const ROW = '[data-testid="shoplist-product"]';

if (buildIsStale()) buildApp();
const runtime = await startRuntime({
  memory: true,
  demo: true,
  port: 0,
  host: '127.0.0.1',
  tokenSecret: 'bench-secret',
  distDir: join(import.meta.dirname, '../../', DIST_DIR),
});
const base = appUrl(DEV_HOST, runtime.port, '');
const token = await (
  await fetch(`${runtime.url}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin' }),
  })
).json();
const call = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${runtime.url}/api/sklad${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token.access_token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
};
const id = await createBigList(runtime.database, call);

const browser = await launchBrowser();
const { page, errors } = await openPage(browser, 'phone');
const signIn = new SignInPage(page);
await signIn.open(base);
await signIn.signInAs('admin');
await page.addInitScript('window.__name = (f) => f;');
await page.addInitScript((rowSelector: string) => {
  const w = window as unknown as { __firstRowsAt?: number };
  const observer = new MutationObserver(() => {
    if (!document.querySelector(rowSelector)) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      w.__firstRowsAt = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}, ROW);

async function firstRows(p: Page) {
  await p.goto(`${base}/products/add-ao/${id}`);
  await p.waitForFunction(
    () => (window as unknown as { __firstRowsAt?: number }).__firstRowsAt !== undefined,
    undefined,
    {
      timeout: 60_000,
    },
  );
  return p.evaluate(() => {
    const api = performance.getEntriesByType('resource').find((e) => /\/ao\/shoplist\/\d+\/$/.test(e.name)) as
      PerformanceResourceTiming | undefined;
    return {
      firstRowsMs: (window as unknown as { __firstRowsAt: number }).__firstRowsAt,
      apiMs: api ? api.responseEnd - api.requestStart : Number.NaN,
      rows: document.querySelectorAll('[data-testid="shoplist-product"]').length,
      domNodes: document.getElementsByTagName('*').length,
    };
  });
}

const f1 = (x: number) => x.toFixed(1);
console.log(
  `PGlite in memory; list of ${BIG.lines} lines, ${BIG.orders} orders; Chromium headless (software rendering) at 390×844`,
);
const cdp = await page.context().newCDPSession(page);
for (const rate of [1, 4]) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const runs: Array<Awaited<ReturnType<typeof firstRows>>> = [];
  for (let i = 0; i < RUNS + 1; i++) runs.push(await firstRows(page));
  const [cold, ...warm] = runs;
  const s = (pick: (r: (typeof runs)[number]) => number) => summarize(warm.map(pick));
  console.log(
    `\n**CPU ${rate}×** (${warm.length} runs after one cold)\n\n| measure | p50 ms | p95 ms | max ms |\n|---|---|---|---|`,
  );
  for (const [label, pick] of [
    ['navigation → first frame with a product row', (r: (typeof runs)[number]) => r.firstRowsMs],
    ['of which: GET /ao/shoplist/{id}/, request → response end', (r: (typeof runs)[number]) => r.apiMs],
  ] as const)
    console.log(`| ${label} | ${f1(s(pick).p50)} | ${f1(s(pick).p95)} | ${f1(s(pick).max)} |`);
  console.log(
    `| cold run: first row ${f1(cold.firstRowsMs)} ms, API ${f1(cold.apiMs)} ms; rows rendered ${cold.rows}, DOM nodes ${cold.domNodes} | | | |`,
  );
}
if (errors.length) console.log(`\nconsole errors: ${errors.join(' | ')}`);
await browser.close();
await runtime.close();
