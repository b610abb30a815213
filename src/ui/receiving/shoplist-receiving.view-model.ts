import { action, computed, makeObservable, observable, observableRef, observableShallow, runInAction } from 'mobx';
import { resolveNewBatch, type ScannedBatch } from '../../domain/batches/batch-rules';
import { fulfilOrders } from '../../domain/receiving/order-fulfilment';
import { checkReceipt, type ReceiptCheck } from '../../domain/receiving/receipt-check';
import { groupLines, type ShoplistGroups } from '../../domain/receiving/shoplist-groups';
import {
  defaultAmount,
  pipedProducts,
  scanIntoList,
  setLineAmount,
  type ScannedLine,
} from '../../domain/stock/scanned-list';
import { SourceLabel } from '../../domain/stock/source-labels';
import { describeFailure, OperationErrors } from '../../application/errors';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type {
  CustomStateDto,
  ReceivingApi,
  ShoplistDetailDto,
  ShoplistProductDto,
} from '../../application/receiving/receiving-api.port';
import { chooseLineBatch } from '../../application/stock-movements/line-batch';
import { ScanQueue, type ScanSource } from '../../application/stock-movements/scan-queue';
import { linesMissingBatch, scanHitOf } from '../../application/stock-movements/scan-hit';
import type { ScanSounds } from '../../application/scanning/scan-sounds';
import { describeStockFailure, refusedLines } from '../../application/stock-movements/stock-failure';
import type { ScannedProduct, StockMovementsApi } from '../../application/stock-movements/stock-movements.port';
import { ShoplistExtrasViewModel } from './shoplist-extras.view-model';

export interface ReceivingDeps {
  api: ReceivingApi;
  stock: StockMovementsApi;
  sounds: ScanSounds;
  ids: IdGenerator;
  spinner?: { started(): void; finished(): void };
  logDefect?: (error: unknown) => void;
  /** Told the lines of each receipt that went through (labels printed on scan, SPEC 4). */
  stockedIn?: (lines: readonly ScannedLine[]) => void;
}

export interface Notice {
  intent: 'success' | 'danger' | 'warning' | 'primary';
  text: string;
}

/** A receipt that needs the user's word before it counts. */
export interface Question {
  kind: Exclude<ReceiptCheck, 'ok'> | 'unlisted';
  code: string;
  name: string;
  expected: number;
  total: number;
}

/** Where a product lies after it was received: the location it went to, and where else it already was. */
export interface Placed {
  code: string;
  name: string;
  location: string;
  amountThere: number;
  elsewhere: Array<{ location_name: string; amount: number }>;
}

/** A list line as the screen shows it: the server's amounts plus what is being received now. */
export type LiveLine = ShoplistProductDto & { amount_now: number; amount_total: number };

export const GROUP_PAGE = 40;

/**
 * /products/add-ao/:shoplist — one shopping list received by scanning: a location, then products.
 * Received amounts start at 0 (nothing is pre-filled from the expected amount); a receipt that goes
 * above the expected amount asks, one that reaches ten times it warns. The groups and the fulfilled
 * orders are the shared domain's, computed on the server's amounts plus what is being received, so
 * staff see which customer orders the delivery frees before they submit.
 */
export class ShoplistReceivingViewModel {
  list: ShoplistDetailDto | null = null;
  loadError: string | null = null;
  phase: 'location' | 'products' = 'location';
  location: string | null = null;
  codeInput = '';
  receipt: readonly ScannedLine[] = [];
  readonly products = new Map<string, ScannedProduct>();
  question: Question | null = null;
  notice: Notice | null = null;
  lineErrors: ReadonlyMap<ScannedLine, string> = new Map();
  needsMultipleBatchAck = false;
  acknowledgeMultipleSarze = false;
  submitting = false;
  placed: readonly Placed[] = [];
  shown: Record<keyof ShoplistGroups<unknown>, number> = {
    lacking: GROUP_PAGE,
    excess: GROUP_PAGE,
    correct: GROUP_PAGE,
  };
  readonly extras: ShoplistExtrasViewModel;
  readonly queue: ScanQueue;
  private answer: ((yes: boolean) => void) | null = null;
  /** An amount typed on a line and not yet applied (its question may be waiting): a submit waits for it. */
  private pendingEdit: Promise<boolean> | null = null;
  private queueBusy = false;
  private spinning = false;
  private attempt: { fingerprint: string; key: string } | null = null;

