import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { describeFailure } from '../../application/errors';
import type {
  CustomStateDto,
  ReceivingApi,
  ShoplistFilter,
  ShoplistSummaryDto,
} from '../../application/receiving/receiving-api.port';
import { customStatesOrNone, shoplistsFound } from '../../application/receiving/shoplist-actions';
import { LatestFetch } from '../global/load-state';

/**
 * /products/add-ao: the shopping lists, filtered by state (open by default), custom status and
 * archive, or found by a search (number, name, supplier, a product's code or EAN). Only the
 * newest answer is shown, so a slow earlier request never overwrites a later one.
 */
export class ShoplistsViewModel {
  lists: readonly ShoplistSummaryDto[] = [];
  states: readonly CustomStateDto[] = [];
  filter: ShoplistFilter = { state: 'open', status: null, archived: false };
  query = '';
  searching = false;
  loading = false;
  error: string | null = null;
  private readonly fetches = new LatestFetch();

  constructor(private readonly api: ReceivingApi) {
    makeAutoObservable<this, 'api' | 'fetches'>(
      this,
      { lists: observableRef, states: observableRef, filter: observableRef, api: false, fetches: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    const states = customStatesOrNone(this.api);
    await this.reload();
    const loaded = await states;
    runInAction(() => (this.states = loaded));
  }

  stateName(id: number | null): CustomStateDto | undefined {
    return id === null ? undefined : this.states.find((s) => s.id === id);
  }

  filterChanged(change: Partial<ShoplistFilter>): void {
    this.filter = { ...this.filter, ...change };
    this.query = '';
    void this.reload();
  }

  queryTyped(q: string): void {
    this.query = q;
  }

  searchSubmitted(): Promise<void> {
    return this.reload();
  }

  /** The filter's lists, or the search's while something is typed. */
  async reload(): Promise<void> {
    const found = shoplistsFound(this.api, this.filter, this.query);
    const isLatest = this.fetches.next();
    this.searching = found.searching;
    this.loading = true;
    this.error = null;
    try {
      const lists = await found.lists();
      if (isLatest()) runInAction(() => (this.lists = lists));
    } catch (e) {
      if (isLatest()) runInAction(() => (this.error = describeFailure(e)));
    } finally {
      if (isLatest()) runInAction(() => (this.loading = false));
    }
  }
}
