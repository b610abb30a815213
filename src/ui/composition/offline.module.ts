import { ContainerModule, type ResolutionContext } from 'inversify';
import { OfflineCatalogueApi } from '../../application/offline/offline-catalogue-api.port';
import {
  OfflineStockMovements,
  OfflineScanLookup,
  type OfflineContext,
} from '../../application/offline/offline-stock-movements';
import { OfflineStore } from '../../application/offline/offline-store.port';
import { HttpClient } from '../../application/ports/http-client.port';
import { KeyValueStore } from '../../application/ports/key-value-store.port';
import { ScanLookup } from '../../application/scanning/scan-lookup.port';
import { ConnectivityMonitor } from '../../application/shell/browser-ports.port';
import { StockMovementsApi } from '../../application/stock-movements/stock-movements.port';
import { FetchOfflineCatalogueApi } from '../../infrastructure/http/fetch-offline-catalogue-api';
import { FetchStockMovementsApi } from '../../infrastructure/http/fetch-stock-movements-api';
import { IndexedDbOfflineStore } from '../../infrastructure/offline/indexed-db-offline-store';
import * as Stores from '../di/tokens';
import { OfflineSubmitsStore, OfflineSubmitsStoreToken } from '../global/offline-submits.store';

const LAST_ESHOP_KEY = 'offlineEshopId';

/**
 * Offline scanning: the device's copy in IndexedDB, and the scanning screens' stock calls made
 * offline-aware where they are resolved (an activation wraps them), so the screens stay as they are.
 */
export function offlineModule(win: Window): ContainerModule {
  return new ContainerModule(({ bind, onActivation }) => {
    bind<OfflineStore>(OfflineStore).toConstantValue(new IndexedDbOfflineStore(win.indexedDB));
    bind<OfflineCatalogueApi>(OfflineCatalogueApi)
      .toDynamicValue((ctx) => new FetchOfflineCatalogueApi(ctx.get<HttpClient>(HttpClient)))
      .inSingletonScope();
    // After a reload without a connection the configuration cannot load: the waiting submits are
    // then those of the e-shop this device last worked in.
    const eshopOf = (ctx: ResolutionContext) => {
      const config = ctx.get<Stores.AppConfigStore>(Stores.AppConfigStore);
      const kept = ctx.get<KeyValueStore>(KeyValueStore);
      return () => {
        const eshopId = config.config?.client.stock_eshop_id;
        if (eshopId !== undefined) {
          if (kept.get(LAST_ESHOP_KEY) !== String(eshopId)) kept.set(LAST_ESHOP_KEY, String(eshopId));
          return eshopId;
        }
        return Number(kept.get(LAST_ESHOP_KEY)) || null;
      };
    };
    bind<OfflineSubmitsStore>(OfflineSubmitsStoreToken)
      .toDynamicValue((ctx) => {
        const connectivity = ctx.get<ConnectivityMonitor>(ConnectivityMonitor);
        return new OfflineSubmitsStore({
          store: ctx.get<OfflineStore>(OfflineStore),
          catalogueApi: ctx.get<OfflineCatalogueApi>(OfflineCatalogueApi),
          // The replay talks to the server itself: an offline-aware call would only queue the submit again.
          api: new FetchStockMovementsApi(ctx.get<HttpClient>(HttpClient)),
          eshopId: eshopOf(ctx),
          online: () => connectivity.isOnline(),
          onOnlineChange: (listener) => void connectivity.onChange(listener),
          now: () => new Date(),
        });
      })
      .inSingletonScope();
    const offlineContext = (ctx: ResolutionContext): OfflineContext => {
      const submits = ctx.get<OfflineSubmitsStore>(OfflineSubmitsStoreToken);
      return {
        store: ctx.get<OfflineStore>(OfflineStore),
        eshopId: eshopOf(ctx),
        now: () => new Date(),
        resolvedOffline: (code) => submits.resolvedOffline(code),
        queued: () => void submits.refresh(),
      };
    };
    onActivation<StockMovementsApi>(
      StockMovementsApi,
      (ctx, api) => new OfflineStockMovements(api, offlineContext(ctx)),
    );
    onActivation<ScanLookup>(ScanLookup, (ctx, lookup) => new OfflineScanLookup(lookup, offlineContext(ctx)));
  });
}
