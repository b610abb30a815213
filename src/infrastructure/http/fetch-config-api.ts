import type {
  Addon,
  AppConfig,
  ClientListItem,
  EshopConfig,
  EshopStatus,
  OrgEshops,
  PackerWarehouseConfigDto,
  PrintSettings,
  RoleWithPermissions,
  Stock,
  WarehouseWidgets,
} from '../../application/config/config-types';
import type { ConfigApi } from '../../application/ports/config-api.port';
import type { HttpClient } from '../../application/ports/http-client.port';

/** Configuration calls of SPEC 7 over the transport. */
export class FetchConfigApi implements ConfigApi {
  constructor(private readonly http: HttpClient) {}

  appConfig(): Promise<AppConfig> {
    return this.http.request({ host: 'settings', method: 'GET', path: '/config/' });
  }
  addons(): Promise<Addon[]> {
    return this.http.request({
      host: 'settings',
      method: 'GET',
      path: '/addons/',
      query: { ignore_visibility: true, active_only: true },
    });
  }
  roles(): Promise<RoleWithPermissions[]> {
    return this.http.request({ host: 'settings', method: 'GET', path: '/user/roles/list/' });
  }
  eshop(): Promise<EshopConfig> {
    return this.http.request({ host: 'main', method: 'GET', path: '/eshop/' });
  }
  stocks(): Promise<Stock[]> {
    return this.http.request({ host: 'main', method: 'GET', path: '/list_stocks/' });
  }
  clients(): Promise<ClientListItem[]> {
    return this.http.request({ host: 'main', method: 'GET', path: '/clients/' });
  }
  status(): Promise<EshopStatus | null> {
    return this.http.request({ host: 'main', method: 'GET', path: '/status/' });
  }
  warehouseWidget(): Promise<WarehouseWidgets> {
    return this.http.request({ host: 'settings', method: 'GET', path: '/homepage/warehouse-widget' });
  }
  orgEshops(): Promise<OrgEshops[]> {
    return this.http.request({ host: 'settings', method: 'POST', path: '/superadmin/org_eshops_list/', body: {} });
  }
  packerAndWarehouseConfig(): Promise<PackerWarehouseConfigDto> {
    return this.http.request({ host: 'settings', method: 'GET', path: '/balic_a_sklad/config/' });
  }
  async updateCommonSettings(settings: Record<string, string | number | boolean | null>): Promise<void> {
    await this.http.request({ host: 'main', method: 'POST', path: '/update_common_settings/', body: settings });
  }
  async updatePrintSettings(settings: Partial<PrintSettings>): Promise<void> {
    await this.http.request({ host: 'main', method: 'POST', path: '/update_print_settings/', body: settings });
  }
  async updateMultieanDelimiters(delimiters: { delimiters: string[]; num: number }): Promise<void> {
    await this.http.request({
      host: 'main',
      method: 'POST',
      path: '/update_multiean_delimiters_settings/',
      body: delimiters,
    });
  }
}
