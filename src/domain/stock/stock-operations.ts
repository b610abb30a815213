import { Scope, type ScopeName } from '../permissions/scopes';
import { SourceLabel, type SourceLabelValue } from './source-labels';

/** The ledger's name of a change, as the movement log stores it. */
export type LedgerAction =
  | 'stock_in'
  | 'stock_in_ao'
  | 'stock_out'
  | 'stock_out_returns'
  | 'location_check'
  | 'location_change'
  | 'relocation'
  | 'revert'
  | 'orphan_removal'
  | 'set_removal'
  | 'batch_init';

export interface StockOperation {
  /** The scope that permits it (SPEC 2.2 for the six screens). */
  scope: ScopeName;
  /** Whether the e-shop's stock learns of it unless the request says otherwise. */
  shoptetSync: boolean;
  /** Its Czech name on the screen and in the movement log. */
  title: string;
  /** The source label it carries into the movement log unless the request names another (R-SCAN-09). */
  source: SourceLabelValue;
  /** How the ledger records it. */
  action: LedgerAction;
}

/**
 * Every way stock changes, once: the route table (/products/:actionType), the screens and the
 * server's policies all read it. The first six are the scanning screens of SPEC 2.2.
 */
export const STOCK_OPERATIONS = {
  add: {
    scope: Scope.stockIn,
    shoptetSync: true,
    title: 'Naskladnění',
    source: SourceLabel.warehouse,
    action: 'stock_in',
  },
  remove: {
    scope: Scope.stockOut,
    shoptetSync: true,
    title: 'Vyskladnění',
    source: SourceLabel.warehouse,
    action: 'stock_out',
  },
  no_sync_add: {
    scope: Scope.stockInReturns,
    shoptetSync: false,
    title: 'Naskladnění vratek/pozic',
    source: SourceLabel.warehouse,
    action: 'stock_in',
  },
  no_sync_remove: {
    scope: Scope.stockOutReturns,
    shoptetSync: false,
    title: 'Vyskladnění vratek/pozic',
    source: SourceLabel.warehouse,
    action: 'stock_out_returns',
  },
  location_check: {
    scope: Scope.locationCheck,
    shoptetSync: true,
    title: 'Ověření pozice',
    source: SourceLabel.warehouse,
    action: 'location_check',
  },
  location_change: {
    scope: Scope.locationChange,
    shoptetSync: true,
    title: 'Změna pozice',
    source: SourceLabel.warehouseMove,
    action: 'location_change',
  },
  add_from_list: {
    scope: Scope.stockInFromList,
    shoptetSync: true,
    title: 'Naskladnění ze seznamu',
    source: SourceLabel.warehouse,
    action: 'stock_in_ao',
  },
  relocation: {
    scope: Scope.locationChange,
    shoptetSync: true,
    title: 'Přesun',
    source: SourceLabel.warehouseMove,
    action: 'relocation',
  },
  orphan_removal: {
    scope: Scope.stockOut,
    shoptetSync: false,
    title: 'Odstranění smazaného produktu',
    source: SourceLabel.deletedProduct,
    action: 'orphan_removal',
  },
  set_removal: {
    scope: Scope.stockOut,
    shoptetSync: false,
    title: 'Odstranění sady',
    source: SourceLabel.deletedSet,
    action: 'set_removal',
  },
  // Untracked pieces become pieces of a batch: the product's count never changes, so never synchronised.
  batch_init: {
    scope: Scope.convertToBatch,
    shoptetSync: false,
    title: 'Inicializace šarží',
    source: SourceLabel.warehouse,
    action: 'batch_init',
  },
  revert: {
    scope: Scope.movementLog,
    shoptetSync: true,
    title: 'Zpětný záznam',
    source: SourceLabel.reverseRecord,
    action: 'revert',
  },
} as const satisfies Record<string, StockOperation>;

export type StockOperationName = keyof typeof STOCK_OPERATIONS;

/** The six /products/:actionType screens (SPEC 2.2); any other action type is denied. */
export const SCREEN_OPERATIONS = [
  'add',
  'remove',
  'no_sync_add',
  'no_sync_remove',
  'location_check',
  'location_change',
] as const satisfies readonly StockOperationName[];
export type ScreenOperation = (typeof SCREEN_OPERATIONS)[number];

export function isScreenOperation(value: string | undefined): value is ScreenOperation {
  return (SCREEN_OPERATIONS as readonly (string | undefined)[]).includes(value);
}

/** The operations a recorded change may have been: what undoing it asks of the user (R-LOG-02). */
export function operationsRecordedAs(action: string): StockOperationName[] {
  return (Object.keys(STOCK_OPERATIONS) as StockOperationName[]).filter((n) => STOCK_OPERATIONS[n].action === action);
}
