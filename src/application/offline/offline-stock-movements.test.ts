import { describe, expect, it, vi } from 'vitest';
import { HttpFailure, NetworkFailure, OperationErrors } from '../errors';
import type { StockMovementsApi, StockWrite } from '../stock-movements/stock-movements.port';
import { QueuedOffline } from './offline-failures';
import { OfflineScanLookup, OfflineStockMovements, type OfflineContext } from './offline-stock-movements';
import { remainderKey, replayWaitingSubmits } from './replay-waiting-submits';
import { MemoryOfflineStore } from './testing/memory-offline-store';

const offline = () => new NetworkFailure({ reason: 'network', message: 'Network Error' });
const written = (change_id: number): StockWrite => ({ change_id, shoptet_sync: true, movements: [] });
const stockInRequest = (codes: string[]) => ({
  products: codes.map((code) => ({ code, amount: 2, sarze_id: null, new_sarze: null }) as never),
  location_name: 'A-01-1',
  shoptet_sync: true,
  acknowledge_multiple_sarze: false,
  source: 'Sklad' as never,
});

function setup(api: Partial<StockMovementsApi>, copyArriving = () => Promise.resolve()) {
  const store = new MemoryOfflineStore();
  const heard: string[] = [];
  const queued = vi.fn();
  const ctx: OfflineContext = {
    store,
    eshopId: () => 101,
    now: () => new Date('2026-11-23T10:00:00Z'),
    copyArriving,
    resolvedOffline: (code) => heard.push(code),
    queued,
  };
  const movements = new OfflineStockMovements(api as StockMovementsApi, ctx);
  return { store, heard, queued, movements, ctx };
}

const copy = {
  eshop_id: 101,
  products: [{ code: 'ZAH0001', ean: '859', name: 'Konev', variant_name: '', image: null, require_batch: false }],
  locations: ['E2E-LIVE-2'],
  boxes: [],
  delimiters: { delimiters: [], num: 1 },
};

