import { describe, expect, it } from 'vitest';
import { strictFake } from '../testing/strict-fake';
import type { LayoutApi, LocationDto, SectorDto, ZoneDto } from './layout-api.port';
import {
  bulkPreview,
  LayoutEditing,
  LayoutRefusal,
  layoutTree,
  scannedLocation,
  type LayoutState,
} from './layout-editing';

const zone = (id: number, order: number): ZoneDto => ({ id, name: `Z${id}`, order, sectors: [] });
const sector = (id: number, zone_id: number | null, order = 0): SectorDto => ({
  id,
  sector_name: `S${id}`,
  order,
  zone_id,
  picking: false,
  multiple_batches: false,
  non_stock: false,
});
const location = (id: number, name: string, sectorId: number, order = 0) =>
  ({ id, name, sector: sectorId, order }) as LocationDto;
const state = (): LayoutState => ({
  zones: [zone(1, 1), zone(2, 0)],
  sectors: [sector(10, 1), sector(11, 2), sector(12, null)],
  locations: [location(100, 'A-1', 10, 1), location(101, 'A-2', 10, 0)],
});

describe('layout editing (use cases of /inventory/layout)', () => {
  it('the tree: zones in order with their sectors, sectors without a zone last', () => {
    expect(layoutTree(state()).map((n) => [n.zone?.id ?? null, n.sectors.map((s) => s.id)])).toEqual([
      [2, [11]],
      [1, [10]],
      [null, [12]],
    ]);
  });

  it('a scanned code finds its location whatever its case; a bulk pattern names taken locations', () => {
    expect(scannedLocation(state(), ' a-2 ')?.id).toBe(101);
    expect(scannedLocation(state(), 'B-9')).toBeUndefined();
    expect(bulkPreview(state(), 'A-{1..3}').taken).toEqual(['A-1', 'A-2']);
  });

  it('R-LOC-01 a deleted sector takes its locations and the sectors the server names', async () => {
    const editing = new LayoutEditing(
      strictFake<LayoutApi>('LayoutApi', {
        deleteSector: async () => ({ deleted_locations: [100, 101], deleted_sectors: [10] }),
      }),
    );
    const change = await editing.delete({ kind: 'sector', id: 10, label: 'S10' });
    const after = change(state());
    expect(after.locations).toEqual([]);
    expect(after.sectors.map((s) => s.id)).toEqual([11, 12]);
  });

  it('a change applies to the tree as it is when the answer comes, keeping what arrived meanwhile', async () => {
    const editing = new LayoutEditing(
      strictFake<LayoutApi>('LayoutApi', { createZone: async (name) => ({ ...zone(3, 2), name }) }),
    );
    const change = await editing.createZone('Nová');
    const meanwhile = { ...state(), zones: [...state().zones, zone(4, 3)] };
    expect(change(meanwhile).zones.map((z) => z.id)).toEqual([1, 2, 4, 3]);
  });

  it('a location name the server would refuse is refused in Czech without a call', async () => {
    const editing = new LayoutEditing(strictFake<LayoutApi>('LayoutApi', {}));
    await expect(editing.createLocation(10, '   ')).rejects.toBeInstanceOf(LayoutRefusal);
  });

  it('moving a location sends the sector’s whole new order and takes the stored one', async () => {
    const sent: number[][] = [];
    const editing = new LayoutEditing(
      strictFake<LayoutApi>('LayoutApi', {
        reorderLocations: async (_sector, ids) => {
          sent.push(ids);
          return ids.map((id, order) => ({ ...state().locations.find((l) => l.id === id)!, order }));
        },
      }),
    );
    const after = (await editing.moveLocation(state(), 10, 0, 1))(state());
    expect(sent).toEqual([[100, 101]]);
    expect(after.locations.map((l) => [l.id, l.order])).toEqual([
      [100, 0],
      [101, 1],
    ]);
  });
});
