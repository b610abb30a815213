import { accessTokenModule } from './access-token-module';
import { ShoptetDouble, type DoubleOptions } from './double-server';
import { stockModule } from './stock-module';

export { ShoptetDouble } from './double-server';
export type { DoubleOptions } from './double-server';
export { addProduct } from './double-state';
export type { DoubleShop } from './double-state';

/**
 * Starts the Shoptet double with its core modules (access tokens, stocks); pass further modules
 * (OAuth code exchange, snapshots, webhooks…) in `modules`.
 */
export async function startShoptetDouble(
  options: DoubleOptions = {},
  modules: ReadonlyArray<(double: ShoptetDouble) => void> = [],
): Promise<ShoptetDouble> {
  const double = new ShoptetDouble(options).use(accessTokenModule).use(stockModule);
  for (const module of modules) double.use(module);
  await double.start();
  return double;
}
