import { Schema } from 'effect';
import {
  Addon,
  AppConfig,
  OrgEshops,
  RoleWithPermissions,
  Stock,
  StockLocationsMode,
  WarehouseWidgets,
} from './config-answers';
import { onHost, type ApiEndpoint } from './endpoint';
import { QueryFlag, labelled } from './fields';

// The settings service the platform shares between its apps (SPEC 7, settings host).

export const AddonsQuery = Schema.Struct({
  ignore_visibility: Schema.optionalKey(QueryFlag('Včetně skrytých doplňků')),
  active_only: Schema.optionalKey(QueryFlag('Jen aktivní doplňky')),
});

export const OrgEshopsBody = Schema.Struct({
  org_ids: Schema.optionalKey(labelled(Schema.Array(labelled(Schema.Int, 'Organizace')), 'Organizace')),
});

/** GET {settings}/balic_a_sklad/config/: what the packer and the warehouse share, and the organisation's e-shops. */
export const PackerWarehouseConfig = Schema.Struct({
  org_id: Schema.Number,
  apps: Schema.Array(Schema.String),
  shared: Schema.Record(Schema.String, Schema.Unknown),
  eshops: Schema.Array(Schema.Struct({ ...Stock.fields, mode: StockLocationsMode })),
});

const settings = onHost('settings');

export const ReadAppConfig = settings('GET', '/config/', 'Organizace, její služby a doplňky', {
  scopes: [],
  response: AppConfig,
});
export const ListAddons = settings('GET', '/addons/', 'Doplňky organizace', {
  query: AddonsQuery,
  scopes: [],
  /** Without active_only each add-on also says whether the organisation has it on. */
  response: Schema.Array(Schema.Struct({ ...Addon.fields, active: Schema.optionalKey(Schema.Boolean) })),
});
export const ReadPackerWarehouseConfig = settings('GET', '/balic_a_sklad/config/', 'Nastavení aplikací Balič a Sklad', {
  response: PackerWarehouseConfig,
  scopes: [],
});
export const ListRoles = settings('GET', '/user/roles/list/', 'Role organizace', {
  scopes: [],
  response: Schema.Array(RoleWithPermissions),
});
export const ListOrgEshops = settings('POST', '/superadmin/org_eshops_list/', 'E-shopy organizací (jen superadmin)', {
  body: OrgEshopsBody,
  response: Schema.Array(OrgEshops),
  scopes: [],
});
export const ReadWarehouseWidget = settings(
  'GET',
  '/homepage/warehouse-widget',
  'Produkty čekající na přesun, po e-shopech',
  { scopes: [], response: WarehouseWidgets },
);

export const settingsEndpoints: readonly ApiEndpoint[] = [
  ReadAppConfig,
  ListAddons,
  ReadPackerWarehouseConfig,
  ListRoles,
  ListOrgEshops,
  ReadWarehouseWidget,
];
