import { action, makeObservable, observable, observableRef, observableShallow, runInAction } from 'mobx';
import { resolveNewBatch, type ScannedBatch } from '../../domain/batches/batch-rules';
import { productImageUrl } from '../../domain/eshop/product-image-url';
import { scanIntoList, setLineAmount, type ScannedLine } from '../../domain/stock/scanned-list';
import { needsAmountConfirmation, parseAmountInput } from '../../domain/stock/amount-input';
import {
  locationCheckReview,
  zeroLinesOf,
  type CheckDifference,
  type ExpectedContent,
} from '../../domain/stock/location-check-review';
import { HttpFailure } from '../../application/errors';
import { QueuedOffline } from '../../application/offline/offline-failures';
import {
  followQueued,
  queuedNotice,
  type QueuedNotice,
  type SubmitsSeen,
} from '../../application/offline/queued-notice';
import type { ScanDraft } from '../../application/scanning/scan-drafts';
import type { LocationContent, ScanLookupAnswer } from '../../application/scanning/scan-lookup.port';
import { ScanProblems } from './scan-problems';
import { fefoNoticeOf, withFefoProposal } from './fefo-proposal';
import { pieces, soleReason, submitFailure, submittedText } from './submit-outcome';
import { pragueDay } from '../../domain/documents/document-types';
import type { ProductActionSpec } from '../../application/stock-movements/product-actions';
import { chooseLineBatch } from '../../application/stock-movements/line-batch';
import { ScanQueue, type ScanSource } from '../../application/stock-movements/scan-queue';
import { listSubmission } from '../../application/stock-movements/submit-list';
import { linesMissingBatch, scanHitOf } from '../../application/stock-movements/scan-hit';
import { describeStockFailure } from '../../application/stock-movements/stock-failure';
import type { ScannedProduct, StockWrite } from '../../application/stock-movements/stock-movements.port';

import type { LastSubmit, Notice, Phase, ProductActionDeps } from './product-action.types';

export type { LastSubmit, Notice, Phase, ProductActionDeps };

/**
 * One /products/:actionType screen: scan (or type) the location, then products. Every scan, from
 * the camera panel or a keyboard-wedge scanner, goes through one ordered queue: lookup, then the
 * list rules of src/domain/stock (R-SCAN-01..03). Submitting sends the list with an idempotency
 * key that is kept while the same list is retried, so a retried submit is applied once.
 */
export class ProductActionViewModel {
  phase: Phase = 'location';
  location: string | null = null;
  target: string | null = null;
  lines: readonly ScannedLine[] = [];
  /** Looked-up products by code; a shallow observable map, so a row re-renders only for its own product. */
  readonly products = new Map<string, ScannedProduct>();
  codeInput = '';
  notice: Notice | null = null;
  /** Refusal texts of the lines of the last submit (by the line as it was sent). */
  lineErrors: ReadonlyMap<ScannedLine, string> = new Map();
  needsMultipleBatchAck = false;
  acknowledgeMultipleSarze = false;
  submitting = false;
  scanBusy = false;
  lastSubmit: LastSubmit | null = null;
  undoConfirmOpen = false;
  undoing = false;
  /** What the location holds by the ledger (location check: what should be there). */
  contents: readonly LocationContent[] | null = null;
  /** The location check's differences are shown and wait for the worker's yes. */
  reviewOpen = false;
  /** An amount above the plausible one, typed and waiting for the worker's yes. */
  pendingAmount: { line: ScannedLine; amount: number } | null = null;
  /** The last removed line, which the notice offers to bring back. */
  removed: { line: ScannedLine; index: number } | null = null;
  /** A list left unsent on this device (a reload, the offline page, a sign-out), offered back. */
  offeredDraft: ScanDraft | null = null;
  readonly problems = new ScanProblems();

  readonly queue: ScanQueue;
  private attempt: { fingerprint: string; key: string } | null = null;
  /** The submit stored offline that the notice tells of: the notice follows it until it is sent (item 17). */
  private queued: QueuedNotice | null = null;

