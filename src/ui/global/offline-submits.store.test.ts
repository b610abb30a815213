import { describe, expect, it, vi } from 'vitest';
import { NetworkFailure } from '../../application/errors';
import type { OfflineCatalogue } from '../../application/offline/offline-store.port';
import { MemoryOfflineStore } from '../../application/offline/testing/memory-offline-store';
import type { StockMovementsApi } from '../../application/stock-movements/stock-movements.port';
import { OfflineSubmitsStore } from './offline-submits.store';

const copy: OfflineCatalogue = {
  eshop_id: 101,
  products: [],
  locations: ['A-01-1'],
  boxes: [],
  delimiters: { delimiters: [], num: 1 },
};

function setup(
  catalogue: () => Promise<OfflineCatalogue>,
  { api = {} as StockMovementsApi, store = new MemoryOfflineStore(), retryMs = 60_000 } = {},
) {
  const submits = new OfflineSubmitsStore({
    store,
    catalogueApi: { catalogue },
    api,
    eshopId: () => 101,
    online: () => true,
    onOnlineChange: () => undefined,
    now: () => new Date('2026-11-27T10:00:00Z'),
    retryMs,
  });
  return { store, submits };
}

describe('the device copy of the catalogue', () => {
  it('copyArriving settles only once the copy being fetched is saved', async () => {
    let answer!: (c: OfflineCatalogue) => void;
    const { store, submits } = setup(() => new Promise((resolve) => (answer = resolve)));
    const wanted = submits.catalogueWanted();
    let arrived = false;
    const arriving = submits.copyArriving().then(() => (arrived = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(arrived).toBe(false);
    answer(copy);
    await arriving;
    expect(await store.hasLocation(101, 'a-01-1')).toBe('A-01-1');
    await wanted;
    expect(submits.catalogueSavedAt).toBe('2026-11-27T10:00:00.000Z');
  });

  it('a copy that cannot be fetched settles copyArriving too: the scan then looks in the copy there is', async () => {
    const { store, submits } = setup(() => Promise.reject(new Error('offline')));
    void submits.catalogueWanted();
    await submits.copyArriving();
    expect(await store.catalogueSavedAt(101)).toBeNull();
  });

  it('a fetch that never answers holds a scan only as long as copyArriving is bounded', async () => {
    const { submits } = setup(() => new Promise(() => undefined));
    void submits.catalogueWanted();
    await submits.copyArriving(20);
    expect(submits.catalogueSavedAt).toBeNull();
  });
});

describe('submits waiting on the device', () => {
  it('are tried again by themselves while the browser calls itself online and no online event comes', async () => {
    const store = new MemoryOfflineStore();
    await store.putSubmit({
      key: 'k-1',
      eshopId: 101,
      kind: 'in',
      request: { products: [{ code: 'A', amount: 1 }], location_name: 'A-01-1' },
      location: 'A-01-1',
      lines: [{ code: 'A', amount: 1 }],
      createdAt: '2026-11-27T10:00:00Z',
      state: 'waiting',
    });
    let reachable = false;
    const stockIn = vi.fn(async () => {
      if (!reachable) throw new NetworkFailure({ reason: 'network', message: 'Network Error' });
      return { change_id: 7, shoptet_sync: true, movements: [] };
    });
    const api = { stockIn } as unknown as StockMovementsApi;
    const { submits } = setup(() => Promise.reject(new Error('unused')), { api, store, retryMs: 10 });
    // The start's replay meets the dead uplink, and so do the retries after it.
    await vi.waitFor(() => expect(stockIn.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(submits.waiting).toBe(1);
    reachable = true;
    await vi.waitFor(() => expect((submits.submits[0] ?? {}).state).toBe('accepted'));
    expect(submits.submits[0].changeId).toBe(7);
    const calls = stockIn.mock.calls.length;
    // Nothing waits any more: no retry is set.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stockIn.mock.calls.length).toBe(calls);
  });
});
