import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Arbitrary, Effect, Schema } from 'effect';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { API_ENDPOINTS } from '../../src/api/endpoints';
import { rawRequest, type RawAnswer } from '../support/raw-http';
import { startTestServer, type TestServer } from '../support/test-server';

// Every route the server registers, and the app's own paths, sent what a hostile or broken client
// sends: bad addresses, unknown methods, wrong or missing bodies, duplicate query keys. Never a
// 500, a malformed address is a 400 with a Czech detail, and a refused request changes nothing.

/** The tables a request could change; a digest of all their rows. */
const STATE_TABLES = [
  'stock_balances',
  'stock_changes',
  'stock_movements',
  'stock_sync_outbox',
  'idempotency_keys',
  'batches',
  'locations',
  'sectors',
  'zones',
  'products',
  'eshops',
  'clients',
  'roles',
];
const DIGEST_SQL = `SELECT ${STATE_TABLES.map(
  (t) => `(SELECT md5(coalesce(string_agg(x::text, ',' ORDER BY x::text), '')) FROM ${t} x) AS ${t}`,
).join(', ')}`;

const MALFORMED_SUFFIXES = ['%', '%E0%A4%A', '%ff%', '%00', '/%00x', '%2'];
const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

let server: TestServer;
let dist: string;
let admin: string;
let routes: Array<{ method: string; path: string }>;
/** The data's digest as of a transaction id; recomputed only when some transaction has run since. */
let baseline: { xid: string; digest: Record<string, string> } | undefined;