  constructor(
    readonly spec: ProductActionSpec,
    private readonly deps: ProductActionDeps,
  ) {
    this.queue = new ScanQueue(
      (code, source) => this.handleScan(code, source),
      (e) => this.defect(e),
      (busy) => this.busyChanged(busy),
    );
    this.offeredDraft = deps.drafts?.load() ?? null;
    makeObservable<
      this,
      'busyChanged' | 'setNotice' | 'applyProduct' | 'setLocation' | 'locationFound' | 'problem' | 'productsRefilled'
    >(this, {
      phase: observable,
      location: observable,
      target: observable,
      lines: observableRef,
      products: observableShallow,
      codeInput: observable,
      notice: observableRef,
      lineErrors: observableRef,
      needsMultipleBatchAck: observable,
      acknowledgeMultipleSarze: observable,
      submitting: observable,
      scanBusy: observable,
      lastSubmit: observableRef,
      undoConfirmOpen: observable,
      undoing: observable,
      contents: observableRef,
      reviewOpen: observable,
      pendingAmount: observableRef,
      removed: observableRef,
      offeredDraft: observableRef,
      codeTyped: action,
      amountTyped: action,
      amountConfirmed: action,
      amountConfirmCancelled: action,
      removalUndone: action,
      draftRestored: action,
      draftDiscarded: action,
      reviewCancelled: action,
      locationFound: action,
      problem: action,
      productsRefilled: action,
      codeSubmitted: action,
      amountChanged: action,
      lineRemoved: action,
      existingBatchChosen: action,
      newBatchEntered: action,
      changeLocationClicked: action,
      targetScanRequested: action,
      clearClicked: action,
      acknowledgeChanged: action,
      undoRequested: action,
      undoCancelled: action,
      noticeDismissed: action,
      offlineSubmitsSeen: action,
      busyChanged: action,
      setNotice: action,
      applyProduct: action,
      setLocation: action,
    });
  }

  // ---- what the screen shows

  get hasUnsentItems(): boolean {
    return this.lines.length > 0;
  }
  get totalPieces(): number {
    return pieces(this.lines);
  }
  get needsTarget(): boolean {
    return this.spec.kind === 'move';
  }
  get canSubmit(): boolean {
    return (
      !this.submitting && this.location !== null && this.lines.length > 0 && (!this.needsTarget || this.target !== null)
    );
  }
  get inputLabel(): string {
    if (this.phase === 'location') return `Naskenujte nebo zadejte: ${this.spec.locationLabel.toLowerCase()}`;
    if (this.phase === 'target') return 'Naskenujte nebo zadejte cílovou pozici';
    return 'Naskenujte nebo zadejte kód produktu';
  }
  /** Short enough for a phone's field beside three buttons (390 px); the full sentence is the field's label. */
  get inputPlaceholder(): string {
    if (this.phase === 'location') return 'Pozice';
    if (this.phase === 'target') return 'Cílová pozice';
    return 'Kód nebo EAN';
  }
  productOf(line: ScannedLine): ScannedProduct | undefined {
    return this.products.get(line.code);
  }
  errorOf(line: ScannedLine): string | undefined {
    return this.lineErrors.get(line);
  }
  /** The address of the line's product image, or null when the product has none. */
  imageOf(line: ScannedLine): string | null {
    const image = this.products.get(line.code)?.variant.image;
    return image ? productImageUrl(image, this.deps.imageCuts?.() ?? []) : null;
  }

  /** B9 (FEFO) on stock-out and relocation: an expired batch, or another than the one expiring first, is told on its line. */
  fefoNoticeOf(line: ScannedLine): string | null {
    const product = this.products.get(line.code);
    if (!product || this.location === null || (this.spec.kind !== 'out' && this.spec.kind !== 'move')) return null;
    return fefoNoticeOf(line, product, this.location, pragueDay(this.deps.now?.() ?? new Date()));
  }

  // ---- what the user did

  /** Camera panel and keyboard scans (ScanSink). */
  accept(code: string, source: ScanSource): void {
    this.queue.accept(code, source);
  }

