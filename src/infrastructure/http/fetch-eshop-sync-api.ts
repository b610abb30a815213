import type { EshopSyncApi } from '../../application/eshop-sync/eshop-sync-api.port';
import type { HttpClient } from '../../application/ports/http-client.port';

/** The settings panel's e-shop connection calls (src/api/eshop-sync.schema.ts, eshop-install.schema.ts). */
export class FetchEshopSyncApi implements EshopSyncApi {
  constructor(private readonly http: HttpClient) {}

  status: EshopSyncApi['status'] = () =>
    this.http.request({ host: 'main', method: 'GET', path: '/eshop_sync/status/' });
  retry: EshopSyncApi['retry'] = () => this.http.request({ host: 'main', method: 'POST', path: '/eshop_sync/retry/' });
  setSyncEnabled: EshopSyncApi['setSyncEnabled'] = (enabled) =>
    this.http.request({ host: 'main', method: 'POST', path: '/eshop_sync/settings/', body: { sync_enabled: enabled } });
  connect: EshopSyncApi['connect'] = () =>
    this.http.request({ host: 'main', method: 'POST', path: '/eshop_sync/connect/' });
  pastePrivateToken: EshopSyncApi['pastePrivateToken'] = async (token) => {
    await this.http.request({ host: 'main', method: 'POST', path: '/eshop_sync/private_token/', body: { token } });
  };
  comparison: EshopSyncApi['comparison'] = () =>
    this.http.request({ host: 'main', method: 'GET', path: '/eshop_sync/comparison/' });
  setToWarehouse: EshopSyncApi['setToWarehouse'] = (codes) =>
    this.http.request({ host: 'main', method: 'POST', path: '/eshop_sync/comparison/apply/', body: { codes } });
}
