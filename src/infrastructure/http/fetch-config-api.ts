import type { PrintSettings } from '../../application/config/config-types';
import type { ConfigApi } from '../../application/ports/config-api.port';
import type { HttpClient } from '../../application/ports/http-client.port';
import { callEndpoint } from './call-endpoint';

// The declarations carry their wire schemas (effect), which the sign-in form does not need to be drawn:
// they load with the first call, so the entry chunk stays small (bench/bundle/RESULTS.md).
const eshop = () => import('../../api/eshop.schema');
const settings = () => import('../../api/settings.schema');

/** Configuration calls of SPEC 7 over the transport, each made from its declaration. */
export class FetchConfigApi implements ConfigApi {
  constructor(private readonly http: HttpClient) {}

  appConfig: ConfigApi['appConfig'] = async () => callEndpoint(this.http, (await settings()).ReadAppConfig);
  addons: ConfigApi['addons'] = async () =>
    callEndpoint(this.http, (await settings()).ListAddons, {
      query: { ignore_visibility: 'true', active_only: 'true' },
    });
  roles: ConfigApi['roles'] = async () => callEndpoint(this.http, (await settings()).ListRoles);
  eshop: ConfigApi['eshop'] = async () => callEndpoint(this.http, (await eshop()).ReadEshop);
  stocks: ConfigApi['stocks'] = async () => callEndpoint(this.http, (await eshop()).ListStocks);
  clients: ConfigApi['clients'] = async () => callEndpoint(this.http, (await eshop()).ListClients);
  status: ConfigApi['status'] = async () => callEndpoint(this.http, (await eshop()).ReadSyncProgress);
  warehouseWidget: ConfigApi['warehouseWidget'] = async () =>
    callEndpoint(this.http, (await settings()).ReadWarehouseWidget);
  orgEshops: ConfigApi['orgEshops'] = async () =>
    callEndpoint(this.http, (await settings()).ListOrgEshops, { body: {} });
  packerAndWarehouseConfig: ConfigApi['packerAndWarehouseConfig'] = async () =>
    callEndpoint(this.http, (await settings()).ReadPackerWarehouseConfig);
  updateCommonSettings = async (settings: Record<string, string | number | boolean | null>): Promise<void> => {
    await callEndpoint(this.http, (await eshop()).UpdateCommonSettings, { body: settings });
  };
  updatePrintSettings = async (settings: Partial<PrintSettings>): Promise<void> => {
    await callEndpoint(this.http, (await eshop()).UpdatePrintSettings, { body: settings as never });
  };
  updateMultieanDelimiters = async (delimiters: { delimiters: string[]; num: number }): Promise<void> => {
    await callEndpoint(this.http, (await eshop()).UpdateMultieanDelimiters, { body: delimiters });
  };
}
