import type { Browser, Page } from 'playwright-core';
import { CdpScanner } from '../../../bench/scan/cdp-scanner';
import { launchBrowser } from './browser';
import type { ViewportName } from './e2e-config';
import { apiCall } from './catalogue-pages';
import { openSignedIn } from './session';

/** A browser signed in as admin with a keyboard-wedge scanner (CDP key events) on its page. */
export interface ScanSession {
  browser: Browser;
  page: Page;
  errors: string[];
  scanner: CdpScanner;
}

export async function openScanSession(base: string, viewport: ViewportName): Promise<ScanSession> {
  const browser = await launchBrowser();
  const { page, errors } = await openSignedIn(browser, base, 'admin', viewport);
  return { browser, page, errors, scanner: await CdpScanner.attach(page) };
}

/** What the server says `location` holds of `code`, asked with the signed-in app's own token. */
export async function heldAt(page: Page, base: string, code: string, location: string): Promise<number> {
  return (await apiCall(page, base, 'POST', '/inventory/search/', { q: code, location_name: location })).body
    .amount as number;
}

/**
 * Starts recording the buttons a click reaches on `page` (Blueprint clicks on Enter's keyup, so a
 * scanner's Enter with a button focused would show here); answers a reader of the names recorded.
 */
export async function watchButtonPresses(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { pressed: string[] };
    w.pressed = [];
    window.addEventListener('click', (e) => {
      const b = (e.target as Element).closest('button');
      if (b) w.pressed.push(b.getAttribute('aria-label') ?? b.textContent ?? '?');
    });
  });
  return () => page.evaluate(() => (window as unknown as { pressed: string[] }).pressed);
}
