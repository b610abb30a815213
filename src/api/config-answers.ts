import type { RolePermissions } from '../domain/permissions/role-permissions';

// Shapes of SPEC 3 as the sign-in and settings services return them: the answers of the configuration
// calls (their declarations in eshop.schema.ts, settings.schema.ts and auth.schema.ts name them).

export interface ClientInfo {
  client_id: number;
  client_name: string;
  org_id: number;
  org_name: string;
  org_note: string | null;
  is_superadmin: boolean;
  role_id: number;
  stock_eshop_id: number;
}

export interface Service {
  module: string;
  name: string;
  title: string;
  url: string;
  icon: string;
}
export interface Addon {
  id: number;
  name: string;
}

export interface AppConfig {
  org_name: string;
  is_superadmin: boolean;
  available_services: Service[];
  active_services: Array<{ module: string }>;
  addons: Addon[];
  orgs: Array<{ org_name: string }>;
}

// The shop's print settings are the domain's shape (SPEC 3), resolved by src/domain/printing.
import type { PrintSettings } from '../domain/printing/print-settings';
export type { PrintSettings } from '../domain/printing/print-settings';

export type StockLocationsMode = 'basic' | 'chaos';

export interface EshopConfig {
  id: number;
  eshop_id: number;
  eshop_name: string;
  is_public_api: boolean;
  sync_public_api_stock: boolean;
  stock_locations_mode: StockLocationsMode;
  multiean_delimiters: { delimiters: string[]; num: number };
  common_settings: Record<string, unknown>;
  modules: string[];
  print_settings: PrintSettings;
  data: { imageCuts: Array<{ name: string; cdnPath: string }>; contactInformation: { eshopName: string } };
}

export interface Stock {
  eshop_id: number;
  eshop_name: string;
}
export interface ClientListItem {
  client_id: number;
  client_name: string;
}
export interface EshopStatus {
  stage: string | null;
  last_update: string | null;
  counter: number | null;
  sync: boolean;
}
export type RoleWithPermissions = RolePermissions & { name?: string };

export interface WarehouseWidgets {
  warehouse_widgets: Array<{
    eshop_name: string;
    warehouse_widget: { relocation_products: Array<{ code?: string; product_count: number }> };
  }>;
}

export interface TokenResponse {
  access_token?: string;
  refresh_token?: string;
  access_token_expire: string;
  token_hash: string;
}

export interface OrgEshops {
  org_id: number;
  org_name: string;
  eshops: Stock[];
}
