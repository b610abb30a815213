import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { describeFailure, NetworkFailure, OperationErrors } from '../../application/errors';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import { ScanQueue, type ScanSource } from '../../application/stock-movements/scan-queue';
import type { ScanSounds } from '../../application/scanning/scan-sounds';
import { describeStockFailure } from '../../application/stock-movements/stock-failure';
import type { ScannedProduct, StockMovementsApi } from '../../application/stock-movements/stock-movements.port';
import type { KeyboardWedge } from '../../application/scanning/keyboard-wedge.port';
import type { StocktakingApi } from '../../application/stocktaking/stocktaking-api.port';
import type {
  AddProductRequest,
  CheckDetail,
  CountedLine,
  EditRequest,
} from '../../application/stocktaking/stocktaking-api.port';
import { findLocation, withLineOnTop } from '../../domain/stocktaking/counted-lines';
import { StocktakingReview } from './stocktaking-review';

export interface CountDeps {
  api: StocktakingApi;
  products: StockMovementsApi;
  ids: IdGenerator;
  sounds?: ScanSounds;
}
export interface Notice {
  intent: 'success' | 'danger' | 'warning';
  text: string;
}
/** A product whose scan waits for its batch (the product requires one). */
export interface BatchQuestion {
  product: ScannedProduct;
  amount: number;
}

/**
 * /stocktaking/detail/:id on a phone: scan a location, then its products. Each scan is a count entry
 * with its own id, so a scan resent after a dropped connection is counted once; entries of every
 * device add up on the server. Progress moves when another device's change is heard on the live
 * stream (`changedElsewhere`), with a slow poll as a safety net.
 */
export class StocktakingCountViewModel {
  detail: CheckDetail | null = null;
  location: string | null = null;
  lines: readonly CountedLine[] = [];
  codeInput = '';
  notice: Notice | null = null;
  batchQuestion: BatchQuestion | null = null;
  /** Scans the server has not confirmed yet (no connection): resent with the same ids. */
  unsent: readonly AddProductRequest[] = [];
  editing: CountedLine | null = null;
  recountAsked = false;
  busy = false;
  readonly review: StocktakingReview;
  /** Bumped by every refresh and every write's answer: only the newest may set what is shown. */
  private shownVersion = 0;
  readonly queue: ScanQueue;

