import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { sha256, type TokenService } from './tokens';

export interface RefreshHolder {
  clientId: number;
  orgId: number;
  familyId: string;
}

export type Rotation =
  | { kind: 'rotated'; holder: RefreshHolder; refresh: string }
  /** The token was spent already: someone holds a copy. The family is revoked. */
  | { kind: 'reused' }
  | { kind: 'invalid' };

/** Issues the first refresh token of a new family (a sign-in). */
export async function startFamily(
  database: Database,
  tokens: TokenService,
  holder: Omit<RefreshHolder, 'familyId'>,
  now: Date,
): Promise<{ refresh: string; familyId: string }> {
  const familyId = randomUUID();
  const refresh = await issue(database, tokens, { ...holder, familyId }, now);
  return { refresh, familyId };
}

/**
 * Several tabs of one browser share one sign-in: a live event makes them all refresh at once, with
 * the same token. A token spent at most this long ago is answered with the successor it was spent
 * for (the same pair, as far as refresh tokens go); used again later it is a stolen copy
 * (docs/decisions/resilience.md).
 */
export const REFRESH_GRACE_MS = 30_000;

/**
 * Spends a refresh token and issues its successor in the same family, in one statement. Only
 * one of two concurrent uses can spend it (the UPDATE … WHERE used_at IS NULL is the arbiter);
 * the other, within the grace window, gets the same successor. A use of a spent token after the
 * window revokes the whole family.
 */
export async function rotate(database: Database, tokens: TokenService, refresh: string, now: Date): Promise<Rotation> {
  const hash = sha256(refresh);
  const next = tokens.successorOf(refresh);
  const [spent] = await database.query<{ client_id: number; org_id: number; family_id: string }>(
    `WITH spent AS (
       UPDATE refresh_tokens SET used_at = $2
       WHERE token_hash = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $2
       RETURNING client_id, org_id, family_id)
     INSERT INTO refresh_tokens (token_hash, client_id, org_id, family_id, expires_at)
     SELECT $3, client_id, org_id, family_id, $4 FROM spent
     RETURNING client_id, org_id, family_id`,
    [hash, now, sha256(next), expiryOf(tokens, now)],
  );
  if (spent)
    return {
      kind: 'rotated',
      holder: { clientId: spent.client_id, orgId: spent.org_id, familyId: spent.family_id },
      refresh: next,
    };
  const [known] = await database.query<{
    family_id: string;
    client_id: number;
    org_id: number;
    used_at: Date | null;
    successor_live: boolean | null;
  }>(
    `SELECT t.family_id, t.client_id, t.org_id, t.used_at,
       s.revoked_at IS NULL AND s.expires_at > $3 AS successor_live
     FROM refresh_tokens t LEFT JOIN refresh_tokens s ON s.token_hash = $2
     WHERE t.token_hash = $1 AND t.revoked_at IS NULL`,
    [hash, sha256(next), now],
  );
  if (!known?.used_at) return { kind: 'invalid' };
  const spentAgo = now.getTime() - new Date(known.used_at).getTime();
  if (spentAgo <= REFRESH_GRACE_MS && known.successor_live)
    return {
      kind: 'rotated',
      holder: { clientId: known.client_id, orgId: known.org_id, familyId: known.family_id },
      refresh: next,
    };
  await revokeFamily(database, known.family_id, now);
  return { kind: 'reused' };
}

/** Sign-out, or a detected reuse: every token of the family, and the sessions they opened, end now. */
export async function revokeFamily(database: Database, familyId: string, now: Date): Promise<void> {
  await database.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL', [
    familyId,
    now,
  ]);
}

export async function familyOf(database: Database, refresh: string): Promise<string | undefined> {
  const [row] = await database.query<{ family_id: string }>(
    'SELECT family_id FROM refresh_tokens WHERE token_hash = $1',
    [sha256(refresh)],
  );
  return row?.family_id;
}

async function issue(database: Database, tokens: TokenService, holder: RefreshHolder, now: Date): Promise<string> {
  const refresh = tokens.newRefreshToken();
  await database.query(
    'INSERT INTO refresh_tokens (token_hash, client_id, org_id, family_id, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [sha256(refresh), holder.clientId, holder.orgId, holder.familyId, expiryOf(tokens, now)],
  );
  return refresh;
}

/** Each token of a family lives the refresh lifetime from its issue: a session idle that long ends. */
const expiryOf = (tokens: TokenService, now: Date) => new Date(now.getTime() + tokens.refreshTtlSeconds * 1000);
