import { each } from '../global/annotate';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { describeFailure } from '../../application/errors';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import { ScanQueue, type ScanSource } from '../../application/stock-movements/scan-queue';
import type { ScanSounds } from '../../application/scanning/scan-sounds';
import type { StockMovementsApi } from '../../application/stock-movements/stock-movements.port';
import {
  CountLocation,
  sentNotice,
  type CountScan,
  type Edited,
  type LocationEdit,
} from '../../application/stocktaking/count-location';
import type { StocktakingApi } from '../../application/stocktaking/stocktaking-api.port';
import type { AddProductRequest, CheckDetail, CountedLine } from '../../application/stocktaking/stocktaking-api.port';
import type { Notice } from '../global/notice';
import { ScanFieldStore } from '../global/scan-field.store';
import { findLocation, withLineOnTop } from '../../domain/stocktaking/counted-lines';
import { StocktakingReview } from './stocktaking-review';

export interface CountDeps {
  api: StocktakingApi;
  products: StockMovementsApi;
  ids: IdGenerator;
  sounds?: ScanSounds;
}
export type { Notice };
/** A product whose scan waits for its batch (the product requires one). */
export type BatchQuestion = Extract<CountScan, { kind: 'batch' }>;

/**
 * /stocktaking/detail/:id on a phone: scan a location, then its products (the work is `CountLocation`'s).
 * Progress moves when another device's change is heard on the live stream, with a slow poll as a safety net.
 */
export class StocktakingCountViewModel {
  detail: CheckDetail | null = null;
  location: string | null = null;
  lines: readonly CountedLine[] = [];
  notice: Notice | null = null;
  batchQuestion: BatchQuestion | null = null;
  /** Scans the server has not confirmed yet (no connection): resent with the same ids. */
  unsent: readonly AddProductRequest[] = [];
  editing: CountedLine | null = null;
  busy = false;
  readonly review: StocktakingReview;
  /** Bumped by every refresh and every write's answer: only the newest may set what is shown. */
  private shownVersion = 0;
  readonly queue: ScanQueue;
  readonly field = new ScanFieldStore((code) => this.accept(code, 'keyboard'));
  private readonly counting: CountLocation;

  constructor(
    readonly id: number,
    private readonly deps: CountDeps,
  ) {
    this.counting = new CountLocation(id, deps);
    this.review = new StocktakingReview(id, deps.api, deps.ids, () => this.refresh());
    this.queue = new ScanQueue(
      (code, source) => this.handleScan(code, source),
      (e) => this.say('danger', describeFailure(e)),
      (busy) => runInAction(() => (this.busy = busy)),
    );
    makeAutoObservable<this, 'shownVersion' | 'counting' | 'deps'>(
      this,
      {
        ...each(observableRef, 'detail', 'lines', 'notice', 'batchQuestion', 'unsent', 'editing'),
        ...each(false, 'review', 'queue', 'field', 'shownVersion', 'counting', 'deps'),
      },
      { autoBind: true },
    );
  }

  get running(): boolean {
    return this.detail !== null && this.detail.status === null;
  }

  get locationState() {
    return this.location && this.detail ? findLocation(this.detail.location_states, this.location) : undefined;
  }

  // ---- what the user did

  accept(code: string, source: ScanSource): void {
    this.queue.accept(code, source);
  }

  locationCleared(): void {
    this.location = null;
    this.lines = [];
    this.notice = null;
  }

  async batchChosen(sarzeId: number | null, newBatch?: { name: string; expires_at: string | null }): Promise<void> {
    const q = this.batchQuestion;
    if (!q || !this.location) return;
    runInAction(() => (this.batchQuestion = null));
    await this.post(this.counting.entry(this.location, q.product.variant.code, q.amount, sarzeId, newBatch ?? null));
  }

  batchDismissed(): void {
    this.batchQuestion = null;
  }

  /** The amount dialog of a counted line opened (null: closed). */
  editOpened(line: CountedLine | null): void {
    this.editing = line;
  }

