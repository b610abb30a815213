import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { describeFailure } from '../../application/errors';
import { describeLayoutProblem } from '../../domain/layout/layout-problem';
import { locationNameProblem, nameKey, takenNames } from '../../domain/layout/layout-name';
import { expandLocationPattern } from '../../domain/layout/location-pattern';
import { moveBy, moveTo } from '../../domain/layout/reorder';
import { locationsCs } from '../../domain/text/czech-plural';
import type {
  DeletionDto,
  LayoutApi,
  LocationDto,
  SectorDto,
  SectorFlag,
  ZoneDto,
} from '../../application/layout/layout-api.port';
import type { KeyboardWedge } from '../../application/scanning/keyboard-wedge.port';

export type DeleteTarget = { kind: 'zone' | 'sector' | 'location'; id: number; label: string };
export interface ZoneNode {
  zone: ZoneDto | null;
  sectors: SectorDto[];
}

const byOrder = <T extends { order: number; id: number }>(a: T, b: T) => a.order - b.order || a.id - b.id;

/**
 * /inventory/layout: zones → sectors → locations as a tree. Every change goes to the server and the
 * tree is updated from its answer, so what is shown is what is stored (a refused change, R-LOC-02,
 * leaves the tree as it was and shows the server's detail).
 */
export class LayoutViewModel {
  zones: ZoneDto[] = [];
  sectors: SectorDto[] = [];
  locations: LocationDto[] = [];
  expanded: ReadonlySet<number> = new Set();
  selectedLocationId: number | null = null;
  /** Bumped by every successful scan, so the view scrolls to the location again even when it was already selected. */
  revealCount = 0;
  error: string | null = null;
  notice: string | null = null;
  deleteTarget: DeleteTarget | null = null;
  bulk: { sectorId: number; pattern: string } | null = null;
  busy = false;

  constructor(private readonly api: LayoutApi) {
    makeObservable(this, {
      zones: observableRef,
      sectors: observableRef,
      locations: observableRef,
      expanded: observableRef,
      selectedLocationId: observable,
      revealCount: observable,
      error: observable,
      notice: observable,
      deleteTarget: observableRef,
      bulk: observableRef,
      busy: observable,
      tree: computed,
      bulkPreview: computed,
      sectorToggled: action,
      deleteRequested: action,
      deleteCancelled: action,
      bulkOpened: action,
      bulkPatternChanged: action,
      bulkClosed: action,
      scanned: action,
      errorDismissed: action,
    });
  }

  get tree(): ZoneNode[] {
    const sorted = [...this.sectors].sort(byOrder);
    const nodes: ZoneNode[] = [...this.zones]
      .sort(byOrder)
      .map((zone) => ({ zone, sectors: sorted.filter((s) => s.zone_id === zone.id) }));
    const loose = sorted.filter((s) => s.zone_id === null || !this.zones.some((z) => z.id === s.zone_id));
    return loose.length ? [...nodes, { zone: null, sectors: loose }] : nodes;
  }

  locationsOf(sectorId: number): LocationDto[] {
    return this.locations.filter((l) => l.sector === sectorId).sort(byOrder);
  }

  /** The names a bulk pattern would create, checked as the server will check them. */
  get bulkPreview(): { names: string[]; taken: string[]; error: string | null } {
    if (!this.bulk) return { names: [], taken: [], error: null };
    const result = expandLocationPattern(this.bulk.pattern);
    if (!result.ok) return { names: [], taken: [], error: describeLayoutProblem(result.problem) };
    return {
      names: result.names,
      taken: takenNames(
        result.names,
        this.locations.map((l) => l.name),
      ),
      error: null,
    };
  }

  async load(): Promise<void> {
    await this.run(async () => {
      const [zones, sectors, locations] = await Promise.all([
        this.api.zones(),
        this.api.sectors(),
        this.api.locations(),
      ]);
      runInAction(() => {
        this.zones = zones;
        this.sectors = sectors;
        this.locations = locations;
      });
    });
  }

  sectorToggled(id: number): void {
    const next = new Set(this.expanded);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    this.expanded = next;
  }

  /** A scanned location code opens its sector and selects it. */
  scanned(code: string): void {
    const hit = this.locations.find((l) => nameKey(l.name) === nameKey(code));
    if (!hit) {
      this.error = `Pozice „${code.trim()}“ v tomto skladu neexistuje.`;
      return;
    }
    this.error = null;
    this.expanded = new Set([...this.expanded, hit.sector]);
    this.selectedLocationId = hit.id;
    this.revealCount += 1;
  }

  /**
   * A hardware scanner (keyboard wedge) jumps to the scanned location while the screen is shown;
   * the returned function stops listening. Enter typed by hand submits the field's own form instead.
   */
  listenTo(wedge: KeyboardWedge): () => void {
    return wedge.attach({ scanned: (code) => this.scanned(code), submitted: () => {} });
  }

  errorDismissed(): void {
    this.error = null;
  }

  zoneCreated(name: string) {
    return this.run(async () => {
      const zone = await this.api.createZone(name);
      runInAction(() => {
        this.zones = [...this.zones, zone];
      });
    });
  }
  zoneRenamed(id: number, name: string) {
    return this.run(async () => {
      const zone = await this.api.renameZone(id, name);
      runInAction(() => {
        this.zones = this.zones.map((z) => (z.id === id ? zone : z));
      });
    });
  }

  sectorCreated(zoneId: number | null, name: string) {
    return this.run(async () => {
      const sector = await this.api.createSector({ sector_name: name, zone_id: zoneId });
      runInAction(() => {
        this.sectors = [...this.sectors, sector];
      });
    });
  }