describe('offline stock movements', () => {
  it('resolves a scan from the device copy when the network is gone, and says so', async () => {
    const { store, heard, movements } = setup({ search: vi.fn(async () => Promise.reject(offline())) });
    await store.replaceCatalogue(
      {
        eshop_id: 101,
        products: [{ code: 'ZAH0001', ean: '859', name: 'Konev', variant_name: '', image: null, require_batch: true }],
        locations: [],
        boxes: [{ ean: '8590000097001', code: 'ZAH0001', amount: 6 }],
        delimiters: { delimiters: ['*'], num: 1 },
      },
      'now',
    );
    const found = await movements.search('859', 'A-01-1');
    expect(found.variant.code).toBe('ZAH0001');
    expect(found.vynutit_zadani_sarze).toBe(true);
    expect(found.variant.custom_quantity).toBeNull();
    expect(heard).toEqual(['ZAH0001']);
    await expect(movements.search('NEZNAMY', null)).rejects.toBeInstanceOf(NetworkFailure);
    // R-SCAN-06 a box EAN (and a delimited one) counts its pieces offline as online.
    expect(await movements.search('8590000097001', 'A-01-1')).toMatchObject({
      variant: { code: 'ZAH0001', custom_quantity: 6 },
      multiean: true,
    });
    expect((await movements.search('2*8590000097001', 'A-01-1')).variant.custom_quantity).toBe(12);
  });

  it('a scan made offline while the copy is still being saved waits for it and is found there', async () => {
    let saved!: () => void;
    const arriving = new Promise<void>((resolve) => (saved = resolve));
    const { store, heard, movements, ctx } = setup(
      { search: vi.fn(async () => Promise.reject(offline())) },
      () => arriving,
    );
    const lookup = new OfflineScanLookup({ lookUp: async () => Promise.reject(offline()) }, ctx);
    const location = lookup.lookUp('e2e-live-2', { locationName: null });
    const product = movements.search('ZAH0001', 'E2E-LIVE-2');
    // Both have met the network's failure and come to the copy before it is saved.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await store.replaceCatalogue(copy, 'now');
    saved();
    expect((await location).location?.name).toBe('E2E-LIVE-2');
    expect((await product).variant.code).toBe('ZAH0001');
    expect([...heard].sort()).toEqual(['E2E-LIVE-2', 'ZAH0001']);
  });

  it('stores a submit that cannot reach the server under its own idempotency key; a refusal is not stored', async () => {
    const { store, queued, movements } = setup({
      stockIn: vi.fn(async () => Promise.reject(offline())),
      stockOut: vi.fn(async () => Promise.reject(new HttpFailure({ status: 400, payload: { detail: 'x' } }))),
    });
    await expect(movements.stockIn(stockInRequest(['A', 'B']), { idempotencyKey: 'k-1' })).rejects.toBeInstanceOf(
      QueuedOffline,
    );
    expect(queued).toHaveBeenCalledOnce();
    const [stored] = await store.submits(101);
    expect(stored).toMatchObject({ key: 'k-1', kind: 'in', state: 'waiting', location: 'A-01-1' });
    expect(stored.lines).toEqual([
      { code: 'A', amount: 2 },
      { code: 'B', amount: 2 },
    ]);
    await expect(
      movements.stockOut({ ...stockInRequest(['A']), returns: false } as never, { idempotencyKey: 'k-2' }),
    ).rejects.toBeInstanceOf(HttpFailure);
    expect(await store.submits(101)).toHaveLength(1);
  });

  it('replays in order with the same keys; a line sold out meanwhile is refused with its reason and the rest lands', async () => {
    const store = new MemoryOfflineStore();
    const base = { eshopId: 101, kind: 'in' as const, location: 'A-01-1', state: 'waiting' as const };
    await store.putSubmit({
      ...base,
      key: 'first',
      createdAt: '1',
      request: stockInRequest(['A']),
      lines: [{ code: 'A', amount: 2 }],
    });
    await store.putSubmit({
      ...base,
      kind: 'out' as never,
      key: 'second',
      createdAt: '2',
      request: stockInRequest(['A', 'SOLD']),
      lines: [
        { code: 'A', amount: 2 },
        { code: 'SOLD', amount: 2 },
      ],
    });
    const calls: string[] = [];
    const api = {
      stockIn: vi.fn(async (_r: unknown, o: { idempotencyKey: string }) => (calls.push(o.idempotencyKey), written(1))),
      stockOut: vi.fn(async (r: { products: Array<{ code: string }> }, o: { idempotencyKey: string }) => {
        calls.push(o.idempotencyKey);
        if (r.products.some((p) => p.code === 'SOLD'))
          throw new OperationErrors({
            errors: [{ code: 'SOLD', line: 1, reason: 'not_enough_stock', detail: 'Na pozici není dost kusů.' }],
          });
        return written(2);
      }),
    } as unknown as StockMovementsApi;
    expect(await replayWaitingSubmits(api, store, 101)).toBe(2);
    expect(calls).toEqual(['first', 'second', remainderKey('second')]);
    const [first, second] = await store.submits(101);
    expect(first).toMatchObject({ state: 'accepted', changeId: 1 });
    expect(second).toMatchObject({
      state: 'accepted',
      changeId: 2,
      lineErrors: [{ code: 'SOLD', detail: 'Na pozici není dost kusů.' }],
    });
    // answered submits are not sent again
    expect(await replayWaitingSubmits(api, store, 101)).toBe(0);
  });

  it('stops at the first submit the network cannot carry and leaves it waiting', async () => {
    const store = new MemoryOfflineStore();
    await store.putSubmit({
      key: 'k',
      eshopId: 101,
      kind: 'in',
      location: 'A',
      createdAt: '1',
      request: stockInRequest(['A']),
      lines: [],
      state: 'waiting',
    });
    const api = { stockIn: vi.fn(async () => Promise.reject(offline())) } as unknown as StockMovementsApi;
    expect(await replayWaitingSubmits(api, store, 101)).toBe(0);
    expect((await store.submits(101))[0].state).toBe('waiting');
  });
});