  codeTyped(value: string): void {
    this.codeInput = value;
  }

  /** Enter in the scan field, or the "Přidat" button: what was typed goes the same way as a scan. */
  codeSubmitted(): void {
    const text = this.codeInput.trim();
    this.codeInput = '';
    if (text) this.queue.accept(text, 'keyboard');
  }

  // Line actions take the line itself: rows keep their props when others move, so only changed rows re-render.
  /** The − and + buttons, and a confirmed typed amount. Below 1 nothing happens: removing a line is its own act. */
  amountChanged(line: ScannedLine, amount: number): void {
    const index = this.lines.indexOf(line);
    if (index === -1 || !(Math.floor(amount) >= 1)) return;
    this.lines = setLineAmount(this.lines, index, Math.floor(amount));
    this.listChanged();
  }

  /**
   * What the worker typed into a line's amount, committed by Enter or by leaving the field. Returns
   * the refusal to show beside the field (the field then shows the line's amount again), or null.
   */
  amountTyped(line: ScannedLine, text: string): string | null {
    const input = parseAmountInput(text);
    if (input.kind === 'empty') return null;
    if (input.kind === 'invalid') return input.detail;
    if (needsAmountConfirmation(input.value)) this.pendingAmount = { line, amount: input.value };
    else this.amountChanged(line, input.value);
    return null;
  }
  amountConfirmed(): void {
    const pending = this.pendingAmount;
    this.pendingAmount = null;
    if (pending) this.amountChanged(pending.line, pending.amount);
  }
  amountConfirmCancelled(): void {
    this.pendingAmount = null;
  }

  lineRemoved(line: ScannedLine): void {
    const index = this.lines.indexOf(line);
    if (index === -1) return;
    this.lines = this.lines.filter((l) => l !== line);
    this.removed = { line, index };
    this.listChanged();
    this.setNotice({ intent: 'primary', text: `Odebráno: ${line.code} (${line.amount} ks).` });
  }
  removalUndone(): void {
    const removed = this.removed;
    if (!removed) return;
    this.removed = null;
    const lines = [...this.lines];
    lines.splice(Math.min(removed.index, lines.length), 0, removed.line);
    this.lines = lines;
    this.listChanged();
    this.setNotice(null);
  }

  /** The list left unsent on this device comes back as it was; its products are looked up again for names. */
  draftRestored(): void {
    const draft = this.offeredDraft;
    this.offeredDraft = null;
    if (!draft) return;
    this.location = draft.location;
    this.target = draft.target;
    this.lines = draft.lines;
    this.phase = draft.location ? 'products' : 'location';
    this.listChanged();
    void this.refillProducts(draft);
  }
  draftDiscarded(): void {
    this.offeredDraft = null;
    this.deps.drafts?.clear();
  }

  existingBatchChosen(line: ScannedLine, batchId: number): void {
    this.setLineBatch(this.lines.indexOf(line), { kind: 'existing', id: batchId });
  }

  /** A new batch typed on a line: an existing one matches by name (and expiry, R-SCAN-05); otherwise it needs an expiry (R-SCAN-04). */
  newBatchEntered(line: ScannedLine, name: string, expiresAt: string | null): void {
    const index = this.lines.indexOf(line);
    if (index === -1 || !name.trim()) return;
    const known = (this.products.get(line.code)?.sarze ?? []).map((b) => ({
      id: b.id,
      name: b.name,
      expiresAt: b.expires_at,
    }));
    const resolution = resolveNewBatch(known, name, expiresAt || null);
    if (resolution.kind === 'refused') {
      this.refuse(resolution.detail, resolution.reason);
      return;
    }
    this.setLineBatch(
      index,
      resolution.kind === 'existing'
        ? { kind: 'existing', id: resolution.batch.id }
        : { kind: 'new', name: resolution.name, expiresAt: resolution.expiresAt },
    );
  }

  changeLocationClicked(): void {
    this.phase = 'location';
  }
  targetScanRequested(): void {
    this.phase = 'target';
  }

