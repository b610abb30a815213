import { describe, expect, it } from 'vitest';
import { HttpFailure } from '../../application/errors';
import type { LayoutApi, LocationDto, SectorDto, ZoneDto } from '../../application/layout/layout-api.port';
import { fakeWedge } from '../../application/scanning/testing/fake-wedge';
import { LayoutViewModel } from './layout.view-model';

/** A fake that throws on any call a test did not set up. */
function fakeApi(setup: Partial<LayoutApi>): LayoutApi {
  return new Proxy(setup as LayoutApi, {
    get: (target, key) =>
      key in target
        ? target[key as keyof LayoutApi]
        : () => {
            throw new Error(`unexpected call ${String(key)}`);
          },
  });
}

const sector = (id: number, zone_id: number | null, order: number, name = `S${id}`): SectorDto => ({
  id,
  sector_name: name,
  order,
  zone_id,
  picking: false,
  multiple_batches: false,
  non_stock: false,
});
const zone = (id: number, order: number, sectors: SectorDto[] = []): ZoneDto => ({
  id,
  name: `Z${id}`,
  order,
  sectors,
});
const loc = (id: number, name: string, sectorId: number, order: number): LocationDto => ({
  id,
  name,
  sector: sectorId,
  order,
});

async function loaded(extra: Partial<LayoutApi> = {}) {
  const vm = new LayoutViewModel(
    fakeApi({
      zones: async () => [zone(1, 0), zone(2, 1)],
      sectors: async () => [sector(10, 1, 0, 'A'), sector(11, 1, 1, 'B'), sector(20, null, 2, 'C')],
      locations: async () => [loc(100, 'A-1', 10, 0), loc(101, 'A-2', 10, 1), loc(110, 'B-1', 11, 0)],
      ...extra,
    }),
  );
  await vm.load();
  return vm;
}

describe('warehouse reorganisation view-model', () => {
  it('shows zones with their sectors and a group for sectors without a zone', async () => {
    const vm = await loaded();
    expect(vm.tree.map((n) => [n.zone?.id ?? null, n.sectors.map((s) => s.id)])).toEqual([
      [1, [10, 11]],
      [2, []],
      [null, [20]],
    ]);
  });

  it('R-LOC-02 a refused sector rename keeps the old name and shows the detail', async () => {
    const vm = await loaded({
      updateSector: async () => {
        throw new HttpFailure({ status: 400, payload: { detail: 'Sektor „B“ již existuje.' } });
      },
    });
    await vm.sectorRenamed(10, 'B');
    expect(vm.error).toBe('Sektor „B“ již existuje.');
    expect(vm.sectors.find((s) => s.id === 10)?.sector_name).toBe('A');
  });

  it('R-LOC-01 a sector deleted with its last location leaves the tree', async () => {
    const vm = await loaded({ deleteLocations: async (ids) => ({ deleted_locations: ids, deleted_sectors: [11] }) });
    vm.deleteAsk.requested({ kind: 'location', id: 110, label: 'Pozice B-1' });
    await vm.deleteConfirmed();
    expect(vm.locations.map((l) => l.id)).toEqual([100, 101]);
    expect(vm.sectors.map((s) => s.id)).toEqual([10, 20]);
  });

  it('a refused delete (stock present) changes nothing and shows why', async () => {
    const vm = await loaded({
      deleteSector: async () => {
        throw new HttpFailure({
          status: 400,
          payload: { detail: 'Sektor nelze smazat, na jeho pozicích je zboží: A-1 (5 ks).' },
        });
      },
    });
    vm.deleteAsk.requested({ kind: 'sector', id: 10, label: 'Sektor A' });
    await vm.deleteConfirmed();
    expect(vm.error).toContain('A-1 (5 ks)');
    expect(vm.locationsOf(10)).toHaveLength(2);
  });

  it('reorders locations by keyboard and sends the complete order', async () => {
    const sent: number[][] = [];
    const vm = await loaded({
      reorderLocations: async (sectorId, ids) => {
        sent.push(ids);
        return ids.map((id, order) => loc(id, `x${id}`, sectorId, order));
      },
    });
    await vm.locationMoved(10, 0, 1);
    expect(sent).toEqual([[101, 100]]);
    expect(vm.locationsOf(10).map((l) => l.id)).toEqual([101, 100]);
  });

  it('reorders sectors within a zone through the zone reorder call', async () => {
    let request: unknown;
    const vm = await loaded({
      reorderZones: async (zones) => {
        request = zones;
        return [zone(1, 0, [sector(11, 1, 0, 'B'), sector(10, 1, 1, 'A')]), zone(2, 1)];
      },
    });
    await vm.sectorMoved(1, 0, 1);
    expect(request).toEqual([{ id: 1, sector_ids: [11, 10] }, { id: 2 }]);
    expect(vm.tree[0].sectors.map((s) => s.id)).toEqual([11, 10]);
  });

  it('previews bulk names, flags taken ones, and creates only a clean pattern', async () => {
    let created = false;
    const vm = await loaded({
      bulkCreate: async () => {
        created = true;
        return { count: 2, locations: [loc(200, 'A-3', 10, 2), loc(201, 'A-4', 10, 3)] };
      },
    });
    vm.bulkOpened(10);
    vm.bulkPatternChanged('A-{1..4}');
    expect(vm.bulkPreview).toMatchObject({ names: ['A-1', 'A-2', 'A-3', 'A-4'], taken: ['A-1', 'A-2'] });
    await vm.bulkConfirmed();
    expect(created).toBe(false);
    vm.bulkPatternChanged('A-{1..99999}');
    expect(vm.bulkPreview.error).toContain('nejvýše 5000');
    vm.bulkPatternChanged('A-{3..4}');
    await vm.bulkConfirmed();
    expect(vm.locationsOf(10).map((l) => l.name)).toEqual(['A-1', 'A-2', 'A-3', 'A-4']);
    expect(vm.bulk).toBeNull();
  });

  it('a scanned location code opens its sector and selects it', async () => {
    const vm = await loaded();
    vm.scanned('b-1');
    expect(vm.selectedLocationId).toBe(110);
    expect(vm.expanded.has(11)).toBe(true);
    vm.scanned('Z-9');
    expect(vm.error).toBe('Pozice „Z-9“ v tomto skladu neexistuje.');
  });

  it('a hardware-scanner burst from the keyboard wedge opens, selects and reveals the location until the screen stops listening', async () => {
    const vm = await loaded();
    const wedge = fakeWedge();
    const stop = vm.listenTo(wedge);
    wedge.listener!.scanned('A-2');
    expect(vm.selectedLocationId).toBe(101);
    expect(vm.expanded.has(10)).toBe(true);
    expect(vm.revealCount).toBe(1);
    wedge.listener!.scanned('A-2'); // the same code again scrolls to it again
    expect(vm.revealCount).toBe(2);
    stop();
    expect(wedge.listener).toBeNull();
  });
});
