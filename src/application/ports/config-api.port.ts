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
} from '../config/config-types';

/** Configuration calls of SPEC 7's first table (main and settings hosts). */
export interface ConfigApi {
  appConfig(): Promise<AppConfig>;
  addons(): Promise<Addon[]>;
  roles(): Promise<RoleWithPermissions[]>;
  eshop(): Promise<EshopConfig>;
  stocks(): Promise<Stock[]>;
  clients(): Promise<ClientListItem[]>;
  /** Truthy while the first e-shop synchronisation runs. */
  status(): Promise<EshopStatus | null>;
  warehouseWidget(): Promise<WarehouseWidgets>;
  orgEshops(): Promise<OrgEshops[]>;
  packerAndWarehouseConfig(): Promise<PackerWarehouseConfigDto>;
  updateCommonSettings(settings: Record<string, string | number | boolean | null>): Promise<void>;
  updatePrintSettings(settings: Partial<PrintSettings>): Promise<void>;
  updateMultieanDelimiters(delimiters: { delimiters: string[]; num: number }): Promise<void>;
}
export const ConfigApi = Symbol.for('ConfigApi');