  constructor(
    readonly shoplistId: number,
    private readonly deps: ReceivingDeps,
  ) {
    this.extras = new ShoplistExtrasViewModel(shoplistId, deps.api, deps.ids, {
      reload: () => this.load(),
      notice: (n) => this.setNotice(n),
    });
    this.queue = new ScanQueue(
      (code, source) => this.handleScan(code, source),
      (e) => (deps.logDefect ?? console.error)(e),
      (busy) => {
        this.queueBusy = busy;
        this.updateSpinner();
      },
    );
    makeObservable<this, 'listLoaded' | 'setNotice' | 'applyProduct'>(this, {
      list: observableRef,
      loadError: observable,
      phase: observable,
      location: observable,
      codeInput: observable,
      receipt: observableRef,
      products: observableShallow,
      question: observableRef,
      notice: observableRef,
      lineErrors: observableRef,
      needsMultipleBatchAck: observable,
      acknowledgeMultipleSarze: observable,
      submitting: observable,
      placed: observableRef,
      shown: observableRef,
      live: computed,
      groups: computed,
      canReceive: computed,
      canSubmit: computed,
      piecesNow: computed,
      codeTyped: action,
      codeSubmitted: action,
      changeLocationClicked: action,
      acknowledgeChanged: action,
      lineRemoved: action,
      existingBatchChosen: action,
      newBatchEntered: action,
      questionAnswered: action,
      showMore: action,
      noticeDismissed: action,
      listLoaded: action,
      setNotice: action,
      applyProduct: action,
    });
  }

  // ---- what the screen shows

  get live(): LiveLine[] {
    const now = new Map<string, number>();
    for (const l of this.receipt) now.set(l.code, (now.get(l.code) ?? 0) + l.amount);
    const lines: LiveLine[] = (this.list?.products ?? []).map((p) => {
      const amount_now = now.get(p.code) ?? 0;
      const amount_total = p.amount_stocked_up + amount_now;
      return amount_now
        ? { ...p, amount_now, amount_total, orders: fulfilOrders(p.orders, amount_total) }
        : { ...p, amount_now, amount_total };
    });
    return lines;
  }

  /**
   * R-AO-01 on the live amounts: a line moves to its group as it is received. Each card still says what is
   * stocked (the server's amount); the unsent pieces show beside it as "+N nyní", never as stocked (issue 24 item 17).
   */
  get groups(): ShoplistGroups<LiveLine> {
    const byTotal = groupLines(this.live.map((line) => ({ ...line, line, amount_stocked_up: line.amount_total })));
    return {
      excess: byTotal.excess.map((g) => g.line),
      lacking: byTotal.lacking.map((g) => g.line),
      correct: byTotal.correct.map((g) => g.line),
    };
  }

  get canReceive(): boolean {
    return this.list !== null && this.list.state === 'open' && !this.list.archived;
  }
  get piecesNow(): number {
    return this.receipt.reduce((s, l) => s + l.amount, 0);
  }
  get canSubmit(): boolean {
    return this.canReceive && !this.submitting && this.location !== null && this.receipt.length > 0;
  }
  get hasUnsentItems(): boolean {
    return this.receipt.length > 0;
  }
  productOf(line: ScannedLine): ScannedProduct | undefined {
    return this.products.get(line.code);
  }
  lineOf(code: string): ShoplistProductDto | undefined {
    return this.list?.products.find((p) => p.code === code);
  }
  errorOf(line: ScannedLine): string | undefined {
    return this.lineErrors.get(line);
  }
  stateOf(states: readonly CustomStateDto[]): CustomStateDto | undefined {
    return states.find((s) => s.id === this.list?.status);
  }

  // ---- what the user did

  async load(): Promise<void> {
    try {
      const list = await this.deps.api.shoplist(this.shoplistId);
      this.listLoaded(list);
      void this.extras.loadSide();
    } catch (e) {
      runInAction(() => {
        this.loadError = describeFailure(e);
      });
    }
  }

  accept(code: string, source: ScanSource): void {
    this.queue.accept(code, source);
  }
  codeTyped(value: string): void {
    this.codeInput = value;
  }
  codeSubmitted(): void {
    const text = this.codeInput.trim();
    this.codeInput = '';
    if (text) this.queue.accept(text, 'keyboard');
  }
  changeLocationClicked(): void {
    this.phase = 'location';
  }
  acknowledgeChanged(on: boolean): void {
    this.acknowledgeMultipleSarze = on;
  }
  noticeDismissed(): void {
    this.notice = null;
  }
  showMore(group: keyof ShoplistGroups<unknown>): void {
    this.shown = { ...this.shown, [group]: this.shown[group] + GROUP_PAGE * 5 };
  }
  questionAnswered(yes: boolean): void {
    const answer = this.answer;
    this.answer = null;
    this.question = null;
    this.updateSpinner();
    answer?.(yes);
  }

