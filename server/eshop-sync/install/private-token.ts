import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { Refused } from '../../failures';
import { NoTokenSecretError, saveConnection } from '../connection-repository';
import { privateTokenSource } from '../shoptet/access-tokens';
import { ShoptetHttp } from '../shoptet/shoptet-http';
import type { TokenCipher } from '../token-cipher';
import { linkShop, shopInfo } from './complete-install';

const TOKEN_REFUSED_CS = 'Shoptet tento privátní API token nepřijal. Zkontrolujte, že je zkopírovaný celý a platný.';

/**
 * A settings admin pasted a private API token (Shoptet premium): it is tried on the shop's info first,
 * then the shop is mapped to the admin's current Sklad e-shop (a second mapping refused) and the token
 * stored sealed. Not public API: the spec's sync_public_api_stock does not apply to it.
 */
export async function connectPrivateToken(
  deps: { db: Db; cipher: TokenCipher | undefined; apiUrl: string | undefined },
  eshopId: number,
  token: string,
): Promise<number> {
  if (!deps.cipher) throw new Refused(new NoTokenSecretError().message);
  const apiUrl = (deps.apiUrl || 'https://api.myshoptet.com').replace(/\/+$/, '');
  const http = new ShoptetHttp({ baseUrl: apiUrl, tokens: privateTokenSource(token), timeoutMs: 8000, maxRetries: 1 });
  const info = await shopInfo(http, TOKEN_REFUSED_CS);
  await inTransaction(deps.db, async (tx) => {
    await linkShop(tx, info, eshopId, false);
    await saveConnection(tx, deps.cipher, eshopId, {
      baseUrl: apiUrl,
      authKind: 'private',
      token,
      stockId: info.defaultStockId,
    });
  });
  return eshopId;
}
