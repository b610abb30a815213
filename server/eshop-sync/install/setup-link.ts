import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { sha256 } from '../../auth/tokens';
import { hashPassword } from '../../auth/passwords';
import { BadInput } from '../../failures';
import { rowsOf as rows } from '../../db/sql-rows';

/** A week to set the password; then an admin of the organisation (or support) makes a new link. */
export const SETUP_LINK_TTL_MS = 7 * 24 * 3600 * 1000;

export const BAD_LINK_CS = 'Odkaz pro nastavení hesla je neplatný, vypršel nebo už byl použit.';

/** The app's page that sets the first password; only the token's hash is stored. */
export async function createSetupLink(tx: Tx, clientId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.execute(
    sql`INSERT INTO shoptet_setup_links (token_hash, client_id, expires_at)
        VALUES (${sha256(token)}, ${clientId}, ${new Date(now.getTime() + SETUP_LINK_TTL_MS).toISOString()})`,
  );
  return `/nastavit-heslo?t=${token}`;
}

/** Sets the password of the link's client, once, before the link expires; answers the sign-in name. */
export async function useSetupLink(db: Db, token: string, password: string, now: Date): Promise<{ username: string }> {
  const hash = await hashPassword(password);
  const [row] = await rows<{ username: string }>(
    db,
    sql`WITH link AS (
          UPDATE shoptet_setup_links SET used_at = ${now.toISOString()}
          WHERE token_hash = ${sha256(token)} AND used_at IS NULL AND expires_at > ${now.toISOString()}
          RETURNING client_id)
        UPDATE clients SET password_hash = ${hash} FROM link WHERE clients.id = link.client_id
        RETURNING clients.username`,
  );
  if (!row) throw new BadInput(BAD_LINK_CS);
  return { username: row.username };
}

/**
 * A fresh link for the shop's installing admin while they have not set a password yet (they never used
 * a link): the admin opened the add-on's settings page in Shoptet, verified by the shop's OAuth server.
 * Only hashes are stored, so an earlier link cannot be shown again: it is retired and a new one made.
 * Undefined once the password is set (the settings page then leads to the sign-in).
 */
export async function renewSetupLink(tx: Tx, eshopId: number, now: Date): Promise<string | undefined> {
  const [pending] = await rows<{ client_id: number }>(
    tx,
    sql`SELECT l.client_id FROM shoptet_setup_links l
          JOIN clients c ON c.id = l.client_id JOIN eshops e ON e.org_id = c.org_id
        WHERE e.id = ${eshopId}
        GROUP BY l.client_id HAVING bool_and(l.used_at IS NULL)
        ORDER BY l.client_id LIMIT 1`,
  );
  if (!pending) return undefined;
  await tx.execute(sql`DELETE FROM shoptet_setup_links WHERE client_id = ${pending.client_id} AND used_at IS NULL`);
  return createSetupLink(tx, pending.client_id, now);
}
