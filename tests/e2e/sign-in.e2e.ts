import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../server/runtime';
import {
  explainedByTraffic,
  launchBrowser,
  localStorageOf,
  openPage,
  screenshot,
  type OpenedPage,
} from './support/browser';
import { DEV_HOST, PRODUCTION_HOST, appUrl } from './support/e2e-config';
import { AppShell, SignInPage } from './support/pages';
import { SHORT_TTL_SECONDS, serverRunsAhead, untilRefused } from './support/short-tokens';
import { sharedPort, startOwnServer } from './support/servers';
import { TestClock } from '../support/storage-matrix';

// Sign-in and sign-out in Chromium against the real server (SPEC 4 session, SPEC 7 transport).
const USERS = [
  { username: 'admin', name: 'Alena Adminová' },
  { username: 'skladnik', name: 'Petr Skladník' },
  { username: 'superadmin', name: 'Sára Superadminová' },
] as const;
const TOKEN_KEYS = ['authToken', 'refreshToken'];

let browser: Browser;
const opened: OpenedPage[] = [];
async function fresh(viewport: 'desktop' | 'phone' = 'desktop'): Promise<OpenedPage> {
  const o = await openPage(browser, viewport);
  opened.push(o);
  return o;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((o) => o.context.close()));
});
afterAll(async () => {
  await browser?.close();
});

describe('sign-in in dev mode (Bearer, tokens in local storage)', () => {
  const base = () => appUrl(DEV_HOST, sharedPort(), '');

  for (const user of USERS) {
    it(`R-HTTP-04 ${user.username} signs in at localhost and the app shows their name`, async () => {
      const { page, errors } = await fresh();
      const signIn = new SignInPage(page);
      await signIn.open(base());
      if (user.username === 'admin') await screenshot(page, 'login');
      await signIn.signInAs(user.username);
      await expect.poll(() => new AppShell(page).showsClientName(user.name)).toBe(true);
      const stored = await localStorageOf(page);
      for (const key of [...TOKEN_KEYS, 'expireToken', 'orgHash']) expect(stored[key], key).toBeTruthy();
      await screenshot(page, `home-${user.username}`);
      expect(errors).toEqual([]);
    });
  }

  it('a phone user (390×844) signs in and sees the app with its menu', async () => {
    const { page } = await fresh('phone');
    const signIn = new SignInPage(page);
    await signIn.open(base());
    await screenshot(page, 'login');
    await signIn.signInAs('skladnik');
    await expect.poll(() => new AppShell(page).showsClientName('Petr Skladník')).toBe(true);
    await screenshot(page, 'home-skladnik');
  });

  it('R-HTTP-03 a wrong password keeps the user on /login with the Czech error from the server', async () => {
    const { page } = await fresh();
    const signIn = new SignInPage(page);
    await signIn.open(base());
    await signIn.submitAs('admin', 'spatne-heslo');
    await expect.poll(() => signIn.error.textContent()).toContain('Nesprávné uživatelské jméno nebo heslo.');
    expect(new URL(page.url()).pathname).toBe('/login');
    const stored = await localStorageOf(page);
    expect(stored.authToken).toBeUndefined();
    await screenshot(page, 'login-wrong-password');
  });

  it('R-PERM-04 signing out forgets the tokens, revokes the refresh token and returns to /login', async () => {
    const { page } = await fresh();
    const signIn = new SignInPage(page);
    await signIn.open(base());
    await signIn.signInAs('admin');
    const { refreshToken } = await localStorageOf(page);
    await new AppShell(page).signOut();
    const stored = await localStorageOf(page);
    for (const key of [...TOKEN_KEYS, 'expireToken', 'orgHash']) expect(stored[key], key).toBeUndefined();
    const refresh = await fetch(
      `${base()}/api/auth/refresh-token/?refresh_token=${encodeURIComponent(refreshToken)}&access_token=x`,
    );
    expect(refresh.status).toBe(401);
    await page.goto(`${base()}/`);
    await page.waitForURL((url) => url.pathname === '/login');
  });
});

