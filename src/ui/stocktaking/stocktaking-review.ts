import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { OperationErrors } from '../../application/errors';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import { describeStockFailure, refusedLines } from '../../application/stock-movements/stock-failure';
import type { StocktakingApi } from '../../application/stocktaking/stocktaking-api.port';
import type { CheckChange, CommitAnswer, MovedChoice } from '../../application/stocktaking/stocktaking-api.port';
import { finalAmount } from '../../domain/stocktaking/count-outcome';

const keyOf = (c: Pick<CheckChange, 'location_name' | 'code' | 'sarze_id'>) =>
  `${c.location_name}|${c.code}|${c.sarze_id ?? 0}`;

/**
 * Review of the differences before commit: lines whose stock moved after counting are shown first,
 * each with the two choices (keep the difference seen at count time, or keep the counted amount).
 * One commit key is kept while the same review is retried, so a retried commit applies once.
 */
export class StocktakingReview {
  open = false;
  changes: readonly CheckChange[] = [];
  choices: ReadonlyMap<string, MovedChoice> = new Map();
  errors: readonly string[] = [];
  committing = false;
  committed: CommitAnswer | null = null;
  private key: string | null = null;

  constructor(
    private readonly id: number,
    private readonly api: StocktakingApi,
    private readonly ids: IdGenerator,
    private readonly afterCommit: () => Promise<void>,
  ) {
    makeObservable(this, {
      open: observable,
      changes: observableRef,
      choices: observableRef,
      errors: observableRef,
      committing: observable,
      committed: observableRef,
      moved: computed,
      unmoved: computed,
      closed: action,
      choiceChanged: action,
    });
  }

  get moved(): CheckChange[] {
    return this.changes.filter((c) => (c.moved_after_count ?? 0) !== 0);
  }

  get unmoved(): CheckChange[] {
    return this.changes.filter((c) => (c.moved_after_count ?? 0) === 0);
  }

  choiceOf(change: CheckChange): MovedChoice {
    return this.choices.get(keyOf(change)) ?? 'difference';
  }

  /** What the place will hold after commit with the chosen option; null when hidden (blind). */
  resultOf(change: CheckChange, choice: MovedChoice = this.choiceOf(change)): number | null {
    if (change.stock_now === null || change.moved_after_count === null) return null;
    return finalAmount(
      { counted: change.after_amount, stockNow: change.stock_now, netAfter: change.moved_after_count },
      choice,
    );
  }

  async opened(): Promise<void> {
    try {
      const answer = await this.api.changes(this.id, false);
      runInAction(() => {
        this.changes = answer.changes;
        this.errors = [];
        this.committed = null;
        this.open = true;
        this.key = null;
      });
    } catch (e) {
      runInAction(() => {
        this.errors = [describeStockFailure(e)];
        this.open = true;
      });
    }
  }

  /**
   * Stock moved or another device counted while the review is open: the differences are fetched again,
   * so "moved after counting" shows what is true now. The choices made and the commit key stay (the
   * commit's body is made of the choices, so a retried commit is still the same request).
   */
  async changedElsewhere(): Promise<void> {
    if (!this.open || this.committing || this.committed) return;
    try {
      const answer = await this.api.changes(this.id, false);
      runInAction(() => (this.changes = answer.changes));
    } catch {
      // What was shown stays; the commit itself checks against the stock of its moment.
    }
  }

  closed(): void {
    this.open = false;
  }

  choiceChanged(change: CheckChange, choice: MovedChoice): void {
    const next = new Map(this.choices);
    next.set(keyOf(change), choice);
    this.choices = next;
    this.key = null;
  }

  async commitClicked(shoptetSync = true): Promise<void> {
    this.key ??= this.ids.uuid();
    runInAction(() => (this.committing = true));
    try {
      const answer = await this.api.commit(
        {
          id: this.id,
          shoptet_sync: shoptetSync,
          resolution: 'difference',
          overrides: this.moved
            .filter((c) => this.choiceOf(c) === 'counted')
            .map((c) => ({ location_name: c.location_name, code: c.code, sarze_id: c.sarze_id, keep: 'counted' })),
        },
        { idempotencyKey: this.key },
      );
      runInAction(() => {
        this.committed = answer;
        this.errors = [];
      });
      await this.afterCommit();
    } catch (e) {
      runInAction(() => {
        // R-HTTP-08: every refused line is listed at once.
        this.errors = e instanceof OperationErrors ? refusedLines(e).map((l) => l.detail) : [describeStockFailure(e)];
      });
    } finally {
      runInAction(() => (this.committing = false));
    }
  }
}
