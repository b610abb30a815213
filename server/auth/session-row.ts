import type { Database, Tx } from '../db/client';
import { rawRows } from '../db/raw-rows';
import { forbidden, NotSignedIn } from '../failures';
import type { Session } from '../session';
import type { AccessClaims } from './tokens';

export interface SessionRow {
  id: number;
  org_id: number;
  username: string;
  name: string;
  is_superadmin: boolean;
  role_id: number;
  allowed_scopes: string[] | null;
  forbidden_scopes: string[] | null;
  blacklist_urls: string[];
  allowed_apps: string[];
  eshop_org: number | null;
  allowed: number | null;
  family_revoked: boolean;
}

/** The client, its role, the e-shop's organisation, the client's access to it, and whether the sign-in was revoked. */
const SESSION_SQL = `SELECT c.id, c.org_id, c.username, c.name, c.is_superadmin, r.id AS role_id, r.allowed_scopes,
  r.forbidden_scopes, r.blacklist_urls, r.allowed_apps, e.org_id AS eshop_org, ce.eshop_id AS allowed,
  EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.family_id = $3 AND t.revoked_at IS NOT NULL) AS family_revoked
FROM clients c
JOIN roles r ON r.id = c.role_id
LEFT JOIN eshops e ON e.id = $2
LEFT JOIN client_eshops ce ON ce.client_id = c.id AND ce.eshop_id = $2
WHERE c.id = $1
LIMIT 1`;

const paramsOf = (claims: AccessClaims) => [claims.sub, claims.eshop, claims.fam ?? null];

/** The row the session middleware checks a token against; plain SQL on the hot path of every call: one indexed lookup, no query-builder work. */
export async function sessionRowOf(database: Database, claims: AccessClaims): Promise<SessionRow | undefined> {
  const [row] = await database.query<SessionRow>(SESSION_SQL, paramsOf(claims));
  return row;
}

/** The same row read as a statement of `tx`: sent at once, so it leaves with the transaction's first statements. */
export async function sessionRowIn(tx: Tx, claims: AccessClaims): Promise<SessionRow | undefined> {
  const [row] = await rawRows<SessionRow>(tx, SESSION_SQL, paramsOf(claims));
  return row;
}

/**
 * The session a verified token and its row make, or the failure every call answers: a client that no
 * longer exists, of another organisation, or a revoked sign-in is not signed in (401); an e-shop of
 * another organisation or one the client may not work in is 403. The token alone is not trusted for
 * tenancy: access revoked since it was issued takes effect at once.
 */
export function sessionOf(row: SessionRow | undefined, claims: AccessClaims): Session {
  if (!row || row.org_id !== claims.org || row.family_revoked) throw new NotSignedIn();
  if (row.eshop_org !== row.org_id || row.allowed === null) throw forbidden('K tomuto skladu nemáte přístup.');
  return {
    clientId: row.id,
    orgId: row.org_id,
    eshopId: claims.eshop,
    username: row.username,
    clientName: row.name,
    isSuperadmin: row.is_superadmin,
    familyId: claims.fam,
    role: {
      id: row.role_id,
      allowed_scopes: row.allowed_scopes ?? null,
      forbidden_scopes: row.forbidden_scopes ?? null,
      blacklist_urls: row.blacklist_urls,
      settings_fe: { allowed_apps: row.allowed_apps },
    },
  };
}

/** Whether two reads of a sign-in's row say the same (every column, so every decision on it is the same). */
export const sameSessionRow = (a: SessionRow, b: SessionRow): boolean => JSON.stringify(a) === JSON.stringify(b);
