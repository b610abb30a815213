import { CatalogueIndex, type KeptCatalogue } from '../../application/offline/catalogue-index';
import type {
  CachedProduct,
  OfflineCatalogue,
  OfflineStore,
  WaitingSubmit,
} from '../../application/offline/offline-store.port';
import type { CatalogueHit } from '../../domain/multiean/catalogue-scan';

const DB_NAME = 'sklad-offline';
const CATALOGUE = 'catalogue';
const SUBMITS = 'submits';

/** One e-shop's copy; one saved by an older version lacks boxes and delimiters (read as none). */
interface CatalogueRecord extends KeptCatalogue {
  eshopId: number;
  savedAt: string;
}

interface IndexedCopy {
  savedAt: string;
  index: CatalogueIndex;
}

const request = <T>(r: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
const done = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });

/**
 * The device's copy for offline scanning, in IndexedDB: it survives a reload, a closed tab and a
 * restarted phone. One record per e-shop's catalogue (replaced whole when refreshed), one per submit.
 */
export class IndexedDbOfflineStore implements OfflineStore {
  private db: Promise<IDBDatabase> | null = null;
  private readonly indexes = new Map<number, IndexedCopy | null>();

  constructor(private readonly factory: IDBFactory) {}

  private open(): Promise<IDBDatabase> {
    this.db ??= new Promise((resolve, reject) => {
      const opening = this.factory.open(DB_NAME, 1);
      opening.onupgradeneeded = () => {
        const db = opening.result;
        db.createObjectStore(CATALOGUE, { keyPath: 'eshopId' });
        db.createObjectStore(SUBMITS, { keyPath: 'key' }).createIndex('eshopId', 'eshopId');
      };
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    });
    return this.db;
  }

  async replaceCatalogue(catalogue: OfflineCatalogue, savedAt: string): Promise<void> {
    const db = await this.open();
    const tx = db.transaction(CATALOGUE, 'readwrite');
    const record: CatalogueRecord = {
      eshopId: catalogue.eshop_id,
      savedAt,
      products: catalogue.products,
      locations: catalogue.locations,
      boxes: catalogue.boxes,
      delimiters: catalogue.delimiters,
    };
    tx.objectStore(CATALOGUE).put(record);
    await done(tx);
    this.indexes.set(catalogue.eshop_id, indexOf(record));
  }

  async catalogueSavedAt(eshopId: number): Promise<string | null> {
    return (await this.index(eshopId))?.savedAt ?? null;
  }

  async findScanned(eshopId: number, text: string): Promise<CatalogueHit<CachedProduct> | null> {
    return (await this.index(eshopId))?.index.find(text) ?? null;
  }

  async hasLocation(eshopId: number, name: string): Promise<string | null> {
    return (await this.index(eshopId))?.index.location(name) ?? null;
  }

  async putSubmit(submit: WaitingSubmit): Promise<void> {
    const db = await this.open();
    const tx = db.transaction(SUBMITS, 'readwrite');
    tx.objectStore(SUBMITS).put(submit);
    await done(tx);
  }

  async submits(eshopId: number): Promise<WaitingSubmit[]> {
    const db = await this.open();
    const all = await request(
      db.transaction(SUBMITS).objectStore(SUBMITS).index('eshopId').getAll(eshopId) as IDBRequest<WaitingSubmit[]>,
    );
    return all.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.key.localeCompare(b.key));
  }

  async removeSubmit(key: string): Promise<void> {
    const db = await this.open();
    const tx = db.transaction(SUBMITS, 'readwrite');
    tx.objectStore(SUBMITS).delete(key);
    await done(tx);
  }

  private async index(eshopId: number): Promise<IndexedCopy | null> {
    if (this.indexes.has(eshopId)) return this.indexes.get(eshopId)!;
    const db = await this.open();
    const record = await request(
      db.transaction(CATALOGUE).objectStore(CATALOGUE).get(eshopId) as IDBRequest<CatalogueRecord | undefined>,
    );
    const index = record ? indexOf(record) : null;
    this.indexes.set(eshopId, index);
    return index;
  }
}

function indexOf(record: CatalogueRecord): IndexedCopy {
  return { savedAt: record.savedAt, index: new CatalogueIndex(record) };
}
