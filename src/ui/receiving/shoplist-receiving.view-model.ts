import { each } from '../global/annotate';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { isOpenForReceiving, liveGroups, liveLines, receiptPieces } from '../../domain/receiving/live-receipt';
import type { ShoplistGroups } from '../../domain/receiving/shoplist-groups';
import type { ScannedLine } from '../../domain/stock/scanned-list';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type {
  ReceivingApi,
  ShoplistDetailDto,
  ShoplistProductDto,
} from '../../application/receiving/receiving-api.port';
import { ReceiveIntoShoplist, type Placed, type ReceiptAsk } from '../../application/receiving/receive-into-shoplist';
import { ScanQueue, type ScanSource } from '../../application/stock-movements/scan-queue';
import type { ScanSounds } from '../../application/scanning/scan-sounds';
import type { StockMovementsApi } from '../../application/stock-movements/stock-movements.port';
import type { Notice } from '../global/notice';
import { ScanFieldStore } from '../global/scan-field.store';
import { ReceiptLinesViewModel } from './receipt-lines.view-model';
import { ScanQuestionStore } from './scan-question.store';
import { ShoplistExtrasViewModel } from './shoplist-extras.view-model';

export type { Placed };

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

export type { Notice };
/** A receipt that needs the user's word before it counts. */
export type Question = ReceiptAsk;

/** A list line as the screen shows it: the server's amounts plus what is being received now. */
export type LiveLine = ShoplistProductDto & { amount_now: number; amount_total: number };

/**
 * /products/add-ao/:shoplist — one shopping list received by scanning: a location, then products. What the
 * screen shows (the receipt, the open question, the notice); the work is `ReceiveIntoShoplist`'s. Received
 * amounts start at 0; the groups and fulfilled orders are computed on the server's amounts plus the receipt.
 */
export class ShoplistReceivingViewModel {
  list: ShoplistDetailDto | null = null;
  loadError: string | null = null;
  phase: 'location' | 'products' = 'location';
  location: string | null = null;
  notice: Notice | null = null;
  needsMultipleBatchAck = false;
  acknowledgeMultipleSarze = false;
  submitting = false;
  placed: readonly Placed[] = [];
  readonly extras: ShoplistExtrasViewModel;
  readonly lines: ReceiptLinesViewModel;
  readonly queue: ScanQueue;
  readonly field = new ScanFieldStore((code) => this.accept(code, 'keyboard'));
  private readonly receiving: ReceiveIntoShoplist;
  /** The question a scan or a typed amount waits on (over the list, ten times over, not on it). */
  readonly asking: ScanQuestionStore<Question>;

  constructor(
    readonly shoplistId: number,
    private readonly deps: ReceivingDeps,
  ) {
    this.receiving = new ReceiveIntoShoplist(shoplistId, deps);
    this.asking = new ScanQuestionStore<Question>(deps.spinner);
    this.extras = new ShoplistExtrasViewModel(shoplistId, deps.api, deps.ids, {
      reload: () => this.load(),
      notice: (n) => this.setNotice(n),
    });
    this.lines = new ReceiptLinesViewModel(this.receiving, {
      list: () => this.list,
      ask: (question) => this.asked(question),
      refuse: (text) => this.refuse(text),
      notice: (n) => this.setNotice(n),
    });
    this.queue = new ScanQueue(
      (code, source) => this.handleScan(code, source),
      (e) => (deps.logDefect ?? console.error)(e),
      (busy) => this.asking.busyChanged(busy),
    );
    makeAutoObservable<this, 'receiving' | 'deps'>(
      this,
      {
        ...each(observableRef, 'list', 'notice', 'placed'),
        ...each(false, 'shoplistId', 'extras', 'lines', 'queue', 'field', 'asking', 'receiving', 'deps'),
      },
      { autoBind: true },
    );
  }

  // ---- what the screen shows

