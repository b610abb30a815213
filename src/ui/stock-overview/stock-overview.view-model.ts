import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type {
  LayoutApi,
  OverviewPageDto,
  OverviewRowDto,
  SectorFillDto,
} from '../../application/layout/layout-api.port';
import { fillBars, overviewQuery, type FillBar, type OverviewFilters } from '../../application/layout/stock-overview';
import type { KeyboardWedge } from '../../application/scanning/keyboard-wedge.port';
import { LatestFetch, loadInto } from '../global/load-state';

/**
 * /inventory/overview: stock by zone, sector and location. Pages of 100 are appended as the list
 * scrolls; the view renders each page once and the browser skips layout of rows far off screen
 * (content-visibility), so 50,000 rows stay smooth on a phone. Totals
 * and the sector fill picture come with the first page of every new filter.
 */
export class StockOverviewViewModel {
  filters: OverviewFilters = { q: '', zoneId: null, sectorId: null, zeroAmounts: false, sort: 'location' };
  /** What the search field shows: typed text until submitted, or the last scanned code. */
  searchText = '';
  /** The loaded pages in order; each stays the same array once loaded, so the view renders only new ones. */
  pages: OverviewRowDto[][] = [];
  nextCursor: string | null = null;
  totals: OverviewPageDto['totals'] = null;
  sectorFill: SectorFillDto[] = [];
  loading = false;
  error: string | null = null;
  /** Stock changed elsewhere while the worker was deep in the list: offered as a refresh, not forced. */
  outdated = false;
  private readonly fetches = new LatestFetch();

  constructor(private readonly api: Pick<LayoutApi, 'overview'>) {
    makeAutoObservable<this, 'api' | 'fetches'>(
      this,
      {
        api: false,
        fetches: false,
        filters: observableRef,
        pages: observableRef,
        totals: observableRef,
        sectorFill: observableRef,
      },
      { autoBind: true },
    );
  }

  get hasMore(): boolean {
    return this.nextCursor !== null;
  }

  get rows(): OverviewRowDto[] {
    return this.pages.flat();
  }

  /** Share of each sector's locations holding goods, 0–100, for the bar picture. */
  get fillBars(): FillBar[] {
    return fillBars(this.sectorFill);
  }

  filtersChanged(change: Partial<OverviewFilters>): Promise<void> {
    this.filters = { ...this.filters, ...change };
    return this.load();
  }

  searchTextChanged(text: string): void {
    this.searchText = text;
  }
  searchSubmitted(): Promise<void> {
    return this.filtersChanged({ q: this.searchText.trim() });
  }

  /** A scanned code (location, EAN or product code) fills the search field and becomes the search. */
  scanned(code: string): Promise<void> {
    this.searchText = code.trim();
    return this.filtersChanged({ q: this.searchText });
  }

  /** A hardware scanner (keyboard wedge) searches while the screen is shown; the returned function stops listening. */
  listenTo(wedge: KeyboardWedge): () => void {
    return wedge.attach({ scanned: (code) => void this.scanned(code), submitted: () => {} });
  }

  /**
   * Stock or layout changed on some device (live updates). With one page shown it is refetched in
   * place, so a location's stock moves by itself; further down the list the worker would lose their
   * place, so a refresh is offered instead.
   */
  changedElsewhere(): void {
    if (this.pages.length <= 1) void this.load();
    else this.outdated = true;
  }

  /** A newer filter wins over the answer to an older one. */
  async load(): Promise<void> {
    runInAction(() => (this.outdated = false));
    await loadInto(
      this,
      () => this.api.overview(this.query()),
      (page) => {
        this.pages = [page.rows];
        this.nextCursor = page.next_cursor;
        this.totals = page.totals;
        this.sectorFill = page.sectors ?? [];
      },
      this.fetches.next(),
    );
  }

  /** Called when the list scrolls near its end; ignored while a page is on its way or after a new filter. */
  async loadMore(): Promise<void> {
    const cursor = this.nextCursor;
    if (!cursor || this.loading) return;
    await loadInto(
      this,
      () => this.api.overview({ ...this.query(), cursor }),
      (page) => {
        this.pages = [...this.pages, page.rows];
        this.nextCursor = page.next_cursor;
      },
      this.fetches.same(),
    );
  }

  private query() {
    return overviewQuery(this.filters);
  }
}
