// The permission strings of SPEC 2.1–2.3, as the settings service hands them out per role.
export const Scope = {
  movementLog: 'sklad.log_pohybu',
  exportImport: 'sklad.export_import',
  stockOverview: 'sklad.nahled_na_sklad',
  reorganisation: 'sklad.reorganizace_skladu',
  stockInFromList: 'sklad.naskladneni_ao',
  stockIn: 'sklad.naskladneni',
  stockOut: 'sklad.vyskladneni',
  stockInReturns: 'sklad.naskladneni_vratek',
  stockOutReturns: 'sklad.vyskladneni_vratek',
  locationCheck: 'sklad.overeni_pozice',
  locationChange: 'sklad.zmena_pozic',
  relocationRules: 'sklad.pravidla_pro_presun',
  stocktaking: 'sklad.inventura',
  documents: 'sklad.documents',
  receipts: 'sklad.prijemky',
  issues: 'sklad.vydejky',
  multiEan: 'sklad.multiean_krabice',
  batches: 'sklad.sarze',
  convertToBatch: 'sklad.convert_to_batch',
  printing: 'sklad.tisk_stitku',
  settings: 'sklad.nastaveni',
  discrepancies: 'sklad.nesrovnalosti',
} as const;

export type ScopeName = (typeof Scope)[keyof typeof Scope];

export const ALL_SCOPES: readonly ScopeName[] = Object.values(Scope);

/** The name under which this app appears in a role's allowed_apps. */
export const WAREHOUSE_APP = 'sklad';

/** Add-on that gates batches (SPEC 9). */
export const BATCH_ADDON_ID = 6;

/** The e-shop module that gates stocking in from a shopping list. */
export const AUTO_ORDER_MODULE = 'auto_order';
