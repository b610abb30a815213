import type { HttpClient } from '../../application/ports/http-client.port';
import { FetchOfflineCatalogueApi } from '../../infrastructure/http/fetch-offline-catalogue-api';
import { FetchStockMovementsApi } from '../../infrastructure/http/fetch-stock-movements-api';
import { IndexedDbOfflineStore } from '../../infrastructure/offline/indexed-db-offline-store';
import { OfflineSubmitsStore, type OfflineSubmitsDeps } from '../global/offline-submits.store';

/** The heavier half of offline scanning, loaded after the first screen (offline.module.ts). */
export function createOfflineParts(
  win: Window,
  http: HttpClient,
  deps: Omit<OfflineSubmitsDeps, 'store' | 'catalogueApi' | 'api'>,
) {
  const store = new IndexedDbOfflineStore(win.indexedDB);
  const submits = new OfflineSubmitsStore({
    ...deps,
    store,
    catalogueApi: new FetchOfflineCatalogueApi(http),
    // The replay talks to the server itself: an offline-aware call would only queue the submit again.
    api: new FetchStockMovementsApi(http),
  });
  return { store, submits };
}
export type OfflineParts = ReturnType<typeof createOfflineParts>;
