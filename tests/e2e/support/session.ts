import type { Browser, BrowserContext, Page } from 'playwright-core';
import { AUTH_KEYS } from '../../../src/application/session/token-session';
import { signInAt } from '../../support/api-client';
import { openPage, type OpenedPage, type StorageState } from './browser';
import type { ViewportName } from './e2e-config';
import { AppShell } from './pages';

/**
 * Signs `user` in through the API, as the sign-in form does (POST /api/auth/login/, Bearer transport by default), and
 * answers the local storage the app keeps for that sign-in (SPEC 3 keys, as TokenSession.save writes them).
 * A context started with it opens any screen signed in with ONE page load, where the form costs two (the
 * sign-in page, then the screen) and the typing; the form itself is sign-in.e2e.ts's subject. Each call is a sign-in of its own (own refresh-token family), so no two tests share a session.
 * Dev host only: with cookies (production host) nothing reaches local storage, sign in through the form.
 */
export async function apiSession(base: string, user: string, password = user): Promise<StorageState> {
  const answer = await signInAt(base, user, password);
  if (answer.status !== 200)
    throw new Error(`sign-in of ${user} at ${base}: ${answer.status} ${JSON.stringify(answer.body)}`);
  const tokens = answer.body as {
    access_token: string;
    refresh_token: string;
    access_token_expire: string;
    token_hash: string;
  };
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(base).origin,
        localStorage: [
          { name: AUTH_KEYS.authToken, value: tokens.access_token },
          { name: AUTH_KEYS.refreshToken, value: tokens.refresh_token },
          { name: AUTH_KEYS.expireToken, value: tokens.access_token_expire },
          { name: AUTH_KEYS.orgHash, value: tokens.token_hash },
        ],
      },
    ],
  };
}

/**
 * A fresh context of `user` at `viewport` (openPage), opened at `path` signed in (apiSession) and ready: left
 * /appLoading, the shell drawn.
 */
export async function openSignedIn(
  browser: Browser,
  base: string,
  user: string,
  viewport: ViewportName = 'desktop',
  path = '/',
  options: Omit<Parameters<typeof openPage>[2] & object, 'storageState'> = {},
): Promise<OpenedPage> {
  const opened = await openPage(browser, viewport, { ...options, storageState: await apiSession(base, user) });
  await opened.page.goto(`${base}${path}`);
  await new AppShell(opened.page).waitUntilReady();
  return opened;
}

/**
 * One signed-in context per user and viewport, as one phone or one computer is, for the tests of a file: each test
 * opens a page of its own in it (`openIn`, a full page load of its own), but the app's scripts (immutable assets)
 * come from the context's cache instead of the network and a fresh compile (shell-navigation's CPU fell by a
 * tenth). A test that changes the context (offline) or what the app keeps on the device (settings, the menu's
 * closed state) takes a context of its own (`openSignedIn`). The browser's `close()` closes them. `browser` and
 * `base` are read when a context is first asked for (after the file's beforeAll).
 */
export function signedInContexts(
  browser: () => Browser,
  base: () => string,
): (user: string, viewport: ViewportName) => Promise<BrowserContext> {
  const contexts = new Map<string, Promise<BrowserContext>>();
  return (user, viewport) => {
    const key = `${user}@${viewport}`;
    let context = contexts.get(key);
    if (!context) {
      context = (async () => {
        const o = await openPage(browser(), viewport, { storageState: await apiSession(base(), user) });
        await o.page.close();
        return o.context;
      })();
      contexts.set(key, context);
    }
    return context;
  };
}

/** A new page of `context` opened at `path` and ready (shell drawn); close it when the test ends. */
export async function openIn(context: BrowserContext, base: string, path = '/'): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${base}${path}`);
  await new AppShell(page).waitUntilReady();
  return page;
}
