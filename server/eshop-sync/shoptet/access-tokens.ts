import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { rowsOf as rows } from '../../db/sql-rows';
import { readConnection, storeAccessToken, type EshopConnection } from '../connection-repository';
import { EshopCallError } from '../eshop-connector.port';
import type { TokenCipher } from '../token-cipher';

/** The header and value an API call authenticates with. */
export interface ApiToken {
  header: 'Shoptet-Access-Token' | 'Shoptet-Private-Api-Token';
  value: string;
}

export interface AccessTokenSource {
  current(): Promise<ApiToken>;
  /** The e-shop refused the current token as expired: the next call gets a fresh one. */
  invalidate(): Promise<void>;
}

/** A pasted private API token (premium): it never expires; the e-shop refusing it means it was revoked. */
export function privateTokenSource(token: string): AccessTokenSource {
  return {
    current: async () => ({ header: 'Shoptet-Private-Api-Token', value: token }),
    invalidate: async () => {
      throw new EshopCallError('auth', 'Shoptet refused the private API token', { outcome: 'not-applied' });
    },
  };
}

export interface OAuthTokenOptions {
  /** Renewed this long before it expires, so no call starts with a token about to lapse (lifetime 30 min). */
  renewBeforeMs?: number;
  timeoutMs?: number;
  now?: () => Date;
}

/**
 * API access tokens of an add-on (SHOPTET.md §2): `GET <oauth_url>` with `Authorization: Bearer <OAuth
 * token>` answers `{access_token, expires_in: 1800}`. At most 5 may be valid at once per OAuth token,
 * so the token is shared by every node through the database (sealed) and a new one is asked for only
 * under the connection row's lock, when the stored one is about to expire: at most two are ever valid.
 * Token values are never logged nor put in an error.
 */
export function oauthTokenSource(
  db: Db,
  cipher: TokenCipher,
  eshopId: number,
  options: OAuthTokenOptions = {},
): AccessTokenSource {
  const renewBefore = options.renewBeforeMs ?? 5 * 60_000;
  const now = options.now ?? (() => new Date());
  let cached: { value: string; expiresAt: number } | undefined;
  let renewing: Promise<string> | undefined;

  const fresh = (expiresAt: Date | null) => expiresAt !== null && expiresAt.getTime() - renewBefore > now().getTime();

  /** `refused`: the token the e-shop just refused; a stored one that differs (another node's) is used. */
  const renew = (refused?: string) =>
    inTransaction(db, async (tx) => {
      // The row lock makes the nodes take turns: the second finds the first one's new token.
      await rows(tx, sql`SELECT 1 FROM eshop_connections WHERE eshop_id = ${eshopId} FOR UPDATE`);
      const connection = await readConnection(tx, eshopId);
      if (!connection) throw new EshopCallError('auth', 'The e-shop has no connection', { outcome: 'not-applied' });
      if (connection.accessCiphertext && fresh(connection.accessExpiresAt)) {
        const value = cipher.decrypt(connection.accessCiphertext);
        if (value !== refused) {
          cached = { value, expiresAt: connection.accessExpiresAt!.getTime() };
          return value;
        }
      }
      const { value, expiresAt } = await requestAccessToken(connection, cipher, now(), options.timeoutMs ?? 10_000);
      await storeAccessToken(tx, eshopId, cipher.encrypt(value), expiresAt);
      cached = { value, expiresAt: expiresAt.getTime() };
      return value;
    });

  let refused: string | undefined;
  const single = () => {
    renewing ??= renew(refused).finally(() => (renewing = undefined));
    return renewing;
  };

  return {
    async current() {
      if (cached && cached.expiresAt - renewBefore > now().getTime())
        return { header: 'Shoptet-Access-Token', value: cached.value };
      const value = await single();
      refused = undefined;
      return { header: 'Shoptet-Access-Token', value };
    },
    async invalidate() {
      refused = cached?.value;
      cached = undefined;
    },
  };
}

async function requestAccessToken(
  connection: EshopConnection,
  cipher: TokenCipher,
  now: Date,
  timeoutMs: number,
): Promise<{ value: string; expiresAt: Date }> {
  if (!connection.oauthUrl)
    throw new EshopCallError('auth', 'The connection has no OAuth server URL', { outcome: 'not-applied' });
  let response: Response;
  try {
    response = await fetch(connection.oauthUrl, {
      headers: { Authorization: `Bearer ${cipher.decrypt(connection.tokenCiphertext)}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw new EshopCallError('unavailable', 'Shoptet OAuth server unreachable', { outcome: 'not-applied' });
  }
  const body = (await response.json().catch(() => ({}))) as {
    access_token?: string;
    expires_in?: number;
    error?: string;
  };
  if (body.error === 'maximum_tokens_reached')
    // Five tokens are valid already (another installation of ours?): the oldest lapses within 30 min.
    throw new EshopCallError('rate-limited', 'Shoptet: maximum_tokens_reached', {
      status: response.status,
      outcome: 'not-applied',
      retryAfterMs: 60_000,
    });
  if (response.status === 401 || response.status === 403)
    throw new EshopCallError('auth', `Shoptet OAuth server answered ${response.status}`, {
      status: response.status,
      outcome: 'not-applied',
    });
  if (!response.ok || typeof body.access_token !== 'string' || !body.access_token)
    throw new EshopCallError('unavailable', `Shoptet OAuth server answered ${response.status}`, {
      status: response.status,
      outcome: 'not-applied',
    });
  const lifetimeS = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 1800;
  return { value: body.access_token, expiresAt: new Date(now.getTime() + lifetimeS * 1000) };
}
