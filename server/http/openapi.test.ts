import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { createApp } from '../app';
import type { ServerDeps } from '../session';

// GET /api/openapi.json is built from src/api/endpoints.ts; this keeps it in step with what the
// server really mounts, in both directions: no route undescribed, no description without a route.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** `METHOD /api/host/path/{param}/` for every handler the Hono app mounts under the three API hosts. */
function mountedRoutes(): string[] {
  const app = createApp({} as ServerDeps);
  const routes = app.routes
    .filter((r) => r.method !== 'ALL' && /^\/api\/(sklad|settings|auth)\//.test(r.path))
    .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
  return [...new Set(routes)].sort();
}

describe('the published API description', () => {
  it('is served without sign-in as OpenAPI 3.1 with JSON Schemas of the bodies and their Czech labels', async () => {
    const res = await server.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const stockIn = res.body.paths['/api/sklad/inventory/'].post;
    const body = stockIn.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['products', 'location_name']);
    expect(body.properties.location_name).toMatchObject({ type: 'string', maxLength: 100, title: 'Pozice' });
    expect(stockIn.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }));
    expect(stockIn['x-scopes']).toEqual(['sklad.naskladneni', 'sklad.naskladneni_vratek']);
    // The order system's marker of a dispatch (docs/decisions/eshop-sync.md): optional, never required.
    const stockOut = res.body.paths['/api/sklad/inventory/'].delete.requestBody.content['application/json'].schema;
    expect(stockOut.required).not.toContain('order_code');
    expect(stockOut.properties.order_code).toMatchObject({
      type: 'string',
      minLength: 1,
      maxLength: 60,
      title: 'Číslo objednávky',
    });
    const overview = res.body.paths['/api/sklad/inventory/overview/'].get;
    expect(overview.parameters.map((p: { name: string }) => p.name)).toContain('cursor');
  });

  it('describes exactly the routes the server mounts', async () => {
    const described = Object.entries((await server.call('GET', '/api/openapi.json')).body.paths as object)
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    const mounted = mountedRoutes();
    expect(mounted.length).toBeGreaterThan(50);
    expect(described.filter((d) => !mounted.includes(d))).toEqual([]);
    expect(mounted.filter((m) => !described.includes(m))).toEqual([]);
  });
});