beforeAll(async () => {
  // A stand-in build so the static fallback is mounted as in production (no Vite build needed).
  dist = mkdtempSync(join(tmpdir(), 'sklad-fuzz-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Sklad</title>');
  writeFileSync(join(dist, 'assets', 'app-1.js'), 'export {}');
  server = await startTestServer({ distDir: dist });
  admin = await server.login('admin');
  const seen = new Set<string>();
  routes = createApp(server.deps, { distDir: dist })
    .routes.filter((r) => r.method !== 'ALL' && !r.path.includes('*'))
    .map((r) => ({ method: r.method, path: r.path.replace(/:[a-z_]+/gi, '1') }))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

async function digest(): Promise<Record<string, string>> {
  const [row] = await server.database.query<Record<string, string>>(DIGEST_SQL);
  return row;
}

/** The next transaction id: unchanged means no write transaction ran, so nothing can have changed. */
async function nextXid(): Promise<string> {
  const [row] = await server.database.query<{ x: string }>('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x');
  return row.x;
}

/** Sends one request and checks the two promises of the file: no 500, and no change unless accepted. */
async function probe(
  method: string,
  target: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const token = target.includes('logout') ? await server.login('admin') : admin;
  const xid = await nextXid();
  if (baseline?.xid !== xid) baseline = { xid, digest: await digest() };
  const before = baseline.digest;
  const answer = await rawRequest(server.port, method, target, {
    ...options,
    headers: { authorization: `Bearer ${token}`, ...options.headers },
  });
  const what = `${method} ${target.slice(0, 120)} [${options.headers?.['content-type'] ?? ''}] ${String(options.body ?? '').slice(0, 40)}`;
  expect(answer.status, `${what} -> ${answer.body.slice(0, 200)}`).toBeLessThan(500);
  if (answer.status >= 300)
    expect(await digest(), `${what} changed data but answered ${answer.status}`).toEqual(before);
  return answer;
}

function expectMalformed(answer: RawAnswer, what: string): void {
  expect(answer.status, what).toBe(400);
  expect(JSON.parse(answer.body).detail, what).toMatch(/^Adresa požadavku (není platná|je příliš dlouhá)\.$/);
}

describe('fuzzing every route', () => {
  it('finds the routes of every area (the list is read from the server, not written here)', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'POST', path: '/api/sklad/inventory/' });
  });

  it('R-HTTP-03 every route answers wrong bodies and content types without a 500 or a change', async () => {
    const bodies: Array<{ headers?: Record<string, string>; body?: string }> = [
      {},
      { headers: { 'content-type': 'application/json' }, body: '' },
      { headers: { 'content-type': 'application/json' }, body: '{' },
      { headers: { 'content-type': 'application/json' }, body: 'null' },
      { headers: { 'content-type': 'application/json' }, body: '[]' },
      { headers: { 'content-type': 'application/json' }, body: '"\\u0000"' },
      { headers: { 'content-type': 'text/plain' }, body: '{}' },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1&a=2' },
      { headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: '--x--' },
    ];
    for (const route of routes) {
      for (const variant of WRITE_METHODS.has(route.method) ? bodies : bodies.slice(0, 1))
        await probe(route.method, route.path, variant);
    }
  }, 120_000);

  it('R-HTTP-03 a NUL or another control character in any string field of any endpoint is a Czech 400, never a 500', async () => {
    /** A valid request of the endpoint's own schema (sampled, seeded), then every string in it spoiled. */
    const valid = (schema: Schema.Top, seed: number): unknown => {
      const [value] = Effect.runSync(Arbitrary.sampleEffect(Arbitrary.schema(schema as never), { count: 1, seed }));
      return Schema.encodeUnknownSync(schema as never)(value);
    };
    const spoil = (value: unknown, bad: string): { value: unknown; strings: number } => {
      let strings = 0;
      const walk = (v: unknown): unknown => {
        if (typeof v === 'string') {
          strings++;
          return v.length > 1 ? `${v.slice(0, -1)}${bad}` : bad;
        }
        if (Array.isArray(v)) return v.map(walk);
        if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
        return v;
      };
      return { value: walk(value), strings };
    };
    const refused: string[] = [];
    for (const [i, endpoint] of API_ENDPOINTS.entries()) {
      const path = `/api/${endpoint.host}${endpoint.path.replace(/\{[a-z_]+\}/gi, '1')}`;
      for (const [bad, where] of [
        ['\u0000', 'body'],
        ['\u0007', 'body'],
        ['\u0007', 'query'], // a NUL in an address is refused before any route (R-HTTP-03 above)
      ] as const) {
        const schema = where === 'body' ? endpoint.body : endpoint.query;
        if (!schema || path.includes('logout')) continue;
        const { value, strings } = spoil(valid(schema, i + 1), bad);
        if (strings === 0) continue;
        // The other part of the request valid, so the spoiled one is what the route meets.
        const query = where === 'query' ? value : endpoint.query && valid(endpoint.query, i + 1);
        const body = where === 'body' ? value : endpoint.body && valid(endpoint.body, i + 1);
        const target = query ? `${path}?${new URLSearchParams(query as Record<string, string>).toString()}` : path;
        const answer = await probe(endpoint.method, target, {
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const what = `${endpoint.method} ${target} ${where} ${JSON.stringify(value).slice(0, 120)}`;
        // Never taken in; a route that first meets another fault (an id the sampled query does not make) says so.
        expect(answer.status, what).toBeGreaterThanOrEqual(400);
        if (/obsahuje nepovolený řídicí znak/.test(JSON.parse(answer.body).detail ?? ''))
          refused.push(`${endpoint.method} ${endpoint.path} ${where}`);
      }
    }
    expect(refused.length).toBeGreaterThan(40);
  }, 180_000);

  it('R-HTTP-03 duplicate and odd query keys never make a 500', async () => {
    const query =
      '?stock_eshop_id=101&stock_eshop_id=999&page=1&page=-5&limit=10&limit=abc&order_by=a&order_by=b&q=&q=%25&x[]=1&__proto__=1';
    for (const route of routes) await probe(route.method, route.path + query, { body: '{}' });
  }, 120_000);

  it('R-HTTP-03 a malformed address on any route is a 400 with a Czech detail, whatever the method', async () => {
    for (const [i, route] of routes.entries()) {
      // Two of the bad suffixes per route, in turn, so every suffix meets every kind of route.
      for (const suffix of [MALFORMED_SUFFIXES[i % 6], MALFORMED_SUFFIXES[(i + 3) % 6]]) {
        const target = route.path + suffix;
        expectMalformed(await probe(route.method, target), `${route.method} ${target}`);
      }
      expectMalformed(await probe(route.method, `${route.path}?q=%E0%A4%A`), `${route.method} ${route.path}?q=…`);
      expectMalformed(await probe(route.method, route.path + 'a'.repeat(5000)), `${route.method} overlong`);
    }
  }, 120_000);

  it('R-HTTP-03 the app paths: bad encoding is a 400, `..` never leaves the build, unknown methods are refused', async () => {
    for (const target of ['/%E0%A4%A', '/products/%', '/assets/%ff%', '/sklad/%00', '/%c0%ae%c0%ae/'])
      expectMalformed(await probe('GET', target), target);
    for (const target of [
      '/../../../../etc/passwd',
      '/assets/../../../etc/passwd',
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2f..%2fetc%2fpasswd',
      '/product-images/..%2f..%2fpackage.json',
      '/api/sklad/../../package.json',
    ]) {
      const answer = await probe('GET', target);
      expect(answer.body, target).not.toMatch(/root:|"devDependencies"/);
    }
    for (const method of ['PROPFIND', 'PURGE', 'MKCOL', 'PATCH', 'OPTIONS', 'TRACE'])
      for (const target of ['/', '/api/sklad/inventory/', '/api/auth/login/', '/assets/app-1.js'])
        await probe(method, target);
    // A method name Node's parser does not know is refused before the app sees it.
    expect((await rawRequest(server.port, 'FOO', '/api/sklad/eshop/')).status).toBe(400);
  }, 60_000);

  it('R-HTTP-03 a huge body to every write route is a 400 and changes nothing', async () => {
    const huge = JSON.stringify({ products: [], blob: 'x'.repeat(3 * 1024 * 1024) });
    for (const route of routes.filter((r) => WRITE_METHODS.has(r.method) && r.path.startsWith('/api/'))) {
      const answer = await probe(route.method, route.path, {
        headers: { 'content-type': 'application/json' },
        body: huge,
      });
      expect(answer.status, `${route.method} ${route.path}`).toBeGreaterThanOrEqual(400);
    }
  }, 120_000);

  it('R-HTTP-03 random addresses (any characters, percent signs, dots, slashes) never make a 500', async () => {
    const segment = fc.stringMatching(/^[\w.%~!$&'()*+,;=:@\-\u00e1\u017e\u0000]{0,12}$/);
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { maxLength: 5 }),
        fc.constantFrom('/', '/api/sklad/', '/api/auth/', '/assets/'),
        async (parts, base) => {
          const target = (base + parts.join('/')).replace(/[\u0000-\u001f\u007f-\uffff]/g, (ch) =>
            encodeURIComponent(ch),
          );
          const answer = await probe('GET', target);
          let decodable = true;
          try {
            decodable = !decodeURIComponent(target.split('?')[0]).includes('\0');
          } catch {
            decodable = false;
          }
          if (!decodable) expectMalformed(answer, target);
        },
      ),
      { numRuns: 200, seed: 18 },
    );
  }, 60_000);
});