  get receipt(): readonly ScannedLine[] {
    return this.lines.receipt;
  }
  get live(): LiveLine[] {
    return liveLines(this.list?.products ?? [], this.receipt);
  }
  get groups(): ShoplistGroups<LiveLine> {
    return liveGroups(this.live);
  }
  get canReceive(): boolean {
    return this.list !== null && isOpenForReceiving(this.list);
  }
  get piecesNow(): number {
    return receiptPieces(this.receipt);
  }
  get canSubmit(): boolean {
    return this.canReceive && !this.submitting && this.location !== null && this.receipt.length > 0;
  }
  get hasUnsentItems(): boolean {
    return this.receipt.length > 0;
  }

  // ---- what the user did

  async load(): Promise<void> {
    const opened = await this.receiving.opened();
    runInAction(() => {
      if (opened.ok) this.list = opened.list;
      this.loadError = opened.ok ? null : opened.detail;
    });
    if (opened.ok) void this.extras.loadSide();
  }

  accept(code: string, source: ScanSource): void {
    this.queue.accept(code, source);
  }
  codeSubmitted(): void {
    this.field.submitted();
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
  get question(): Question | null {
    return this.asking.question;
  }
  /** "Zpracovat" waits for a typed amount's question first, so that its dialog counts what the user meant. */
  async processClicked(): Promise<void> {
    if (await this.lines.settled()) this.extras.processClicked();
  }
  questionAnswered(yes: boolean): void {
    this.asking.answered(yes);
  }
  dispose(): void {
    this.asking.busyChanged(false);
  }

  /** Sends the receipt; false when it did not go (the notice says why, never silently). */
  async submitClicked(): Promise<boolean> {
    // Leaving an amount field to tap "Naskladnit" commits the typed amount first; when that asks (more than
    // the list expects), the receipt waits for the answer: "Ano" books the typed amount, "Ne" books nothing.
    if (!(await this.lines.settled()) || this.submitting || !this.hasUnsentItems) return false;
    const sent = this.receipt;
    const location = this.location;
    runInAction(() => (this.submitting = true));
    const result = await this.receiving.submit(
      this.list,
      location,
      sent,
      this.lines.products,
      this.acknowledgeMultipleSarze,
    );
    runInAction(() => {
      this.submitting = false;
      this.lines.sent(sent, result.ok ? null : result.lineErrors);
      if (!result.ok) {
        this.needsMultipleBatchAck = result.needsMultipleBatchAck ?? this.needsMultipleBatchAck;
        return this.refuse(result.detail);
      }
      this.needsMultipleBatchAck = false;
      this.acknowledgeMultipleSarze = false;
      this.placed = result.placed;
      this.setNotice({ intent: 'success', text: result.notice });
    });
    if (!result.ok) return false;
    this.deps.sounds.play('correct');
    await this.load();
    return true;
  }

  // ---- scans, one at a time

  private async handleScan(code: string, _source: ScanSource): Promise<void> {
    const at = this.phase === 'products' ? this.location : null;
    const scan = await this.receiving.codeScanned(this.list, this.receipt, code, at);
    if (!scan.ok) return runInAction(() => this.refuse(scan.detail));
    if ('location' in scan) {
      runInAction(() => {
        this.location = scan.location;
        this.phase = 'products';
        this.setNotice(null);
      });
      return this.deps.sounds.play('beep');
    }
    const { product } = scan;
    if (scan.question && !(await this.asked(scan.question))) return this.deps.sounds.play('incorrect');
    if (runInAction(() => this.lines.productAdded(product))) this.deps.sounds.play('correct');
  }

  private asked(question: Question): Promise<boolean> {
    this.deps.sounds.play('incorrect');
    return this.asking.ask(question);
  }

  private refuse(text: string): void {
    this.setNotice({ intent: 'danger', text });
    this.deps.sounds.play('incorrect');
  }

  private setNotice(notice: Notice | null): void {
    this.notice = notice;
  }
}
