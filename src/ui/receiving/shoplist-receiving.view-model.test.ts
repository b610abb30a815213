import { describe, expect, it } from 'vitest';
import { NetworkFailure } from '../../application/errors';
import type { ReceivingApi, ShoplistDetailDto } from '../../application/receiving/receiving-api.port';
import { listLine, lossyStockIn, shoplist, waitingOrder } from '../../application/receiving/testing/shoplist-fixtures';
import { strictFake } from '../../application/testing/strict-fake';
import type { StockInRequest } from '../../application/stock-movements/stock-movements.port';
import {
  fakeApi,
  product,
  sequentialIds,
  soundsRecorder,
  written,
} from '../../application/stock-movements/testing/stock-fakes';
import { ShoplistReceivingViewModel, type ReceivingDeps } from './shoplist-receiving.view-model';

const order = waitingOrder;
const line = listLine;
const detail = shoplist;

function setUp(
  list: ShoplistDetailDto,
  stock: Parameters<typeof fakeApi>[0] = {},
  spinner?: ReceivingDeps['spinner'],
  stockedIn?: ReceivingDeps['stockedIn'],
) {
  const lists = [list];
  const api = strictFake<ReceivingApi>('ReceivingApi', {
    shoplist: async () => lists[lists.length - 1],
    comments: async () => [],
    customStates: async () => [],
  });
  const { sounds, played } = soundsRecorder();
  const sent: Array<{ body: StockInRequest; key: string }> = [];
  const vm = new ShoplistReceivingViewModel(7, {
    api,
    stock: fakeApi({
      search: async (q) => product(q),
      stockIn: async (body, { idempotencyKey }) => {
        sent.push({ body, key: idempotencyKey });
        return written(1);
      },
      ...stock,
    }),
    sounds,
    ids: sequentialIds(),
    spinner,
    stockedIn,
  });
  return { vm, sent, played, lists };
}

async function scan(vm: ShoplistReceivingViewModel, ...codes: string[]) {
  for (const c of codes) vm.accept(c, 'keyboard');
  await Promise.resolve();
}
const settle = (vm: ShoplistReceivingViewModel) => vm.queue.idle();

