import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { describeFailure } from '../../application/errors';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import { candidateKey, consolidate } from '../../application/relocation/consolidation';
import type { ConsolidationCandidate, RelocationRulesApi } from '../../application/relocation/relocation-api.port';
import type { StockMovementsApi } from '../../application/stock-movements/stock-movements.port';
import type { Notice } from './chaos-queue.view-model';

/**
 * Consolidation candidates (B4) on a phone: a product spread over several locations is moved onto
 * the one holding most as one ledger relocation, and the list is fetched again (the candidate then
 * drops off, since the server computes it from the balances).
 */
export class ConsolidationViewModel {
  items: readonly ConsolidationCandidate[] = [];
  loading = false;
  /** The candidate being moved (its key), so its button waits and no second tap sends it twice. */
  moving: string | null = null;
  notice: Notice | null = null;

  constructor(private readonly deps: { api: RelocationRulesApi; stock: StockMovementsApi; ids: IdGenerator }) {
    makeAutoObservable<this, 'deps'>(
      this,
      { deps: false, items: observableRef, notice: observableRef },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const answer = await this.deps.api.consolidation();
      runInAction(() => (this.items = answer.items));
    } catch (e) {
      this.say('danger', describeFailure(e));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** Every smaller line of the candidate onto its home: one relocation, then the list afresh. */
  async move(item: ConsolidationCandidate): Promise<boolean> {
    if (this.moving) return false;
    this.moving = candidateKey(item);
    const outcome = await consolidate(this.deps, item);
    runInAction(() => (this.moving = null));
    this.say(outcome.ok ? 'success' : 'danger', outcome.text);
    if (outcome.ok) await this.load();
    return outcome.ok;
  }

  private say(intent: Notice['intent'], text: string): void {
    this.notice = { intent, text };
  }
}
