import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { describeFailure } from '../../application/errors';
import type { LayoutApi, LocationDto, SectorDto, SectorFlag, ZoneDto } from '../../application/layout/layout-api.port';
import {
  bulkPreview,
  LayoutEditing,
  LayoutRefusal,
  layoutTree,
  locationsOf,
  scannedLocation,
  type BulkPreview,
  type DeleteTarget,
  type LayoutChange,
  type LayoutState,
  type ZoneNode,
} from '../../application/layout/layout-editing';
import type { KeyboardWedge } from '../../application/scanning/keyboard-wedge.port';
import { locationsCs } from '../../domain/text/czech-plural';
import { ConfirmTarget } from '../global/confirm-target.store';
import { clearingMessages, whileBusy } from '../global/while-busy';

export type { DeleteTarget, ZoneNode };

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
  readonly deleteAsk = new ConfirmTarget<DeleteTarget>();
  bulk: { sectorId: number; pattern: string } | null = null;
  busy = false;

  private readonly editing: LayoutEditing;

  constructor(api: LayoutApi) {
    this.editing = new LayoutEditing(api);
    makeAutoObservable<this, 'editing'>(
      this,
      {
        editing: false,
        deleteAsk: false,
        zones: observableRef,
        sectors: observableRef,
        locations: observableRef,
        expanded: observableRef,
        bulk: observableRef,
      },
      { autoBind: true },
    );
  }

  private get state(): LayoutState {
    return { zones: this.zones, sectors: this.sectors, locations: this.locations };
  }

  get tree(): ZoneNode[] {
    return layoutTree(this.state);
  }

  locationsOf(sectorId: number): LocationDto[] {
    return locationsOf(this.state, sectorId);
  }

  /** The names a bulk pattern would create, checked as the server will check them. */
  get bulkPreview(): BulkPreview {
    return this.bulk ? bulkPreview(this.state, this.bulk.pattern) : { names: [], taken: [], error: null };
  }

  load(): Promise<void> {
    return this.run(async () => {
      const loaded = await this.editing.load();
      this.apply(() => loaded);
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
    const hit = scannedLocation(this.state, code);
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

  zoneCreated = (name: string) => this.change(() => this.editing.createZone(name));
  zoneRenamed = (id: number, name: string) => this.change(() => this.editing.renameZone(id, name));
  sectorCreated = (zoneId: number | null, name: string) => this.change(() => this.editing.createSector(zoneId, name));
  /** R-LOC-02: a refused rename keeps the old name and shows the server's detail. */
  sectorRenamed = (id: number, name: string) => this.change(() => this.editing.renameSector(id, name));
  flagToggled = (id: number, flag: SectorFlag) => this.change(() => this.editing.toggleSectorFlag(id, flag));
  locationCreated = (sectorId: number, name: string) => this.change(() => this.editing.createLocation(sectorId, name));
  locationRenamed = (id: number, name: string) => this.change(() => this.editing.renameLocation(id, name));
  locationMoved = (sectorId: number, index: number, delta: number) =>
    this.change(() => this.editing.moveLocation(this.state, sectorId, index, delta));
  locationDropped = (sectorId: number, from: number, to: number) =>
    this.change(() => this.editing.dropLocation(this.state, sectorId, from, to));
  sectorMoved = (zoneId: number | null, index: number, delta: number) =>
    this.change(() => this.editing.moveSector(this.state, zoneId, index, delta));
  zoneMoved = (index: number, delta: number) => this.change(() => this.editing.moveZone(this.state, index, delta));

  async deleteConfirmed(): Promise<void> {
    const target = this.deleteAsk.taken();
    if (!target) return;
    await this.run(async () => {
      this.apply(await this.editing.delete(target));
      runInAction(() => (this.notice = `Smazáno: ${target.label}.`));
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
      const { change, count } = await this.editing.bulkCreate(bulk.sectorId, bulk.pattern);
      this.apply(change);
      runInAction(() => {
        this.bulk = null;
        this.notice = `Vytvořeno: ${locationsCs(count)}.`;
      });
    });
  }

  /** The tree as the server's answer leaves it, applied to the tree as it is now. */
  private apply(change: LayoutChange): void {
    runInAction(() => {
      const next = change(this.state);
      this.zones = next.zones;
      this.sectors = next.sectors;
      this.locations = next.locations;
    });
  }

  private change(work: () => Promise<LayoutChange>): Promise<void> {
    return this.run(async () => this.apply(await work()));
  }

  private run(work: () => Promise<void>): Promise<void> {
    return whileBusy(
      clearingMessages(this),
      work,
      (e) => (this.error = e instanceof LayoutRefusal ? e.message : describeFailure(e)),
    );
  }
}
