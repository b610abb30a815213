import { runInAction } from 'mobx';
import { zeroLinesOf } from '../../domain/stock/location-check-review';
import type { ScannedLine } from '../../domain/stock/scanned-list';
import { draftOf, resumedDraft, type ScanDraft } from '../../application/scanning/scan-drafts';
import type { ScanResult, SubmitKey, SubmitResult } from '../../application/scanning/scanning-service';
import { pieces, placeOf, sentOutcome, unsentLines } from '../../application/scanning/submit-outcome';
import type { ProductActionSpec } from '../../application/stock-movements/product-actions';
import { annotate } from '../global/annotate';
import { LastSubmitUndo } from '../global/last-submit-undo.view-model';
import { ScanNoticeViewModel, type Notice } from '../global/scan-notice.view-model';
import { ScanProblems } from '../global/scan-problems';
import { ScannedListViewModel } from '../global/scanned-list.view-model';
import { ScanningViewModel } from '../global/scanning.view-model';
import { LocationCheckViewModel } from './location-check.view-model';
import type { Phase, ProductActionDeps } from './product-action.types';
import { ProductLineDetails } from './product-line-details';

export type { Notice, Phase, ProductActionDeps };

/**
 * One /products/:actionType screen: scan (or type) the location, then products. What a scan or a
 * submit means is the ScanningService's (src/application/scanning); this class holds what the screen
 * shows and applies the service's answers. Scans go through the one ordered queue of ScanningViewModel.
 */
export class ProductActionViewModel extends ScanningViewModel {
  phase: Phase = 'location';
  location: string | null = null;
  target: string | null = null;
  needsMultipleBatchAck = false;
  acknowledgeMultipleSarze = false;
  submitting = false;
  scanBusy = false;
  /** A list left unsent on this device (a reload, the offline page, a sign-out), offered back. */
  offeredDraft: ScanDraft | null = null;
  readonly problems = new ScanProblems();
  readonly notices: ScanNoticeViewModel;
  readonly list: ScannedListViewModel;
  readonly undo: LastSubmitUndo;
  readonly check: LocationCheckViewModel;
  readonly details: ProductLineDetails;

  private attempt: SubmitKey | null = null;

  constructor(
    readonly spec: ProductActionSpec,
    private readonly deps: ProductActionDeps,
  ) {
    super();
    this.offeredDraft = deps.drafts?.load() ?? null;
    this.notices = new ScanNoticeViewModel(deps.sounds);
    this.list = new ScannedListViewModel({
      changed: () => this.saveDraft(),
      refused: (text, reason) => this.notices.refuse(text, reason),
      removed: (line) =>
        this.notices.show(line && { intent: 'primary', text: `Odebráno: ${line.code} (${line.amount} ks).` }),
    });
    this.undo = new LastSubmitUndo((changeId) => deps.scanning.undo(changeId), {
      done: (text) => {
        this.notices.show({ intent: 'success', text });
        deps.sounds.play('correct');
      },
      refused: (text, reason) => this.notices.refuse(text, reason),
    });
    this.check = new LocationCheckViewModel(spec.kind === 'check', () => this.lines);
    this.details = new ProductLineDetails(spec, this.list, () => this.location, deps);
    annotate(this, {
      observable: [
        ...['phase', 'location', 'target', 'needsMultipleBatchAck', 'acknowledgeMultipleSarze', 'submitting'],
        'scanBusy',
      ],
      ref: ['offeredDraft'],
      action: [
        ...['draftRestored', 'draftDiscarded', 'changeLocationClicked', 'targetScanRequested'],
        ...['clearClicked', 'acknowledgeChanged', 'busyChanged', 'applyScan', 'applySubmit'],
      ],
    });
  }

  // ---- what the screen shows

