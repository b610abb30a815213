// The stock overview screen with 50,000 balance rows, in Chromium at phone size (390×844):
//  1. first rows on screen: navigation (a full page load of /inventory/overview, signed in) → the first
//     frame in which a row of the list exists; with the first page's API time from resource timing;
//  2. scrolling: a scripted scroll (fixed px per animation frame, like a steady fling) through several
//     pages loaded on the way; frame times from requestAnimationFrame, long tasks from PerformanceObserver.
// Run: npx tsx bench/layout/overview-render.ts   (builds dist/ first when it is stale; results copied by hand into RESULTS.md)
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startRuntime } from '../../server/runtime';
import { launchBrowser, openPage } from '../../tests/e2e/support/browser';
import { DEV_HOST, DIST_DIR, appUrl } from '../../tests/e2e/support/e2e-config';
import { buildApp, buildIsStale } from '../../tests/e2e/support/global-setup';
import { SignInPage } from '../../tests/e2e/support/pages';
import { summarize } from '../lib/stats';
import { seedFiftyThousandBalances } from './seed-balances';

const LOAD_RUNS = 10;
const SCROLL_RUNS = 3;
const SCROLL_PX_PER_FRAME = 120; // ≈ 7,200 px/s at 60 Hz: a brisk thumb fling, sustained
const SCROLL_TARGET_ROWS = 600; // six pages of 100
const SCROLL_MAX_FRAMES = 2400;

if (buildIsStale()) buildApp();
const runtime = await startRuntime({
  memory: true,
  demo: true,
  port: 0,
  host: '127.0.0.1',
  tokenSecret: 'bench-secret',
  distDir: join(import.meta.dirname, '../../', DIST_DIR),
});
// localhost: the app's dev transport (Bearer), as in the e2e tests
const base = appUrl(DEV_HOST, runtime.port, '');
const balances = await seedFiftyThousandBalances(runtime.database);
const browser = await launchBrowser();
const { page, errors } = await openPage(browser, 'phone');
const signIn = new SignInPage(page);
await signIn.open(base);
await signIn.signInAs('admin');

const ROW = '[data-testid="overview-rows"] tbody tr:not(.sk-rtable__empty)';

// tsx (esbuild) wraps named functions in __name(); functions shipped to the page need it defined there.
await page.addInitScript('window.__name = (f) => f;');
// Runs before the app's scripts on every navigation: notes the first animation frame with a row.
// (A MutationObserver, not a rAF loop from the start: Chromium runs no frames before first paint.)
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

async function firstRows(p: Page): Promise<{ firstRowsMs: number; apiMs: number; domContentLoadedMs: number }> {
  await p.goto(`${base}/inventory/overview`);
  await p
    .waitForFunction(() => (window as unknown as { __firstRowsAt?: number }).__firstRowsAt !== undefined, undefined, {
      timeout: 60_000,
    })
    .catch(async (e) => {
      await p.screenshot({ path: 'test-results/overview-render-timeout.png' });
      console.log(p.url(), await p.locator(ROW).count(), await p.evaluate(() => document.body.innerText.slice(0, 500)));
      throw e;
    });
  return p.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const api = performance.getEntriesByType('resource').find((e) => e.name.includes('/inventory/overview/')) as
      PerformanceResourceTiming | undefined;
    return {
      firstRowsMs: (window as unknown as { __firstRowsAt: number }).__firstRowsAt,
      apiMs: api ? api.responseEnd - api.requestStart : Number.NaN,
      domContentLoadedMs: nav.domContentLoadedEventEnd,
    };
  });
}

interface ScrollResult {
  frames: number[];
  longTasks: number[];
  nearAppend: number;
  rows: number;
  scrolledPx: number;
  domNodes: number;
  pagesLoaded: number;
}

