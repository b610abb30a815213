import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../ledger/testing/ledger-probe';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { FOREIGN_ORIGIN, NOT_JSON, NOT_MULTIPART } from './csrf-guard';

// Issue 25 item 5: cookie mode (HttpOnly cookies) refuses state-changing calls from another origin
// (403) and bodies that are not JSON (415; a spreadsheet upload takes multipart), in Czech, and
// changes nothing. Bearer calls are not guarded: a browser never adds that header by itself.
let server: TestServer;
let cookie = '';
let origin = '';
const SHOP = 101;
const stockIn = JSON.stringify({ products: [{ code: 'ZAH0140', amount: 2 }], location_name: 'A-02-1' });

beforeAll(async () => {
  server = await startTestServer();
  origin = server.url;
  const res = await fetch(`${server.url}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ username: 'admin', password: 'admin', transport: 'cookie' }),
  });
  expect(res.status).toBe(200);
  cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  expect(cookie).toContain('sklad_access=');
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const post = (path: string, headers: Record<string, string>, body: BodyInit = stockIn) =>
  fetch(`${server.url}/api/sklad${path}`, { method: 'POST', headers: { cookie, ...headers }, body });
const balance = () => balanceOf(server.database, SHOP, 'A-02-1', 'ZAH0140');

describe('cookie mode: the CSRF guard', () => {
  it('refuses a stock-in from a sibling origin (another port of the same host) with 403', async () => {
    const before = await balance();
    const sibling = origin.replace(/:(\d+)$/, (_, p) => `:${Number(p) + 1}`);
    const res = await post('/inventory/', { 'content-type': 'application/json', origin: sibling });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: FOREIGN_ORIGIN });
    const nullOrigin = await post('/inventory/', { 'content-type': 'application/json', origin: 'null' });
    expect(nullOrigin.status).toBe(403);
    const site = await post('/inventory/', { 'content-type': 'application/json', 'sec-fetch-site': 'same-site' });
    expect(site.status).toBe(403);
    expect(await balance()).toBe(before);
  });

  it('refuses a body that is not JSON with 415, also from the own origin', async () => {
    const before = await balance();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await post('/inventory/', { 'content-type': type, origin });
      expect(res.status, type).toBe(415);
      expect(await res.json()).toEqual({ detail: NOT_JSON });
    }
    const none = await fetch(`${server.url}/api/sklad/inventory/`, {
      method: 'POST',
      headers: { cookie, origin },
      body: new Blob([stockIn]),
    });
    expect(none.status).toBe(415);
    expect(await balance()).toBe(before);
  });

  it('lets the app through: own origin (or a same-origin fetch) with JSON', async () => {
    const before = await balance();
    expect((await post('/inventory/', { 'content-type': 'application/json', origin })).status).toBe(200);
    const site = await post('/inventory/', {
      'content-type': 'application/json; charset=utf-8',
      'sec-fetch-site': 'same-origin',
    });
    expect(site.status).toBe(200);
    expect(await balance()).toBe(before + 4);
  });

  it('a spreadsheet upload takes multipart from the own origin only', async () => {
    const form = () => {
      const f = new FormData();
      f.set('kind', 'layout');
      f.set('file', new Blob(['location\nA-99-9\n'], { type: 'text/csv' }), 'a.csv');
      return f;
    };
    const own = await fetch(`${server.url}/api/sklad/imports/upload/`, {
      method: 'POST',
      headers: { cookie, origin },
      body: form(),
    });
    expect([403, 415]).not.toContain(own.status);
    const foreign = await fetch(`${server.url}/api/sklad/imports/upload/`, {
      method: 'POST',
      headers: { cookie, origin: 'http://127.0.0.1:1' },
      body: form(),
    });
    expect(foreign.status).toBe(403);
    const json = await post('/imports/upload/', { 'content-type': 'application/json', origin });
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({ detail: NOT_MULTIPART });
  });

  it('Bearer calls are not guarded (not CSRF-able); reads are never guarded', async () => {
    const token = await server.login('admin');
    const res = await fetch(`${server.url}/api/sklad/inventory/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: 'http://elsewhere' },
      body: stockIn,
    });
    expect(res.status).toBe(200);
    const read = await fetch(`${server.url}/api/sklad/eshop/`, { headers: { cookie, origin: 'http://elsewhere' } });
    expect(read.status).toBe(200);
  });
});