  get notice(): Notice | null {
    return this.notices.current;
  }
  get lines(): readonly ScannedLine[] {
    return this.list.lines;
  }
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
    if (this.submitting || this.list.pendingAmount !== null) return false;
    return this.location !== null && this.lines.length > 0 && (!this.needsTarget || !!this.target);
  }
  get inputLabel(): string {
    if (this.phase === 'location') return `Naskenujte nebo zadejte: ${this.spec.locationLabel.toLowerCase()}`;
    return this.phase === 'target' ? 'Naskenujte nebo zadejte cílovou pozici' : 'Naskenujte nebo zadejte kód produktu';
  }
  /** Short enough for a phone's field beside three buttons (390 px); the full sentence is the field's label. */
  get inputPlaceholder(): string {
    return this.phase === 'location' ? 'Pozice' : this.phase === 'target' ? 'Cílová pozice' : 'Kód nebo EAN';
  }
  // ---- what the user did

  /** The list left unsent on this device comes back as it was; its products are looked up again for names. */
  draftRestored(): void {
    const draft = this.offeredDraft;
    this.offeredDraft = null;
    if (!draft) return;
    const { phase, codes } = resumedDraft(draft);
    this.location = draft.location;
    this.target = draft.target;
    this.phase = phase;
    this.list.replace(draft.lines);
    void this.deps.scanning.refill(codes, draft.location, (p) => this.list.productFound(p));
  }
  draftDiscarded(): void {
    this.offeredDraft = null;
    this.deps.drafts?.clear();
  }

  changeLocationClicked(): void {
    this.phase = 'location';
  }
  targetScanRequested(): void {
    this.phase = 'target';
  }
  clearClicked(): void {
    this.list.replace([], false);
    this.notices.show(null);
    this.problems.clear();
  }
  acknowledgeChanged(on: boolean): void {
    this.acknowledgeMultipleSarze = on;
  }
  /** Sends the list. A location check first shows what it will write and is sent by `reviewConfirmed`. */
  async submitClicked(): Promise<boolean> {
    if (!this.canSubmit) return false;
    const refusal = this.deps.scanning.refusalBeforeSend(this.lines);
    if (refusal) this.notices.refuse(refusal);
    else if (this.check.review) this.check.opened(true);
    else return this.send();
    return false;
  }

  async reviewConfirmed(): Promise<boolean> {
    this.check.opened(false);
    return this.send(zeroLinesOf(this.check.review ?? []));
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
      return this.notices.refuse(result.text, result.reason);
    }
    if (result.kind === 'line') {
      this.list.productFound(result.product);
      this.list.replace(result.lines);
    } else {
      if (result.phase === 'location') this.check.contentsLoaded(result.contents);
      if (result.phase === 'target') this.target = result.name;
      else this.location = result.name;
      this.phase = 'products';
      this.attempt = null;
      this.saveDraft();
    }
    this.notices.show(null);
    this.deps.sounds.play(result.kind === 'line' ? 'correct' : 'beep');
  }

  private async send(extra: readonly ScannedLine[] = []): Promise<boolean> {
    const sent = this.lines;
    const where = placeOf(this.spec.kind, this.location!, this.target);
    const list = { lines: [...sent, ...extra], location: this.location!, target: this.target };
    runInAction(() => {
      this.submitting = true;
      this.list.refusedLines(new Map());
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
      if (result.lineErrors) this.list.refusedLines(result.lineErrors);
      if (result.needsMultipleBatchAck !== undefined) this.needsMultipleBatchAck = result.needsMultipleBatchAck;
      if (result.defect) this.defect(result.error);
      return this.notices.refuse(result.text, result.reason);
    }
    this.attempt = null;
    this.list.replace(unsentLines(this.lines, sent), false);
    if (result.kind === 'queued') {
      this.notices.storedOffline(result.key, result.pieces);
    } else {
      this.needsMultipleBatchAck = false;
      this.acknowledgeMultipleSarze = false;
      const { last, text } = sentOutcome(sent, where, result.written.change_id);
      this.undo.submitted(last);
      this.notices.show({ intent: 'success', text });
    }
    this.deps.sounds.play('correct');
    if (result.kind === 'sent' && this.spec.kind === 'in') this.deps.stockedIn?.(sent);
  }

  // ---- helpers

  private saveDraft(): void {
    this.deps.drafts?.save(draftOf(this, this.deps.now?.()));
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
