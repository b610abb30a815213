import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Forbidden } from '../../failures';
import { rowsOf as rows } from '../../db/sql-rows';
import type { TokenCipher } from '../token-cipher';

/** How long "Připojit Shoptet" waits for Shoptet's callback. */
export const STATE_TTL_MS = 15 * 60 * 1000;

export const BAD_STATE_CS =
  'Odkaz pro propojení se Shoptetem je neplatný, vypršel nebo už byl použit. Začněte znovu tlačítkem „Připojit Shoptet“ v nastavení.';

interface StateClaims {
  n: string;
  c: number;
  e: number;
  x: number;
}

/**
 * The `state` of "Připojit Shoptet": the nonce, client, e-shop and expiry sealed with AES-GCM under the
 * key from TOKEN_SECRET (so it cannot be forged or altered), and the nonce's row, which the callback
 * consumes once (so it cannot be replayed).
 */
export async function createInstallState(
  db: Db,
  cipher: TokenCipher,
  clientId: number,
  eshopId: number,
  now: Date,
): Promise<string> {
  const claims: StateClaims = {
    n: randomBytes(24).toString('base64url'),
    c: clientId,
    e: eshopId,
    x: now.getTime() + STATE_TTL_MS,
  };
  await db.execute(
    sql`INSERT INTO shoptet_install_states (nonce, client_id, eshop_id, expires_at)
        VALUES (${claims.n}, ${clientId}, ${eshopId}, ${new Date(claims.x).toISOString()})`,
  );
  return cipher.encrypt(JSON.stringify(claims));
}

/** The client and e-shop a genuine, unexpired, unused state was made for; Forbidden otherwise. Marks it used. */
export async function consumeInstallState(
  db: Db,
  cipher: TokenCipher,
  state: string,
  now: Date,
): Promise<{ clientId: number; eshopId: number }> {
  let claims: StateClaims;
  try {
    claims = JSON.parse(cipher.decrypt(state)) as StateClaims;
  } catch {
    throw new Forbidden(BAD_STATE_CS);
  }
  if (typeof claims.n !== 'string' || claims.x <= now.getTime()) throw new Forbidden(BAD_STATE_CS);
  const used = await rows<{ client_id: number; eshop_id: number }>(
    db,
    sql`UPDATE shoptet_install_states SET used_at = ${now.toISOString()}
        WHERE nonce = ${claims.n} AND used_at IS NULL AND expires_at > ${now.toISOString()}
          AND client_id = ${claims.c} AND eshop_id = ${claims.e}
        RETURNING client_id, eshop_id`,
  );
  if (!used.length) throw new Forbidden(BAD_STATE_CS);
  return { clientId: used[0].client_id, eshopId: used[0].eshop_id };
}
