import { ConnectPrivateToken, ConnectShoptet } from '../../api/eshop-install.schema';
import {
  ReadStockComparison,
  ReadSyncStatus,
  RetrySync,
  SetEshopToWarehouse,
  UpdateSyncSettings,
} from '../../api/eshop-sync.schema';
import type { EshopSyncApi } from '../../application/eshop-sync/eshop-sync-api.port';
import type { HttpClient } from '../../application/ports/http-client.port';
import { callEndpoint } from './call-endpoint';

/** The settings panel's e-shop connection calls (src/api/eshop-sync.schema.ts, eshop-install.schema.ts). */
export class FetchEshopSyncApi implements EshopSyncApi {
  constructor(private readonly http: HttpClient) {}

  status: EshopSyncApi['status'] = () => callEndpoint(this.http, ReadSyncStatus);
  retry: EshopSyncApi['retry'] = () => callEndpoint(this.http, RetrySync);
  setSyncEnabled: EshopSyncApi['setSyncEnabled'] = (enabled) =>
    callEndpoint(this.http, UpdateSyncSettings, { body: { sync_enabled: enabled } });
  connect: EshopSyncApi['connect'] = () => callEndpoint(this.http, ConnectShoptet);
  pastePrivateToken: EshopSyncApi['pastePrivateToken'] = async (token) => {
    await callEndpoint(this.http, ConnectPrivateToken, { body: { token } });
  };
  comparison: EshopSyncApi['comparison'] = () => callEndpoint(this.http, ReadStockComparison);
  setToWarehouse: EshopSyncApi['setToWarehouse'] = (codes) =>
    callEndpoint(this.http, SetEshopToWarehouse, { body: { codes } });
}