describe('receiving a shopping list', () => {
  it('received amounts start at 0, never pre-filled with the expected amount', async () => {
    const { vm } = setUp(detail([line('A', 5)]));
    await vm.load();
    expect(vm.receipt).toEqual([]);
    expect(vm.live[0]).toMatchObject({ amount_now: 0, amount_total: 0 });
    await scan(vm, 'A-01-1', 'A');
    await settle(vm);
    expect(vm.location).toBe('A-01-1');
    expect(vm.receipt.map((l) => [l.code, l.amount])).toEqual([['A', 1]]);
  });

  it('R-AO-01 R-AO-02 the groups and fulfilled orders follow what is being received, oldest order first', async () => {
    const { vm } = setUp(
      detail([line('A', 2, 0, [order('NEW', 1, '2026-11-02'), order('OLD', 1, '2026-11-01')]), line('B', 1)]),
    );
    await vm.load();
    expect(vm.groups.lacking.map((l) => l.code)).toEqual(['A', 'B']);
    await scan(vm, 'A-01-1', 'A');
    await settle(vm);
    const a = vm.groups.lacking.find((l) => l.code === 'A')!;
    expect(a.orders.map((o) => [o.order_code, o.isFulfilled])).toEqual([
      ['OLD', true],
      ['NEW', false],
    ]);
    await scan(vm, 'A', 'B');
    await settle(vm);
    expect(vm.groups.correct.map((l) => l.code)).toEqual(['A', 'B']);
    // Issue 24 item 17: the cards count nothing unsent as stocked; the scanned pieces are "now".
    expect(vm.groups.correct.map((l) => [l.amount_stocked_up, l.amount_now])).toEqual([
      [0, 2],
      [0, 1],
    ]);
  });

  it('scanning more than expected asks; "no" leaves the receipt as it was, "yes" counts the piece', async () => {
    const { vm } = setUp(detail([line('A', 1)]));
    await vm.load();
    await scan(vm, 'A-01-1', 'A', 'A');
    await new Promise((r) => setTimeout(r, 0));
    expect(vm.question).toMatchObject({ kind: 'over', code: 'A', expected: 1, total: 2 });
    vm.questionAnswered(false);
    await settle(vm);
    expect(vm.receipt[0].amount).toBe(1);
    await scan(vm, 'A');
    await new Promise((r) => setTimeout(r, 0));
    vm.questionAnswered(true);
    await settle(vm);
    expect(vm.receipt[0].amount).toBe(2);
    expect(vm.groups.excess.map((l) => l.code)).toEqual(['A']);
  });

  it('R-UI-03 the scan spinner never covers a question waiting for the user', async () => {
    const shown: boolean[] = [];
    const { vm } = setUp(
      detail([line('A', 1)]),
      {},
      {
        started: () => shown.push(true),
        finished: () => shown.push(false),
      },
    );
    await vm.load();
    await scan(vm, 'A-01-1', 'A');
    await settle(vm);
    await scan(vm, 'A');
    await new Promise((r) => setTimeout(r, 0));
    expect(vm.question).not.toBeNull();
    expect(shown.at(-1)).toBe(false);
    vm.questionAnswered(true);
    await settle(vm);
    expect(shown.at(-1)).toBe(false);
  });

  it('a jump to ten times the expected amount warns', async () => {
    const { vm } = setUp(detail([line('A', 3)]));
    await vm.load();
    await scan(vm, 'A-01-1', 'A');
    await settle(vm);
    const typed = vm.lines.amountChanged(vm.receipt[0], 30);
    expect(vm.question).toMatchObject({ kind: 'tenfold', total: 30 });
    vm.questionAnswered(false);
    await typed;
    expect(vm.receipt[0].amount).toBe(1);
  });

  it('a product that is not on the list asks before it is received as excess', async () => {
    const { vm } = setUp(detail([line('A', 3)]));
    await vm.load();
    await scan(vm, 'A-01-1', 'X');
    await new Promise((r) => setTimeout(r, 0));
    expect(vm.question).toMatchObject({ kind: 'unlisted', code: 'X' });
    vm.questionAnswered(true);
    await settle(vm);
    expect(vm.receipt.map((l) => l.code)).toEqual(['X']);
  });

  it('a product that needs a batch cannot be sent until batch and expiry are given', async () => {
    const { vm, sent } = setUp(detail([line('A', 2)]), {
      search: async (q) => product(q, { vynutit_zadani_sarze: true }),
    });
    await vm.load();
    await scan(vm, 'A-01-1', 'A');
    await settle(vm);
    expect(vm.notice?.text).toBe('Zadejte šarži a expiraci produktu A.');
    expect(await vm.submitClicked()).toBe(false);
    expect(sent).toEqual([]);
    vm.lines.newBatchEntered(vm.receipt[0], 'L-42', '2027-05-31');
    expect(await vm.submitClicked()).toBe(true);
    expect(sent[0].body.products[0]).toMatchObject({
      code: 'A',
      new_sarze: { name: 'L-42', expires_at: '2027-05-31' },
    });
  });

  it('submits through /inventory/ao/ with the list; a retry after a lost answer keeps its key; then says where it lies', async () => {
    const stocked = lossyStockIn().answer;
    const { vm, sent, lists } = setUp(detail([line('A', 2)]), {
      search: async (q) =>
        product(q, {
          stock: [{ location_id: 2, location_name: 'B-01-1', sector_name: 'B', sarze_id: null, amount: 4 }],
        }),
      stockIn: async (body, { idempotencyKey }) => {
        sent.push({ body, key: idempotencyKey });
        return stocked();
      },
    });
    await vm.load();
    await scan(vm, 'A-01-1', 'A', 'A');
    await settle(vm);
    expect(await vm.submitClicked()).toBe(false);
    lists.push(detail([line('A', 2, 2)]));
    expect(await vm.submitClicked()).toBe(true);
    expect(sent.map((s) => s.key)).toEqual(['key-1', 'key-1']);
    expect(sent[0].body).toMatchObject({ fromList: true, shoplist_id: 7, location_name: 'A-01-1' });
    expect(vm.receipt).toEqual([]);
    expect(vm.placed).toEqual([
      {
        code: 'A',
        name: 'Produkt A',
        location: 'A-01-1',
        amountThere: 2,
        elsewhere: [{ location_name: 'B-01-1', amount: 4 }],
      },
    ]);
    expect(vm.groups.correct.map((l) => l.code)).toEqual(['A']);
  });

  it('a receipt that went through hands its lines to printing on scan (SPEC 4); a refused one does not', async () => {
    const printed: string[][] = [];
    let refuse = true;
    const { vm } = setUp(
      detail([line('A', 2), line('B', 1)]),
      {
        stockIn: async () => {
          if (refuse) throw new NetworkFailure({ reason: 'network', message: 'x' });
          return written(3);
        },
      },
      undefined,
      (lines) => printed.push(lines.map((l) => `${l.code}×${l.amount}`)),
    );
    await vm.load();
    await scan(vm, 'A-01-1', 'A', 'A', 'B');
    await settle(vm);
    expect(await vm.submitClicked()).toBe(false);
    expect(printed).toEqual([]);
    refuse = false;
    expect(await vm.submitClicked()).toBe(true);
    expect(printed.map((p) => p.sort())).toEqual([['A×2', 'B×1']]);
  });

  it('a processed or archived list takes no scans', async () => {
    const { vm, played } = setUp(detail([line('A', 2)], { state: 'processed' }));
    await vm.load();
    expect(vm.canReceive).toBe(false);
    await scan(vm, 'A-01-1');
    await settle(vm);
    expect(vm.location).toBeNull();
    expect(played).toContain('incorrect');
  });
});
