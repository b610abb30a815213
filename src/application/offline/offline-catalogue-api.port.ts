import type { OfflineCatalogue } from './offline-store.port';

/** GET /offline/catalogue/: the e-shop's products, EANs and locations for the device's copy. */
export interface OfflineCatalogueApi {
  catalogue(): Promise<OfflineCatalogue>;
}
export const OfflineCatalogueApi = Symbol.for('OfflineCatalogueApi');
