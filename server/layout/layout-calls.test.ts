import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { addBatch, apiAs, count, locationByName, putStock, sectorByName, type Api } from './layout-test-support';

let server: TestServer;
let admin: Api;
let other: Api;
let skladnik: Api;

beforeAll(async () => {
  server = await startTestServer();
  admin = await apiAs(server, 'admin', 101);
  other = await apiAs(server, 'admin', 102);
  skladnik = await apiAs(server, 'skladnik');
});
afterAll(() => server?.close());

describe('reading the layout', () => {
  it('lists only the own e-shop, for reorganisation and scanning scopes alike', async () => {
    const sectors = await admin.call('GET', '/sector/');
    expect(sectors.body.map((s: { sector_name: string }) => s.sector_name)).toEqual(['A', 'B', 'C', 'E']);
    const locations = await skladnik.call('GET', '/location/');
    expect(locations.status).toBe(200);
    const ownIds = new Set((await admin.call('GET', '/location/')).body.map((l: { id: number }) => l.id));
    expect((await other.call('GET', '/location/')).body.some((l: { id: number }) => ownIds.has(l.id))).toBe(false);
    const zones = await admin.call('GET', '/zone/with-sectors/');
    expect(zones.body.map((z: { name: string; sectors: unknown[] }) => [z.name, z.sectors.length])).toEqual([
      ['Přízemí', 2],
      ['Patro', 1],
      ['Expedice', 1],
    ]);
  });

  it('filters locations by sector and refuses a bad sector id', async () => {
    const e = await sectorByName(admin, 'E');
    expect((await admin.call('GET', `/location/?sector_id=${e.id}`)).body.map((l: { name: string }) => l.name)).toEqual(
      ['E-01-1', 'E-01-2', 'E-02-1', 'E-02-2'],
    );
    const bad = await admin.call('GET', '/location/?sector_id=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBeTruthy();
  });

  it('changing the layout needs sklad.reorganizace_skladu', async () => {
    const res = await skladnik.call('POST', '/zone/', { name: 'Sklep' });
    expect(res.status).toBe(403);
    expect(await count(server, "zones WHERE name = 'Sklep'")).toBe(0);
  });

  it('lists products at a location, with zero amounts only when asked', async () => {
    const at = await locationByName(admin, 'C-01-1');
    const batch = await addBatch(server, 101, 'ZAH0002', 'L-2025', '2026-03-31');
    await putStock(server, 101, at.id, 'ZAH0002', 4, batch);
    await putStock(server, 101, at.id, 'ZAH0003', 0);
    const res = await admin.call('GET', `/location/${at.id}/list-products/`);
    expect(res.body).toEqual([
      expect.objectContaining({
        code: 'ZAH0002',
        amount: 4,
        sarze: { id: batch, name: 'L-2025', expires_at: '2026-03-31' },
      }),
    ]);
    const all = await admin.call('GET', `/location/${at.id}/list-products/?zero_amounts=1`);
    expect(all.body.map((p: { code: string }) => p.code).sort()).toEqual(['ZAH0002', 'ZAH0003']);
    const foreign = await locationByName(other, 'C-01-1');
    expect((await admin.call('GET', `/location/${foreign.id}/list-products/`)).status).toBe(404);
  });
});

describe('sectors', () => {
  it('creates, updates and toggles flags', async () => {
    const zones = (await admin.call('GET', '/zone/with-sectors/')).body;
    const created = await admin.call('POST', '/sector/', { sector_name: ' F ', zone_id: zones[1].id, picking: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      sector_name: 'F',
      zone_id: zones[1].id,
      picking: true,
      multiple_batches: false,
      non_stock: false,
    });
    const updated = await admin.call('PUT', '/sector/', {
      id: created.body.id,
      sector_name: 'F2',
      order: 9,
      non_stock: true,
    });
    expect(updated.body).toMatchObject({
      id: created.body.id,
      sector_name: 'F2',
      order: 9,
      non_stock: true,
      picking: true,
    });
    const toggled = await admin.call('DELETE', `/sector/toggle_picking/${created.body.id}/`);
    expect(toggled.body.picking).toBe(false);
    expect((await admin.call('DELETE', `/sector/toggle_neskladovy/${created.body.id}/`)).body.non_stock).toBe(false);
    expect(
      (await admin.call('DELETE', `/sector/toggle_povolit_na_jedne_pozici_vice_sarzi/${created.body.id}/`)).body
        .multiple_batches,
    ).toBe(true);
  });

  it('R-LOC-02 refuses bad updates with a detail: empty name, foreign zone, bad payload', async () => {
    const sector = await sectorByName(admin, 'B');
    const foreignZone = (await other.call('GET', '/zone/with-sectors/')).body[0].id;
    const cases = [
      [{ id: sector.id, sector_name: '  ' }, 'Název sektoru nesmí být prázdný.'],
      [{ id: sector.id, zone_id: foreignZone }, `Zóna s ID ${foreignZone} v tomto skladu neexistuje.`],
      [{ id: sector.id, picking: 'ano' }, 'Vychystávání ze sektoru musí být ano, nebo ne.'],
      [{ sector_name: 'X' }, 'Chybí sektor.'],
    ] as const;
    for (const [body, detail] of cases) {
      const res = await admin.call('PUT', '/sector/', body);
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(detail);
    }
    expect(await sectorByName(admin, 'B')).toEqual(sector);
  });

  it('R-LOC-02 refuses forbidding several batches while a location holds several of one product', async () => {
    const sector = await admin.call('POST', '/sector/', { sector_name: 'Šarže', multiple_batches: true });
    const loc = await admin.call('POST', '/location/', { name: 'S-1', sector_id: sector.body.id });
    await putStock(server, 101, loc.body.id, 'ZAH0005', 1, await addBatch(server, 101, 'ZAH0005', 'A', null));
    await putStock(server, 101, loc.body.id, 'ZAH0005', 2, await addBatch(server, 101, 'ZAH0005', 'B', null));
    const res = await admin.call('DELETE', `/sector/toggle_povolit_na_jedne_pozici_vice_sarzi/${sector.body.id}/`);
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain('S-1');
    expect((await sectorByName(admin, 'Šarže')).multiple_batches).toBe(true);
  });

  it('deletes an empty sector with its empty locations; foreign or unknown ids are 404', async () => {
    const sector = await admin.call('POST', '/sector/', { sector_name: 'Smazat' });
    const loc = await admin.call('POST', '/location/', { name: 'SM-1', sector_id: sector.body.id });
    await putStock(server, 101, loc.body.id, 'ZAH0001', 0);
    const res = await admin.call('DELETE', `/sector/${sector.body.id}/`);
    expect(res.body).toEqual({ deleted_locations: [loc.body.id], deleted_sectors: [sector.body.id] });
    expect(await count(server, 'stock_balances WHERE location_id = $1', [loc.body.id])).toBe(0);
    expect((await admin.call('DELETE', '/sector/999999/')).status).toBe(404);
    expect((await admin.call('DELETE', '/sector/abc/')).status).toBe(400);
  });
});

describe('locations', () => {
  it('refuses names a Code 128 label cannot carry', async () => {
    const sector = await sectorByName(admin, 'A');
    const res = await admin.call('POST', '/location/', { name: 'Regál č. 1', sector_id: sector.id });
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain('nepovolené znaky');
  });

  it('renames and moves a location, refusing a taken name', async () => {
    const loc = await locationByName(admin, 'B-04-3');
    const c = await sectorByName(admin, 'C');
    const res = await admin.call('PUT', '/location/', { id: loc.id, name: 'B-04-9', sector_id: c.id });
    expect(res.body).toMatchObject({ id: loc.id, name: 'B-04-9', sector: c.id });
    const taken = await admin.call('PUT', '/location/', { id: loc.id, name: 'a-01-1' });
    expect(taken.status).toBe(400);
    expect(taken.body.detail).toBe('Pozice „A-01-1“ již existuje.');
  });

  it('previews a bulk pattern without creating, and caps the count in Czech', async () => {
    const sector = await sectorByName(admin, 'E');
    const preview = await admin.call('POST', '/location/bulk/', {
      pattern: 'E-{01..03}-{1..2}',
      sector_id: sector.id,
      dry_run: true,
    });
    expect(preview.body).toEqual({
      count: 6,
      names: ['E-01-1', 'E-01-2', 'E-02-1', 'E-02-2', 'E-03-1', 'E-03-2'],
      taken: ['E-01-1', 'E-01-2', 'E-02-1', 'E-02-2'],
    });
    expect(await count(server, "locations WHERE eshop_id = 101 AND name = 'E-03-1'")).toBe(0);
    const big = await admin.call('POST', '/location/bulk/', { pattern: 'Z-{1..100}-{1..51}', sector_id: sector.id });
    expect(big.status).toBe(400);
    expect(big.body.detail).toBe('Vzor by vytvořil 5100 pozic, najednou lze vytvořit nejvýše 5000.');
  });

  it("reorders a sector's locations and refuses an order that drops one", async () => {
    const e = await sectorByName(admin, 'E');
    const ids = (await admin.call('GET', `/location/?sector_id=${e.id}`)).body.map((l: { id: number }) => l.id);
    const reversed = [...ids].reverse();
    const res = await admin.call('PUT', '/location/reorder/', { sector_id: e.id, ids: reversed });
    expect(res.body.map((l: { id: number }) => l.id)).toEqual(reversed);
    const bad = await admin.call('PUT', '/location/reorder/', { sector_id: e.id, ids: reversed.slice(1) });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toContain(`chybí ID ${reversed[0]}`);
    const foreign = await locationByName(other, 'E-01-1');
    expect(
      (await admin.call('PUT', '/location/reorder/', { sector_id: e.id, ids: [...reversed, foreign.id] })).status,
    ).toBe(400);
    expect((await locationByName(other, 'E-01-1')).sector).toBe(foreign.sector);
  });

  it('accepts the ids of DELETE /location/ also as a query and refuses an empty list', async () => {
    const sector = await admin.call('POST', '/sector/', { sector_name: 'Q' });
    const loc = await admin.call('POST', '/location/', { name: 'Q-1', sector_id: sector.body.id });
    expect((await admin.call('DELETE', '/location/', { ids: [] })).status).toBe(400);
    expect((await admin.call('DELETE', `/location/?ids=${loc.body.id}`)).body.deleted_sectors).toEqual([
      sector.body.id,
    ]);
  });
});

describe('zones', () => {
  it('creates, renames, reorders with sectors, and refuses a reorder that loses a sector', async () => {
    const created = await admin.call('POST', '/zone/', { name: 'Sklep' });
    expect(created.status).toBe(201);
    expect((await admin.call('POST', '/zone/', { name: 'sklep' })).body.detail).toBe('Zóna „sklep“ již existuje.');
    expect((await admin.call('PUT', '/zone/', { id: created.body.id, name: 'Suterén' })).body.name).toBe('Suterén');
    const zones = (await admin.call('GET', '/zone/with-sectors/')).body;
    const a = await sectorByName(admin, 'A');
    const request = {
      zones: [
        { id: created.body.id, sector_ids: [a.id] },
        ...zones.filter((z: { id: number }) => z.id !== created.body.id).map((z: { id: number }) => ({ id: z.id })),
      ],
    };
    const res = await admin.call('PUT', '/zone/reorder/', request);
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({
      id: created.body.id,
      order: 0,
      sectors: [expect.objectContaining({ id: a.id, zone_id: created.body.id })],
    });
    const lossy = await admin.call('PUT', '/zone/reorder/', {
      zones: [{ id: created.body.id, sector_ids: [] }, ...request.zones.slice(1)],
    });
    expect(lossy.status).toBe(400);
    expect((await sectorByName(admin, 'A')).zone_id).toBe(created.body.id);
  });

  it("deleting a zone keeps its sectors, without a zone; another e-shop's zone is 404", async () => {
    const zone = await admin.call('POST', '/zone/', { name: 'Dočasná' });
    const sector = await admin.call('POST', '/sector/', { sector_name: 'T', zone_id: zone.body.id });
    const res = await admin.call('DELETE', `/zone/${zone.body.id}/`);
    expect(res.body).toEqual({ deleted_zone: zone.body.id, unassigned_sectors: [sector.body.id] });
    expect((await sectorByName(admin, 'T')).zone_id).toBeNull();
    const foreign = (await other.call('GET', '/zone/with-sectors/')).body[0].id;
    expect((await admin.call('DELETE', `/zone/${foreign}/`)).status).toBe(404);
    expect(await count(server, 'zones WHERE id = $1', [foreign])).toBe(1);
  });
});
