import { and, eq } from 'drizzle-orm';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { ACCESS_COOKIE } from '../auth/cookies';
import { clientEshops, clients, eshops, roles } from '../db/schema';
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
  const [row] = await c.var.db
    .select({ client: clients, role: roles, eshopOrg: eshops.orgId, allowed: clientEshops.eshopId })
    .from(clients)
    .innerJoin(roles, eq(roles.id, clients.roleId))
    .leftJoin(eshops, eq(eshops.id, claims.eshop))
    .leftJoin(clientEshops, and(eq(clientEshops.clientId, clients.id), eq(clientEshops.eshopId, claims.eshop)))
    .where(eq(clients.id, claims.sub))
    .limit(1);
  if (!row || row.client.orgId !== claims.org) throw new NotSignedIn();
  if (row.eshopOrg !== row.client.orgId || row.allowed === null) throw forbidden('K tomuto skladu nemáte přístup.');
  const session: Session = {
    clientId: row.client.id,
    orgId: row.client.orgId,
    eshopId: claims.eshop,
    username: row.client.username,
    clientName: row.client.name,
    isSuperadmin: row.client.isSuperadmin,
    role: {
      id: row.role.id,
      allowed_scopes: row.role.allowedScopes ?? null,
      forbidden_scopes: row.role.forbiddenScopes ?? null,
      blacklist_urls: row.role.blacklistUrls,
      settings_fe: { allowed_apps: row.role.allowedApps },
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

export const requireSuperadmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.session.isSuperadmin) throw forbidden();
  await next();
});
