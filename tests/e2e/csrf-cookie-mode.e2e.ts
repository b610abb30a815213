import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../server/runtime';
import { balanceOf } from '../../server/ledger/testing/ledger-probe';
import { launchBrowser, openPage, type OpenedPage } from './support/browser';
import { PRODUCTION_HOST, appUrl } from './support/e2e-config';
import { AppShell, SignInPage } from './support/pages';
import { startOwnServer } from './support/servers';

// Issue 25 item 5: in cookie mode a page of the same host at another port (the same *site*, so the
// SameSite=Strict cookies travel) cannot stock in as the signed-in user. Two servers on loopback:
// the app's own, and the attacker's page beside it. Location A-02-1 / ZAH0150 of this server's own data.
const SHOP = 101;
const LOCATION = 'A-02-1';
const CODE = 'ZAH0150';

let browser: Browser;
let app: Runtime;
let attacker: Server;
let tab: OpenedPage;

/** The attacker's page: the three requests a foreign page can make without asking the server first. */
const attackPage = (target: string) => `<!doctype html><meta charset="utf-8"><title>start</title>
<form id="f" method="POST" action="${target}/api/sklad/inventory/" target="sink" enctype="text/plain">
  <input name='{"products":[{"code":"${CODE}","amount":2}],"location_name":"${LOCATION}","x":"' value='"}'>
</form><iframe name="sink"></iframe>
<script>
  (async () => {
    const body = JSON.stringify({ products: [{ code: '${CODE}', amount: 2 }], location_name: '${LOCATION}' });
    await fetch('${target}/api/sklad/inventory/', { method: 'POST', mode: 'no-cors', credentials: 'include',
      headers: { 'content-type': 'text/plain' }, body }).catch(() => undefined);
    await fetch('${target}/api/sklad/inventory/', { method: 'POST', credentials: 'include',
      headers: { 'content-type': 'application/json' }, body }).catch(() => undefined);
    document.querySelector('iframe').onload = () => (document.title = 'done');
    document.getElementById('f').submit();
  })();
</script>`;

beforeAll(async () => {
  browser = await launchBrowser();
  app = await startOwnServer();
  attacker = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(attackPage(appUrl(PRODUCTION_HOST, app.port, '')));
  });
  await new Promise<void>((ok) => attacker.listen(0, PRODUCTION_HOST, ok));
  tab = await openPage(browser, 'desktop');
}, 120_000);

afterAll(async () => {
  await tab?.context.close();
  await browser?.close();
  await new Promise((ok) => attacker?.close(ok));
  await app?.close();
});

describe('cookie mode against a sibling origin', () => {
  it('a page at another port of the same host cannot stock in as the signed-in user; the app itself can', async () => {
    const { page, context } = tab;
    const signIn = new SignInPage(page);
    await signIn.open(appUrl(PRODUCTION_HOST, app.port, ''));
    await signIn.signInAs('admin');
    await expect.poll(() => new AppShell(page).showsClientName('Alena Adminová')).toBe(true);
    expect((await context.cookies(appUrl(PRODUCTION_HOST, app.port, '/api/'))).map((c) => c.name)).toContain(
      'sklad_access',
    );
    const before = await balanceOf(app.database, SHOP, LOCATION, CODE);

    const evil = await context.newPage();
    await evil.goto(appUrl(PRODUCTION_HOST, (attacker.address() as AddressInfo).port, '/'));
    await expect.poll(() => evil.title(), { timeout: 30_000 }).toBe('done');
    await evil.close();
    expect(await balanceOf(app.database, SHOP, LOCATION, CODE)).toBe(before);

    // The app's own page, with the same cookies, still writes (same origin, JSON).
    const own = await page.evaluate(
      async ([code, location]) => {
        const res = await fetch('/api/sklad/inventory/', {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ products: [{ code, amount: 1 }], location_name: location }),
        });
        return res.status;
      },
      [CODE, LOCATION],
    );
    expect(own).toBe(200);
    expect(await balanceOf(app.database, SHOP, LOCATION, CODE)).toBe(before + 1);
  }, 120_000);
});
