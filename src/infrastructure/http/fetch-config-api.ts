import {
  ListClients,
  ListStocks,
  ReadEshop,
  ReadSyncProgress,
  UpdateCommonSettings,
  UpdateMultieanDelimiters,
  UpdatePrintSettings,
} from '../../api/eshop.schema';
import {
  ListAddons,
  ListOrgEshops,
  ListRoles,
  ReadAppConfig,
  ReadPackerWarehouseConfig,
  ReadWarehouseWidget,
} from '../../api/settings.schema';
import type { PrintSettings } from '../../application/config/config-types';
import type { ConfigApi } from '../../application/ports/config-api.port';
import type { HttpClient } from '../../application/ports/http-client.port';
import { callEndpoint } from './call-endpoint';

/** Configuration calls of SPEC 7 over the transport, each made from its declaration. */
export class FetchConfigApi implements ConfigApi {
  constructor(private readonly http: HttpClient) {}

  appConfig: ConfigApi['appConfig'] = () => callEndpoint(this.http, ReadAppConfig);
  addons: ConfigApi['addons'] = () =>
    callEndpoint(this.http, ListAddons, { query: { ignore_visibility: 'true', active_only: 'true' } });
  roles: ConfigApi['roles'] = () => callEndpoint(this.http, ListRoles);
  eshop: ConfigApi['eshop'] = () => callEndpoint(this.http, ReadEshop);
  stocks: ConfigApi['stocks'] = () => callEndpoint(this.http, ListStocks);
  clients: ConfigApi['clients'] = () => callEndpoint(this.http, ListClients);
  status: ConfigApi['status'] = () => callEndpoint(this.http, ReadSyncProgress);
  warehouseWidget: ConfigApi['warehouseWidget'] = () => callEndpoint(this.http, ReadWarehouseWidget);
  orgEshops: ConfigApi['orgEshops'] = () => callEndpoint(this.http, ListOrgEshops, { body: {} });
  packerAndWarehouseConfig: ConfigApi['packerAndWarehouseConfig'] = () =>
    callEndpoint(this.http, ReadPackerWarehouseConfig);
  updateCommonSettings = async (settings: Record<string, string | number | boolean | null>): Promise<void> => {
    await callEndpoint(this.http, UpdateCommonSettings, { body: settings });
  };
  updatePrintSettings = async (settings: Partial<PrintSettings>): Promise<void> => {
    await callEndpoint(this.http, UpdatePrintSettings, { body: settings as never });
  };
  updateMultieanDelimiters = async (delimiters: { delimiters: string[]; num: number }): Promise<void> => {
    await callEndpoint(this.http, UpdateMultieanDelimiters, { body: delimiters });
  };
}
