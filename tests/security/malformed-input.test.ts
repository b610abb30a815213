import fc from 'fast-check';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { describeOnEachStorage } from '../support/storage-matrix';

// Bad input is a 400 with a Czech { detail }, never a 500 and never a half-applied change.
const POSTS = [
  '/api/sklad/update_common_settings/',
  '/api/sklad/update_print_settings/',
  '/api/sklad/update_multiean_delimiters_settings/',
  '/api/settings/superadmin/org_eshops_list/',
  '/api/auth/logout/',
];
/** Words of effect's English messages that must never reach a user. */
const ENGLISH = /\b(Expected|expected|Missing|string|number|boolean|undefined|array|value|key)\b/;

describeOnEachStorage('malformed payloads', ({ server }) => {
  it('R-HTTP-03 a body that is not JSON is a 400 "Tělo požadavku není platný JSON."', async () => {
    const token = await server().login('superadmin');
    for (const path of [...POSTS, '/api/auth/login/']) {
      const res = await server().call('POST', path, { token, body: '{"sounds": tru' });
      expect(res, path).toEqual({ status: 400, body: { detail: 'Tělo požadavku není platný JSON.' } });
    }
  });

  it('R-HTTP-03 wrong types are a 400 naming the field in Czech', async () => {
    const token = await server().login('admin');
    const cases: Array<[string, unknown, string]> = [
      ['/api/auth/login/', { username: 5, password: 'x' }, 'Uživatelské jméno musí být text.'],
      [
        '/api/auth/login/',
        { username: 'admin', password: 'admin', transport: 'pigeon' },
        'Způsob přihlášení musí být jedna z hodnot „bearer“, „cookie“.',
      ],
      ['/api/sklad/update_multiean_delimiters_settings/', { delimiters: '*', num: 1 }, 'Oddělovače musí být seznam.'],
      [
        '/api/sklad/update_multiean_delimiters_settings/',
        { delimiters: ['*'], num: 1.5 },
        'Pořadí čísla s počtem kusů v kódu musí být celé číslo.',
      ],
      [
        '/api/sklad/update_print_settings/',
        { automated: { product: 'yes' } },
        'Automatický tisk štítků produktů musí být ano, nebo ne.',
      ],
      ['/api/sklad/update_common_settings/', [1, 2], 'Společná nastavení musí být objekt s údaji.'],
    ];
    for (const [path, body, detail] of cases) {
      const res = await server().call('POST', path, { token, body });
      expect(res.status, path).toBe(400);
      expect(res.body.detail, JSON.stringify(body)).toContain(detail);
      expect(res.body.detail).not.toMatch(ENGLISH);
    }
  });

  it('R-HTTP-03 a huge body (3 MB) is a 400 "Požadavek je příliš velký." and changes nothing', async () => {
    const token = await server().login('admin');
    const before = (await server().call('GET', '/api/sklad/eshop/', { token })).body.common_settings;
    const res = await server().call('POST', '/api/sklad/update_common_settings/', {
      token,
      body: { blob: 'x'.repeat(3 * 1024 * 1024) },
    });
    expect(res).toEqual({ status: 400, body: { detail: 'Požadavek je příliš velký.' } });
    expect((await server().call('GET', '/api/sklad/eshop/', { token })).body.common_settings).toEqual(before);
  });

  it('R-HTTP-03 bad query values are a 400, not a 500', async () => {
    const token = await server().login('admin');
    for (const q of ['', 'stock_eshop_id=', 'stock_eshop_id=-1', 'stock_eshop_id=1e3', 'stock_eshop_id=99999999999']) {
      const res = await server().call('GET', `/api/auth/set_stock_eshop/?${q}`, { token });
      expect(res.status, q).toBe(400);
      expect(res.body.detail).not.toMatch(ENGLISH);
    }
  });

  it('R-HTTP-03 any JSON at all sent to any write call answers 200, 400 or 403 with a Czech detail, never 500', async () => {
    const token = await server().login('superadmin');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...POSTS), fc.jsonValue({ maxDepth: 3 }), async (path, body) => {
        const res = await server().call('POST', path, { token, body: JSON.stringify(body) });
        expect([200, 400, 403], `${path} ${JSON.stringify(body)} -> ${JSON.stringify(res.body)}`).toContain(res.status);
        if (res.status !== 200) {
          expect(typeof res.body.detail).toBe('string');
          expect(res.body.detail).not.toMatch(ENGLISH);
        }
      }),
      { numRuns: 150, seed: 20261122 },
    );
  });
});

describe('malformed URLs', () => {
  let server: TestServer;
  const dist = mkdtempSync(join(tmpdir(), 'sklad-dist-'));
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Sklad</title>');
    server = await startTestServer({ distDir: dist });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('R-HTTP-03 a broken percent-encoding in the app paths is a 400 with a Czech detail, never a 500', async () => {
    for (const path of ['/%E0%A4%A', '/products/%', '/assets/%ff%']) {
      const res = await fetch(server.url + path);
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({ detail: 'Adresa požadavku není platná.' });
    }
    expect((await fetch(`${server.url}/products/add`)).status).toBe(200);
    const token = await server.login('admin');
    for (const path of ['/api/sklad/sector/%ff/', '/api/sklad/location/%E0%A4%A/list-products/', '/api/nic/%']) {
      const res = await server.call('DELETE', path, { token });
      expect(res.status, path).toBeLessThan(500);
      expect(typeof res.body.detail, path).toBe('string');
    }
  });
});
