import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { describeFailure, HttpFailure } from '../../application/errors';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type { ChaosQueueApi, QueueItem } from '../../application/relocation/relocation-api.port';
import { InOrder } from '../../application/scanning/in-order';
import type { ScanLookup } from '../../application/scanning/scan-lookup.port';
import { scannedProductCode } from '../../application/scanning/scanned-product';
import { matchesQueueItem, queueForMode } from '../../domain/relocation/chaos-queue';
import { ScanFieldStore } from '../global/scan-field.store';

export interface Notice {
  intent: 'success' | 'danger' | 'warning';
  text: string;
}

/**
 * /locations/chaos_change/:mode? (SPEC 3 "Chaos relocation state"): the queue (chaosLocationData),
 * the chosen product, where it is taken from (locationToMoveFrom) and where it goes
 * (locationToMoveTo), and the queue's lastUpdateGuid that every move carries. A move refused as
 * stale reloads the queue so the worker sees what the colleague left.
 */
export class ChaosQueueViewModel {
  chaosLocationData: readonly QueueItem[] = [];
  lastUpdateGuid: string | null = null;
  selected: QueueItem | null = null;
  locationToMoveFrom: string | null = null;
  locationToMoveTo: string | null = null;
  amount = 0;
  readonly field = new ScanFieldStore((code) => void this.accept(code));
  notice: Notice | null = null;
  loading = false;
  busy = false;
  private readonly scans = new InOrder();

  constructor(
    private readonly deps: { api: ChaosQueueApi; ids: IdGenerator; lookup: ScanLookup },
    readonly mode: string | null,
  ) {
    makeObservable<this, 'say'>(this, {
      chaosLocationData: observableRef,
      lastUpdateGuid: observable,
      selected: observableRef,
      locationToMoveFrom: observable,
      locationToMoveTo: observable,
      amount: observable,
      notice: observableRef,
      loading: observable,
      busy: observable,
      items: computed,
      canConfirm: computed,
      step: computed,
      pick: action,
      amountChanged: action,
      cancelMove: action,
      say: action,
    });
  }

  /** The queue the `:mode` segment selects: one receiving sector by name, or all of them. */
  get items(): QueueItem[] {
    return queueForMode(this.chaosLocationData, this.mode);
  }

  get step(): 'product' | 'to' | 'confirm' {
    if (!this.selected) return 'product';
    return this.locationToMoveTo ? 'confirm' : 'to';
  }

  get canConfirm(): boolean {
    return !!this.selected && !!this.locationToMoveFrom && !!this.locationToMoveTo && this.amount > 0 && !this.busy;
  }

  get hasUnsentItems(): boolean {
    return false;
  }

  async load(): Promise<void> {
    runInAction(() => (this.loading = true));
    try {
      const queue = await this.deps.api.queue();
      runInAction(() => {
        this.chaosLocationData = queue.items;
        this.lastUpdateGuid = queue.guid;
        if (this.selected && !queue.items.some((i) => sameLine(i, this.selected!))) this.cancelMove();
      });
    } catch (e) {
      this.say('danger', describeFailure(e));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  pick(item: QueueItem): void {
    this.selected = item;
    this.locationToMoveFrom = item.location_name;
    this.locationToMoveTo = null;
    this.amount = item.amount;
    this.notice = null;
  }

  cancelMove(): void {
    this.selected = null;
    this.locationToMoveFrom = null;
    this.locationToMoveTo = null;
    this.amount = 0;
  }

  amountChanged(value: number): void {
    this.amount = Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
  }

  /** The scanner's Enter (through the keyboard wedge) submits what the field holds. */
  codeSubmitted(): void {
    this.field.submitted();
  }

  /**
   * A scan: with no product chosen it picks the queue line of that product (code, EAN or multi-EAN
   * box, through the one scan lookup) or of that receiving location; with a product chosen, a location
   * of its queue lines becomes where it is taken from and any other place is where it goes.
   */
  accept(raw: string): void | Promise<void> {
    return this.scans.run(() => {
      const code = raw.trim();
      if (!code) return;
      const lines = this.items.filter((i) => matchesQueueItem(i, code));
      if (lines.length || this.fromLocation(code)) return this.take(code, lines);
      return this.lookUp(code);
    });
  }

  /** Resolves once every scan so far is handled. */
  settled(): Promise<void> {
    return this.scans.settled();
  }

  private fromLocation(code: string): QueueItem | undefined {
    if (!this.selected) return undefined;
    return this.items.find(
      (i) => sameProduct(i, this.selected!) && i.location_name.toLowerCase() === code.toLowerCase(),
    );
  }

  /** Neither a queued code, EAN nor receiving location: an EAN box of a queued product, or a target place. */
  private async lookUp(code: string): Promise<void> {
    let product: string | null;
    try {
      product = await scannedProductCode(this.deps.lookup, code);
    } catch (e) {
      this.say('danger', describeFailure(e));
      return;
    }
    const lines = product ? this.items.filter((i) => i.code === product) : [];
    if (product && !lines.length) {
      this.say('warning', `${product === code ? code : `${code} (${product})`} ve frontě k přeskladnění není.`);
      return;
    }
    runInAction(() => this.take(code, lines));
  }

  private take(code: string, lines: QueueItem[]): void {
    if (!this.selected) {
      if (lines.length) this.pick(lines[0]);
      else this.say('warning', `${code} ve frontě k přeskladnění není.`);
      return;
    }
    const from = this.fromLocation(code);
    if (from) {
      this.pick(from);
      return;
    }
    if (lines.length) {
      // the chosen product scanned again keeps the choice; another queued product replaces it
      if (!lines.some((l) => sameProduct(l, this.selected!))) this.pick(lines[0]);
      return;
    }
    runInAction(() => (this.locationToMoveTo = code.toUpperCase()));
  }

  async submitClicked(): Promise<boolean> {
    return this.confirm();
  }

  /** One ledger relocation; a stale guid (someone else moved first) reloads the queue. */
  async confirm(): Promise<boolean> {
    if (!this.canConfirm || !this.selected || !this.lastUpdateGuid) return false;
    const item = this.selected;
    const move = {
      guid: this.lastUpdateGuid,
      code: item.code,
      sarze_id: item.sarze_id || null,
      from_location: this.locationToMoveFrom!,
      to_location: this.locationToMoveTo!,
      amount: this.amount,
    };
    runInAction(() => (this.busy = true));
    try {
      const answer = await this.deps.api.move(move, { idempotencyKey: this.deps.ids.uuid() });
      runInAction(() => (this.lastUpdateGuid = answer.guid));
      this.say('success', `${item.code}: ${move.amount} ks přesunuto z ${move.from_location} na ${move.to_location}.`);
      runInAction(() => this.cancelMove());
      await this.load();
      return true;
    } catch (e) {
      this.say('danger', describeFailure(e));
      if (e instanceof HttpFailure && e.status === 409) await this.load();
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  private say(intent: Notice['intent'], text: string): void {
    this.notice = { intent, text };
  }
}

const sameProduct = (a: QueueItem, b: QueueItem) => a.code === b.code && a.sarze_id === b.sarze_id;
const sameLine = (a: QueueItem, b: QueueItem) => sameProduct(a, b) && a.location_id === b.location_id;
