import { statSync } from 'node:fs';
import type { Server } from 'node:http';
import { basename, join } from 'node:path';
import type { Browser, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type OpenedPage } from './support/browser';
import { startCompressingProxy } from './support/compressing-proxy';
import { DEV_HOST, DIST_DIR, appUrl } from './support/e2e-config';
import { AppShell, SignInPage } from './support/pages';
import { sharedPort } from './support/servers';

// The built app's scripts and styles go precompressed (brotli or gzip by what Chromium accepts) and the app still
// loads and signs in, straight from the server and behind a proxy that compresses what is not compressed yet.
let browser: Browser;
let proxy: { server: Server; port: number };
const opened: OpenedPage[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  proxy = await startCompressingProxy(sharedPort());
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((o) => o.context.close()));
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => proxy?.server.close(resolve));
});

interface Fetched {
  url: string;
  encoding: string | undefined;
  vary: string | undefined;
  accepted: string;
  bytes: number;
}

async function signInRecording(port: number): Promise<{ page: OpenedPage; assets: Fetched[] }> {
  const o = await openPage(browser, 'phone');
  opened.push(o);
  const pending: Promise<Fetched>[] = [];
  const record = (r: Response) => {
    if (!/\/assets\/.+\.(js|css)$/.test(new URL(r.url()).pathname)) return;
    pending.push(
      (async () => {
        const headers = await r.allHeaders();
        const request = await r.request().allHeaders();
        return {
          url: r.url(),
          encoding: headers['content-encoding'],
          vary: headers.vary,
          accepted: request['accept-encoding'] ?? '',
          bytes: (await r.body()).length,
        };
      })(),
    );
  };
  o.page.on('response', record);
  const base = appUrl(DEV_HOST, port, '');
  const signIn = new SignInPage(o.page);
  await signIn.open(base);
  await signIn.signInAs('skladnik');
  await expect.poll(() => new AppShell(o.page).showsClientName('Petr Skladník')).toBe(true);
  // The screens' own chunks load after this; a body read the context's close would cut off is not started.
  o.page.off('response', record);
  return { page: o, assets: await Promise.all(pending) };
}

describe('precompressed assets', () => {
  it('the entry script and stylesheet arrive compressed, decode, and the app signs in', async () => {
    const { page, assets } = await signInRecording(sharedPort());
    const entry = assets.find((a) => /\/assets\/index-[\w-]+\.js$/.test(a.url));
    const css = assets.find((a) => /\/assets\/index-[\w-]+\.css$/.test(a.url));
    expect(entry, 'entry script fetched').toBeDefined();
    expect(css, 'stylesheet fetched').toBeDefined();
    for (const a of [entry!, css!]) {
      // Chromium offers br only on secure origins; whichever it offers first is what it gets.
      expect(a.encoding, a.url).toBe(/\bbr\b/.test(a.accepted) ? 'br' : 'gzip');
      expect(a.vary).toBe('Accept-Encoding');
    }
    // The body Chromium hands over is the decoded script: the built file's bytes, not its compressed copy's.
    const built = join(DIST_DIR, 'assets', basename(new URL(entry!.url).pathname));
    expect(entry!.bytes).toBe(statSync(built).size);
    expect(statSync(`${built}.${entry!.encoding === 'br' ? 'br' : 'gz'}`).size).toBeLessThan(entry!.bytes);
    expect(page.errors).toEqual([]);
  });

  it('behind a proxy that compresses, the app shell loads and signs in the same', async () => {
    const { page, assets } = await signInRecording(proxy.port);
    expect(assets.length).toBeGreaterThan(0);
    for (const a of assets) expect(a.encoding === undefined || a.vary?.includes('Accept-Encoding'), a.url).toBe(true);
    expect(page.errors).toEqual([]);
  });
});
