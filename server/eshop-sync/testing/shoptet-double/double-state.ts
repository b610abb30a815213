import { randomUUID } from 'node:crypto';

/** One variant's level in one stock: amount = realStock (physically there), claim = reserved by orders. */
export interface StockLevel {
  amount: number;
  claim: number;
}

export interface DoubleVariant {
  code: string;
  ean: string | null;
  name: string | null;
}

export interface DoubleProduct {
  guid: string;
  name: string;
  type: 'product' | 'bazar' | 'service' | 'product-set';
  visibility: string;
  variants: DoubleVariant[];
  setItems: Array<{ guid: string; code: string; amount: number }>;
  images: string[];
  creationTime: Date;
  changeTime: Date;
}

export interface DoubleMovement {
  id: number;
  stockId: number;
  productCode: string;
  actualAmount: number;
  amountChange: number;
  changedBy: string | null;
  changeTime: Date;
}

/** One Shoptet e-shop as the double holds it. */
export interface DoubleShop {
  eshopId: number;
  domain: string;
  /** Our add-on's service id: our REST writes show as api.service-{serviceId}@{domain}. */
  serviceId: string;
  defaultStockId: number;
  stocks: Map<number, Map<string, StockLevel>>;
  products: Map<string, DoubleProduct>;
  /** Variant code → its product. */
  byCode: Map<string, DoubleProduct>;
  movements: DoubleMovement[];
  nextMovementId: number;
  /** OAuth tokens of the add-on installation (never expire) and pasted private tokens. */
  oauthTokens: Set<string>;
  privateTokens: Set<string>;
  /** Shoptet: false would refuse a stock change below zero; the sheet does not say, so it is a switch. */
  negativeStockAllowed: boolean;
}

export interface NewProduct {
  code: string;
  name?: string;
  ean?: string | null;
  type?: DoubleProduct['type'];
  /** Further variants of the same product (the first variant is `code`). */
  variants?: Array<{ code: string; ean?: string | null; name?: string | null }>;
  realStock?: number;
  claim?: number;
}

export function newShop(eshopId: number, defaultStockId = 1): DoubleShop {
  return {
    eshopId,
    domain: `${eshopId}.myshoptet.test`,
    serviceId: String(1000 + eshopId),
    defaultStockId,
    stocks: new Map([[defaultStockId, new Map()]]),
    products: new Map(),
    byCode: new Map(),
    movements: [],
    nextMovementId: 100,
    oauthTokens: new Set(),
    privateTokens: new Set(),
    negativeStockAllowed: true,
  };
}

export function addProduct(shop: DoubleShop, input: NewProduct, now = new Date()): DoubleProduct {
  const product: DoubleProduct = {
    guid: randomUUID(),
    name: input.name ?? input.code,
    type: input.type ?? 'product',
    visibility: 'visible',
    variants: [
      { code: input.code, ean: input.ean ?? null, name: null },
      ...(input.variants ?? []).map((v) => ({ code: v.code, ean: v.ean ?? null, name: v.name ?? null })),
    ],
    setItems: [],
    images: [],
    creationTime: now,
    changeTime: now,
  };
  shop.products.set(product.guid, product);
  for (const v of product.variants) {
    shop.byCode.set(v.code, product);
    if (product.type !== 'product-set')
      stockOf(shop, shop.defaultStockId).set(v.code, { amount: input.realStock ?? 0, claim: input.claim ?? 0 });
  }
  return product;
}

export function stockOf(shop: DoubleShop, stockId: number): Map<string, StockLevel> {
  let stock = shop.stocks.get(stockId);
  if (!stock) {
    stock = new Map();
    shop.stocks.set(stockId, stock);
  }
  return stock;
}

/** Changes a variant's physical stock and writes the movement, as every Shoptet stock change does. */
export function moveStock(
  shop: DoubleShop,
  stockId: number,
  code: string,
  change: number,
  changedBy: string | null,
  now = new Date(),
): DoubleMovement {
  const level = stockOf(shop, stockId).get(code) ?? { amount: 0, claim: 0 };
  level.amount = round3(level.amount + change);
  stockOf(shop, stockId).set(code, level);
  const movement: DoubleMovement = {
    id: shop.nextMovementId++,
    stockId,
    productCode: code,
    actualAmount: level.amount,
    amountChange: round3(change),
    changedBy,
    changeTime: now,
  };
  shop.movements.push(movement);
  return movement;
}

export const ownApiChangedBy = (shop: DoubleShop) => `api.service-${shop.serviceId}@${shop.domain}`;

const round3 = (n: number) => Math.round(n * 1000) / 1000;