  /** R-LOC-02: a refused rename keeps the old name and shows the server's detail. */
  sectorRenamed(id: number, name: string) {
    return this.run(async () => this.replaceSector(await this.api.updateSector({ id, sector_name: name })));
  }
  flagToggled(id: number, flag: SectorFlag) {
    return this.run(async () => this.replaceSector(await this.api.toggleSectorFlag(id, flag)));
  }

  locationCreated(sectorId: number, name: string) {
    const problem = locationNameProblem(name);
    if (problem) {
      runInAction(() => {
        this.error = describeLayoutProblem(problem);
      });
      return Promise.resolve();
    }
    return this.run(async () => {
      const loc = await this.api.createLocation(name, sectorId);
      runInAction(() => {
        this.locations = [...this.locations, loc];
      });
    });
  }
  locationRenamed(id: number, name: string) {
    return this.run(async () => {
      const loc = await this.api.renameLocation(id, name);
      runInAction(() => {
        this.locations = this.locations.map((l) => (l.id === id ? loc : l));
      });
    });
  }

  /** Keyboard (delta ±1) and drag (to an index) both end in the sector's complete new order. */
  locationMoved(sectorId: number, index: number, delta: number) {
    return this.saveLocationOrder(sectorId, moveBy(this.locationsOf(sectorId), index, delta));
  }
  locationDropped(sectorId: number, from: number, to: number) {
    return this.saveLocationOrder(sectorId, moveTo(this.locationsOf(sectorId), from, to));
  }

  sectorMoved(zoneId: number | null, index: number, delta: number) {
    const node = this.tree.find((n) => (n.zone?.id ?? null) === zoneId);
    if (!node?.zone) return Promise.resolve();
    const ids = moveBy(node.sectors, index, delta).map((s) => s.id);
    return this.saveZoneOrder(
      this.tree
        .filter((n) => n.zone)
        .map((n) => ({ id: n.zone!.id, ...(n.zone!.id === zoneId ? { sector_ids: ids } : {}) })),
    );
  }
  zoneMoved(index: number, delta: number) {
    const zones = moveBy(
      this.tree.filter((n) => n.zone).map((n) => n.zone!),
      index,
      delta,
    );
    return this.saveZoneOrder(zones.map((z) => ({ id: z.id })));
  }

  deleteRequested(target: DeleteTarget): void {
    this.deleteTarget = target;
  }
  deleteCancelled(): void {
    this.deleteTarget = null;
  }

  async deleteConfirmed(): Promise<void> {
    const target = this.deleteTarget;
    runInAction(() => {
      this.deleteTarget = null;
    });
    if (!target) return;
    await this.run(async () => {
      if (target.kind === 'zone') {
        const res = await this.api.deleteZone(target.id);
        runInAction(() => {
          this.zones = this.zones.filter((z) => z.id !== target.id);
          this.sectors = this.sectors.map((s) => (res.unassigned_sectors.includes(s.id) ? { ...s, zone_id: null } : s));
        });
      } else {
        this.applyDeletion(
          target.kind === 'sector'
            ? await this.api.deleteSector(target.id)
            : await this.api.deleteLocations([target.id]),
        );
      }
      runInAction(() => {
        this.notice = `Smazáno: ${target.label}.`;
      });
    });
  }

  bulkOpened(sectorId: number): void {
    this.bulk = { sectorId, pattern: '' };
  }
  bulkPatternChanged(pattern: string): void {
    if (this.bulk) this.bulk = { ...this.bulk, pattern };
  }
  bulkClosed(): void {
    this.bulk = null;
  }
  async bulkConfirmed(): Promise<void> {
    const bulk = this.bulk;
    if (!bulk || this.bulkPreview.error || this.bulkPreview.taken.length || !this.bulkPreview.names.length) return;
    await this.run(async () => {
      const res = await this.api.bulkCreate(bulk.sectorId, bulk.pattern);
      runInAction(() => {
        this.locations = [...this.locations, ...res.locations];
        this.bulk = null;
        this.notice = `Vytvořeno: ${locationsCs(res.count)}.`;
      });
    });
  }

  /** R-LOC-01: the server says which sectors went with their last location; they leave the tree too. */
  private applyDeletion(res: DeletionDto): void {
    runInAction(() => {
      this.locations = this.locations.filter((l) => !res.deleted_locations.includes(l.id));
      this.sectors = this.sectors.filter((s) => !res.deleted_sectors.includes(s.id));
    });
  }

  private replaceSector(sector: SectorDto): void {
    runInAction(() => {
      this.sectors = this.sectors.map((s) => (s.id === sector.id ? sector : s));
    });
  }

  private saveLocationOrder(sectorId: number, ordered: LocationDto[]) {
    return this.run(async () => {
      const saved = await this.api.reorderLocations(
        sectorId,
        ordered.map((l) => l.id),
      );
      runInAction(() => {
        this.locations = [...this.locations.filter((l) => l.sector !== sectorId), ...saved];
      });
    });
  }

  private saveZoneOrder(zones: { id: number; sector_ids?: number[] }[]) {
    return this.run(async () => {
      const saved = await this.api.reorderZones(zones);
      runInAction(() => {
        this.zones = saved;
        const placed = new Map(saved.flatMap((z) => z.sectors.map((s) => [s.id, s] as const)));
        this.sectors = this.sectors.map((s) => placed.get(s.id) ?? s);
      });
    });
  }

  private async run(work: () => Promise<void>): Promise<void> {
    runInAction(() => {
      this.busy = true;
      this.error = null;
      this.notice = null;
    });
    try {
      await work();
    } catch (e) {
      runInAction(() => {
        this.error = describeFailure(e);
      });
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
