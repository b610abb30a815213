import type { CatalogueHit } from '../../../domain/multiean/catalogue-scan';
import { CatalogueIndex } from '../catalogue-index';
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
  async findScanned(eshopId: number, text: string): Promise<CatalogueHit<CachedProduct> | null> {
    return this.index(eshopId)?.find(text) ?? null;
  }
  async hasLocation(eshopId: number, name: string): Promise<string | null> {
    return this.index(eshopId)?.location(name) ?? null;
  }
  private index(eshopId: number): CatalogueIndex | null {
    const kept = this.catalogues.get(eshopId);
    return kept ? new CatalogueIndex(kept.catalogue) : null;
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
