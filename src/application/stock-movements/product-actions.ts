// The six /products/:actionType screens: what each one does with the scanned list.

export const PRODUCT_ACTION_TYPES = [
  'add',
  'remove',
  'no_sync_add',
  'no_sync_remove',
  'location_check',
  'location_change',
] as const;
export type ProductActionType = (typeof PRODUCT_ACTION_TYPES)[number];

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
    title: 'Naskladnění',
    kind: 'in',
    shoptetSync: true,
    locationLabel: 'Pozice naskladnění',
    submitLabel: 'Naskladnit',
  },
  remove: {
    type: 'remove',
    title: 'Vyskladnění',
    kind: 'out',
    shoptetSync: true,
    locationLabel: 'Pozice vyskladnění',
    submitLabel: 'Vyskladnit',
  },
  no_sync_add: {
    type: 'no_sync_add',
    title: 'Naskladnění vratek/pozic',
    kind: 'in',
    shoptetSync: false,
    locationLabel: 'Pozice naskladnění',
    submitLabel: 'Naskladnit',
  },
  no_sync_remove: {
    type: 'no_sync_remove',
    title: 'Vyskladnění vratek/pozic',
    kind: 'out',
    shoptetSync: false,
    locationLabel: 'Pozice vyskladnění',
    submitLabel: 'Vyskladnit',
  },
  location_check: {
    type: 'location_check',
    title: 'Ověření pozice',
    kind: 'check',
    shoptetSync: true,
    locationLabel: 'Ověřovaná pozice',
    submitLabel: 'Potvrdit stav pozice',
  },
  location_change: {
    type: 'location_change',
    title: 'Změna pozice',
    kind: 'move',
    shoptetSync: true,
    locationLabel: 'Z pozice',
    submitLabel: 'Přesunout',
  },
};

export function productActionSpec(type: string): ProductActionSpec | undefined {
  return (PRODUCT_ACTION_TYPES as readonly string[]).includes(type) ? SPECS[type as ProductActionType] : undefined;
}
