import { action, runInAction } from 'mobx';
import { resolveNewBatch, type ScannedBatch } from '../../domain/batches/batch-rules';
import { fefoNoticeOf } from '../../domain/batches/fefo-proposal';
import { pragueDay } from '../../domain/documents/document-types';
import { productImageUrl } from '../../domain/eshop/product-image-url';
import { needsAmountConfirmation, parseAmountInput } from '../../domain/stock/amount-input';
import { locationCheckReview, zeroLinesOf, type CheckDifference } from '../../domain/stock/location-check-review';
import { setLineAmount, type ScannedLine } from '../../domain/stock/scanned-list';
import {
  followQueued,
  queuedNotice,
  type QueuedNotice,
  type SubmitsSeen,
} from '../../application/offline/queued-notice';
import type { ScanDraft } from '../../application/scanning/scan-drafts';
import type { LocationContent } from '../../application/scanning/scan-lookup.port';
import type { ScanResult, SubmitKey, SubmitResult } from '../../application/scanning/scanning-service';
import { pieces, submittedText } from '../../application/scanning/submit-outcome';
import type { ProductActionSpec } from '../../application/stock-movements/product-actions';
import { chooseLineBatch } from '../../application/stock-movements/line-batch';
import type { ScannedProduct } from '../../application/stock-movements/stock-movements.port';
import { annotate } from '../global/annotate';
import { ScanProblems } from '../global/scan-problems';
import { ScanningViewModel } from '../global/scanning.view-model';
import type { LastSubmit, Notice, Phase, ProductActionDeps } from './product-action.types';

export type { LastSubmit, Notice, Phase, ProductActionDeps };

/**
 * One /products/:actionType screen: scan (or type) the location, then products. What a scan or a
 * submit means is the ScanningService's (src/application/scanning); this class holds what the screen
 * shows and applies the service's answers. Scans go through the one ordered queue of ScanningViewModel.
 */
export class ProductActionViewModel extends ScanningViewModel {
  phase: Phase = 'location';
  location: string | null = null;
  target: string | null = null;
  lines: readonly ScannedLine[] = [];
  /** Looked-up products by code; a shallow observable map, so a row re-renders only for its own product. */
  readonly products = new Map<string, ScannedProduct>();
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

  private attempt: SubmitKey | null = null;
  /** The submit stored offline that the notice tells of: the notice follows it until it is sent (item 17). */
  private queued: QueuedNotice | null = null;

