import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { ACCESS_COOKIE } from '../auth/cookies';
import { forgetRow, rememberedRow, rememberRow } from '../auth/session-guess';
import { sameSessionRow, sessionOf, sessionRowOf, type SessionRow } from '../auth/session-row';
import type { AccessClaims } from '../auth/tokens';
import { isAppAllowed, isScopePermitted } from '../../src/domain/permissions/role-permissions';
import { WAREHOUSE_APP } from '../../src/domain/permissions/scopes';
import { forbidden, NotSignedIn } from '../failures';
import { answeredInTransaction, RidingSessionCheck, SessionChanged } from './session-riding';
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

/** Requests answered anew with the check before their handler: the guess they were first decided on was wrong. */
const checkedFirst = new WeakSet<Request>();

/**
 * Every call but sign-in passes here: a genuine unexpired token, a client that still exists, and an
 * e-shop of the client's own organisation that the client may work in (`sessionOf`). The token alone
 * is not trusted for tenancy: access revoked since it was issued takes effect at once.
 *
 * A keyed write (a stock change) whose sign-in this process has checked before is decided on that
 * last row, and its real check rides in the write's transaction as the first statement, one round trip
 * fewer (issue 29, docs/decisions/server-load.md): a failing session still gets its 401/403 and the
 * transaction writes nothing; an answer given without that check (refused before the transaction) is
 * checked here afterwards, and a row unlike the guess answers the request anew.
 */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const { tokens, now, database } = c.var.deps;
  const token = accessTokenOf(c, getCookie(c, ACCESS_COOKIE));
  const claims = token ? tokens.verifyAccess(token, now()) : undefined;
  if (!claims) throw new NotSignedIn();
  const guess = checkedFirst.has(c.req.raw) || !answeredInTransaction(c) ? undefined : rememberedRow(claims);
  if (!guess) {
    c.set('session', checked(claims, await sessionRowOf(database, claims)));
    await next();
    return;
  }
  const check = new RidingSessionCheck(claims, guess);
  c.set('session', sessionOf(guess, claims));
  c.set('sessionCheck', check);
  await next();
  // A 5xx wrote nothing and tells nothing of the session (the database away: the check before the handler fails the same way).
  if (check.decided || c.res.status >= 500) return;
  // Answered on the guess alone: refused before the transaction, or the transaction found another row and wrote nothing.
  const row = await sessionRowOf(database, claims);
  try {
    checked(claims, row);
  } catch (failure) {
    c.res = undefined; // the failure answers alone, without the first answer's headers
    throw failure;
  }
  if (sameSessionRow(row!, guess) && !(c.error instanceof SessionChanged)) return; // the real row says what the guess said
  const headers = new Headers(c.req.raw.headers);
  headers.delete('content-length');
  const again = new Request(c.req.url, { method: c.req.method, headers, body: await c.req.text() });
  checkedFirst.add(again);
  c.res = undefined;
  c.res = await c.var.dispatch(again, c.env);
});

/** The session of a checked row (remembered as this sign-in's guess), or the failure the call answers. */
function checked(claims: AccessClaims, row: SessionRow | undefined): Session {
  try {
    const session = sessionOf(row, claims);
    rememberRow(claims, row!);
    return session;
  } catch (failure) {
    forgetRow(claims);
    throw failure;
  }
}

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
