import { describe, expect, it } from 'vitest';
import { NetworkFailure, OperationErrors } from '../../application/errors';
import { strictFake } from '../../application/testing/strict-fake';
import type { StocktakingApi } from '../../application/stocktaking/stocktaking-api.port';
import type {
  AddProductRequest,
  CheckChange,
  CheckDetail,
  CommitRequest,
  CountedLine,
} from '../../application/stocktaking/stocktaking-api.port';
import { fakeApi, product, sequentialIds } from '../../application/stock-movements/testing/stock-fakes';
import { StocktakingCountViewModel } from './stocktaking-count.view-model';

const detail = (extra: Partial<CheckDetail> = {}): CheckDetail => ({
  id: 7,
  inventory_check_id: 7,
  name: 'Sektor A',
  status: null,
  blind: false,
  sectors: [],
  locations: [{ id: 1, name: 'A-01-1' }],
  changed: '2026-11-23T10:00:00.000Z',
  created_by_name: 'Alena',
  progress: { counted_locations: 0, total_locations: 1, lines: 0 },
  location_states: [
    { id: 1, name: 'A-01-1', sector_id: 1, sector_name: 'A', counted: false, counted_by: null, lines: 0 },
  ],
  counters: [],
  lines: [],
  committed_change_id: null,
  record: null,
  ...extra,
});
const line = (code: string, amount: number): CountedLine => ({
  location_name: 'A-01-1',
  code,
  name: null,
  sarze_id: null,
  sarze_name: null,
  amount,
  entries: 1,
  expected: null,
});

/** The review of check 7 with one line of A-01-1. */
const changesOf = (
  change: Pick<CheckChange, 'code' | 'before_amount' | 'after_amount' | 'stock_now' | 'moved_after_count'>,
) => ({
  id: 7,
  name: 'Sektor A',
  status: null,
  blind: false,
  list_all: false,
  changes: [{ location_name: 'A-01-1', name: null, sarze_id: null, ...change }],
});

function setUp(api: Partial<StocktakingApi>, products = fakeApi({ search: async (q) => product(q) })) {
  return new StocktakingCountViewModel(7, {
    api: strictFake<StocktakingApi>('StocktakingApi', { detail: async () => detail(), ...api }),
    products,
    ids: sequentialIds(),
  });
}

