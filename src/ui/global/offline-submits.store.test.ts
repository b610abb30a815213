import { describe, expect, it } from 'vitest';
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

function setup(catalogue: () => Promise<OfflineCatalogue>) {
  const store = new MemoryOfflineStore();
  const submits = new OfflineSubmitsStore({
    store,
    catalogueApi: { catalogue },
    api: {} as StockMovementsApi,
    eshopId: () => 101,
    online: () => true,
    onOnlineChange: () => undefined,
    now: () => new Date('2026-11-27T10:00:00Z'),
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
