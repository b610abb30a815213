import { Login, Logout, ReadClientInfo, RefreshToken, SetStockEshop } from '../../src/api/auth.schema';
import { SetFirstPassword } from '../../src/api/eshop-install.schema';
import { useSetupLink } from '../eshop-sync/install/setup-link';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../auth/cookies';
import { recordFailure, recordSuccess, secondsLocked } from '../auth/login-throttle';
import { DUMMY_HASH_PROMISE, verifyPassword } from '../auth/passwords';
import { familyOf, revokeFamily, rotate, startFamily } from '../auth/refresh-tokens';
import { tokenHash } from '../auth/tokens';
import { chooseStock, clientById, clientByUsername, currentEshopOf, orgOf } from '../auth/sign-in';
import { TooMany, badInput, NotSignedIn } from '../failures';
import type { AppEnv } from './app-env';
import { requireSession } from './session.middleware';
import { mount } from './mount-endpoint';

export function authRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const signedIn = { use: [requireSession] };

  mount(app, Login, async ({ body }, c) => {
    const { now } = c.var.deps;
    const username = body.username.trim().toLowerCase();
    const wait = await secondsLocked(c.var.db, username, now());
    if (wait > 0) throw new TooMany(`Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to znovu za ${wait} s.`);
    const client = await clientByUsername(c.var.db, username);
    const ok = await verifyPassword(body.password, client?.passwordHash ?? (await DUMMY_HASH_PROMISE));
    if (!client || !ok) {
      await recordFailure(c.var.db, username, now());
      throw badInput('Nesprávné uživatelské jméno nebo heslo.');
    }
    await recordSuccess(c.var.db, username);
    const eshopId = await currentEshopOf(c.var.db, client.id, client.stockEshopId);
    const { refresh, familyId } = await startFamily(
      c.var.deps.database,
      c.var.deps.tokens,
      { clientId: client.id, orgId: client.orgId },
      now(),
    );
    const access = issueAccess(c, client.id, client.orgId, eshopId, familyId);
    if (body.transport === 'cookie') {
      setCookie(c, REFRESH_COOKIE, refresh, cookieOptions(c, '/api/auth', c.var.deps.tokens.refreshTtlSeconds));
      return { access_token_expire: access.access_token_expire, token_hash: access.token_hash };
    }
    return { ...access, refresh_token: refresh };
  });

  mount(app, RefreshToken, async ({ query }, c) => {
    const refresh = query.refresh_token ?? getCookie(c, REFRESH_COOKIE);
    if (!refresh) throw new NotSignedIn();
    // Every refresh spends the token and hands out its successor; a spent token seen again means a
    // copy is loose, and the whole sign-in (family) ends for everyone holding it.
    const rotation = await rotate(c.var.deps.database, c.var.deps.tokens, refresh, c.var.deps.now());
    if (rotation.kind !== 'rotated') throw new NotSignedIn();
    const { holder } = rotation;
    const client = await clientById(c.var.db, holder.clientId);
    if (!client) throw new NotSignedIn();
    const eshopId = await currentEshopOf(c.var.db, client.id, client.stockEshopId);
    const access = issueAccess(c, client.id, client.orgId, eshopId, holder.familyId);
    if (query.refresh_token) return { ...access, refresh_token: rotation.refresh };
    setCookie(c, REFRESH_COOKIE, rotation.refresh, cookieOptions(c, '/api/auth', c.var.deps.tokens.refreshTtlSeconds));
    return { access_token_expire: access.access_token_expire, token_hash: access.token_hash };
  });

  // The one-time link of a catalogue install (docs/decisions/eshop-sync.md): sets the first password, once.
  mount(app, SetFirstPassword, async ({ body }, c) =>
    useSetupLink(c.var.db, body.token, body.password, c.var.deps.now()),
  );

  mount(app, Logout, async ({ body }, c) => {
    const refresh = body.refresh_token ?? getCookie(c, REFRESH_COOKIE);
    const familyId = refresh ? await familyOf(c.var.deps.database, refresh) : undefined;
    if (familyId) await revokeFamily(c.var.deps.database, familyId, c.var.deps.now());
    deleteCookie(c, ACCESS_COOKIE, { path: '/api' });
    deleteCookie(c, REFRESH_COOKIE, { path: '/api/auth' });
    return { ok: true as const };
  });

  mount(
    app,
    ReadClientInfo,
    async (_, c) => {
      const s = c.var.session;
      const org = await orgOf(c.var.db, s.orgId);
      return {
        client_id: s.clientId,
        client_name: s.clientName,
        org_id: s.orgId,
        org_name: org?.name ?? '',
        org_note: org?.note ?? null,
        is_superadmin: s.isSuperadmin,
        role_id: s.role.id,
        stock_eshop_id: s.eshopId,
      };
    },
    signedIn,
  );

  mount(
    app,
    SetStockEshop,
    async ({ query: { stock_eshop_id } }, c) => {
      if (!/^\d{1,9}$/.test(stock_eshop_id)) throw badInput(`Neplatné ID skladu „${stock_eshop_id}“.`);
      const eshopId = Number(stock_eshop_id);
      const s = c.var.session;
      await chooseStock(c.var.db, s.clientId, eshopId);
      return issueAccess(c, s.clientId, s.orgId, eshopId, s.familyId);
    },
    signedIn,
  );

  return app;
}

function issueAccess(c: Context<AppEnv>, clientId: number, orgId: number, eshopId: number, familyId?: string) {
  const { token, expiresAt } = c.var.deps.tokens.issueAccess(
    { sub: clientId, org: orgId, eshop: eshopId, ...(familyId ? { fam: familyId } : {}) },
    c.var.deps.now(),
  );
  // The cookie is always set; dev clients ignore it and send the Bearer header.
  setCookie(c, ACCESS_COOKIE, token, cookieOptions(c, '/api', c.var.deps.tokens.accessTtlSeconds));
  return { access_token: token, access_token_expire: expiresAt.toISOString(), token_hash: tokenHash(orgId, eshopId) };
}

function cookieOptions(c: Context<AppEnv>, path: string, maxAge: number) {
  return { path, httpOnly: true, sameSite: 'Strict' as const, secure: c.var.deps.secureCookies, maxAge };
}
