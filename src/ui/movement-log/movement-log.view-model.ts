import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { LogChange, LogPageRequest, MovementLogApi } from '../../application/movement-log/movement-log.port';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import { canRevert, revertThenRefetch, type RevertNotice } from '../../application/movement-log/revert-change';
import type { StockMovementsApi } from '../../application/stock-movements/stock-movements.port';
import { LatestFetch, loadInto } from '../global/load-state';
import { ConfirmTarget } from '../global/confirm-target.store';

export interface LogDeps {
  log: MovementLogApi;
  stock: Pick<StockMovementsApi, 'revert'>;
  ids: IdGenerator;
}

/**
 * The movement log (/movementLog and Home): 25 changes a page, newest first, paged by next_id
 * (older) and previous_id (newer) as the server hands them out (R-LOG-01); a change can be
 * reverted after confirmation, as a reverse record (R-LOG-02).
 */
export class MovementLogViewModel {
  changes: readonly LogChange[] = [];
  nextId: number | null = null;
  previousId: number | null = null;
  loading = false;
  error: string | null = null;
  notice: RevertNotice | null = null;
  expanded: ReadonlySet<number> = new Set();
  readonly revertAsk = new ConfirmTarget<LogChange>();
  reverting = false;
  private current: LogPageRequest = {};
  private readonly fetches = new LatestFetch();

  constructor(private readonly deps: LogDeps) {
    makeAutoObservable<this, 'deps' | 'current' | 'fetches'>(
      this,
      {
        changes: observableRef,
        notice: observableRef,
        expanded: observableRef,
        revertAsk: false,
        deps: false,
        current: false,
        fetches: false,
      },
      { autoBind: true },
    );
  }

  get hasOlder(): boolean {
    return this.nextId !== null;
  }
  /** Always: on the newest page "Novější" asks the server again (changes made since it was loaded). */
  get hasNewer(): boolean {
    return this.changes.length > 0 || this.previousId !== null;
  }

  canRevert(change: LogChange): boolean {
    return canRevert(change);
  }

  /** The newest page, or the page that starts at one change (a link from a committed stock-taking), opened. */
  load(fromChange: number | null = null): Promise<void> {
    if (fromChange === null) return this.fetch({});
    runInAction(() => {
      this.expanded = new Set([fromChange]);
    });
    return this.fetch({ next_id: fromChange + 1 });
  }
  olderClicked(): Promise<void> {
    return this.nextId === null ? Promise.resolve() : this.fetch({ next_id: this.nextId });
  }
  newerClicked(): Promise<void> {
    return this.fetch(this.previousId === null ? {} : { previous_id: this.previousId });
  }

  /**
   * Another device (or this one) changed stock: the newest page shows it at once; an older page
   * stays where the reader is, and "Novější" leads to it.
   */
  liveChanged(): Promise<void> {
    return this.previousId === null ? this.fetch({}) : Promise.resolve();
  }

  detailsToggled(id: number): void {
    const next = new Set(this.expanded);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    this.expanded = next;
  }

  revertRequested(change: LogChange): void {
    if (this.canRevert(change)) this.revertAsk.requested(change);
  }
  noticeDismissed(): void {
    this.notice = null;
  }

  async revertConfirmed(): Promise<void> {
    const target = this.revertAsk.taken();
    if (!target || this.reverting) return;
    runInAction(() => {
      this.reverting = true;
    });
    const told = (notice: RevertNotice) => runInAction(() => (this.notice = notice));
    await revertThenRefetch(this.deps, target, told, () => this.fetch(this.current));
    runInAction(() => {
      this.reverting = false;
    });
  }

  /** A later click wins over the answer to an earlier one. */
  private fetch(request: LogPageRequest): Promise<void> {
    return loadInto(
      this,
      () => this.deps.log.page(request),
      (page) => {
        this.current = request;
        this.changes = page.changes;
        this.nextId = page.next_id;
        this.previousId = page.previous_id;
      },
      this.fetches.next(),
    );
  }
}
