import { describeLayoutProblem } from '../../domain/layout/layout-problem';
import { locationNameProblem, nameKey, takenNames } from '../../domain/layout/layout-name';
import { expandLocationPattern } from '../../domain/layout/location-pattern';
import { moveBy, moveTo } from '../../domain/layout/reorder';
import type { DeletionDto, LayoutApi, LocationDto, SectorDto, SectorFlag, ZoneDto } from './layout-api.port';

// The use cases of /inventory/layout: every change goes to the server and the stored answer is what the tree
// shows (a refused change, R-LOC-02, rejects and changes nothing). Each returns a change to apply to the tree as
// it is when the answer comes, so two changes in flight do not undo each other.

export interface LayoutState {
  zones: ZoneDto[];
  sectors: SectorDto[];
  locations: LocationDto[];
}
export type LayoutChange = (state: LayoutState) => LayoutState;
export type DeleteTarget = { kind: 'zone' | 'sector' | 'location'; id: number; label: string };
export interface ZoneNode {
  zone: ZoneDto | null;
  sectors: SectorDto[];
}
export interface BulkPreview {
  names: string[];
  taken: string[];
  error: string | null;
}

/** A name the server would refuse, said in Czech before anything is sent. */
export class LayoutRefusal extends Error {
  readonly _tag = 'LayoutRefusal';
}

const byOrder = <T extends { order: number; id: number }>(a: T, b: T) => a.order - b.order || a.id - b.id;
const replace =
  <T extends { id: number }>(item: T) =>
  (list: T[]): T[] =>
    list.map((x) => (x.id === item.id ? item : x));

/** Zones in their order with their sectors; sectors without a (known) zone last, under no zone. */
export function layoutTree(state: LayoutState): ZoneNode[] {
  const sorted = [...state.sectors].sort(byOrder);
  const nodes: ZoneNode[] = [...state.zones]
    .sort(byOrder)
    .map((zone) => ({ zone, sectors: sorted.filter((s) => s.zone_id === zone.id) }));
  const loose = sorted.filter((s) => s.zone_id === null || !state.zones.some((z) => z.id === s.zone_id));
  return loose.length ? [...nodes, { zone: null, sectors: loose }] : nodes;
}

export function locationsOf(state: LayoutState, sectorId: number): LocationDto[] {
  return state.locations.filter((l) => l.sector === sectorId).sort(byOrder);
}

/** The names a bulk pattern would create, checked as the server will check them. */
export function bulkPreview(state: LayoutState, pattern: string): BulkPreview {
  const result = expandLocationPattern(pattern);
  if (!result.ok) return { names: [], taken: [], error: describeLayoutProblem(result.problem) };
  return {
    names: result.names,
    taken: takenNames(
      result.names,
      state.locations.map((l) => l.name),
    ),
    error: null,
  };
}

/** The location a scanned code names (case and spacing as the server compares names), if there is one. */
export function scannedLocation(state: LayoutState, code: string): LocationDto | undefined {
  return state.locations.find((l) => nameKey(l.name) === nameKey(code));
}

export class LayoutEditing {
  constructor(private readonly api: LayoutApi) {}

  async load(): Promise<LayoutState> {
    const [zones, sectors, locations] = await Promise.all([this.api.zones(), this.api.sectors(), this.api.locations()]);
    return { zones, sectors, locations };
  }

  async createZone(name: string): Promise<LayoutChange> {
    const zone = await this.api.createZone(name);
    return (s) => ({ ...s, zones: [...s.zones, zone] });
  }
  async renameZone(id: number, name: string): Promise<LayoutChange> {
    const zone = await this.api.renameZone(id, name);
    return (s) => ({ ...s, zones: replace(zone)(s.zones) });
  }

  async createSector(zoneId: number | null, name: string): Promise<LayoutChange> {
    const sector = await this.api.createSector({ sector_name: name, zone_id: zoneId });
    return (s) => ({ ...s, sectors: [...s.sectors, sector] });
  }
  /** R-LOC-02: a refused rename rejects with the server's detail and keeps the old name. */
  async renameSector(id: number, name: string): Promise<LayoutChange> {
    return this.sectorReplaced(await this.api.updateSector({ id, sector_name: name }));
  }
  async toggleSectorFlag(id: number, flag: SectorFlag): Promise<LayoutChange> {
    return this.sectorReplaced(await this.api.toggleSectorFlag(id, flag));
  }