  constructor(
    readonly spec: ProductActionSpec,
    private readonly deps: ProductActionDeps,
  ) {
    super();
    this.offeredDraft = deps.drafts?.load() ?? null;
    annotate(this, {
      observable: [
        ...['phase', 'location', 'target', 'needsMultipleBatchAck', 'acknowledgeMultipleSarze', 'submitting'],
        ...['scanBusy', 'undoConfirmOpen', 'undoing', 'reviewOpen'],
      ],
      ref: ['lines', 'notice', 'lineErrors', 'lastSubmit', 'contents', 'pendingAmount', 'removed', 'offeredDraft'],
      shallow: ['products'],
      action: [
        ...['amountTyped', 'amountConfirmed', 'amountConfirmCancelled', 'removalUndone', 'draftRestored'],
        ...['draftDiscarded', 'reviewCancelled', 'amountChanged', 'lineRemoved', 'existingBatchChosen'],
        ...['newBatchEntered', 'undoRequested', 'changeLocationClicked', 'targetScanRequested', 'clearClicked'],
        ...['acknowledgeChanged', 'undoCancelled', 'noticeDismissed', 'offlineSubmitsSeen', 'busyChanged'],
        ...['refuse', 'applyScan', 'applySubmit', 'setLineBatch'],
      ],
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
    return !this.submitting && this.location !== null && this.lines.length > 0 && (!this.needsTarget || !!this.target);
  }
  get inputLabel(): string {
    if (this.phase === 'location') return `Naskenujte nebo zadejte: ${this.spec.locationLabel.toLowerCase()}`;
    return this.phase === 'target' ? 'Naskenujte nebo zadejte cílovou pozici' : 'Naskenujte nebo zadejte kód produktu';
  }
  /** Short enough for a phone's field beside three buttons (390 px); the full sentence is the field's label. */
  get inputPlaceholder(): string {
    return this.phase === 'location' ? 'Pozice' : this.phase === 'target' ? 'Cílová pozice' : 'Kód nebo EAN';
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
  /** What the location holds of the line's product, on the screens that take stock from a location. */
  heldOf(line: ScannedLine): number | null {
    return this.spec.kind !== 'in' ? (this.products.get(line.code)?.amount ?? null) : null;
  }
  /** New batches are made where pieces arrive or are counted; elsewhere a batch is chosen from those there are. */
  get createsBatches(): boolean {
    return this.spec.kind === 'in' || this.spec.kind === 'check';
  }

  /** B9 (FEFO) on stock-out and relocation: an expired batch, or another than the one expiring first, is told on its line. */
  fefoNoticeOf(line: ScannedLine): string | null {
    const product = this.products.get(line.code);
    if (!product || this.location === null || (this.spec.kind !== 'out' && this.spec.kind !== 'move')) return null;
    return fefoNoticeOf(line, product, this.location, pragueDay(this.deps.now?.() ?? new Date()));
  }

  /** The location check's differences, products nobody scanned included; null where there is nothing to compare. */
  get review(): CheckDifference[] | null {
    if (this.spec.kind !== 'check' || this.contents === null) return null;
    const expected = this.contents.map((c) => ({
      code: c.code,
      name: c.variant_name ? `${c.name} – ${c.variant_name}` : c.name,
      batchId: c.sarze?.id ?? null,
      batchName: c.sarze?.name ?? null,
      amount: c.amount,
    }));
    return locationCheckReview(expected, this.lines);
  }

  // ---- what the user did

  // Line actions take the line itself: rows keep their props when others move, so only changed rows re-render.
  /** The − and + buttons, and a confirmed typed amount. Below 1 nothing happens: removing a line is its own act. */
  amountChanged(line: ScannedLine, amount: number): void {
    const index = this.lines.indexOf(line);
    if (index === -1 || !(Math.floor(amount) >= 1)) return;
    this.setLines(setLineAmount(this.lines, index, Math.floor(amount)));
  }

  /** A typed amount, committed by Enter or by leaving the field: the refusal to show beside it, or null. */
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
    this.setLines(this.lines.filter((l) => l !== line));
    this.removed = { line, index };
    this.notice = { intent: 'primary', text: `Odebráno: ${line.code} (${line.amount} ks).` };
  }
  removalUndone(): void {
    const removed = this.removed;
    if (!removed) return;
    this.removed = null;
    const lines = [...this.lines];
    lines.splice(Math.min(removed.index, lines.length), 0, removed.line);
    this.setLines(lines);
    this.notice = null;
  }

  /** The list left unsent on this device comes back as it was; its products are looked up again for names. */
  draftRestored(): void {
    const draft = this.offeredDraft;
    this.offeredDraft = null;
    if (!draft) return;
    this.location = draft.location;
    this.target = draft.target;
    this.phase = draft.location ? 'products' : 'location';
    this.setLines(draft.lines);
    const found = action((p: ScannedProduct) => this.products.set(p.variant.code, p));
    void this.deps.scanning.refill(
      draft.lines.map((l) => l.code),
      draft.location,
      found,
    );
  }
  draftDiscarded(): void {
    this.offeredDraft = null;
    this.deps.drafts?.clear();
  }

  existingBatchChosen(line: ScannedLine, batchId: number): void {
    this.setLineBatch(line, { kind: 'existing', id: batchId });
  }

  /** A new batch typed on a line: an existing one matches by name (and expiry, R-SCAN-05); otherwise it needs an expiry (R-SCAN-04). */
  newBatchEntered(line: ScannedLine, name: string, expiresAt: string | null): void {
    if (!this.lines.includes(line) || !name.trim()) return;
    const known = (this.productOf(line)?.sarze ?? []).map((b) => ({ id: b.id, name: b.name, expiresAt: b.expires_at }));
    const found = resolveNewBatch(known, name, expiresAt || null);
    if (found.kind === 'refused') this.refuse(found.detail, found.reason);
    else if (found.kind === 'existing') this.setLineBatch(line, { kind: 'existing', id: found.batch.id });
    else this.setLineBatch(line, { kind: 'new', name: found.name, expiresAt: found.expiresAt });
  }

  changeLocationClicked(): void {
    this.phase = 'location';
  }
  targetScanRequested(): void {
    this.phase = 'target';
  }
  clearClicked(): void {
    this.setLines([]);
    this.removed = null;
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
  reviewCancelled(): void {
    this.reviewOpen = false;
  }

  /** Sends the list. A location check first shows what it will write and is sent by `reviewConfirmed`. */
  async submitClicked(): Promise<boolean> {
    if (!this.canSubmit) return false;
    const refusal = this.deps.scanning.refusalBeforeSend(this.lines);
    if (refusal) this.refuse(refusal);
    else if (this.review) runInAction(() => (this.reviewOpen = true));
    else return this.send();
    return false;
  }

  async reviewConfirmed(): Promise<boolean> {
    runInAction(() => (this.reviewOpen = false));
    return this.send(zeroLinesOf(this.review ?? []));
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
    runInAction(() => (this.undoConfirmOpen = false));
    if (!last || this.undoing) return;
    runInAction(() => (this.undoing = true));
    const undone = await this.deps.scanning.undo(last.changeId);
    runInAction(() => {
      this.undoing = false;
      if (!undone.ok) return this.refuse(undone.text, undone.reason);
      this.lastSubmit = null;
      this.notice = { intent: 'success', text: `Poslední odeslání (${last.pieces} ks) bylo vráceno zpětným záznamem.` };
      this.deps.sounds.play('correct');
    });
  }

  dispose(): void {
    if (this.scanBusy) this.deps.spinner?.finished();
  }

  // ---- the use case's answers

  protected async scanned(code: string): Promise<void> {
    // read again after each answer: the worker may have changed the location meanwhile
    const read = () => ({ kind: this.spec.kind, phase: this.phase, location: this.location, lines: this.lines });
    const result = await this.deps.scanning.scan(code, read);
    runInAction(() => this.applyScan(result));
  }

  private applyScan(result: ScanResult): void {
    if (result.kind === 'problem') {
      this.problems.add(result.code, result.text);
      if (result.phase) this.phase = result.phase;
      return this.refuse(result.text, result.reason);
    }
    if (result.kind === 'line') {
      this.products.set(result.product.variant.code, result.product);
      this.setLines(result.lines);
    } else {
      if (result.phase === 'location') this.contents = result.contents;
      if (result.phase === 'target') this.target = result.name;
      else this.location = result.name;
      this.phase = 'products';
      this.attempt = null;
      this.saveDraft();
    }
    this.notice = null;
    this.deps.sounds.play(result.kind === 'line' ? 'correct' : 'beep');
  }

  private async send(extra: readonly ScannedLine[] = []): Promise<boolean> {
    const sent = this.lines;
    const where = this.spec.kind === 'move' ? `${this.location} → ${this.target}` : this.location!;
    const list = { lines: [...sent, ...extra], location: this.location!, target: this.target };
    runInAction(() => {
      this.submitting = true;
      this.lineErrors = new Map();
    });
    const ack = { acknowledgeMultipleSarze: this.acknowledgeMultipleSarze };
    const result = await this.deps.scanning.submit(this.spec, { ...list, ...ack }, this.attempt);
    runInAction(() => this.applySubmit(result, sent, where));
    return result.kind !== 'refused';
  }

  private applySubmit(result: SubmitResult, sent: readonly ScannedLine[], where: string): void {
    this.submitting = false;
    if (result.kind === 'refused') {
      this.attempt = result.attempt;
      if (result.lineErrors) this.lineErrors = result.lineErrors;
      if (result.needsMultipleBatchAck !== undefined) this.needsMultipleBatchAck = result.needsMultipleBatchAck;
      if (result.defect) this.defect(result.error);
      return this.refuse(result.text, result.reason);
    }
    this.attempt = null;
    // scans that arrived while the list was on its way stay for the next submit
    this.lines = this.lines.filter((l) => !sent.includes(l));
    this.lineErrors = new Map();
    this.removed = null;
    this.saveDraft();
    if (result.kind === 'queued') {
      this.queued = queuedNotice(result.key, result.pieces);
      this.notice = { intent: 'warning', text: this.queued.text };
    } else {
      this.needsMultipleBatchAck = false;
      this.acknowledgeMultipleSarze = false;
      const changeId = result.written.change_id;
      this.lastSubmit = { changeId, pieces: pieces(sent), lines: sent.length, location: where };
      this.notice = { intent: 'success', text: submittedText(sent, where) };
    }
    this.deps.sounds.play('correct');
    if (result.kind === 'sent' && this.spec.kind === 'in') this.deps.stockedIn?.(sent);
  }

  // ---- helpers

  private setLineBatch(line: ScannedLine, batch: ScannedBatch): void {
    const choice = chooseLineBatch(this.lines, this.lines.indexOf(line), batch);
    if (choice.ok) this.setLines(choice.list);
    else this.refuse(choice.detail, choice.reason);
  }

  private setLines(lines: readonly ScannedLine[]): void {
    this.lines = lines;
    // replaced only when there is something to clear: every row reads it
    if (this.lineErrors.size) this.lineErrors = new Map();
    this.saveDraft();
  }

  private saveDraft(): void {
    const { location, target, lines } = this;
    this.deps.drafts?.save({ location, target, lines, savedAt: (this.deps.now?.() ?? new Date()).toISOString() });
  }

  /** A refusal shown and sounded; an unfinished batch (R-SCAN-03) is a warning: the user only has to finish first. */
  private refuse(text: string, reason?: string): void {
    this.notice = { intent: reason === 'batch_not_finished' ? 'warning' : 'danger', text };
    this.deps.sounds.play('incorrect');
  }

  protected busyChanged(busy: boolean): void {
    this.scanBusy = busy;
    if (busy) this.deps.spinner?.started();
    else this.deps.spinner?.finished();
  }

  protected defect(e: unknown): void {
    (this.deps.logDefect ?? console.error)(e);
  }
}
