import { each } from '../global/annotate';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import { describeStockFailure } from '../../application/stock-movements/stock-failure';
import type { StocktakingApi } from '../../application/stocktaking/stocktaking-api.port';
import type { CheckChange, CommitAnswer, MovedChoice } from '../../application/stocktaking/stocktaking-api.port';
import {
  ReviewStocktaking,
  choiceKey,
  commitErrors,
  movedAfterCount,
  resultOf,
} from '../../application/stocktaking/review-stocktaking';

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
  private readonly reviewing: ReviewStocktaking;

  constructor(
    id: number,
    api: StocktakingApi,
    ids: IdGenerator,
    private readonly afterCommit: () => Promise<void>,
  ) {
    this.reviewing = new ReviewStocktaking(id, { api, ids });
    makeAutoObservable<this, 'reviewing' | 'afterCommit'>(
      this,
      {
        ...each(observableRef, 'changes', 'choices', 'errors', 'committed'),
        ...each(false, 'reviewing', 'afterCommit'),
      },
      { autoBind: true },
    );
  }

  get moved(): CheckChange[] {
    return this.changes.filter(movedAfterCount);
  }

  get unmoved(): CheckChange[] {
    return this.changes.filter((c) => !movedAfterCount(c));
  }

  choiceOf(change: CheckChange): MovedChoice {
    return this.choices.get(choiceKey(change)) ?? 'difference';
  }

  /** What the place will hold after commit with the chosen option; null when hidden (blind). */
  resultOf(change: CheckChange, choice: MovedChoice = this.choiceOf(change)): number | null {
    return resultOf(change, choice);
  }

  async opened(): Promise<void> {
    try {
      const changes = await this.reviewing.changes();
      this.reviewing.changed();
      runInAction(() => {
        this.changes = changes;
        this.errors = [];
        this.committed = null;
        this.open = true;
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
      const changes = await this.reviewing.changes();
      runInAction(() => (this.changes = changes));
    } catch {
      // What was shown stays; the commit itself checks against the stock of its moment.
    }
  }

  closed(): void {
    this.open = false;
  }

  choiceChanged(change: CheckChange, choice: MovedChoice): void {
    const next = new Map(this.choices);
    next.set(choiceKey(change), choice);
    this.choices = next;
    this.reviewing.changed();
  }

  async commitClicked(shoptetSync = true): Promise<void> {
    this.committing = true;
    try {
      const answer = await this.reviewing.commit(this.moved, this.choiceOf, shoptetSync);
      runInAction(() => {
        this.committed = answer;
        this.errors = [];
      });
      await this.afterCommit();
    } catch (e) {
      runInAction(() => (this.errors = commitErrors(e)));
    } finally {
      runInAction(() => (this.committing = false));
    }
  }
}