  constructor(
    readonly id: number,
    private readonly deps: CountDeps,
  ) {
    this.review = new StocktakingReview(id, deps.api, deps.ids, () => this.refresh());
    this.queue = new ScanQueue(
      (code, source) => this.handleScan(code, source),
      (e) => this.say('danger', describeFailure(e)),
      (busy) => runInAction(() => (this.busy = busy)),
    );
    makeObservable<this, 'say' | 'setLines'>(this, {
      detail: observableRef,
      location: observable,
      lines: observableRef,
      codeInput: observable,
      notice: observableRef,
      batchQuestion: observableRef,
      unsent: observableRef,
      editing: observableRef,
      recountAsked: observable,
      busy: observable,
      running: computed,
      locationState: computed,
      codeTyped: action,
      codeSubmitted: action,
      locationCleared: action,
      batchDismissed: action,
      editOpened: action,
      editClosed: action,
      recountRequested: action,
      recountDismissed: action,
      noticeDismissed: action,
      say: action,
      setLines: action,
    });
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

  listenTo(wedge: KeyboardWedge): () => void {
    return wedge.attach({ scanned: (code) => this.accept(code, 'keyboard'), submitted: () => this.codeSubmitted() });
  }

  codeTyped(text: string): void {
    this.codeInput = text;
  }

  codeSubmitted(): void {
    const text = this.codeInput.trim();
    this.codeInput = '';
    if (text) this.accept(text, 'keyboard');
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
    await this.sendEntry(q.product.variant.code, q.amount, sarzeId, newBatch ?? null);
  }

  batchDismissed(): void {
    this.batchQuestion = null;
  }

  editOpened(line: CountedLine): void {
    this.editing = line;
  }

  editClosed(): void {
    this.editing = null;
  }

  async amountEdited(amount: number): Promise<void> {
    const line = this.editing;
    if (!line) return;
    runInAction(() => (this.editing = null));
    await this.edit({
      action: 'set_amount',
      location_name: line.location_name,
      code: line.code,
      sarze_id: line.sarze_id,
      amount,
    });
  }

  async lineRemoved(line: CountedLine): Promise<void> {
    await this.write(async () => {
      await this.deps.api.removeProduct(
        { id: this.id, location_name: line.location_name, code: line.code, sarze_id: line.sarze_id },
        { idempotencyKey: this.deps.ids.uuid() },
      );
      this.setLines(this.lines.filter((l) => l !== line));
    });
  }

  markCounted(): Promise<void> {
    return this.edit({ action: 'mark_counted', location_name: this.location ?? '' }, 'Pozice je spočítaná.');
  }

  unmarkCounted(): Promise<void> {
    return this.edit({ action: 'unmark_counted', location_name: this.location ?? '' });
  }

  recountRequested(): void {
    this.recountAsked = true;
  }

  recountDismissed(): void {
    this.recountAsked = false;
  }

  recountConfirmed(): Promise<void> {
    runInAction(() => (this.recountAsked = false));
    return this.edit({ action: 'recount', location_name: this.location ?? '' }, 'Pozice se počítá znovu.');
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
    try {
      const detail = await this.deps.api.detail(this.id, location ?? undefined);
      // An answer overtaken by a newer one, by this device's own write or by another location is stale.
      if (mine !== this.shownVersion || location !== this.location) {
        if (!this.detail) runInAction(() => (this.detail = detail));
        return;
      }
      runInAction(() => {
        this.detail = detail;
        if (detail.lines && this.location) this.lines = detail.lines;
      });
    } catch (e) {
      this.say('danger', describeFailure(e));
    }
  }

  // ---- the scan queue's work, one scan at a time

  private async handleScan(code: string, _source: ScanSource): Promise<void> {
    if (!this.detail) await this.refresh();
    if (!this.running) return this.say('danger', 'Tato inventura už neběží.');
    const place = findLocation(this.detail?.location_states ?? [], code);
    if (place) {
      runInAction(() => {
        this.location = place.name;
        this.lines = [];
        this.notice = null;
      });
      this.deps.sounds?.play('beep');
      await this.refresh();
      return;
    }
    if (!this.location)
      return this.say('danger', `Pozice „${code}“ do této inventury nepatří. Nejdříve naskenujte pozici.`);
    let product: ScannedProduct;
    try {
      product = await this.deps.products.search(code, this.location);
    } catch (e) {
      return this.say('danger', describeStockFailure(e));
    }
    const amount = product.variant.custom_quantity ?? 1;
    if (product.vynutit_zadani_sarze) {
      runInAction(() => (this.batchQuestion = { product, amount }));
      return;
    }
    await this.sendEntry(product.variant.code, amount, null, null);
  }

  private sendEntry(
    code: string,
    amount: number,
    sarzeId: number | null,
    newBatch: { name: string; expires_at: string | null } | null,
  ): Promise<void> {
    return this.post({
      id: this.id,
      client_entry_id: this.deps.ids.uuid(),
      location_name: this.location ?? '',
      code,
      amount,
      ...(sarzeId !== null ? { sarze_id: sarzeId } : {}),
      ...(newBatch ? { new_sarze: newBatch } : {}),
    });
  }

  private async post(entry: AddProductRequest): Promise<void> {
    try {
      const answer = await this.deps.api.addProduct(entry);
      if (answer.line.location_name === this.location) this.setLines(withLineOnTop(this.lines, answer.line));
      this.deps.sounds?.play('correct');
      this.say('success', `${answer.line.code}: ${answer.line.amount} ks`);
    } catch (e) {
      if (e instanceof NetworkFailure) {
        runInAction(() => (this.unsent = [...this.unsent, entry]));
        this.say('warning', 'Sken se nepodařilo odeslat; odešlete ho znovu, až bude spojení.');
      } else this.say('danger', e instanceof OperationErrors ? describeStockFailure(e) : describeFailure(e));
      this.deps.sounds?.play('incorrect');
    }
  }

  private edit(request: EditRequest, done?: string): Promise<void> {
    return this.write(async () => {
      const detail = await this.deps.api.edit(this.id, request, { idempotencyKey: this.deps.ids.uuid() });
      this.shownVersion++;
      runInAction(() => {
        this.detail = detail;
        if (detail.lines) this.lines = detail.lines;
      });
      if (done) this.say('success', done);
    });
  }

  private async write(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (e) {
      this.say('danger', describeStockFailure(e));
    }
  }

  private setLines(lines: CountedLine[]): void {
    this.shownVersion++;
    this.lines = lines;
  }

  private say(intent: Notice['intent'], text: string): void {
    this.notice = { intent, text };
  }
}
