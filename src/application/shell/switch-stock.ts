import type { AuthApi } from '../ports/auth-api.port';
import type { TokenSession } from '../session/token-session';
import type { PageReload } from './browser-ports.port';

/**
 * SPEC 7 "Changing the stock": set_stock_eshop, keep the new tokens (dev-token mode; with cookies
 * only the expiry and hash change), then reload so every screen starts in the new e-shop.
 * Failures reach the caller untouched (HttpFailure with the server's detail).
 */
export async function switchStock(
  deps: { auth: AuthApi; session: TokenSession; page: PageReload },
  eshopId: number,
): Promise<void> {
  const tokens = await deps.auth.setStockEshop(eshopId);
  deps.session.save(tokens);
  deps.page.reload();
}