  async amountEdited(amount: number): Promise<void> {
    const line = this.editing;
    if (!line) return;
    runInAction(() => (this.editing = null));
    await this.edited(() => this.counting.amountSet(line, amount));
  }

  async lineRemoved(line: CountedLine): Promise<void> {
    const removed = await this.counting.tried(() => this.counting.lineRemoved(line));
    if (!removed.ok) return this.say('danger', removed.failure);
    this.setLines(this.lines.filter((l) => l !== line));
  }

  markCounted(): Promise<void> {
    return this.locationEdited('mark_counted');
  }

  unmarkCounted(): Promise<void> {
    return this.locationEdited('unmark_counted');
  }

  /** "Přepočítat" confirmed: everything counted at the location is dropped and it is counted again. */
  recountConfirmed(): Promise<void> {
    return this.locationEdited('recount');
  }

  /** Sends again the scans that did not get through, with their own ids: none can count twice. */
  async resendClicked(): Promise<void> {
    const pending = this.unsent;
    runInAction(() => (this.unsent = []));
    for (const entry of pending) await this.post(entry);
  }

  noticeDismissed(): void {
    this.notice = null;
  }

  /**
   * Another device counted, edited or committed, or stock moved (expected amounts and the review depend
   * on it): progress, the open location's lines and an open review are fetched again. What the worker
   * is typing, an open dialog and the scans waiting to be resent are not touched.
   */
  async changedElsewhere(): Promise<void> {
    await Promise.all([this.refresh(), this.review.changedElsewhere()]);
  }

  /** Progress and the lines of the open location, from the server. */
  async refresh(): Promise<void> {
    const mine = ++this.shownVersion;
    const location = this.location;
    const shown = await this.counting.shown(location);
    if ('failure' in shown) return this.say('danger', shown.failure);
    const { detail } = shown;
    // An answer overtaken by a newer one, by this device's own write or by another location is stale.
    if (mine !== this.shownVersion || location !== this.location) {
      if (!this.detail) runInAction(() => (this.detail = detail));
      return;
    }
    runInAction(() => {
      this.detail = detail;
      if (detail.lines && this.location) this.lines = detail.lines;
    });
  }

  // ---- the scan queue's work, one scan at a time

  private async handleScan(code: string, _source: ScanSource): Promise<void> {
    if (!this.detail) await this.refresh();
    const scan = await this.counting.codeScanned(code, this.detail, this.location);
    if (scan.kind === 'location') {
      runInAction(() => {
        this.location = scan.name;
        this.lines = [];
        this.notice = null;
      });
      this.deps.sounds?.play('beep');
      await this.refresh();
    } else if (scan.kind === 'refused') this.say('danger', scan.detail);
    else if (scan.kind === 'entry') await this.post(scan.entry);
    else runInAction(() => (this.batchQuestion = scan));
  }

  private async post(entry: AddProductRequest): Promise<void> {
    const sent = await this.counting.send(entry);
    if (sent.kind === 'counted' && sent.line.location_name === this.location)
      this.setLines(withLineOnTop(this.lines, sent.line));
    if (sent.kind === 'unsent') runInAction(() => (this.unsent = [...this.unsent, entry]));
    const { intent, text, sound } = sentNotice(sent);
    this.say(intent, text);
    this.deps.sounds?.play(sound);
  }

  private locationEdited(action: LocationEdit): Promise<void> {
    return this.edited(() => this.counting.locationEdited(action, this.location ?? ''));
  }

  private async edited(work: () => Promise<Edited>): Promise<void> {
    const edit = await this.counting.tried(work);
    if (!edit.ok) return this.say('danger', edit.failure);
    const { detail, done } = edit.answer;
    this.shownVersion++;
    runInAction(() => {
      this.detail = detail;
      if (detail.lines) this.lines = detail.lines;
    });
    if (done) this.say('success', done);
  }

  private setLines(lines: CountedLine[]): void {
    this.shownVersion++;
    this.lines = lines;
  }

  private say(intent: Notice['intent'], text: string): void {
    this.notice = { intent, text };
  }
}
