import { finalAmount } from '../../domain/stocktaking/count-outcome';
import { OperationErrors } from '../errors';
import type { IdGenerator } from '../ports/id-generator.port';
import { describeStockFailure, refusedLines } from '../stock-movements/stock-failure';
import type { CheckChange, CommitAnswer, MovedChoice, StocktakingApi } from './stocktaking-api.port';

/** Which line of the review a choice is about. */
export const choiceKey = (c: Pick<CheckChange, 'location_name' | 'code' | 'sarze_id'>) =>
  `${c.location_name}|${c.code}|${c.sarze_id ?? 0}`;

/** Whether the line's stock moved after it was counted (it then needs a choice). */
export const movedAfterCount = (c: CheckChange) => (c.moved_after_count ?? 0) !== 0;

/** What the place will hold after commit with the chosen option; null when hidden (blind). */
export function resultOf(change: CheckChange, choice: MovedChoice): number | null {
  if (change.stock_now === null || change.moved_after_count === null) return null;
  return finalAmount(
    { counted: change.after_amount, stockNow: change.stock_now, netAfter: change.moved_after_count },
    choice,
  );
}

/** A commit's refusal as the review lists it: every refused line at once (R-HTTP-08), or the one failure. */
export function commitErrors(e: unknown): string[] {
  return e instanceof OperationErrors ? refusedLines(e).map((l) => l.detail) : [describeStockFailure(e)];
}

/**
 * Reviewing the differences of a stock-taking and committing them (SPEC 7 "Stock-taking"): lines whose stock moved
 * after counting keep the difference seen at count time unless the counted amount is chosen. One commit key is kept
 * while the same review is retried, so a retried commit applies once; another choice or a new review is another
 * request with a key of its own.
 */
export class ReviewStocktaking {
  private key: string | null = null;

  constructor(
    readonly id: number,
    private readonly ports: { api: StocktakingApi; ids: IdGenerator },
  ) {}

  async changes(): Promise<readonly CheckChange[]> {
    return (await this.ports.api.changes(this.id, false)).changes;
  }

  /** The review was opened again or a choice changed: the next commit is a new request. */
  changed(): void {
    this.key = null;
  }

  commit(
    moved: readonly CheckChange[],
    choiceOf: (c: CheckChange) => MovedChoice,
    shoptetSync: boolean,
  ): Promise<CommitAnswer> {
    this.key ??= this.ports.ids.uuid();
    const overrides = moved
      .filter((c) => choiceOf(c) === 'counted')
      .map((c) => ({ location_name: c.location_name, code: c.code, sarze_id: c.sarze_id, keep: 'counted' as const }));
    return this.ports.api.commit(
      { id: this.id, shoptet_sync: shoptetSync, resolution: 'difference', overrides },
      { idempotencyKey: this.key },
    );
  }
}
