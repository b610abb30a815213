import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../server/runtime';
import { signInAt } from '../support/api-client';
import { TestClock } from '../support/storage-matrix';
import { explainedByTraffic, launchBrowser, openPage, type OpenedPage } from './support/browser';
import { PRODUCTION_HOST, appUrl } from './support/e2e-config';
import { liveStreamOpened } from './support/live-stream';
import { AppShell, SignInPage } from './support/pages';
import { startOwnServer } from './support/servers';
import { SHORT_TTL_SECONDS, serverRunsAhead, untilRefused } from './support/short-tokens';

// Issue 25 item 4: two tabs of one browser share one sign-in (cookie mode). One live event makes both
// refetch with an expired access token at once; both must stay signed in (before, the second refresh
// counted as token reuse, revoked the sign-in, and both tabs landed on /login).

let browser: Browser;
let server: Runtime;
let first: OpenedPage;
const clock = new TestClock();

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startOwnServer({ accessTtlSeconds: SHORT_TTL_SECONDS, now: clock.now });
  first = await openPage(browser, 'desktop');
}, 120_000);
afterAll(async () => {
  await first?.context.close();
  await browser?.close();
  await server?.close();
});

/** Whether the tab's own session still works: a signed-in call from the page, with its cookies. */
const signedInCall = (page: Page) =>
  page.evaluate(async () => (await fetch('/api/auth/client_info/', { credentials: 'include' })).status);

describe('two tabs of one browser and a live event', () => {
  it('R-HTTP-05 both tabs refresh the expired token at once and both stay signed in', async () => {
    const base = appUrl(PRODUCTION_HOST, server.port, '');
    const signIn = new SignInPage(first.page);
    await signIn.open(base);
    // Both tabs must hear the live event below: each one's stream is open before the change is written.
    const firstListens = liveStreamOpened(first.page);
    await signIn.signInAs('admin');
    await firstListens;
    const second = await first.context.newPage();
    const secondListens = liveStreamOpened(second);
    await second.goto(`${base}/`);
    await new AppShell(second).waitUntilReady();
    await secondListens;
    // Each tab's calls with the moment they left: a call the second tab's first screen still had in flight
    // may leave late, and must not pass for the refresh or the refetch the live event causes.
    const tabs = [first.page, second].map((page) => {
      const requests: { url: string; at: number }[] = [];
      page.on('request', (r) => requests.push({ url: r.url(), at: performance.now() }));
      return { page, requests };
    });

    // Past the access token's expiry on the server: the session's cookie is refused before the change below.
    serverRunsAhead(clock);
    await untilRefused(() => signedInCall(first.page));
    const refusedAt = performance.now();

    // A stock change committed elsewhere: both tabs' menus refetch the relocation badge.
    const token = (await signInAt(server.url, 'admin')).body.access_token;
    const written = await fetch(`${server.url}/api/sklad/inventory/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ products: [{ code: 'ZAH0160', amount: 1 }], location_name: 'A-02-1' }),
    });
    expect(written.status).toBe(200);
    // The expired token is refreshed (by one tab, or by both within the server's grace window), and each tab
    // then refetches the badge with the fresh one.
    const refreshedAt = () =>
      Math.min(
        ...tabs
          .flatMap((tab) => tab.requests.filter((r) => r.url.includes('/api/auth/refresh-token/') && r.at > refusedAt))
          .map((r) => r.at),
      );
    await explainedByTraffic([first], async () => {
      await expect.poll(refreshedAt, { timeout: 30_000 }).toBeLessThan(Infinity);
      for (const tab of tabs)
        await expect
          .poll(() => tab.requests.some((r) => r.url.includes('/homepage/warehouse-widget') && r.at > refreshedAt()), {
            timeout: 30_000,
          })
          .toBe(true);

      for (const tab of tabs) {
        expect(await new AppShell(tab.page).isOnSignIn()).toBe(false);
        expect(await signedInCall(tab.page)).toBe(200);
      }
    });
    await second.close();
  }, 120_000);
});