describe('counting screen', () => {
  it('a scanned location opens it; a multi-EAN box counts its pieces (R-SCAN-06) with its own entry id', async () => {
    const sent: AddProductRequest[] = [];
    const vm = setUp(
      {
        addProduct: async (r) => {
          sent.push(r);
          return { errors: [], duplicate: false, line: line(r.code, r.amount) };
        },
      },
      fakeApi({ search: async () => product('ZAH1', { customQuantity: 12 }) }),
    );
    vm.accept('a-01-1', 'keyboard');
    vm.accept('BOX12', 'keyboard');
    await vm.queue.idle();
    expect(vm.location).toBe('A-01-1');
    expect(sent).toEqual([{ id: 7, client_entry_id: 'key-1', location_name: 'A-01-1', code: 'ZAH1', amount: 12 }]);
    expect(vm.lines).toEqual([line('ZAH1', 12)]);
  });

  it('a product before any location is refused', async () => {
    const vm = setUp({});
    vm.accept('ZAH1', 'keyboard');
    await vm.queue.idle();
    expect(vm.notice?.text).toMatch(/Nejdříve naskenujte pozici/);
  });

  it('a scan lost to the network is resent with the same entry id, so it never counts twice', async () => {
    const sent: AddProductRequest[] = [];
    let online = false;
    const vm = setUp({
      addProduct: async (r) => {
        sent.push(r);
        if (!online) throw new NetworkFailure({ reason: 'network', message: 'offline' });
        return { errors: [], duplicate: false, line: line(r.code, r.amount) };
      },
    });
    vm.accept('A-01-1', 'keyboard');
    vm.accept('ZAH2', 'keyboard');
    await vm.queue.idle();
    expect(vm.unsent).toHaveLength(1);
    online = true;
    await vm.resendClicked();
    expect(sent.map((s) => s.client_entry_id)).toEqual(['key-1', 'key-1']);
    expect(vm.unsent).toEqual([]);
  });

  it('R-HTTP-08 a commit answered with errors lists every one of them; moved lines chosen "counted" are sent as overrides', async () => {
    const commits: CommitRequest[] = [];
    const vm = setUp({
      changes: async () =>
        changesOf({ code: 'ZAH3', before_amount: 10, after_amount: 8, stock_now: 7, moved_after_count: -3 }),
      commit: async (r) => {
        commits.push(r);
        throw new OperationErrors({
          errors: [
            { code: 'ZAH3', detail: 'První' },
            { code: 'ZAH4', detail: 'Druhá' },
          ],
        });
      },
    });
    await vm.review.opened();
    const [moved] = vm.review.moved;
    expect(vm.review.resultOf(moved)).toBe(5);
    vm.review.choiceChanged(moved, 'counted');
    expect(vm.review.resultOf(moved)).toBe(8);
    await vm.review.commitClicked();
    expect(commits[0]).toEqual({
      id: 7,
      shoptet_sync: true,
      resolution: 'difference',
      overrides: [{ location_name: 'A-01-1', code: 'ZAH3', sarze_id: null, keep: 'counted' }],
    });
    expect(vm.review.errors).toEqual(['První', 'Druhá']);
    expect(vm.review.committed).toBeNull();
  });

  it("another device's count moves progress and lines and an open review, keeping what is typed and open here", async () => {
    let server = detail({ lines: [line('ZAH1', 2)] });
    let stockNow = 10;
    const vm = setUp({
      detail: async () => server,
      changes: async () =>
        changesOf({
          code: 'ZAH1',
          before_amount: 10,
          after_amount: 2,
          stock_now: stockNow,
          moved_after_count: stockNow - 10,
        }),
    });
    vm.accept('A-01-1', 'keyboard');
    await vm.queue.idle();
    await vm.review.opened();
    vm.field.typed('8594');
    vm.editOpened(vm.lines[0]);

    // The other phone counted two more lines and marked the location; meanwhile 3 pieces were sold.
    server = detail({
      progress: { counted_locations: 1, total_locations: 1, lines: 3 },
      location_states: [
        { id: 1, name: 'A-01-1', sector_id: 1, sector_name: 'A', counted: true, counted_by: 'Bohouš', lines: 3 },
      ],
      counters: [{ client_name: 'Bohouš', location_name: 'A-01-1', at: '2026-11-23T10:05:00.000Z' }],
      lines: [line('ZAH1', 2), line('ZAH2', 1), line('ZAH3', 4)],
    });
    stockNow = 7;
    await vm.changedElsewhere();
    expect(vm.detail?.progress.counted_locations).toBe(1);
    expect(vm.locationState?.counted).toBe(true);
    expect(vm.lines.map((l) => l.code)).toEqual(['ZAH1', 'ZAH2', 'ZAH3']);
    expect(vm.review.moved.map((c) => c.moved_after_count)).toEqual([-3]);
    expect(vm.field.value).toBe('8594');
    expect(vm.editing?.code).toBe('ZAH1');
    expect(vm.location).toBe('A-01-1');
  });

  it("a refetch answered after this phone's own scan does not show the older count", async () => {
    let answerDetail: (d: CheckDetail) => void = () => {};
    let slow = false;
    const vm = setUp({
      detail: (_id, location) =>
        slow
          ? new Promise((resolve) => (answerDetail = resolve))
          : Promise.resolve(detail({ lines: location ? [] : null })),
      addProduct: async (r) => ({ errors: [], duplicate: false, line: line(r.code, 2) }),
    });
    vm.accept('A-01-1', 'keyboard');
    await vm.queue.idle();
    slow = true;
    const refetch = vm.changedElsewhere();
    vm.accept('ZAH1', 'keyboard');
    await vm.queue.idle();
    answerDetail(detail({ lines: [line('ZAH1', 1)] }));
    await refetch;
    expect(vm.lines).toEqual([line('ZAH1', 2)]);
  });
});
