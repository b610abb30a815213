import { isScreenOperation, STOCK_OPERATIONS, type ScreenOperation } from '../../domain/stock/stock-operations';

// The six /products/:actionType screens: what each one does with the scanned list; their scope,
// title and e-shop sync come from the one table of stock operations.

export type ProductActionType = ScreenOperation;

export interface ProductActionSpec {
  type: ProductActionType;
  title: string;
  /** in: pieces arrive; out: pieces leave; check: counted amounts are set; move: pieces go from one location to another. */
  kind: 'in' | 'out' | 'check' | 'move';
  /** Whether the e-shop's stock learns of it (the no_sync screens handle returns and positions only). */
  shoptetSync: boolean;
  locationLabel: string;
  submitLabel: string;
}

const SPECS: Record<ProductActionType, ProductActionSpec> = {
  add: {
    type: 'add',
    title: STOCK_OPERATIONS.add.title,
    kind: 'in',
    shoptetSync: STOCK_OPERATIONS.add.shoptetSync,
    locationLabel: 'Pozice naskladnění',
    submitLabel: 'Naskladnit',
  },
  remove: {
    type: 'remove',
    title: STOCK_OPERATIONS.remove.title,
    kind: 'out',
    shoptetSync: STOCK_OPERATIONS.remove.shoptetSync,
    locationLabel: 'Pozice vyskladnění',
    submitLabel: 'Vyskladnit',
  },
  no_sync_add: {
    type: 'no_sync_add',
    title: STOCK_OPERATIONS.no_sync_add.title,
    kind: 'in',
    shoptetSync: STOCK_OPERATIONS.no_sync_add.shoptetSync,
    locationLabel: 'Pozice naskladnění',
    submitLabel: 'Naskladnit',
  },
  no_sync_remove: {
    type: 'no_sync_remove',
    title: STOCK_OPERATIONS.no_sync_remove.title,
    kind: 'out',
    shoptetSync: STOCK_OPERATIONS.no_sync_remove.shoptetSync,
    locationLabel: 'Pozice vyskladnění',
    submitLabel: 'Vyskladnit',
  },
  location_check: {
    type: 'location_check',
    title: STOCK_OPERATIONS.location_check.title,
    kind: 'check',
    shoptetSync: STOCK_OPERATIONS.location_check.shoptetSync,
    locationLabel: 'Ověřovaná pozice',
    submitLabel: 'Potvrdit stav pozice',
  },
  location_change: {
    type: 'location_change',
    title: STOCK_OPERATIONS.location_change.title,
    kind: 'move',
    shoptetSync: STOCK_OPERATIONS.location_change.shoptetSync,
    locationLabel: 'Z pozice',
    submitLabel: 'Přesunout',
  },
};

export function productActionSpec(type: string): ProductActionSpec | undefined {
  return isScreenOperation(type) ? SPECS[type] : undefined;
}
