import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';

import { SCREENSHOT_DIR, VIEWPORTS, type ViewportName } from './e2e-config';

/** Cookies and local storage a context starts with (`context.storageState()`, or apiSession in session.ts). */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const ROOT = resolve(import.meta.dirname, '../../..');

const FULL_CHROMIUM_PATH = '/usr/bin/chromium';
/**
 * Debian's Chromium, the browser people use: what the first-load benchmark measures, and what the camera harness
 * needs (the headless shell did not play its fake capture file). CHROMIUM_PATH chooses another build.
 */
export const DESKTOP_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? FULL_CHROMIUM_PATH;
/**
 * Debian's Chromium headless shell (package chromium-headless-shell, installed by .ci/run): the same Blink, V8
 * and network stack without the desktop browser around them, the build playwright itself runs headless tests
 * in. Issue 29: it drew the e2e files' screens for about half the CPU (shell-navigation 92 → 50 CPU-s, every
 * process of the run counted; bench/suite/RESULTS.md). CHROMIUM_PATH chooses another build.
 */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : FULL_CHROMIUM_PATH);
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's Chromium through playwright-core, headless. Playwright gives every launch a fresh,
 * throwaway user-data dir, and every `openPage` a fresh context (own storage and cookies).
 *
 * Without extra flags, the files of one worker share one Chromium (the e2e project runs file after file in one
 * worker process, vitest.config.ts): a file gets a handle whose `close()` closes the contexts it opened, not the
 * browser, so a launch (about a second of CPU) is paid once per worker instead of once per file. Contexts keep
 * storage, cookies, service workers and permissions apart; a browser that crashed is launched again.
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  if (extraArgs.length > 0) return launchChromium(extraArgs);
  return borrowed(await sharedBrowser());
}

const launchChromium = (extraArgs: string[] = []) =>
  chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS, ...extraArgs] });

let shared: Promise<Browser> | undefined;

async function sharedBrowser(): Promise<Browser> {
  const current = await shared?.catch(() => undefined);
  if (current?.isConnected()) return current;
  shared = launchChromium();
  return shared;
}

/** The shared browser, seen by one file: it closes only the contexts it opened. */
function borrowed(browser: Browser): Browser {
  const opened = new Set<BrowserContext>();
  const keep = (context: BrowserContext) => {
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return context;
  };
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'newContext')
        return async (...args: Parameters<Browser['newContext']>) => keep(await target.newContext(...args));
      if (property === 'newPage')
        return async (...args: Parameters<Browser['newPage']>) => {
          const page = await target.newPage(...args);
          keep(page.context());
          return page;
        };
      if (property === 'contexts') return () => [...opened];
      if (property === 'close')
        return async () => {
          await Promise.all([...opened].map((c) => c.close().catch(() => undefined)));
          opened.clear();
        };
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Every request URL the page made, in order (to prove e.g. that a refresh call happened). */
  requests: string[];
  /** Console errors and uncaught page errors, for a test to assert on or print. */
  errors: string[];
  /** Each answer or failure of the context's calls to the API, `ms method path status`, to print when a test fails. */
  traffic: string[];
}

/**
 * Runs `steps`; when they fail, the error carries the pages' API traffic and errors, so a failure seen
 * once in a whole run says what the app did (which call, which answer) instead of only what it did not.
 */
export async function explainedByTraffic<T>(pages: OpenedPage[], steps: () => Promise<T>): Promise<T> {
  try {
    return await steps();
  } catch (error) {
    const log = pages.map((o, i) => [`page ${i + 1}:`, ...o.traffic, ...o.errors.map((e) => `error ${e}`)].join('\n'));
    if (error instanceof Error) error.message += `\n${log.join('\n')}`;
    throw error;
  }
}

/** A fresh context (no storage, no cookies) at the named viewport, with request and error logs. */
export async function openPage(
  browser: Browser,
  viewport: ViewportName = 'desktop',
  options: {
    serviceWorkers?: 'allow' | 'block';
    /** Cookies and local storage to start with, e.g. a session another context signed in (`context.storageState()`). */
    storageState?: StorageState;
  } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    storageState: options.storageState,
    viewport: VIEWPORTS[viewport],
    deviceScaleFactor: 1,
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
    // Blocked by default so a cached app shell never hides what the server just built.
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  const page = await context.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  const traffic: string[] = [];
  const started = Date.now();
  const api = (r: Request) => {
    const url = new URL(r.url());
    return url.pathname.startsWith('/api/') ? `${r.method()} ${url.pathname}` : undefined;
  };
  page.on('request', (r) => requests.push(r.url()));
  // On the context, so a second tab opened in it is heard too.
  context.on('response', (r) => {
    const call = api(r.request());
    if (call) traffic.push(`${Date.now() - started} ${call} ${r.status()}`);
  });
  context.on('requestfailed', (r) => {
    const call = api(r);
    if (call) traffic.push(`${Date.now() - started} ${call} failed: ${r.failure()?.errorText}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return { page, context, requests, errors, traffic };
}

/** Saves a full-page screenshot as test-results/screenshots/<name>-<viewport>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = join(ROOT, SCREENSHOT_DIR);
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  const suffix = size && size.width < 600 ? 'phone' : 'desktop';
  const path = join(dir, `${name}-${suffix}.png`);
  // Finished transitions, so a drawer caught mid-slide does not look broken.
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}

/** Local storage of the page's origin, as a plain object. */
export async function localStorageOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.entries(window.localStorage)));
}