  clearClicked(): void {
    this.lines = [];
    this.removed = null;
    this.listChanged();
    this.notice = null;
    this.problems.clear();
  }

  acknowledgeChanged(on: boolean): void {
    this.acknowledgeMultipleSarze = on;
  }
  noticeDismissed(): void {
    this.notice = null;
  }
  /** The device's stored submits or the connection changed: "Jste offline" goes once online, the notice once sent. */
  offlineSubmitsSeen(seen: SubmitsSeen): void {
    if (!this.queued || this.notice?.text !== this.queued.text) return; // another notice took its place
    this.queued = followQueued(this.queued, seen);
    this.notice = this.queued && { intent: 'warning', text: this.queued.text };
  }

  /** The location check's differences, products nobody scanned included; null where there is nothing to compare. */
  get review(): CheckDifference[] | null {
    if (this.spec.kind !== 'check' || this.contents === null) return null;
    const expected: ExpectedContent[] = this.contents.map((c) => ({
      code: c.code,
      name: c.variant_name ? `${c.name} – ${c.variant_name}` : c.name,
      batchId: c.sarze?.id ?? null,
      batchName: c.sarze?.name ?? null,
      amount: c.amount,
    }));
    return locationCheckReview(expected, this.lines);
  }

  reviewCancelled(): void {
    this.reviewOpen = false;
  }

  /**
   * Sends the list. A location check first shows what it will write (the differences, and every
   * product nobody scanned set to 0) and is sent by `reviewConfirmed`.
   */
  async submitClicked(): Promise<boolean> {
    if (!this.canSubmit) return false;
    const missing = linesMissingBatch(this.lines);
    if (missing.length) {
      this.refuse(`Produkt ${missing[0].code} vyžaduje zadání šarže.`);
      return false;
    }
    if (this.review) {
      runInAction(() => {
        this.reviewOpen = true;
      });
      return false;
    }
    return this.send();
  }

  async reviewConfirmed(): Promise<boolean> {
    runInAction(() => {
      this.reviewOpen = false;
    });
    return this.send(zeroLinesOf(this.review ?? []));
  }

