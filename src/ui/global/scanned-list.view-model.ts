import { makeAutoObservable, observableRef, observableShallow } from 'mobx';
import { needsAmountConfirmation, parseAmountInput } from '../../domain/stock/amount-input';
import { setLineAmount, type ScannedLine } from '../../domain/stock/scanned-list';
import { chooseLineBatch, typedLineBatch, type BatchChoice } from '../../application/stock-movements/line-batch';
import type { ScannedProduct } from '../../application/stock-movements/stock-movements.port';

/** What the list tells the screen that holds it. */
export interface ScannedListEvents {
  /** The lines changed (saved as the device's draft, say). */
  changed(): void;
  /** A change the rules refuse (R-SCAN-03..05): shown and sounded by the screen. */
  refused(text: string, reason?: string): void;
  /** A line was removed (the screen offers to bring it back), or brought back. */
  removed(line: ScannedLine | null): void;
}

/**
 * The scanned list of a scanning screen, as the worker edits it on its rows (ScannedLineView): amounts
 * by − / + or typed (an implausible one asks first), removal with undo, the batch of a line, and the
 * refusals of the last submit by line. What a scan adds comes from the scanning use case (`replace`).
 */
export class ScannedListViewModel {
  lines: readonly ScannedLine[] = [];
  /** Looked-up products by code; a shallow observable map, so a row re-renders only for its own product. */
  readonly products = new Map<string, ScannedProduct>();
  /** Refusal texts of the lines of the last submit (by the line as it was sent). */
  lineErrors: ReadonlyMap<ScannedLine, string> = new Map();
  /** An amount above the plausible one, typed and waiting for the worker's yes; the list is not sent meanwhile. */
  pendingAmount: { line: ScannedLine; amount: number } | null = null;
  /** The last removed line, which the screen offers to bring back. */
  removed: { line: ScannedLine; index: number } | null = null;

  constructor(private readonly events: ScannedListEvents) {
    makeAutoObservable<this, 'events'>(
      this,
      {
        lines: observableRef,
        products: observableShallow,
        lineErrors: observableRef,
        pendingAmount: observableRef,
        removed: observableRef,
        events: false,
      },
      { autoBind: true },
    );
  }

  productOf(line: ScannedLine): ScannedProduct | undefined {
    return this.products.get(line.code);
  }
  errorOf(line: ScannedLine): string | undefined {
    return this.lineErrors.get(line);
  }

  /** The lines as they are now; the refusals of the last submit no longer apply. */
  replace(lines: readonly ScannedLine[], keepRemoved = true): void {
    this.lines = lines;
    if (!keepRemoved) this.removed = null;
    // replaced only when there is something to clear: every row reads it
    if (this.lineErrors.size) this.lineErrors = new Map();
    this.events.changed();
  }
  productFound(product: ScannedProduct): void {
    this.products.set(product.variant.code, product);
  }
  refusedLines(errors: ReadonlyMap<ScannedLine, string>): void {
    this.lineErrors = errors;
  }

  // Line actions take the line itself: rows keep their props when others move, so only changed rows re-render.
  /** The − and + buttons, and a confirmed typed amount. Below 1 nothing happens: removing a line is its own act. */
  amountChanged(line: ScannedLine, amount: number): void {
    const index = this.lines.indexOf(line);
    if (index === -1 || !(Math.floor(amount) >= 1)) return;
    this.replace(setLineAmount(this.lines, index, Math.floor(amount)));
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
    this.replace(this.lines.filter((l) => l !== line));
    this.removed = { line, index };
    this.events.removed(line);
  }
  removalUndone(): void {
    const removed = this.removed;
    if (!removed) return;
    this.removed = null;
    const lines = [...this.lines];
    lines.splice(Math.min(removed.index, lines.length), 0, removed.line);
    this.replace(lines);
    this.events.removed(null);
  }

  existingBatchChosen(line: ScannedLine, batchId: number): void {
    this.apply(chooseLineBatch(this.lines, this.lines.indexOf(line), { kind: 'existing', id: batchId }));
  }

  /** A new batch typed on a line: an existing one matches by name (and expiry, R-SCAN-05); otherwise it needs an expiry (R-SCAN-04). */
  newBatchEntered(line: ScannedLine, name: string, expiresAt: string | null): void {
    if (!this.lines.includes(line) || !name.trim()) return;
    this.apply(typedLineBatch(this.lines, this.lines.indexOf(line), this.productOf(line), name, expiresAt));
  }

  private apply(choice: BatchChoice): void {
    if (choice.ok) this.replace(choice.list);
    else this.events.refused(choice.detail, choice.reason);
  }
}
