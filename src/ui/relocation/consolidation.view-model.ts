import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { describeFailure } from '../../application/errors';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type { ConsolidationCandidate, RelocationRulesApi } from '../../application/relocation/relocation-api.port';
import { describeStockFailure } from '../../application/stock-movements/stock-failure';
import type { StockMovementsApi } from '../../application/stock-movements/stock-movements.port';
import { moveOntoLocation } from '../../application/relocation/move-onto-location';
import type { Notice } from './chaos-queue.view-model';
import { labelOf } from './suggestions.view-model';

export const candidateKey = (c: ConsolidationCandidate) => `${c.code}@${c.sarze_id}@${c.to_location_id}`;

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
    makeObservable<this, 'say'>(this, {
      items: observableRef,
      loading: observable,
      moving: observable,
      notice: observableRef,
      say: action,
    });
  }

  async load(): Promise<void> {
    runInAction(() => (this.loading = true));
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
    runInAction(() => (this.moving = candidateKey(item)));
    try {
      await moveOntoLocation(this.deps, {
        code: item.code,
        sarze_id: item.sarze_id,
        from: item.from.map((f) => ({ location: f.location_name, amount: f.amount })),
        to: item.to_location,
      });
    } catch (e) {
      this.say('danger', describeStockFailure(e));
      return false;
    } finally {
      runInAction(() => (this.moving = null));
    }
    const total = item.from.reduce((s, f) => s + f.amount, 0);
    this.say('success', `${labelOf(item)}: ${total} ks sloučeno na ${item.to_location}.`);
    await this.load();
    return true;
  }

  private say(intent: Notice['intent'], text: string): void {
    this.notice = { intent, text };
  }
}
