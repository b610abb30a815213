import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { describeFailure } from '../../application/errors';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type { KeyValueStore } from '../../application/ports/key-value-store.port';
import type { RelocationRulesApi, SuggestionListName } from '../../application/relocation/relocation-api.port';
import { readSuggestionScan, type SuggestionScan } from '../../application/relocation/suggestion-scan';
import {
  collectLine,
  depositLine,
  fetchLists,
  lineToTake,
  type InHand,
  type Walk,
} from '../../application/relocation/suggestion-walk';
import { InOrder } from '../../application/scanning/in-order';
import type { ScanLookup } from '../../application/scanning/scan-lookup.port';
import type { StockMovementsApi } from '../../application/stock-movements/stock-movements.port';
import {
  HIDDEN_SUGGESTIONS_KEY,
  parseHidden,
  serialiseHidden,
  toggleHidden,
  withHidden,
} from '../../domain/relocation/hidden-suggestions';
import { fetched, type SuggestionItem, type SuggestionLists } from '../../domain/relocation/suggestions';
import type { Notice } from './chaos-queue.view-model';
import { ScanFieldStore } from '../global/scan-field.store';

export interface SuggestionsDeps {
  api: RelocationRulesApi;
  stock: StockMovementsApi;
  store: KeyValueStore;
  ids: IdGenerator;
  lookup: ScanLookup;
}

/**
 * The collect and deposit lists of one category on a phone. The worker scans a location, then a
 * product: on the collect list that takes the line's pieces into hand (a local recalculation,
 * temporary until the next fetch, R-SUG-01); on the deposit list it puts what is in hand on the
 * location as one ledger relocation from where it was collected. Answers of an older fetch are
 * dropped (R-SUG-02); hidden lines are kept on the device by code and location (R-SUG-03).
 */
export class SuggestionsViewModel {
  lists: SuggestionLists = fetched([], []);
  tab: SuggestionListName = 'collect';
  showHidden = false;
  hidden: ReadonlySet<string>;
  /** Pieces collected and not yet deposited, per product: where each came from, in which batch. */
  inHand: InHand = new Map();
  atLocation: string | null = null;
  readonly field = new ScanFieldStore((code) => void this.accept(code));
  notice: Notice | null = null;
  loading = false;
  private updateGuid: string | null = null;
  private readonly scans = new InOrder();

  constructor(
    readonly categoryId: number,
    private readonly deps: SuggestionsDeps,
  ) {
    this.hidden = parseHidden(deps.store.get(HIDDEN_SUGGESTIONS_KEY));
    makeAutoObservable<this, 'deps' | 'updateGuid' | 'scans'>(
      this,
      {
        categoryId: false,
        deps: false,
        field: false,
        updateGuid: false,
        scans: false,
        lists: observableRef,
        hidden: observableRef,
        inHand: observableRef,
        notice: observableRef,
      },
      { autoBind: true },
    );
  }

  get visible(): SuggestionItem[] {
    const items = withHidden(this.tab === 'collect' ? this.lists.collect : this.lists.deposit, this.hidden);
    return this.showHidden ? items : items.filter((i) => !i.hidden);
  }

  get hiddenCount(): number {
    const items = withHidden(this.tab === 'collect' ? this.lists.collect : this.lists.deposit, this.hidden);
    return items.filter((i) => i.hidden).length;
  }

  get hasUnsentItems(): boolean {
    return this.inHand.size > 0;
  }

  /** Both lists fetched afresh; an answer overtaken by a newer fetch is dropped (R-SUG-02). */
  async load(): Promise<void> {
    const guid = this.deps.ids.uuid();
    this.updateGuid = guid;
    this.loading = true;
    try {
      const lists = await fetchLists(this.deps.api, this.categoryId, guid, () => this.updateGuid);
      if (lists) runInAction(() => (this.lists = lists));
    } catch (e) {
      this.say('danger', describeFailure(e));
    } finally {
      if (this.updateGuid === guid) runInAction(() => (this.loading = false));
    }
  }

  selectTab(tab: SuggestionListName): void {
    this.tab = tab;
    this.atLocation = null;
  }

  toggleShowHidden(): void {
    this.showHidden = !this.showHidden;
  }

  toggleHide(item: SuggestionItem): void {
    this.hidden = toggleHidden(this.hidden, item);
    this.deps.store.set(HIDDEN_SUGGESTIONS_KEY, serialiseHidden(this.hidden));
  }

  /** The scanner's Enter (through the keyboard wedge) submits what the field holds. */
  codeSubmitted(): void {
    this.field.submitted();
  }

  /**
   * A scan: a location of the current list sets where the worker stands; a product (its code, EAN or
   * multi-EAN box, R-SCAN-06) confirms its line there. Scans are handled in the order they came.
   */
  accept(raw: string): void | Promise<void> {
    return this.scans.run(() => this.acceptNow(raw));
  }

  /** Resolves once every scan so far is handled (tests, and the leave guard). */
  settled(): Promise<void> {
    return this.scans.settled();
  }

  private acceptNow(raw: string): void | Promise<void> {
    const list = this.tab === 'collect' ? this.lists.collect : this.lists.deposit;
    const read = readSuggestionScan(list, this.atLocation, raw, this.deps.lookup);
    if (!(read instanceof Promise)) return read && this.take(read);
    return read.then(
      (scan) => this.take(scan),
      (e: unknown) => this.say('danger', describeFailure(e)),
    );
  }

  private take(scan: SuggestionScan): void | Promise<void> {
    if (scan.kind === 'refused') return this.say('warning', scan.text);
    if (scan.kind === 'lines') return this.confirm(scan.lines);
    runInAction(() => {
      this.atLocation = scan.location;
      this.notice = null;
    });
  }

  /** The product's lines on this place: collected, or deposited from hand. */
  private confirm(lines: SuggestionItem[]): void | Promise<void> {
    const item = lineToTake(this.tab, lines, this.inHand);
    if (this.tab === 'collect') this.collect(item);
    else return this.deposit(item).then(() => undefined);
  }

  /** The worker took the line's pieces into hand. */
  collect(item: SuggestionItem): void {
    const { walk, text } = collectLine(this, item);
    this.apply(walk);
    this.say('success', text);
  }

  /** What is in hand of the line's product and batch goes onto its location: one relocation in the ledger. */
  async deposit(item: SuggestionItem): Promise<boolean> {
    const outcome = await depositLine(this.deps, this.inHand, item);
    if (outcome.ok) this.apply(outcome.change(this));
    this.say(outcome.ok ? 'success' : outcome.intent, outcome.text);
    return outcome.ok;
  }

  private apply(walk: Walk): void {
    this.lists = walk.lists;
    this.inHand = walk.inHand;
  }

  async submitClicked(): Promise<boolean> {
    return !this.hasUnsentItems;
  }

  private say(intent: Notice['intent'], text: string): void {
    this.notice = { intent, text };
  }
}