  dispose(): void {
    this.queueBusy = false;
    this.updateSpinner();
  }

  /** Typing an amount on a receipt line (0 removes it); going above expected asks as a scan does. */
  async amountChanged(line: ScannedLine, amount: number): Promise<void> {
    const edit = this.changeAmount(line, amount);
    this.pendingEdit = edit;
    await edit.finally(() => {
      if (this.pendingEdit === edit) this.pendingEdit = null;
    });
  }
  private async changeAmount(line: ScannedLine, amount: number): Promise<boolean> {
    const target = Math.max(0, Math.floor(amount));
    const delta = target - line.amount;
    if (delta > 0 && !(await this.confirmed(line.code, this.productOf(line)?.name ?? line.code, delta))) return false;
    runInAction(() => {
      const index = this.receipt.indexOf(line);
      if (index === -1) return;
      this.receipt = setLineAmount(this.receipt, index, target);
      this.listChanged();
    });
    return true;
  }
  lineRemoved(line: ScannedLine): void {
    this.receipt = this.receipt.filter((l) => l !== line);
    this.listChanged();
  }
  existingBatchChosen(line: ScannedLine, batchId: number): void {
    this.setLineBatch(line, { kind: 'existing', id: batchId });
  }
  newBatchEntered(line: ScannedLine, name: string, expiresAt: string | null): void {
    if (!name.trim()) return;
    const known = (this.productOf(line)?.sarze ?? []).map((b) => ({ id: b.id, name: b.name, expiresAt: b.expires_at }));
    const resolution = resolveNewBatch(known, name, expiresAt || null);
    if (resolution.kind === 'refused') return this.refuse(resolution.detail);
    this.setLineBatch(
      line,
      resolution.kind === 'existing'
        ? { kind: 'existing', id: resolution.batch.id }
        : { kind: 'new', name: resolution.name, expiresAt: resolution.expiresAt },
    );
  }

