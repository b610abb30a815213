import { describe, expect, it } from 'vitest';
import type { OverviewPageDto, OverviewRowDto } from '../../application/layout/layout-api.port';
import { StockOverviewViewModel } from './stock-overview.view-model';

const row = (location: string, amount: number) => ({ location, amount }) as unknown as OverviewRowDto;
const page = (rows: OverviewRowDto[], next: string | null): OverviewPageDto => ({
  rows,
  next_cursor: next,
  sort: 'location',
  totals: null,
  sectors: null,
});

describe('stock overview, live', () => {
  it('refetches the first page in place when stock changes elsewhere, and offers a refresh deeper in the list', async () => {
    let amount = 2;
    let calls = 0;
    const vm = new StockOverviewViewModel({
      overview: async (q) => {
        calls++;
        return q.cursor ? page([row('B-1', 1)], null) : page([row('A-1', amount)], 'c1');
      },
    });
    await vm.load();
    amount = 5;
    vm.changedElsewhere();
    await new Promise((r) => setTimeout(r, 0));
    expect(vm.rows.map((r) => r.amount)).toEqual([5]);
    await vm.loadMore();
    const before = calls;
    vm.changedElsewhere();
    expect(calls).toBe(before);
    expect(vm.outdated).toBe(true);
    await vm.load();
    expect(vm.outdated).toBe(false);
  });
});
