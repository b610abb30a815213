import { each } from '../global/annotate';
import { makeAutoObservable, observableRef, observableShallow, runInAction } from 'mobx';
import type { ScannedLine } from '../../domain/stock/scanned-list';
import type { ReceiptAsk, ReceiptChange, ReceiveIntoShoplist } from '../../application/receiving/receive-into-shoplist';
import type { ShoplistDetailDto, ShoplistProductDto } from '../../application/receiving/receiving-api.port';
import type { ScannedProduct } from '../../application/stock-movements/stock-movements.port';

interface Host {
  list(): ShoplistDetailDto | null;
  /** Asks the user (true: the pieces count). */
  ask(question: ReceiptAsk): Promise<boolean>;
  /** A refusal to show (and sound). */
  refuse(text: string): void;
  /** The notice after a change: replaced (null clears it). */
  notice(notice: { intent: 'warning'; text: string } | null): void;
}

/**
 * The receipt being scanned on a list's screen: its lines, the products they are of, the errors the server
 * gave per line, and the user's edits of amounts and batches (each checked by `ReceiveIntoShoplist`).
 */
export class ReceiptLinesViewModel {
  receipt: readonly ScannedLine[] = [];
  readonly products = new Map<string, ScannedProduct>();
  lineErrors: ReadonlyMap<ScannedLine, string> = new Map();
  /** An amount typed on a line and not yet applied (its question may be waiting): a submit waits for it. */
  private pendingEdit: Promise<boolean> | null = null;

  constructor(
    private readonly receiving: ReceiveIntoShoplist,
    private readonly host: Host,
  ) {
    makeAutoObservable<this, 'pendingEdit' | 'receiving' | 'host'>(
      this,
      {
        ...each(observableRef, 'receipt', 'lineErrors'),
        ...each(observableShallow, 'products'),
        ...each(false, 'pendingEdit', 'receiving', 'host'),
      },
      { autoBind: true },
    );
  }

  productOf(line: ScannedLine): ScannedProduct | undefined {
    return this.products.get(line.code);
  }
  lineOf(code: string): ShoplistProductDto | undefined {
    return this.host.list()?.products.find((p) => p.code === code);
  }
  errorOf(line: ScannedLine): string | undefined {
    return this.lineErrors.get(line);
  }

  /** Typing an amount on a receipt line (0 removes it); going above expected asks as a scan does. */
  async amountChanged(line: ScannedLine, amount: number): Promise<void> {
    const edit = this.changeAmount(line, Math.max(0, Math.floor(amount)));
    this.pendingEdit = edit;
    await edit.finally(() => {
      if (this.pendingEdit === edit) this.pendingEdit = null;
    });
  }
  lineRemoved(line: ScannedLine): void {
    this.changed({ ok: true, receipt: this.receipt.filter((l) => l !== line) });
  }
  existingBatchChosen(line: ScannedLine, batchId: number): void {
    this.changed(this.receiving.batchChosen(this.receipt, line, { kind: 'existing', id: batchId }), null);
  }
  newBatchEntered(line: ScannedLine, name: string, expiresAt: string | null): void {
    if (!name.trim()) return;
    this.changed(this.receiving.newBatchEntered(this.receipt, line, this.productOf(line), name, expiresAt), null);
  }

  /** A scanned (and confirmed) product joins the receipt; false when it was refused. */
  productAdded(product: ScannedProduct): boolean {
    const added = this.receiving.productAdded(this.receipt, product);
    if (added.ok) this.products.set(product.variant.code, product);
    const code = product.variant.code;
    this.changed(
      added,
      product.vynutit_zadani_sarze && added.ok && added.receipt[0].batch === null
        ? { intent: 'warning', text: `Zadejte šarži a expiraci produktu ${code}.` }
        : null,
    );
    return added.ok;
  }

  /** Resolves once a typed amount is applied: false when its question was answered "no" (nothing is sent then). */
  settled(): Promise<boolean> {
    return this.pendingEdit ?? Promise.resolve(true);
  }

  /** The lines that went through leave the receipt; those refused carry the server's reason. */
  sent(lines: readonly ScannedLine[], errors: ReadonlyMap<ScannedLine, string> | null): void {
    if (errors) this.lineErrors = errors;
    else this.receipt = this.receipt.filter((l) => !lines.includes(l));
  }

  private async changeAmount(line: ScannedLine, target: number): Promise<boolean> {
    const add = target - line.amount;
    const name = this.productOf(line)?.name ?? line.code;
    const question = add > 0 ? this.receiving.question(this.host.list(), this.receipt, line.code, name, add) : null;
    if (question && !(await this.host.ask(question))) return false;
    runInAction(() => this.changed({ ok: true, receipt: this.receiving.amountSet(this.receipt, line, target) }));
    return true;
  }

  /** A change of the receipt applied (any refusal said); `notice` replaces the one shown when given. */
  private changed(change: ReceiptChange, notice?: { intent: 'warning'; text: string } | null): void {
    if (!change.ok) return this.host.refuse(change.detail);
    this.receipt = change.receipt;
    if (this.lineErrors.size) this.lineErrors = new Map();
    if (notice !== undefined) this.host.notice(notice);
  }
}