describe('sign-in in production mode (HttpOnly cookies)', () => {
  const base = () => appUrl(PRODUCTION_HOST, sharedPort(), '');

  it('R-HTTP-04 at a non-dev host no token reaches local storage; HttpOnly cookies carry the session', async () => {
    const { page, context } = await fresh();
    const signIn = new SignInPage(page);
    await signIn.open(base());
    await signIn.signInAs('admin');
    await expect.poll(() => new AppShell(page).showsClientName('Alena Adminová')).toBe(true);
    const stored = await localStorageOf(page);
    for (const key of TOKEN_KEYS) expect(stored[key], key).toBeUndefined();
    expect(stored.expireToken).toBeTruthy();
    const cookies = await context.cookies(`${base()}/api/`);
    const access = cookies.find((c) => c.name === 'sklad_access');
    expect(access?.httpOnly).toBe(true);
    const all = await context.cookies(`${base()}/api/auth/`);
    expect(all.find((c) => c.name === 'sklad_refresh')?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    await page.reload();
    await new AppShell(page).waitUntilReady();
    await expect.poll(() => new AppShell(page).showsClientName('Alena Adminová')).toBe(true);
    await screenshot(page, 'home-admin-cookie');
  });

  it('R-PERM-04 signing out with cookies clears them and returns to /login', async () => {
    const { page, context } = await fresh();
    const signIn = new SignInPage(page);
    await signIn.open(base());
    await signIn.signInAs('admin');
    await new AppShell(page).signOut();
    const cookies = await context.cookies([`${base()}/api/`, `${base()}/api/auth/`]);
    expect(cookies.filter((c) => c.name.startsWith('sklad_'))).toEqual([]);
    expect((await localStorageOf(page)).expireToken).toBeUndefined();
  });
});

describe('an expired access token is refreshed (short-lived tokens)', () => {
  let server: Runtime;
  const clock = new TestClock();
  beforeAll(async () => {
    server = await startOwnServer({ accessTtlSeconds: SHORT_TTL_SECONDS, now: clock.now });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('R-HTTP-05 after the token expired, a reload refreshes it (dev query and production cookie) and the user stays signed in', async () => {
    const dev = await fresh();
    const prod = await fresh();
    for (const [o, host] of [
      [dev, DEV_HOST],
      [prod, PRODUCTION_HOST],
    ] as const) {
      const signIn = new SignInPage(o.page);
      await signIn.open(appUrl(host, server.port, ''));
      await signIn.signInAs('admin');
    }
    const { authToken: oldToken } = await localStorageOf(dev.page);
    for (const o of [dev, prod]) o.requests.length = 0;
    // Past the server's own expiry, not just the app's early-refresh margin: each page's token is refused by
    // the server (the production page's through its cookie) before the reload.
    serverRunsAhead(clock);
    await untilRefused(
      async () =>
        (await fetch(`${server.url}/api/auth/client_info/`, { headers: { authorization: `Bearer ${oldToken}` } }))
          .status,
    );
    await untilRefused(() =>
      prod.page.evaluate(async () => (await fetch('/api/auth/client_info/', { credentials: 'include' })).status),
    );

    for (const o of [dev, prod])
      await explainedByTraffic([o], async () => {
        await o.page.reload();
        await new AppShell(o.page).waitUntilReady();
        await expect.poll(() => new AppShell(o.page).showsClientName('Alena Adminová')).toBe(true);
        expect(
          o.requests.some((url) => url.includes('/api/auth/refresh-token/')),
          'a refresh-token/ call',
        ).toBe(true);
        expect(await new AppShell(o.page).isOnSignIn()).toBe(false);
      });
    const devRefresh = dev.requests.find((url) => url.includes('/refresh-token/'))!;
    expect(new URL(devRefresh).searchParams.get('refresh_token')).toBeTruthy();
    const prodRefresh = prod.requests.find((url) => url.includes('/refresh-token/'))!;
    expect(new URL(prodRefresh).searchParams.get('refresh_token')).toBeNull();
    expect((await localStorageOf(dev.page)).authToken).not.toBe(oldToken);
  });
});
