import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../server/runtime';
import { launchBrowser, screenshot, type OpenedPage } from './support/browser';
import { DEV_HOST, DIST_DIR, appUrl, type ViewportName } from './support/e2e-config';
import { startOwnServer } from './support/servers';
import { openSignedIn } from './support/session';
import { ShellPage } from './shell-support';

// Stock switching (mutates the signed-in client's stock) and the new-version prompt (needs two
// builds) run against a server and a build of their own, so the shared e2e server stays untouched.
// The first build is a copy of the run's dist/ (the e2e global setup has built it from this tree, stamped
// with package.json's version, as vite.config.ts stamps it); only the second, newer one is built here.
const ROOT = resolve(import.meta.dirname, '../..');
const SHIPPED =
  process.env.SKLAD_BUILD_VERSION ??
  (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const NEWER = `${SHIPPED}-next`;
let distDir: string;
let newerDir: string;
let newerBuilt: Promise<void> | undefined;
let server: Runtime;
let browser: Browser;
const opened: OpenedPage[] = [];

/**
 * The newer build, made into a directory of its own while the stock-switching tests run (they do not need it): a
 * production build is the file's largest cost, and on its own it would be all the file waits for. The server keeps
 * serving the first build until the update test puts this one in its place.
 */
function build(version: string, outDir: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error', '--outDir', outDir],
      { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', SKLAD_BUILD_VERSION: version } },
    );
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`vite build failed (${code})`))));
  });
}

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'sklad-shell-dist-'));
  newerDir = mkdtempSync(join(tmpdir(), 'sklad-shell-dist-next-'));
  cpSync(join(ROOT, DIST_DIR), distDir, { recursive: true });
  newerBuilt = build(NEWER, newerDir);
  // Awaited (and its failure reported) by the update test; never an unhandled rejection before that.
  newerBuilt.catch(() => undefined);
  server = await startOwnServer({ distDir });
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const o of opened) await o.context.close().catch(() => undefined);
  await browser?.close();
  await server?.close();
  await newerBuilt?.catch(() => undefined);
  rmSync(distDir, { recursive: true, force: true });
  rmSync(newerDir, { recursive: true, force: true });
});

const base = () => appUrl(DEV_HOST, server.port, '');
async function signedIn(
  user: string,
  viewport: ViewportName,
  serviceWorkers: 'allow' | 'block' = 'block',
): Promise<ShellPage> {
  const o = await openSignedIn(browser, base(), user, viewport, '/', { serviceWorkers });
  opened.push(o);
  const shell = new ShellPage(o.page);
  await shell.menu.waitFor({ state: 'attached' });
  return shell;
}

describe('stock switching', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`R-MENU-09 at ${viewport} choosing another stock in 'Sklad' switches the e-shop and reloads`, async () => {
      const shell = await signedIn('admin', viewport);
      await shell.openMenu();
      const select = shell.page.getByTestId('stock-select');
      const current = await select.getAttribute('data-value');
      const other = current === '101' ? '102' : '101';
      const otherName = other === '102' ? 'Kuchyňské potřeby' : 'Zahrada a dům';
      await select.click();
      // SPEC 9: the select menu scrolls within 310 px
      const menu = shell.page.getByRole('listbox');
      expect(await menu.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('310px');
      await screenshot(shell.page, 'shell-stock-menu');
      await Promise.all([shell.page.waitForEvent('load'), menu.getByRole('option', { name: otherName }).click()]);
      await expect.poll(() => shell.page.locator('.sk-topbar__eshop').textContent()).toBe(otherName);
      const entries = await shell.entries();
      // basic mode (102) has the plain location change; chaos mode (101) the chaos one (R-MENU-04/05)
      expect(entries.top.includes('menu-location-change')).toBe(other === '102');
      expect(entries.top.includes('menu-chaos-change')).toBe(other === '101');
      await screenshot(shell.page, `shell-stock-switched-${other}`);
    });
  }
});

describe('new version', () => {
  // A limit for hangs: the test waits for a production build (17 s on an idle 2-core machine, minutes at load 30).
  it(
    'R-UI-04 a new build shows the prompt; Ano activates it and the page reloads into the new version',
    { timeout: 600_000 },
    async () => {
      const shell = await signedIn('skladnik', 'desktop', 'allow');
      const page = shell.page;
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
        .toBe(true);
      await shell.openMenu();
      expect(await page.getByTestId('build-info').textContent()).toContain(`Sklad v${SHIPPED}`);

      // The newer build replaces the served one, as a deployment does.
      await newerBuilt;
      rmSync(distDir, { recursive: true, force: true });
      cpSync(newerDir, distDir, { recursive: true });
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      const prompt = page.getByTestId('update-prompt');
      await prompt.waitFor({ timeout: 30_000 });
      expect(await prompt.textContent()).toContain('nová verze');
      await screenshot(page, 'shell-update-prompt');
      await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), page.getByTestId('update-yes').click()]);
      await shell.openMenu();
      await expect
        .poll(() => page.getByTestId('build-info').textContent(), { timeout: 20_000 })
        .toContain(`Sklad v${NEWER}`);
    },
  );
});