  /** Stocks the receipt in through POST /inventory/ao/ with the list; a retry of the same receipt keeps its key. */
  async submitClicked(): Promise<boolean> {
    // Leaving an amount field to tap "Naskladnit" commits the typed amount first; when that asks (more than
    // the list expects), the receipt waits for the answer: "Ano" books the typed amount, "Ne" books nothing.
    const edit = this.pendingEdit;
    if (edit && !(await edit)) return false;
    if (!this.canSubmit) {
      // Asked to send (the leave dialog's "Uložit změny a odejít") what cannot go: say why, never fail silently.
      if (this.hasUnsentItems && !this.submitting)
        this.refuse(this.canReceive ? 'Nejprve naskenujte pozici.' : 'Do tohoto seznamu už nelze naskladňovat.');
      return false;
    }
    const missing = linesMissingBatch(this.receipt);
    if (missing.length) {
      this.refuse(`Produkt ${missing[0].code} vyžaduje zadání šarže a expirace.`);
      return false;
    }
    const sent = this.receipt;
    const location = this.location!;
    const body = {
      products: pipedProducts(sent),
      location_name: location,
      shoptet_sync: true,
      acknowledge_multiple_sarze: this.acknowledgeMultipleSarze,
      source: SourceLabel.warehouse,
      fromList: true,
      shoplist_id: this.shoplistId,
    };
    const fingerprint = JSON.stringify(body);
    if (this.attempt?.fingerprint !== fingerprint) this.attempt = { fingerprint, key: this.deps.ids.uuid() };
    runInAction(() => {
      this.submitting = true;
      this.lineErrors = new Map();
    });
    try {
      const written = await this.deps.stock.stockIn(body, { idempotencyKey: this.attempt.key });
      this.attempt = null;
      this.deps.stockedIn?.(sent);
      runInAction(() => {
        this.receipt = this.receipt.filter((l) => !sent.includes(l));
        this.needsMultipleBatchAck = false;
        this.acknowledgeMultipleSarze = false;
        this.placed = placedOf(sent, written.movements, this.products, location);
        const pieces = sent.reduce((s, l) => s + l.amount, 0);
        this.setNotice({ intent: 'success', text: `Naskladněno ${pieces} ks na pozici ${location}.` });
      });
      this.deps.sounds.play('correct');
      await this.load();
      return true;
    } catch (e) {
      runInAction(() => this.submitFailed(e, sent));
      return false;
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }

  // ---- scans, one at a time

  private async handleScan(code: string, _source: ScanSource): Promise<void> {
    if (!this.canReceive) return this.refuse('Do tohoto seznamu už nelze naskladňovat.');
    if (this.phase === 'location') {
      runInAction(() => {
        this.location = code;
        this.phase = 'products';
        this.attempt = null;
        this.setNotice(null);
      });
      this.deps.sounds.play('beep');
      return;
    }
    let product: ScannedProduct;
    try {
      product = await this.deps.stock.search(code, this.location);
    } catch (e) {
      return runInAction(() => this.refuse(describeStockFailure(e)));
    }
    const hit = scanHitOf(product, this.receipt, null);
    if (!(await this.confirmed(hit.code, product.name, defaultAmount(hit)))) {
      this.deps.sounds.play('incorrect');
      return;
    }
    runInAction(() => this.applyProduct(product));
  }

  /** Asks when adding `add` pieces of `code` goes above the list's expectation (or the product is not on it). */
  private async confirmed(code: string, name: string, add: number): Promise<boolean> {
    const line = this.lineOf(code);
    const before =
      (line?.amount_stocked_up ?? 0) + this.receipt.filter((l) => l.code === code).reduce((s, l) => s + l.amount, 0);
    const expected = line?.amount_expected ?? 0;
    const check = checkReceipt(expected, before, before + add);
    const kind = check === 'over' && !line ? 'unlisted' : check;
    if (kind === 'ok') return true;
    this.deps.sounds.play('incorrect');
    return new Promise<boolean>((resolve) =>
      runInAction(() => {
        this.answer?.(false);
        this.answer = resolve;
        this.question = { kind, code, name, expected, total: before + add };
        this.updateSpinner();
      }),
    );
  }

  private applyProduct(product: ScannedProduct): void {
    const outcome = scanIntoList(this.receipt, scanHitOf(product, this.receipt, null));
    if (!outcome.ok) return this.refuse(outcome.error.detail);
    this.products.set(product.variant.code, product);
    this.receipt = outcome.list;
    this.listChanged();
    this.setNotice(
      product.vynutit_zadani_sarze && outcome.list[0].batch === null
        ? { intent: 'warning', text: `Zadejte šarži a expiraci produktu ${product.variant.code}.` }
        : null,
    );
    this.deps.sounds.play('correct');
  }

  private setLineBatch(line: ScannedLine, batch: ScannedBatch): void {
    const choice = chooseLineBatch(this.receipt, this.receipt.indexOf(line), batch);
    if (!choice.ok) return this.refuse(choice.detail);
    this.receipt = choice.list;
    this.listChanged();
    this.setNotice(null);
  }

  private submitFailed(e: unknown, sent: readonly ScannedLine[]): void {
    if (e instanceof OperationErrors) {
      const refused = refusedLines(e);
      this.lineErrors = new Map(
        refused.filter((r) => r.line !== undefined && sent[r.line]).map((r) => [sent[r.line!], r.detail]),
      );
      this.needsMultipleBatchAck = refused.some((r) => r.reason === 'multiple_sarze');
    }
    this.refuse(describeStockFailure(e));
  }

  /** The scan spinner (R-UI-03) shows while scans are handled, but never over a question waiting for the user. */
  private updateSpinner(): void {
    const spin = this.queueBusy && this.question === null;
    if (spin === this.spinning) return;
    this.spinning = spin;
    if (spin) this.deps.spinner?.started();
    else this.deps.spinner?.finished();
  }

  private listLoaded(list: ShoplistDetailDto): void {
    this.list = list;
    this.loadError = null;
  }

  private listChanged(): void {
    if (this.lineErrors.size) this.lineErrors = new Map();
  }

  private refuse(text: string): void {
    this.setNotice({ intent: 'danger', text });
    this.deps.sounds.play('incorrect');
  }

  private setNotice(notice: Notice | null): void {
    this.notice = notice;
  }
}

function placedOf(
  sent: readonly ScannedLine[],
  movements: ReadonlyArray<{ code: string; location_name: string; after: number }>,
  products: ReadonlyMap<string, ScannedProduct>,
  location: string,
): Placed[] {
  const codes = [...new Set(sent.map((l) => l.code))];
  return codes.map((code) => {
    const product = products.get(code);
    const here = movements.filter((m) => m.code === code && m.location_name === location);
    const amountThere = here.reduce((sum, m) => sum + m.after, 0);
    const elsewhere = new Map<string, number>();
    for (const s of product?.stock ?? [])
      if (s.location_name !== location && s.amount > 0)
        elsewhere.set(s.location_name, (elsewhere.get(s.location_name) ?? 0) + s.amount);
    return {
      code,
      name: product?.name ?? code,
      location,
      amountThere,
      elsewhere: [...elsewhere].map(([location_name, amount]) => ({ location_name, amount })),
    };
  });
}
