import { describe, expect, it } from 'vitest';
import type { OverviewPageDto, OverviewQuery, OverviewRowDto } from '../../application/layout/layout-api.port';
import { fakeWedge } from '../../application/scanning/testing/fake-wedge';
import { StockOverviewViewModel } from './stock-overview.view-model';

const row = (n: number): OverviewRowDto => ({
  location_id: n,
  location: `A-${n}`,
  sector_id: 1,
  sector: 'A',
  zone_id: 1,
  zone: 'Přízemí',
  code: `P${n}`,
  ean: null,
  name: 'x',
  variant_name: '',
  sarze_id: 0,
  batch: null,
  expires_at: null,
  amount: n,
});
const page = (rows: OverviewRowDto[], next: string | null, first = true): OverviewPageDto => ({
  rows,
  next_cursor: next,
  sort: 'location',
  totals: first ? { rows: 3, amount: 6, products: 3, locations: 3 } : null,
  sectors: first
    ? [
        {
          sector_id: 1,
          sector_name: 'A',
          zone_id: 1,
          zone_name: 'Přízemí',
          locations: 4,
          occupied_locations: 3,
          amount: 6,
        },
      ]
    : null,
});

describe('stock overview view-model', () => {
  it('loads the first page with totals and the sector fill bars, then appends the next page', async () => {
    const calls: OverviewQuery[] = [];
    const vm = new StockOverviewViewModel({
      overview: async (q) => {
        calls.push(q);
        return q.cursor ? page([row(3)], null, false) : page([row(1), row(2)], 'c1');
      },
    });
    await vm.load();
    expect(vm.totals?.amount).toBe(6);
    expect(vm.fillBars).toEqual([{ id: 1, label: 'Přízemí / A', percent: 75, detail: '3 z 4 pozic, 6 ks' }]);
    const firstPage = vm.pages[0];
    await vm.loadMore();
    expect(vm.rows.map((r) => r.location_id)).toEqual([1, 2, 3]);
    // a loaded page keeps its identity, so the view re-renders only the appended one
    expect(vm.pages[0]).toBe(firstPage);
    expect(vm.pages).toHaveLength(2);
    expect(vm.hasMore).toBe(false);
    expect(vm.totals?.amount).toBe(6);
    expect(calls[1]).toMatchObject({ cursor: 'c1', sort: 'location', limit: 100 });
  });

  it('the fill bars group thousands the Czech way', async () => {
    const big: OverviewPageDto = {
      ...page([], null),
      sectors: [
        {
          sector_id: 2,
          sector_name: 'X',
          zone_id: null,
          zone_name: null,
          locations: 2500,
          occupied_locations: 1250,
          amount: 122500,
        },
      ],
    };
    const vm = new StockOverviewViewModel({ overview: async () => big });
    await vm.load();
    expect(vm.fillBars[0]).toMatchObject({ label: 'X', percent: 50 });
    expect(vm.fillBars[0].detail.replace(/\s/g, ' ')).toBe('1 250 z 2 500 pozic, 122 500 ks');
  });

  it('a scanned code becomes the search and starts from the first page', async () => {
    const calls: OverviewQuery[] = [];
    const vm = new StockOverviewViewModel({
      overview: async (q) => {
        calls.push(q);
        return page([row(1)], null);
      },
    });
    await vm.scanned(' A-01-1 ');
    expect(calls).toHaveLength(1);
    expect(calls[0].q).toBe('A-01-1');
    expect(calls[0].cursor).toBeUndefined();
  });

  it('a slower answer to an older filter never replaces the newer one', async () => {
    let release: (p: OverviewPageDto) => void = () => {};
    const vm = new StockOverviewViewModel({
      overview: (q) =>
        q.sort === 'product'
          ? new Promise((r) => {
              release = r;
            })
          : Promise.resolve(page([row(9)], null)),
    });
    const slow = vm.filtersChanged({ sort: 'product' });
    await vm.filtersChanged({ sort: 'amount' });
    release(page([row(1)], null));
    await slow;
    expect(vm.rows.map((r) => r.location_id)).toEqual([9]);
  });

  it('a hardware-scanner burst from the keyboard wedge fills the search field and searches, until the screen stops listening', async () => {
    const calls: OverviewQuery[] = [];
    const vm = new StockOverviewViewModel({
      overview: async (q) => {
        calls.push(q);
        return page([row(1)], null);
      },
    });
    vm.searchTextChanged('zahr');
    const wedge = fakeWedge();
    const stop = vm.listenTo(wedge);
    wedge.listener!.scanned('B-02-3');
    expect(vm.searchText).toBe('B-02-3');
    await vm.load();
    expect(calls.map((c) => c.q)).toEqual(['B-02-3', 'B-02-3']);
    stop();
    expect(wedge.listener).toBeNull();
  });

  it('typed text is searched only when submitted', async () => {
    const calls: OverviewQuery[] = [];
    const vm = new StockOverviewViewModel({
      overview: async (q) => {
        calls.push(q);
        return page([row(1)], null);
      },
    });
    vm.searchTextChanged(' 8590000000011 ');
    expect(calls).toHaveLength(0);
    await vm.searchSubmitted();
    expect(calls[0].q).toBe('8590000000011');
  });
});
