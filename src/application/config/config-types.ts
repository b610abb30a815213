import type { PackerWarehouseConfig } from '../../api/settings.schema';
import type { RolePermissions } from '../../domain/permissions/role-permissions';
import type { Addon, AppConfig, ClientInfo, EshopConfig, Stock } from '../../api/config-answers';

// The configuration answers are declared with their calls in src/api (config-answers.ts).
export type {
  ClientInfo,
  Addon,
  AppConfig,
  PrintSettings,
  EshopConfig,
  Stock,
  ClientListItem,
  EshopStatus,
  RoleWithPermissions,
  WarehouseWidgets,
  TokenResponse,
  OrgEshops,
} from '../../api/config-answers';

/** What the packer and the warehouse share, with the organisation's e-shops and their stock modes. */
export type PackerWarehouseConfigDto = typeof PackerWarehouseConfig.Type;

/** Everything the shell needs once signed in: loaded by /appLoading before any guarded route. */
export interface LoadedConfig {
  client: ClientInfo;
  app: AppConfig;
  role: RolePermissions;
  eshop: EshopConfig;
  stocks: Stock[];
  addons: Addon[];
}
