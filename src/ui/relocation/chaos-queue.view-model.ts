import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { describeFailure } from '../../application/errors';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import {
  readChaosScan,
  sendChaosMove,
  stillQueued,
  type ChaosScan,
} from '../../application/relocation/chaos-relocation';
import type { ChaosQueueApi, QueueItem } from '../../application/relocation/relocation-api.port';
import { InOrder } from '../../application/scanning/in-order';
import type { ScanLookup } from '../../application/scanning/scan-lookup.port';
import { queueForMode } from '../../domain/relocation/chaos-queue';
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
    makeAutoObservable<this, 'deps' | 'scans'>(
      this,
      {
        deps: false,
        mode: false,
        field: false,
        scans: false,
        chaosLocationData: observableRef,
        selected: observableRef,
        notice: observableRef,
      },
      { autoBind: true },
    );
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
        if (this.selected && !stillQueued(queue.items, this.selected)) this.cancelMove();
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

  /** A scan (see readChaosScan); scans are handled in the order they came. */
  accept(raw: string): void | Promise<void> {
    return this.scans.run(() => {
      const read = readChaosScan(this, raw, this.deps.lookup);
      if (!(read instanceof Promise)) return read && this.take(read);
      return read.then((scan) => this.take(scan));
    });
  }

  /** Resolves once every scan so far is handled. */
  settled(): Promise<void> {
    return this.scans.settled();
  }

  private take(scan: ChaosScan): void {
    if (scan.kind === 'refused') this.say(scan.intent, scan.text);
    else if (scan.kind === 'pick') this.pick(scan.item);
    else if (scan.kind === 'target') this.locationToMoveTo = scan.location;
  }

  async submitClicked(): Promise<boolean> {
    return this.confirm();
  }

  /** One ledger relocation; a stale guid (someone else moved first) reloads the queue. */
  async confirm(): Promise<boolean> {
    if (!this.canConfirm || !this.selected || !this.lastUpdateGuid) return false;
    const plan = {
      guid: this.lastUpdateGuid,
      item: this.selected,
      from: this.locationToMoveFrom!,
      to: this.locationToMoveTo!,
      amount: this.amount,
    };
    this.busy = true;
    const outcome = await sendChaosMove(this.deps, plan);
    runInAction(() => {
      this.say(outcome.moved ? 'success' : 'danger', outcome.text);
      if (outcome.moved) {
        this.lastUpdateGuid = outcome.guid;
        this.cancelMove();
      }
    });
    if (outcome.moved || outcome.stale) await this.load();
    runInAction(() => (this.busy = false));
    return outcome.moved;
  }

  private say(intent: Notice['intent'], text: string): void {
    this.notice = { intent, text };
  }
}
