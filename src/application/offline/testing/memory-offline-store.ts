import type { CachedProduct, OfflineCatalogue, OfflineStore, WaitingSubmit } from '../offline-store.port';

/** The device's offline copy in memory, for tests of the use cases and view-models. */
export class MemoryOfflineStore implements OfflineStore {
  readonly catalogues = new Map<number, { catalogue: OfflineCatalogue; savedAt: string }>();
  readonly waiting = new Map<string, WaitingSubmit>();

  async replaceCatalogue(catalogue: OfflineCatalogue, savedAt: string): Promise<void> {
    this.catalogues.set(catalogue.eshop_id, { catalogue, savedAt });
  }
  async catalogueSavedAt(eshopId: number): Promise<string | null> {
    return this.catalogues.get(eshopId)?.savedAt ?? null;
  }
  async findProduct(eshopId: number, code: string): Promise<CachedProduct | null> {
    const products = this.catalogues.get(eshopId)?.catalogue.products ?? [];
    return products.find((p) => p.code.toLowerCase() === code.toLowerCase() || p.ean === code) ?? null;
  }
  async hasLocation(eshopId: number, name: string): Promise<string | null> {
    const names = this.catalogues.get(eshopId)?.catalogue.locations ?? [];
    return names.find((l) => l.toLowerCase() === name.toLowerCase()) ?? null;
  }
  async putSubmit(submit: WaitingSubmit): Promise<void> {
    this.waiting.set(submit.key, submit);
  }
  async submits(eshopId: number): Promise<WaitingSubmit[]> {
    return [...this.waiting.values()]
      .filter((s) => s.eshopId === eshopId)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }
  async removeSubmit(key: string): Promise<void> {
    this.waiting.delete(key);
  }
}
