// First load on a phone: "sign-in form visible" in Chromium through CDP on Lighthouse's mobile profile (1.6 Mbps
// down, 150 ms RTT, 4 × CPU slowdown), cold cache (a fresh context per load), median of N. Beside it in the same
// run, the same build sent uncompressed (the browser asks for identity), as the server sent it before.
// Needs a production build (`NODE_ENV=production npx vite build`). Run: npx tsx bench/bundle/first-load.ts [--runs 3]
import { resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startRuntime } from '../../server/runtime';
import { CHROMIUM_FLAGS, DESKTOP_CHROMIUM_PATH } from '../../tests/e2e/support/browser';
import { machineLine, ms } from '../lib/results';
import { summarize } from '../lib/stats';

const ROOT = resolve(import.meta.dirname, '../..');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const PROFILE = { downloadBps: (1.6 * 1024 * 1024) / 8, uploadBps: (750 * 1024) / 8, rttMs: 150, cpuSlowdown: 4 };

interface Load {
  formVisibleMs: number;
  transferredKb: number;
  encodings: string;
}

/** One cold load of /login; times from navigation start (performance.now() in the page) to the form's first paint. */
async function coldLoad(browser: Browser, url: string, identity: boolean): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PROFILE.rttMs,
      downloadThroughput: PROFILE.downloadBps,
      uploadThroughput: PROFILE.uploadBps,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
    if (identity) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
    let transferred = 0;
    const encodings = new Set<string>();
    cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => (transferred += e.encodedDataLength));
    cdp.on('Network.responseReceived', (e: { response: { url: string; headers: Record<string, string> } }) => {
      if (/\/assets\/index-.*\.js$/.test(e.response.url))
        encodings.add(e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? 'identity');
    });
    // Marks the first frame in which the sign-in form is on screen.
    // A string, not a function: tsx would wrap a function's inner helpers in a __name() the page does not have.
    await page.addInitScript(`
      const check = () => {
        const field = document.querySelector('#login-username');
        if (field && field.offsetParent !== null) window.__formVisible = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    `);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __formVisible?: number }).__formVisible !== undefined, {
      timeout: 60_000,
      polling: 100,
    });
    const marks = await page.evaluate(() => {
      return (window as unknown as { __formVisible: number }).__formVisible;
    });
    return {
      formVisibleMs: marks,
      transferredKb: transferred / 1024,
      encodings: [...encodings].join(', '),
    };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const runtime = await startRuntime({
    memory: true,
    demo: true,
    port: 0,
    host: '127.0.0.1',
    distDir: resolve(ROOT, 'dist'),
  });
  const browser = await chromium.launch({
    executablePath: DESKTOP_CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  const url = `http://localhost:${runtime.port}/login`;
  const rows: string[] = [];
  try {
    const results: Record<'compressed' | 'identity', Load[]> = { compressed: [], identity: [] };
    // Interleaved, so a burst of load on the shared machine hits both alike.
    for (let i = 0; i < RUNS; i++) {
      results.compressed.push(await coldLoad(browser, url, false));
      results.identity.push(await coldLoad(browser, url, true));
    }
    console.log(machineLine());
    rows.push('| build as served | sign-in form visible, median (runs) | transferred | entry script encoding |');
    rows.push('|---|---|---|---|');
    for (const [name, loads] of Object.entries(results)) {
      const form = summarize(loads.map((l) => l.formVisibleMs));
      rows.push(
        `| ${name} | **${ms(form.p50, 0)} ms** (${loads.map((l) => ms(l.formVisibleMs, 0)).join(', ')}) | ${ms(summarize(loads.map((l) => l.transferredKb)).p50, 0)} KB | ${loads[0].encodings} |`,
      );
    }
    console.log(rows.join('\n'));
  } finally {
    await browser.close();
    await runtime.close();
  }
}

await main();