/** Scrolls by a fixed step each frame until enough rows are loaded (or the frame budget ends). */
function scrollThrough(p: Page): Promise<ScrollResult> {
  return p.evaluate(
    async ({ step, target, maxFrames, rowSelector }) => {
      const longTasks: number[] = [];
      const longTaskStarts: number[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          longTasks.push(e.duration);
          longTaskStarts.push(e.startTime);
        }
      });
      observer.observe({ type: 'longtask', buffered: false });
      const overviewCalls = () =>
        performance.getEntriesByType('resource').filter((e) => e.name.includes('/inventory/overview/')).length;
      const callsBefore = overviewCalls();
      const frames: number[] = [];
      let scrolled = 0;
      await new Promise<void>((done) => {
        let last = performance.now();
        const frame = (now: number) => {
          frames.push(now - last);
          last = now;
          const before = window.scrollY;
          window.scrollBy(0, step);
          scrolled += window.scrollY - before;
          if (document.querySelectorAll(rowSelector).length >= target || frames.length >= maxFrames) {
            done();
            return;
          }
          requestAnimationFrame(frame);
        };
        requestAnimationFrame((now) => {
          last = now;
          requestAnimationFrame(frame);
        });
      });
      observer.disconnect();
      // attribution: a long task starting within 300 ms after a page's response is the append's render
      const appended = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/inventory/overview/'))
        .slice(callsBefore)
        .map((e) => (e as PerformanceResourceTiming).responseEnd);
      const nearAppend = longTaskStarts.filter((t) => appended.some((end) => t >= end && t - end <= 300)).length;
      return {
        frames,
        longTasks,
        nearAppend,
        rows: document.querySelectorAll(rowSelector).length,
        scrolledPx: scrolled,
        domNodes: document.getElementsByTagName('*').length,
        pagesLoaded: overviewCalls() - callsBefore,
      };
    },
    { step: SCROLL_PX_PER_FRAME, target: SCROLL_TARGET_ROWS, maxFrames: SCROLL_MAX_FRAMES, rowSelector: ROW },
  );
}

const f1 = (x: number) => x.toFixed(1);

console.log(
  `PGlite in memory, ${balances.toLocaleString('en')} balance rows; Chromium headless (software rendering) at 390×844, isMobile`,
);
const cdp = await page.context().newCDPSession(page);
// 1× = this machine's core; 4× = Chrome DevTools' "mid-tier mobile" CPU throttling, closer to a warehouse phone.
for (const rate of [1, 4]) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const loads: Array<Awaited<ReturnType<typeof firstRows>>> = [];
  for (let i = 0; i < LOAD_RUNS + 1; i++) loads.push(await firstRows(page)); // the first is the coldest one
  const [cold, ...warm] = loads;
  const s = (pick: (l: (typeof loads)[number]) => number) => summarize(warm.map(pick));
  const row = (label: string, pick: (l: (typeof loads)[number]) => number) =>
    console.log(`| ${label} | ${f1(s(pick).p50)} | ${f1(s(pick).p95)} | ${f1(s(pick).max)} |`);
  console.log(
    `\n**CPU ${rate}×** — first rows on screen (full load of /inventory/overview, ${warm.length} runs after one cold)\n\n| measure | p50 ms | p95 ms | max ms |\n|---|---|---|---|`,
  );
  row('navigation → first frame with a row', (l) => l.firstRowsMs);
  row('of which: first overview page, request → response end', (l) => l.apiMs);
  row('of which: DOMContentLoaded', (l) => l.domContentLoadedMs);
  console.log(`| cold run: first row ${f1(cold.firstRowsMs)} ms, API ${f1(cold.apiMs)} ms | | | |`);

  console.log(
    `\n**CPU ${rate}×** — scripted scroll, ${SCROLL_PX_PER_FRAME} px a frame until ${SCROLL_TARGET_ROWS} rows\n\n| run | rows | pages fetched | px scrolled | frames | mean frame ms | p95 frame ms | max frame ms | frames > 50 ms | long tasks (n / total ms / max ms) | of them right after a page append | DOM nodes |\n|---|---|---|---|---|---|---|---|---|---|---|---|`,
  );
  for (let run = 1; run <= SCROLL_RUNS; run++) {
    await firstRows(page);
    const r = await scrollThrough(page);
    const fr = summarize(r.frames);
    const lt = r.longTasks;
    console.log(
      `| ${run} | ${r.rows} | ${r.pagesLoaded} | ${Math.round(r.scrolledPx).toLocaleString('en')} | ${fr.n} | ${f1(fr.mean)} | ${f1(fr.p95)} | ${f1(fr.max)} | ${r.frames.filter((x) => x > 50).length} | ${lt.length} / ${f1(lt.reduce((a, b) => a + b, 0))} / ${f1(lt.length ? Math.max(...lt) : 0)} | ${r.nearAppend} | ${r.domNodes.toLocaleString('en')} |`,
    );
  }
}
if (errors.length) console.log(`\nconsole errors: ${errors.join(' | ')}`);
await browser.close();
await runtime.close();
