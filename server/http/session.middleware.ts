import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { ACCESS_COOKIE } from '../auth/cookies';
import { sessionRowOf } from '../auth/session-row';
import { isAppAllowed, isScopePermitted } from '../../src/domain/permissions/role-permissions';
import { WAREHOUSE_APP } from '../../src/domain/permissions/scopes';
import { forbidden, NotSignedIn } from '../failures';
import type { AppEnv } from './app-env';
import type { Session } from '../session';

export const APP_NOT_ALLOWED = 'Aplikace Sklad není pro vaši roli povolena.';

/** Bearer header (dev) or the HttpOnly cookie (production), whichever the app uses. */
export function accessTokenOf(
  c: { req: { header(name: string): string | undefined } },
  cookie: string | undefined,
): string | undefined {
  const header = c.req.header('authorization');
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  return cookie;
}

/**
 * Every call but sign-in passes here: a genuine unexpired token, a client that still exists,
 * and an e-shop of the client's own organisation that the client may work in. The token alone
 * is not trusted for tenancy: access revoked since it was issued takes effect at once.
 */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const { tokens, now } = c.var.deps;
  const token = accessTokenOf(c, getCookie(c, ACCESS_COOKIE));
  const claims = token ? tokens.verifyAccess(token, now()) : undefined;
  if (!claims) throw new NotSignedIn();
  const row = await sessionRowOf(c.var.deps.database, claims.sub, claims.eshop, claims.fam);
  if (!row || row.org_id !== claims.org || row.family_revoked) throw new NotSignedIn();
  if (row.eshop_org !== row.org_id || row.allowed === null) throw forbidden('K tomuto skladu nemáte přístup.');
  const session: Session = {
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
  c.set('session', session);
  await next();
});

/** The server's own permission check: the same rule the app's guard uses, but the real one. */
export function requireScope(...anyOf: string[]) {
  return allow((session) => anyOf.some((scope) => isScopePermitted(session.role, scope)));
}

/** A route guarded by an area's named policy (`server/<area>/<area>-access.ts`). */
export function allow(policy: (session: Session) => boolean, detail?: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!policy(c.var.session)) throw forbidden(detail);
    await next();
  });
}

/**
 * R-PERM-02 on the server: the warehouse and settings calls are for roles whose allowed_apps
 * admit the warehouse app (an empty list admits every app), by the rule the app's guard uses.
 */
export const requireWarehouseApp = allow((session) => isAppAllowed(session.role, WAREHOUSE_APP), APP_NOT_ALLOWED);
