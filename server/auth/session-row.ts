import type { Database } from '../db/client';

interface SessionRow {
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

/** The row the session middleware checks a token against; plain SQL on the hot path of every call: one indexed lookup, no query-builder work. */
export async function sessionRowOf(
  database: Database,
  clientId: number,
  eshopId: number,
  familyId: string | undefined,
): Promise<SessionRow | undefined> {
  const [row] = await database.query<SessionRow>(SESSION_SQL, [clientId, eshopId, familyId ?? null]);
  return row;
}
