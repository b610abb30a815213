import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { describeFailure } from '../../application/errors';
import type {
  DiscrepanciesApi,
  DuplicateEanDto,
  StockLineDto,
  StockReport,
} from '../../application/discrepancies/discrepancies-api.port';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import { SourceLabel } from '../../domain/stock/source-labels';
import { loadInto } from '../global/load-state';
import { countCs } from '../../domain/text/czech-plural';

export type DiffTab = StockReport | 'duplicates';

/** What a confirmed removal clears: one line, or every line of the list. */
export interface RemovalTarget {
  what: 'orphan' | 'set';
  lines: StockLineDto[];
}

const piecesCs = (n: number) => countCs(n, 'kus', 'kusy', 'kusů');

/**
 * /product_diffs: stock of products deleted from the e-shop (orphans), of hidden products, of sets,
 * and EANs that several products answer to. Orphans and sets are cleared as one ledger change each
 * (visible in the movement log, revertible there); every list shown is the server's last answer.
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
  /** The key of the removal awaiting an answer: a retry after a lost answer sends the same one. */
  private pendingKey: string | null = null;

  constructor(
    private readonly api: DiscrepanciesApi,
    private readonly ids: IdGenerator,
  ) {
    makeObservable(this, {
      tab: observable,
      lists: observableRef,
      duplicates: observableRef,
      loading: observable,
      error: observable,
      notice: observable,
      target: observableRef,
      busy: observable,
      tabChosen: action,
      removeRequested: action,
      removeAllRequested: action,
      removeCancelled: action,
      noticeDismissed: action,
    });
  }

  count(tab: DiffTab): number {
    return tab === 'duplicates' ? this.duplicates.length : this.lists[tab].length;
  }

  load(): Promise<void> {
    return loadInto(
      this,
      () =>
        Promise.all([
          this.api.stockLines('orphan'),
          this.api.stockLines('invisible'),
          this.api.stockLines('set'),
          this.api.duplicateEans(),
        ]),
      ([orphan, invisible, set, duplicates]) => {
        this.lists = { orphan, invisible, set };
        this.duplicates = duplicates;
      },
    );
  }

  tabChosen(tab: DiffTab): void {
    this.tab = tab;
  }

  removeRequested(what: 'orphan' | 'set', line: StockLineDto): void {
    this.target = { what, lines: [line] };
    this.pendingKey = null;
  }

  removeAllRequested(what: 'orphan' | 'set'): void {
    if (this.lists[what].length) this.target = { what, lines: [...this.lists[what]] };
    this.pendingKey = null;
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
    this.pendingKey ??= this.ids.uuid();
    runInAction(() => {
      this.busy = true;
    });
    try {
      const answer = await this.api.clear(
        target.what,
        {
          products: target.lines.map((l) => ({
            code: l.code,
            amount: l.amount,
            sarze_id: l.sarze_id,
            location_name: l.location_name,
          })),
          source: target.what === 'orphan' ? SourceLabel.deletedProduct : SourceLabel.deletedSet,
          shoptet_sync: false,
        },
        this.pendingKey,
      );
      const pieces = target.lines.reduce((sum, l) => sum + l.amount, 0);
      runInAction(() => {
        this.target = null;
        this.pendingKey = null;
        this.error = null;
        this.notice = `Vyskladněno ${piecesCs(pieces)} jako změna č. ${answer.change_id}; najdete ji v logu pohybů, kde ji lze vrátit.`;
      });
      await this.load();
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
