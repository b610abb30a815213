import { Schema } from 'effect';
import { labelled } from './fields';

// Shapes of SPEC 3 as the sign-in and settings services return them: the answers of the configuration
// calls (their declarations in eshop.schema.ts, settings.schema.ts and auth.schema.ts name them). The
// app decodes them and the server's answers are checked against them in tests.

export const ClientInfo = Schema.Struct({
  client_id: Schema.Number,
  client_name: Schema.String,
  org_id: Schema.Number,
  org_name: Schema.String,
  org_note: Schema.NullOr(Schema.String),
  is_superadmin: Schema.Boolean,
  role_id: Schema.Number,
  stock_eshop_id: Schema.Number,
});
export type ClientInfo = typeof ClientInfo.Type;

const Service = Schema.Struct({
  module: Schema.String,
  name: Schema.String,
  title: Schema.String,
  url: Schema.String,
  icon: Schema.String,
});
export const Addon = Schema.Struct({ id: Schema.Number, name: Schema.String });
export type Addon = typeof Addon.Type;

export const AppConfig = Schema.Struct({
  org_name: Schema.String,
  is_superadmin: Schema.Boolean,
  available_services: Schema.Array(Service),
  active_services: Schema.Array(Schema.Struct({ module: Schema.String })),
  addons: Schema.Array(Addon),
  orgs: Schema.Array(Schema.Struct({ org_name: Schema.String })),
});
export type AppConfig = typeof AppConfig.Type;

// The shop's print settings: the domain's shape (SPEC 3, src/domain/printing), each field optional in
// a save's body and in what is stored.
const Printer = (title: string) => Schema.optionalKey(labelled(Schema.NullOr(Schema.String), title));
const Template = (title: string) => Schema.optionalKey(labelled(Schema.NullOr(Schema.Int), title));
const Switch = (title: string) => Schema.optionalKey(labelled(Schema.Boolean, title));

export const ManualPrint = Schema.Struct({
  printer: Printer('Tiskárna pro ruční tisk'),
  productPrinter: Printer('Tiskárna štítků produktů'),
  locationPrinter: Printer('Tiskárna štítků pozic'),
  productTemplate: Template('Šablona štítku produktu'),
  locationTemplate: Template('Šablona štítku pozice'),
});
export const AutomatedPrint = Schema.Struct({
  product: Switch('Automatický tisk štítků produktů'),
  productSingle: Switch('Jeden štítek na produkt'),
  productPrinter: Printer('Tiskárna štítků produktů'),
  productTemplate: Template('Šablona štítku produktu'),
  location: Switch('Automatický tisk štítků pozic'),
  locationTemplate: Template('Šablona štítku pozice'),
  locationPrinter: Printer('Tiskárna štítků pozic'),
});
const PrintSettings = Schema.Struct({ manual: ManualPrint, automated: AutomatedPrint });
export type { PrintSettings } from '../domain/printing/print-settings';

/** SPEC 3: a shop's locations are kept in order (basic) or anywhere (chaos). */
export const StockLocationsMode = Schema.Literals(['basic', 'chaos']);

/** What may be stored under a common setting's key. */
export const CommonSettingValue = Schema.Union([Schema.String, Schema.Number, Schema.Boolean, Schema.Null]);
const CommonSettings = Schema.Record(Schema.String, Schema.Unknown);
const MultieanDelimiters = Schema.Struct({ delimiters: Schema.Array(Schema.String), num: Schema.Number });

export const EshopConfig = Schema.Struct({
  id: Schema.Number,
  eshop_id: Schema.Number,
  eshop_name: Schema.String,
  is_public_api: Schema.Boolean,
  sync_public_api_stock: Schema.Boolean,
  /** Always sent; optional here because the app works it out from the two flags above (src/domain/eshop/stock-sync.ts). */
  stock_sync_forced_off: Schema.optionalKey(Schema.Boolean),
  stock_locations_mode: StockLocationsMode,
  multiean_delimiters: MultieanDelimiters,
  common_settings: CommonSettings,
  modules: Schema.Array(Schema.String),
  print_settings: PrintSettings,
  data: Schema.Struct({
    imageCuts: Schema.Array(Schema.Struct({ name: Schema.String, cdnPath: Schema.String })),
    contactInformation: Schema.Struct({ eshopName: Schema.String }),
  }),
});
export type EshopConfig = typeof EshopConfig.Type;

/** What a save of the shop's settings answers: the part it stored, as stored. */
export const SavedCommonSettings = Schema.Struct({ common_settings: CommonSettings });
export const SavedPrintSettings = Schema.Struct({ print_settings: PrintSettings });
export const SavedMultieanDelimiters = Schema.Struct({ multiean_delimiters: MultieanDelimiters });

export const Stock = Schema.Struct({ eshop_id: Schema.Number, eshop_name: Schema.String });
export type Stock = typeof Stock.Type;
export const ClientListItem = Schema.Struct({ client_id: Schema.Number, client_name: Schema.String });
export type ClientListItem = typeof ClientListItem.Type;
/** The first sync's progress (the call answers null when none runs). */
export const EshopStatus = Schema.Struct({
  stage: Schema.NullOr(Schema.String),
  last_update: Schema.NullOr(Schema.String),
  counter: Schema.NullOr(Schema.Number),
  sync: Schema.Boolean,
});
export type EshopStatus = typeof EshopStatus.Type;

/** SPEC 3 Role permissions (src/domain/permissions/role-permissions.ts), with the role's name. */
export const RoleWithPermissions = Schema.Struct({
  id: Schema.Number,
  name: Schema.optionalKey(Schema.String),
  allowed_scopes: Schema.NullOr(Schema.Array(Schema.String)),
  forbidden_scopes: Schema.NullOr(Schema.Array(Schema.String)),
  blacklist_urls: Schema.Array(Schema.String),
  settings_fe: Schema.Struct({ allowed_apps: Schema.Array(Schema.String) }),
});
export type RoleWithPermissions = typeof RoleWithPermissions.Type;

export const WarehouseWidgets = Schema.Struct({
  warehouse_widgets: Schema.Array(
    Schema.Struct({
      /** Always sent; optional here because the app names a shop by eshop_name only. */
      eshop_id: Schema.optionalKey(Schema.Number),
      eshop_name: Schema.String,
      warehouse_widget: Schema.Struct({
        relocation_products: Schema.Array(
          Schema.Struct({ code: Schema.optionalKey(Schema.String), product_count: Schema.Number }),
        ),
      }),
    }),
  ),
});
export type WarehouseWidgets = typeof WarehouseWidgets.Type;

/** Tokens in the answer only on the bearer transport (dev hosts); the cookie transport sets cookies. */
export const TokenResponse = Schema.Struct({
  access_token: Schema.optionalKey(Schema.String),
  refresh_token: Schema.optionalKey(Schema.String),
  access_token_expire: Schema.String,
  token_hash: Schema.String,
});
export type TokenResponse = typeof TokenResponse.Type;

/** POST {settings}/superadmin/org_eshops_list/: each organisation with its e-shops. */
export const OrgEshops = Schema.Struct({ org_id: Schema.Number, org_name: Schema.String, eshops: Schema.Array(Stock) });
export type OrgEshops = typeof OrgEshops.Type;
