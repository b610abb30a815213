import { describeFailure, isApiFailure } from '../errors';
import type { AuthApi } from '../ports/auth-api.port';
import type { TokenSession } from '../session/token-session';
import type { PageReload } from './browser-ports.port';

/**
 * SPEC 7 "Changing the stock": set_stock_eshop, keep the new tokens (dev-token mode; with cookies
 * only the expiry and hash change), then reload so every screen starts in the new e-shop.
 * R-UI-12: a refusal answers the server's detail (else the transport's Czech text); null once the page reloads.
 */
export async function switchStock(
  deps: { auth: AuthApi; session: TokenSession; page: PageReload },
  eshopId: number,
): Promise<string | null> {
  try {
    const tokens = await deps.auth.setStockEshop(eshopId);
    deps.session.save(tokens);
    deps.page.reload();
    return null;
  } catch (e) {
    return isApiFailure(e) && e._tag === 'HttpFailure' && e.detail ? e.detail : describeFailure(e);
  }
}
