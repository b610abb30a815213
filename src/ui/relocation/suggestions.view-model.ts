import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { describeFailure } from '../../application/errors';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type { KeyValueStore } from '../../application/ports/key-value-store.port';
import type { RelocationRulesApi, SuggestionListName } from '../../application/relocation/relocation-api.port';
import { readSuggestionScan, type SuggestionScan } from '../../application/relocation/suggestion-scan';
import { InOrder } from '../../application/scanning/in-order';
import type { ScanLookup } from '../../application/scanning/scan-lookup.port';
import { describeStockFailure } from '../../application/stock-movements/stock-failure';
import type { StockMovementsApi } from '../../application/stock-movements/stock-movements.port';
import {
  HIDDEN_SUGGESTIONS_KEY,
  parseHidden,
  serialiseHidden,
  toggleHidden,
  withHidden,
} from '../../domain/relocation/hidden-suggestions';
import {
  afterCollect,
  afterDeposit,
  fetched,
  isStale,
  type RecalculationInput,
  type SuggestionItem,
  type SuggestionLists,
} from '../../domain/relocation/suggestions';
import { moveOntoLocation } from '../../application/relocation/move-onto-location';
import type { Notice } from './chaos-queue.view-model';
import { ScanFieldStore } from '../global/scan-field.store';

type Taken = RecalculationInput['from_locations'][number];

/** The product of a line, with its batch when it has one (a worker must take that batch). */
export const labelOf = (item: Pick<SuggestionItem, 'code' | 'batch'>) =>
  item.batch ? `${item.code} (šarže ${item.batch})` : item.code;

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
  inHand: ReadonlyMap<string, ReadonlyArray<Taken>> = new Map();
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
    makeObservable<this, 'say'>(this, {
      lists: observableRef,
      tab: observable,
      showHidden: observable,
      hidden: observableRef,
      inHand: observableRef,
      atLocation: observable,
      notice: observableRef,
      loading: observable,
      visible: computed,
      hiddenCount: computed,
      selectTab: action,
      toggleShowHidden: action,
      toggleHide: action,
      say: action,
    });
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
    runInAction(() => (this.loading = true));
    try {
      const [collect, deposit] = await Promise.all([
        this.deps.api.suggestions(this.categoryId, 'collect', guid),
        this.deps.api.suggestions(this.categoryId, 'deposit', guid),
      ]);
      if (isStale(collect.guid, this.updateGuid) || isStale(deposit.guid, this.updateGuid)) return;
      runInAction(() => (this.lists = fetched(collect.items, deposit.items)));
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

  /** The product's lines on this place: two batches of it are deposited batch in hand first, collected in list order (FEFO). */
  private confirm(lines: SuggestionItem[]): void | Promise<void> {
    const item =
      this.tab === 'deposit'
        ? (lines.find((i) => this.inHand.get(i.code)?.some((f) => f.sarze_id === i.sarze_id)) ?? lines[0])
        : lines[0];
    if (this.tab === 'collect') this.collect(item);
    else return this.deposit(item).then(() => undefined);
  }

  /** The worker took the line's pieces into hand. */
  collect(item: SuggestionItem): void {
    runInAction(() => {
      const from = { location: item.location_name, amount: item.amount_to_collect, sarze_id: item.sarze_id };
      this.lists = afterCollect(this.lists, item.code, { from_locations: [from], to_location: null });
      const next = new Map(this.inHand);
      next.set(item.code, [...(next.get(item.code) ?? []), from]);
      this.inHand = next;
      this.say('success', `${labelOf(item)}: ${from.amount} ks vzato z ${from.location}.`);
    });
  }

  /** What is in hand of the line's product and batch goes onto its location: one relocation in the ledger. */
  async deposit(item: SuggestionItem): Promise<boolean> {
    const held = this.inHand.get(item.code) ?? [];
    const from = held.filter((f) => f.location !== item.location_name && f.sarze_id === item.sarze_id);
    if (!from.length) {
      this.say('warning', `${labelOf(item)} nemáte vzatý: nejdřív ho seberte podle seznamu „Vzít“.`);
      return false;
    }
    try {
      await moveOntoLocation(this.deps, { code: item.code, sarze_id: item.sarze_id, from, to: item.location_name });
    } catch (e) {
      this.say('danger', describeStockFailure(e));
      return false;
    }
    runInAction(() => {
      this.lists = afterDeposit(this.lists, item.code, { from_locations: from, to_location: item.location_name });
      const next = new Map(this.inHand);
      const rest = held.filter((f) => !from.includes(f));
      if (rest.length) next.set(item.code, rest);
      else next.delete(item.code);
      this.inHand = next;
      const total = from.reduce((s, f) => s + f.amount, 0);
      this.say('success', `${labelOf(item)}: ${total} ks uloženo na ${item.location_name}.`);
    });
    return true;
  }

  async submitClicked(): Promise<boolean> {
    return !this.hasUnsentItems;
  }

  private say(intent: Notice['intent'], text: string): void {
    this.notice = { intent, text };
  }
}
