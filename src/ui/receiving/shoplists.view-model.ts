import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { describeFailure } from '../../application/errors';
import type {
  CustomStateDto,
  ReceivingApi,
  ShoplistFilter,
  ShoplistSummaryDto,
} from '../../application/receiving/receiving-api.port';

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
  private request = 0;

  constructor(private readonly api: ReceivingApi) {
    makeObservable(this, {
      lists: observableRef,
      states: observableRef,
      filter: observableRef,
      query: observable,
      searching: observable,
      loading: observable,
      error: observable,
      filterChanged: action,
      queryTyped: action,
    });
  }

  async load(): Promise<void> {
    const states = this.api.customStates().catch(() => [] as CustomStateDto[]);
    await this.reload();
    const loaded = await states;
    runInAction(() => {
      this.states = loaded;
    });
  }

  stateName(id: number | null): CustomStateDto | undefined {
    return id === null ? undefined : this.states.find((s) => s.id === id);
  }

  filterChanged(change: Partial<ShoplistFilter>): void {
    this.filter = { ...this.filter, ...change };
    this.searching = false;
    this.query = '';
    void this.reload();
  }

  queryTyped(q: string): void {
    this.query = q;
  }

  async searchSubmitted(): Promise<void> {
    const q = this.query.trim();
    if (!q) {
      runInAction(() => {
        this.searching = false;
      });
      return this.reload();
    }
    runInAction(() => {
      this.searching = true;
    });
    return this.run(() => this.api.search(q));
  }

  reload(): Promise<void> {
    return this.run(() => this.api.shoplists(this.filter));
  }

  private async run(fetch: () => Promise<ShoplistSummaryDto[]>): Promise<void> {
    const mine = ++this.request;
    runInAction(() => {
      this.loading = true;
      this.error = null;
    });
    try {
      const lists = await fetch();
      if (mine === this.request)
        runInAction(() => {
          this.lists = lists;
        });
    } catch (e) {
      if (mine === this.request)
        runInAction(() => {
          this.error = describeFailure(e);
        });
    } finally {
      if (mine === this.request)
        runInAction(() => {
          this.loading = false;
        });
    }
  }
}
