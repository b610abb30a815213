import { ContainerModule, type ResolutionContext } from 'inversify';
import {
  OfflineScanLookup,
  OfflineStockMovements,
  type OfflineContext,
} from '../../application/offline/offline-stock-movements';
import type { OfflineStore } from '../../application/offline/offline-store.port';
import { HttpClient } from '../../application/ports/http-client.port';
import { KeyValueStore } from '../../application/ports/key-value-store.port';
import { ScanLookup } from '../../application/scanning/scan-lookup.port';
import { ConnectivityMonitor } from '../../application/shell/browser-ports.port';
import { StockMovementsApi } from '../../application/stock-movements/stock-movements.port';
import * as Stores from '../di/tokens';
import { OfflineSubmitsLoader } from '../global/offline-submits-loader';
import type { OfflineParts } from './offline-parts';

const LAST_ESHOP_KEY = 'offlineEshopId';

/**
 * Offline scanning: the device's copy in IndexedDB, and the scanning screens' stock calls made
 * offline-aware where they are resolved (an activation wraps them), so the screens stay as they are.
 * The store and the replay load after the first screen; they start once the configuration has
 * loaded (or from the last e-shop after a reload without a connection) to replay waiting submits.
 */
export function offlineModule(win: Window): ContainerModule {
  return new ContainerModule(({ bind, onActivation }) => {
    let parts: Promise<OfflineParts> | undefined;
    const partsOf = (ctx: ResolutionContext) => {
      if (parts) return parts;
      const connectivity = ctx.get<ConnectivityMonitor>(ConnectivityMonitor);
      const http = ctx.get<HttpClient>(HttpClient);
      const eshopId = eshopOf(ctx);
      parts = import('./offline-parts').then((m) =>
        m.createOfflineParts(win, http, {
          eshopId,
          online: () => connectivity.isOnline(),
          onOnlineChange: (listener) => void connectivity.onChange(listener),
          now: () => new Date(),
        }),
      );
      return parts;
    };
    bind<OfflineSubmitsLoader>(OfflineSubmitsLoader)
      .toDynamicValue((ctx) => {
        // Waiting submits are replayed from the app's start, not only once a scanning screen opens.
        void partsOf(ctx);
        return () => partsOf(ctx).then((p) => p.submits);
      })
      .inSingletonScope();

    const offlineContext = (ctx: ResolutionContext): OfflineContext => {
      const loaded = partsOf(ctx);
      const store: OfflineStore = {
        replaceCatalogue: async (...a) => (await loaded).store.replaceCatalogue(...a),
        catalogueSavedAt: async (...a) => (await loaded).store.catalogueSavedAt(...a),
        findScanned: async (...a) => (await loaded).store.findScanned(...a),
        hasLocation: async (...a) => (await loaded).store.hasLocation(...a),
        putSubmit: async (...a) => (await loaded).store.putSubmit(...a),
        submits: async (...a) => (await loaded).store.submits(...a),
        removeSubmit: async (...a) => (await loaded).store.removeSubmit(...a),
      };
      return {
        store,
        eshopId: eshopOf(ctx),
        now: () => new Date(),
        copyArriving: () => loaded.then((p) => p.submits.copyArriving()),
        resolvedOffline: (code) => void loaded.then((p) => p.submits.resolvedOffline(code)),
        queued: () => void loaded.then((p) => p.submits.refresh()),
      };
    };
    onActivation<StockMovementsApi>(
      StockMovementsApi,
      (ctx, api) => new OfflineStockMovements(api, offlineContext(ctx)),
    );
    onActivation<ScanLookup>(ScanLookup, (ctx, lookup) => new OfflineScanLookup(lookup, offlineContext(ctx)));
  });
}

/**
 * After a reload without a connection the configuration cannot load: the waiting submits are then
 * those of the e-shop this device last worked in.
 */
function eshopOf(ctx: ResolutionContext): () => number | null {
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
}