  private async send(extra: readonly ScannedLine[] = []): Promise<boolean> {
    const sent = this.lines;
    const location = this.location!;
    const call = listSubmission(this.deps.api, this.spec, {
      lines: [...sent, ...extra],
      location,
      target: this.target,
      acknowledgeMultipleSarze: this.acknowledgeMultipleSarze,
    });
    const key = this.keyFor(call.fingerprint);
    runInAction(() => {
      this.submitting = true;
      this.lineErrors = new Map();
    });
    try {
      const written = await call.send(key);
      runInAction(() => this.submitted(written, sent, location));
      return true;
    } catch (e) {
      if (e instanceof QueuedOffline) {
        runInAction(() => this.queuedOffline(e, sent));
        return true;
      }
      runInAction(() => this.submitFailed(e, sent));
      return false;
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }

  undoRequested(): void {
    if (this.lastSubmit) this.undoConfirmOpen = true;
  }
  undoCancelled(): void {
    this.undoConfirmOpen = false;
  }

  /** Undo of the last submit from the screen itself: a reverse record of the change it created (R-LOG-02). */
  async undoConfirmed(): Promise<void> {
    const last = this.lastSubmit;
    runInAction(() => {
      this.undoConfirmOpen = false;
    });
    if (!last || this.undoing) return;
    runInAction(() => {
      this.undoing = true;
    });
    try {
      await this.deps.api.revert(last.changeId, { idempotencyKey: this.deps.ids.uuid() });
      runInAction(() => {
        this.lastSubmit = null;
        this.setNotice({
          intent: 'success',
          text: `Poslední odeslání (${last.pieces} ks) bylo vráceno zpětným záznamem.`,
        });
      });
      this.deps.sounds.play('correct');
    } catch (e) {
      runInAction(() => this.refuse(describeStockFailure(e), soleReason(e)));
    } finally {
      runInAction(() => {
        this.undoing = false;
      });
    }
  }

  dispose(): void {
    if (this.scanBusy) this.deps.spinner?.finished();
  }

  // ---- the scan queue's work, one scan at a time

  private async handleScan(code: string, _source: ScanSource): Promise<void> {
    if (this.phase === 'location' || this.phase === 'target') {
      const answer = await this.lookUp(code, this.phase === 'location' && this.spec.kind === 'check');
      if (answer) runInAction(() => this.locationFound(code, answer));
      return;
    }
    let product: ScannedProduct;
    try {
      product = await this.deps.api.search(code, this.location);
    } catch (e) {
      if (!(e instanceof HttpFailure && e.status === 404)) {
        runInAction(() => this.problem(code, describeStockFailure(e), soleReason(e)));
        return;
      }
      // Not a product code or EAN as typed: maybe a location, or a code in other letter case.
      const answer = await this.lookUp(code, false);
      if (!answer) return;
      if (answer.product) product = answer.product;
      else {
        runInAction(() => this.locationFound(code, answer));
        return;
      }
    }
    runInAction(() => this.applyProduct(product));
  }

  private async lookUp(code: string, withContents: boolean): Promise<ScanLookupAnswer | null> {
    try {
      return await this.deps.lookup.lookUp(code, { locationName: this.location, withContents });
    } catch (e) {
      runInAction(() => this.problem(code, describeStockFailure(e)));
      return null;
    }
  }

  /** A lookup answered while a location was expected, or for a code that is no product. */
  private locationFound(code: string, answer: ScanLookupAnswer): void {
    const location = answer.location;
    if (!location) {
      this.problem(
        code,
        answer.product
          ? `„${code}“ je produkt ${answer.product.variant.code} (${answer.product.name}), ne pozice. Nejprve naskenujte ${this.phase === 'target' ? 'cílovou pozici' : 'pozici'}.`
          : this.phase === 'products'
            ? `Kód „${code}“ není produkt ani pozice.`
            : `Pozice „${code}“ neexistuje.`,
      );
      return;
    }
    if (this.phase === 'products') {
      // A location scanned among products: on a move it is where the goods go; elsewhere a new location for a new list.
      if (this.spec.kind === 'move' && this.lines.length > 0) this.phase = 'target';
      else if (this.lines.length > 0 && location.name !== this.location) {
        this.problem(
          code,
          `Pozice ${location.name}: seznam pro pozici ${this.location} ještě není odeslaný. Odešlete ho nebo vyprázdněte a pak naskenujte novou pozici.`,
        );
        return;
      } else this.phase = 'location';
    }
    if (this.phase === 'location') this.contents = answer.contents;
    this.setLocation(location.name);
  }

  private setLocation(name: string): void {
    if (this.phase === 'target') {
      if (name === this.location) {
        this.problem(name, `Cílová pozice musí být jiná než ${name}.`);
        return;
      }
      this.target = name;
    } else {
      this.location = name;
    }
    this.phase = 'products';
    this.attempt = null;
    this.setNotice(null);
    this.saveDraft();
    this.deps.sounds.play('beep');
  }

  private applyProduct(product: ScannedProduct): void {
    const code = product.variant.code;
    const outgoing = this.spec.kind === 'out' || this.spec.kind === 'move';
    if (outgoing && product.invalidLocation) {
      this.problem(code, `Produkt ${code} na pozici ${this.location} není.`);
      return;
    }
    const hit = scanHitOf(product, this.lines, outgoing ? this.location : null);
    const outcome = scanIntoList(
      this.lines,
      outgoing ? withFefoProposal(hit, product, this.location!, this.lines) : hit,
    );
    if (!outcome.ok) {
      this.problem(code, outcome.error.detail, outcome.error.reason);
      return;
    }
    this.products.set(code, product);
    this.lines = outcome.list;
    this.listChanged();
    this.setNotice(null);
    this.deps.sounds.play('correct');
  }

  // ---- helpers

  private setLineBatch(index: number, batch: ScannedBatch): void {
    const choice = chooseLineBatch(this.lines, index, batch);
    if (!choice.ok) {
      this.refuse(choice.detail, choice.reason);
      return;
    }
    this.lines = choice.list;
    this.listChanged();
  }

  /** The same list sent again (after a lost answer) keeps its key; any other list gets a new one. */
  private keyFor(fingerprint: string): string {
    if (this.attempt?.fingerprint !== fingerprint) this.attempt = { fingerprint, key: this.deps.ids.uuid() };
    return this.attempt.key;
  }

  private submitted(written: StockWrite, sent: readonly ScannedLine[], location: string): void {
    this.attempt = null;
    // scans that arrived while the list was on its way stay for the next submit
    this.lines = this.lines.filter((l) => !sent.includes(l));
    this.lineErrors = new Map();
    this.removed = null;
    this.saveDraft();
    this.needsMultipleBatchAck = false;
    this.acknowledgeMultipleSarze = false;
    const where = this.spec.kind === 'move' ? `${location} → ${this.target}` : location;
    this.lastSubmit = { changeId: written.change_id, pieces: pieces(sent), lines: sent.length, location: where };
    this.setNotice({
      intent: 'success',
      text: submittedText(sent, where),
    });
    this.deps.sounds.play('correct');
    if (this.spec.kind === 'in') this.deps.stockedIn?.(sent);
  }

  /** Offline (docs/decisions/live.md): the submit is stored on the device, so it leaves the list as a sent one does. */
  private queuedOffline(e: QueuedOffline, sent: readonly ScannedLine[]): void {
    this.attempt = null;
    this.lines = this.lines.filter((l) => !sent.includes(l));
    this.lineErrors = new Map();
    this.removed = null;
    this.saveDraft();
    this.queued = queuedNotice(e.key, e.pieces);
    this.setNotice({ intent: 'warning', text: this.queued.text });
    this.deps.sounds.play('correct');
  }

  private submitFailed(e: unknown, sent: readonly ScannedLine[]): void {
    const failure = submitFailure(e, sent);
    if (failure.lineErrors) this.lineErrors = failure.lineErrors;
    if (failure.needsMultipleBatchAck !== undefined) this.needsMultipleBatchAck = failure.needsMultipleBatchAck;
    if (failure.defect) this.defect(e);
    this.refuse(failure.text, failure.reason);
  }

  private listChanged(): void {
    // replaced only when there is something to clear: every row reads it
    if (this.lineErrors.size) this.lineErrors = new Map();
    this.saveDraft();
  }

  private saveDraft(): void {
    this.deps.drafts?.save({
      location: this.location,
      target: this.target,
      lines: this.lines,
      savedAt: (this.deps.now?.() ?? new Date()).toISOString(),
    });
  }

  private async refillProducts(draft: ScanDraft): Promise<void> {
    for (const code of new Set(draft.lines.map((l) => l.code))) {
      try {
        const found = await this.deps.api.search(code, draft.location);
        runInAction(() => this.productsRefilled(found));
      } catch {
        // The row shows its code without the name; the submit will say what is wrong with it.
      }
    }
  }
  private productsRefilled(product: ScannedProduct): void {
    this.products.set(product.variant.code, product);
  }

  /** A scan that could not be used: the notice, the sound, and a problem listed until dismissed. */
  private problem(code: string, text: string, reason?: string): void {
    this.problems.add(code, text);
    this.refuse(text, reason);
  }

  /** A refusal shown and sounded; an unfinished batch (R-SCAN-03) is a warning: the user only has to finish first. */
  private refuse(text: string, reason?: string): void {
    this.setNotice({ intent: reason === 'batch_not_finished' ? 'warning' : 'danger', text });
    this.deps.sounds.play('incorrect');
  }

  private setNotice(notice: Notice | null): void {
    this.notice = notice;
  }

  private busyChanged(busy: boolean): void {
    this.scanBusy = busy;
    if (busy) this.deps.spinner?.started();
    else this.deps.spinner?.finished();
  }

  private defect(e: unknown): void {
    (this.deps.logDefect ?? console.error)(e);
  }
}
