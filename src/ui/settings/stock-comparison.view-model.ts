import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { setEshopToWarehouse } from '../../application/eshop-sync/eshop-connection';
import type { EshopSyncApi, StockComparisonDto } from '../../application/eshop-sync/eshop-sync-api.port';
import { describeFailure } from '../../application/errors';
import { whileBusy } from '../global/while-busy';

/**
 * The stock comparison under the e-shop card (issue 28 item 7): asked for on demand (it reads the whole
 * e-shop's stock), then the admin chooses products whose e-shop figure is set to the warehouse's.
 */
export class StockComparisonViewModel {
  comparison: StockComparisonDto | null = null;
  chosen = new Set<string>();
  busy: 'compare' | 'apply' | null = null;
  error: string | null = null;
  done: string | null = null;

  constructor(private readonly api: Pick<EshopSyncApi, 'comparison' | 'setToWarehouse'>) {
    makeAutoObservable<this, 'api'>(this, { api: false, comparison: observableRef }, { autoBind: true });
  }

  get allChosen(): boolean {
    const rows = this.comparison?.differences ?? [];
    return rows.length > 0 && rows.every((r) => this.chosen.has(r.code));
  }

  toggled(code: string): void {
    if (!this.chosen.delete(code)) this.chosen.add(code);
  }

  allToggled(): void {
    const all = !this.allChosen;
    this.chosen.clear();
    if (all) for (const r of this.comparison?.differences ?? []) this.chosen.add(r.code);
  }

  async compareClicked(): Promise<void> {
    await this.run('compare', async () => {
      const comparison = await this.api.comparison();
      runInAction(() => {
        this.comparison = comparison;
        this.chosen.clear();
      });
    });
  }

  async applyClicked(): Promise<void> {
    const codes = [...this.chosen];
    if (codes.length === 0) return;
    await this.run('apply', async () => {
      const done = await setEshopToWarehouse(this.api, codes);
      runInAction(() => {
        this.chosen.clear();
        this.done = done;
      });
    });
  }

  private run(busy: 'compare' | 'apply', call: () => Promise<void>): Promise<void> {
    return whileBusy(
      (on) => {
        this.busy = on ? busy : null;
        if (on) this.error = this.done = null;
      },
      call,
      (e) => (this.error = describeFailure(e)),
    );
  }
}
