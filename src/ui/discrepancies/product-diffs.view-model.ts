import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { describeFailure } from '../../application/errors';
import type {
  DiscrepanciesApi,
  DuplicateEanDto,
  StockLineDto,
  StockReport,
} from '../../application/discrepancies/discrepancies-api.port';
import { StockClearing, type RemovalTarget } from '../../application/discrepancies/stock-clearing';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import { loadInto } from '../global/load-state';
import { whileBusy } from '../global/while-busy';

export type DiffTab = StockReport | 'duplicates';

/**
 * /product_diffs: stock of products deleted from the e-shop (orphans), of hidden products, of sets,
 * and EANs that several products answer to. Orphans and sets are cleared as one ledger change each
 * (visible in the movement log, revertible there; the work is `StockClearing`'s); every list shown is
 * the server's last answer.
 */
export class ProductDiffsViewModel {
  tab: DiffTab = 'orphan';
  lists: Record<StockReport, StockLineDto[]> = { orphan: [], invisible: [], set: [] };
  duplicates: DuplicateEanDto[] = [];
  loading = false;
  error: string | null = null;
  notice: string | null = null;
  target: RemovalTarget | null = null;
  busy = false;
  private readonly clearing: StockClearing;

  constructor(api: DiscrepanciesApi, ids: IdGenerator) {
    this.clearing = new StockClearing({ api, ids });
    makeAutoObservable<this, 'clearing'>(
      this,
      { lists: observableRef, duplicates: observableRef, target: observableRef, clearing: false },
      { autoBind: true },
    );
  }

  count(tab: DiffTab): number {
    return tab === 'duplicates' ? this.duplicates.length : this.lists[tab].length;
  }

  load(): Promise<void> {
    return loadInto(
      this,
      () => this.clearing.reports(),
      ({ lists, duplicates }) => {
        this.lists = lists;
        this.duplicates = duplicates;
      },
    );
  }

  tabChosen(tab: DiffTab): void {
    this.tab = tab;
  }

  removeRequested(what: 'orphan' | 'set', line: StockLineDto): void {
    this.target = { what, lines: [line] };
    this.clearing.asked();
  }

  removeAllRequested(what: 'orphan' | 'set'): void {
    if (this.lists[what].length) this.target = { what, lines: [...this.lists[what]] };
    this.clearing.asked();
  }

  removeCancelled(): void {
    this.target = null;
  }

  noticeDismissed(): void {
    this.notice = null;
  }

  /** Clears the target's stock as one change; a refusal keeps the dialog's lists as they were. */
  async removeConfirmed(): Promise<void> {
    const target = this.target;
    if (!target || this.busy) return;
    await whileBusy(
      (on) => (this.busy = on),
      async () => {
        const notice = await this.clearing.clear(target);
        runInAction(() => {
          this.target = null;
          this.error = null;
          this.notice = notice;
        });
        await this.load();
      },
      (e) => (this.error = describeFailure(e)),
    );
  }
}
