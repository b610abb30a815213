import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { WaitingSubmit } from '../../application/offline/offline-store.port';
import { IndexedDbOfflineStore } from './indexed-db-offline-store';

const product = (code: string, ean: string | null) => ({
  code,
  ean,
  name: `Produkt ${code}`,
  variant_name: '',
  image: null,
  require_batch: false,
});
const submit = (key: string, createdAt: string, eshopId = 101): WaitingSubmit => ({
  key,
  eshopId,
  kind: 'in',
  request: { products: [{ code: 'A', amount: 1 }] },
  location: 'A-01-1',
  lines: [{ code: 'A', amount: 1 }],
  createdAt,
  state: 'waiting',
});

describe('IndexedDbOfflineStore', () => {
  it('finds products by code in any case or by EAN, and locations, per e-shop; survives a new instance (a reload)', async () => {
    const factory = new IDBFactory();
    const store = new IndexedDbOfflineStore(factory);
    await store.replaceCatalogue(
      {
        eshop_id: 101,
        products: [product('ZAH0001', '8594100000012')],
        locations: ['A-01-1'],
        boxes: [],
        delimiters: { delimiters: ['*'], num: 1 },
      },
      '2026-11-23T10:00:00Z',
    );
    const reloaded = new IndexedDbOfflineStore(factory);
    expect(await reloaded.findScanned(101, 'zah0001')).toMatchObject({ product: { code: 'ZAH0001' }, pieces: 1 });
    expect((await reloaded.findScanned(101, '8594100000012'))?.product.code).toBe('ZAH0001');
    expect(await reloaded.findScanned(102, 'ZAH0001')).toBeNull();
    expect(await reloaded.hasLocation(101, 'a-01-1')).toBe('A-01-1');
    expect(await reloaded.catalogueSavedAt(101)).toBe('2026-11-23T10:00:00Z');
  });

  it("R-SCAN-06 keeps the boxes and the e-shop's delimiters: a box EAN scanned after a reload yields its pieces", async () => {
    const factory = new IDBFactory();
    await new IndexedDbOfflineStore(factory).replaceCatalogue(
      {
        eshop_id: 101,
        products: [product('ZAH0001', '8594100000012')],
        locations: [],
        boxes: [{ ean: '8590000097001', code: 'ZAH0001', amount: 6 }],
        delimiters: { delimiters: ['x'], num: 1 },
      },
      '2026-11-23T10:00:00Z',
    );
    const reloaded = new IndexedDbOfflineStore(factory);
    expect(await reloaded.findScanned(101, '8590000097001')).toMatchObject({
      product: { code: 'ZAH0001' },
      pieces: 6,
      multiean: true,
    });
    expect(await reloaded.findScanned(101, '2x8590000097001')).toMatchObject({ pieces: 12 });
    // Only the e-shop's delimiters: "*" is not one of them here.
    expect(await reloaded.findScanned(101, '8594100000012*3')).toBeNull();
  });

  it('reads a copy saved before boxes were kept as one without boxes or delimiters', async () => {
    const factory = new IDBFactory();
    const opening = factory.open('sklad-offline', 1);
    opening.onupgradeneeded = () => {
      opening.result.createObjectStore('catalogue', { keyPath: 'eshopId' });
      opening.result.createObjectStore('submits', { keyPath: 'key' }).createIndex('eshopId', 'eshopId');
    };
    const db = await new Promise<IDBDatabase>((resolve) => (opening.onsuccess = () => resolve(opening.result)));
    const tx = db.transaction('catalogue', 'readwrite');
    tx.objectStore('catalogue').put({
      eshopId: 101,
      savedAt: 'then',
      products: [product('ZAH0001', '859')],
      locations: [],
    });
    await new Promise((resolve) => (tx.oncomplete = resolve));
    db.close();
    const store = new IndexedDbOfflineStore(factory);
    expect((await store.findScanned(101, '859'))?.pieces).toBe(1);
    expect(await store.findScanned(101, '859*2')).toBeNull();
  });

  it('keeps submits by their key, oldest first, per e-shop, and replaces a submit by its key', async () => {
    const factory = new IDBFactory();
    const store = new IndexedDbOfflineStore(factory);
    await store.putSubmit(submit('k2', '2026-11-23T10:00:02Z'));
    await store.putSubmit(submit('k1', '2026-11-23T10:00:01Z'));
    await store.putSubmit(submit('k3', '2026-11-23T10:00:03Z', 102));
    await store.putSubmit({ ...submit('k2', '2026-11-23T10:00:02Z'), state: 'accepted', changeId: 9 });
    const reloaded = new IndexedDbOfflineStore(factory);
    const listed = await reloaded.submits(101);
    expect(listed.map((s) => [s.key, s.state])).toEqual([
      ['k1', 'waiting'],
      ['k2', 'accepted'],
    ]);
    await reloaded.removeSubmit('k1');
    expect((await reloaded.submits(101)).map((s) => s.key)).toEqual(['k2']);
  });
});
