import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/database-template';
import { startPostgresCluster } from '../../tests/support/postgres-cluster';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { apiAs, count, locationByName, putStock, sectorByName, type Api } from './layout-test-support';

// The calls whose refusals guard stock, run on the embedded PGlite and on a real PostgreSQL server.
const cluster = await startPostgresCluster();
afterAll(() => cluster?.stop());

const backends: Array<{ name: string; databaseUrl?: () => string }> = [
  { name: 'PGlite' },
  ...(cluster ? [{ name: 'PostgreSQL', databaseUrl: () => createTestDatabase(cluster.url, 'layout_core') }] : []),
];

describe.each(backends)('layout core on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let admin: Api;
  let other: Api;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: databaseUrl?.() });
    admin = await apiAs(server, 'admin', 101);
    other = await apiAs(server, 'admin', 102);
  });
  afterAll(() => server?.close());

  it('R-LOC-01 deleting the last location of a sector removes the sector', async () => {
    const sector = await admin.call('POST', '/sector/', { sector_name: 'R1' });
    expect(sector.status).toBe(201);
    const a = await admin.call('POST', '/location/', { name: 'R1-1', sector_id: sector.body.id });
    const b = await admin.call('POST', '/location/', { name: 'R1-2', sector_id: sector.body.id });

    const first = await admin.call('DELETE', '/location/', { ids: [a.body.id] });
    expect(first.body).toEqual({ deleted_locations: [a.body.id], deleted_sectors: [] });
    expect(await count(server, 'sectors WHERE id = $1', [sector.body.id])).toBe(1);

    const last = await admin.call('DELETE', '/location/', { ids: [b.body.id] });
    expect(last.status).toBe(200);
    expect(last.body).toEqual({ deleted_locations: [b.body.id], deleted_sectors: [sector.body.id] });
    expect(await count(server, 'sectors WHERE id = $1', [sector.body.id])).toBe(0);
  });

  it('refuses deleting locations that hold stock, and deletes none of the batch', async () => {
    const full = await locationByName(admin, 'A-01-1');
    const empty = await locationByName(admin, 'A-01-2');
    await putStock(server, 101, full.id, 'ZAH0001', 7);
    const res = await admin.call('DELETE', '/location/', { ids: [empty.id, full.id] });
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain('A-01-1 (7 ks)');
    expect(await count(server, 'locations WHERE id = ANY($1)', [[full.id, empty.id]])).toBe(2);
    expect(await count(server, 'stock_balances WHERE location_id = $1 AND amount = 7', [full.id])).toBe(1);
  });

  it('refuses deleting a sector that holds stock', async () => {
    const sector = await sectorByName(admin, 'A');
    const res = await admin.call('DELETE', `/sector/${sector.id}/`);
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/^Sektor nelze smazat/);
    expect(await count(server, 'locations WHERE sector_id = $1', [sector.id])).toBe(20);
  });

  it('refuses ids of another e-shop and changes nothing', async () => {
    const foreign = await locationByName(other, 'A-01-1');
    const own = await locationByName(admin, 'B-01-1');
    const res = await admin.call('DELETE', '/location/', { ids: [own.id, foreign.id] });
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain(String(foreign.id));
    expect(await count(server, 'locations WHERE id = ANY($1)', [[own.id, foreign.id]])).toBe(2);
    const sector = await sectorByName(other, 'A');
    expect((await admin.call('DELETE', `/sector/${sector.id}/`)).status).toBe(404);
    expect((await admin.call('PUT', '/sector/', { id: sector.id, sector_name: 'X' })).status).toBe(404);
  });

  it('refuses duplicate location names regardless of case, with a Czech detail', async () => {
    const sector = await sectorByName(admin, 'B');
    const res = await admin.call('POST', '/location/', { name: 'b-01-1', sector_id: sector.id });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Pozice „B-01-1“ již existuje.');
    expect(await count(server, "locations WHERE eshop_id = 101 AND lower(name) = 'b-01-1'")).toBe(1);
  });

  it('R-LOC-02 a refused sector update answers 400 with a detail and changes nothing', async () => {
    const sector = await sectorByName(admin, 'C');
    const res = await admin.call('PUT', '/sector/', { id: sector.id, sector_name: 'b', picking: true });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Sektor „b“ již existuje.');
    const after = await sectorByName(admin, 'C');
    expect(after).toEqual(sector);
  });

  it('creates locations in bulk from a pattern in one transaction', async () => {
    const sector = await admin.call('POST', '/sector/', { sector_name: 'Regály D' });
    const res = await admin.call('POST', '/location/bulk/', {
      pattern: 'D-{01..20}-{1..5}',
      sector_id: sector.body.id,
    });
    expect(res.status).toBe(201);
    expect(res.body.count).toBe(100);
    expect(await count(server, 'locations WHERE sector_id = $1', [sector.body.id])).toBe(100);
    const again = await admin.call('POST', '/location/bulk/', { pattern: 'D-20-{5..6}', sector_id: sector.body.id });
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe('Pozice „D-20-5“ již existuje.');
    expect(await count(server, "locations WHERE eshop_id = 101 AND name = 'D-20-6'")).toBe(0);
  });
});