  /** A name the server would refuse is refused here (LayoutRefusal), without a call. */
  async createLocation(sectorId: number, name: string): Promise<LayoutChange> {
    const problem = locationNameProblem(name);
    if (problem) throw new LayoutRefusal(describeLayoutProblem(problem));
    const loc = await this.api.createLocation(name, sectorId);
    return (s) => ({ ...s, locations: [...s.locations, loc] });
  }
  async renameLocation(id: number, name: string): Promise<LayoutChange> {
    const loc = await this.api.renameLocation(id, name);
    return (s) => ({ ...s, locations: replace(loc)(s.locations) });
  }

  /** Keyboard (delta ±1) and drag (to an index) both end in the sector's complete new order. */
  moveLocation(state: LayoutState, sectorId: number, index: number, delta: number): Promise<LayoutChange> {
    return this.saveLocationOrder(sectorId, moveBy(locationsOf(state, sectorId), index, delta));
  }
  dropLocation(state: LayoutState, sectorId: number, from: number, to: number): Promise<LayoutChange> {
    return this.saveLocationOrder(sectorId, moveTo(locationsOf(state, sectorId), from, to));
  }

  /** Moves a sector within its zone; sectors without a zone have no order to keep. */
  async moveSector(state: LayoutState, zoneId: number | null, index: number, delta: number): Promise<LayoutChange> {
    const tree = layoutTree(state);
    const node = tree.find((n) => (n.zone?.id ?? null) === zoneId);
    if (!node?.zone) return (s) => s;
    const ids = moveBy(node.sectors, index, delta).map((s) => s.id);
    return this.saveZoneOrder(
      tree
        .filter((n) => n.zone)
        .map((n) => ({ id: n.zone!.id, ...(n.zone!.id === zoneId ? { sector_ids: ids } : {}) })),
    );
  }
  moveZone(state: LayoutState, index: number, delta: number): Promise<LayoutChange> {
    const zones = moveBy(
      layoutTree(state)
        .filter((n) => n.zone)
        .map((n) => n.zone!),
      index,
      delta,
    );
    return this.saveZoneOrder(zones.map((z) => ({ id: z.id })));
  }

  /** A deleted zone's sectors stay without a zone; R-LOC-01: sectors that lost their last location go too. */
  async delete(target: DeleteTarget): Promise<LayoutChange> {
    if (target.kind === 'zone') {
      const res = await this.api.deleteZone(target.id);
      return (s) => ({
        ...s,
        zones: s.zones.filter((z) => z.id !== target.id),
        sectors: s.sectors.map((x) => (res.unassigned_sectors.includes(x.id) ? { ...x, zone_id: null } : x)),
      });
    }
    const res: DeletionDto =
      target.kind === 'sector' ? await this.api.deleteSector(target.id) : await this.api.deleteLocations([target.id]);
    return (s) => ({
      ...s,
      locations: s.locations.filter((l) => !res.deleted_locations.includes(l.id)),
      sectors: s.sectors.filter((x) => !res.deleted_sectors.includes(x.id)),
    });
  }

  async bulkCreate(sectorId: number, pattern: string): Promise<{ change: LayoutChange; count: number }> {
    const res = await this.api.bulkCreate(sectorId, pattern);
    return { change: (s) => ({ ...s, locations: [...s.locations, ...res.locations] }), count: res.count };
  }

  private sectorReplaced(sector: SectorDto): LayoutChange {
    return (s) => ({ ...s, sectors: replace(sector)(s.sectors) });
  }

  private async saveLocationOrder(sectorId: number, ordered: LocationDto[]): Promise<LayoutChange> {
    const saved = await this.api.reorderLocations(
      sectorId,
      ordered.map((l) => l.id),
    );
    return (s) => ({ ...s, locations: [...s.locations.filter((l) => l.sector !== sectorId), ...saved] });
  }

  private async saveZoneOrder(zones: { id: number; sector_ids?: number[] }[]): Promise<LayoutChange> {
    const saved = await this.api.reorderZones(zones);
    return (s) => {
      const placed = new Map(saved.flatMap((z) => z.sectors.map((x) => [x.id, x] as const)));
      return { ...s, zones: saved, sectors: s.sectors.map((x) => placed.get(x.id) ?? x) };
    };
  }
}
