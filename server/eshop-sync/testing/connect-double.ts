import type { Database } from '../../db/client';
import { saveConnection } from '../connection-repository';
import { TokenCipher } from '../token-cipher';
import { addProduct, type DoubleShop, type ShoptetDouble } from './shoptet-double';

/**
 * Mirrors a Sklad e-shop's catalogue into a new shop of the double (each product's physical stock
 * equal to the warehouse's total, as after a first sync) and connects the e-shop to it.
 */
export async function connectToDouble(
  database: Database,
  double: ShoptetDouble,
  eshopId: number,
  options: { tokenSecret?: string; auth?: 'oauth' | 'private'; doubleShopId?: number } = {},
): Promise<DoubleShop> {
  const shop = double.addShop(options.doubleShopId ?? eshopId);
  const products = await database.query<{ code: string; ean: string | null; name: string; total: string | number }>(
    `SELECT p.code, p.ean, p.name, coalesce((SELECT sum(amount) FROM stock_balances b WHERE b.eshop_id = p.eshop_id AND b.code = p.code), 0) AS total
     FROM products p WHERE p.eshop_id = $1`,
    [eshopId],
  );
  for (const p of products) addProduct(shop, { code: p.code, ean: p.ean, name: p.name, realStock: Number(p.total) });
  const auth = options.auth ?? 'oauth';
  const token = auth === 'oauth' ? double.issueOAuthToken(shop) : double.issuePrivateToken(shop);
  await saveConnection(database.db, new TokenCipher(options.tokenSecret ?? 'test-secret'), eshopId, {
    baseUrl: double.url,
    authKind: auth,
    token,
    oauthUrl: auth === 'oauth' ? double.oauthUrl : null,
    stockId: shop.defaultStockId,
  });
  return shop;
}

/** The warehouse's total per product of an e-shop. */
export async function warehouseTotals(database: Database, eshopId: number): Promise<Map<string, number>> {
  const rows = await database.query<{ code: string; total: string | number }>(
    'SELECT code, sum(amount) AS total FROM stock_balances WHERE eshop_id = $1 GROUP BY code',
    [eshopId],
  );
  return new Map(rows.map((r) => [r.code, Number(r.total)]));
}

/** Waits (polling, no fixed sleep) until `done` holds or the time is up; returns whether it held. */
export async function eventually(done: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await done()) return true;
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
}
