import { and, eq, isNull } from 'drizzle-orm';
import { LoginBody, LogoutBody, RefreshQuery, SetStockQuery } from '../../src/api/auth.schema';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../auth/cookies';
import { recordFailure, recordSuccess, secondsLocked } from '../auth/login-throttle';
import { DUMMY_HASH_PROMISE, verifyPassword } from '../auth/passwords';
import { sha256, tokenHash } from '../auth/tokens';
import { clientEshops, clients, organisations, refreshTokens } from '../db/schema';
import { Failure, TooMany, badInput, forbidden, NotSignedIn } from '../failures';
import type { AppEnv } from './app-env';
import { requireSession } from './session.middleware';
import { jsonBody, queryParams } from './validate';

export function authRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/login/', async (c) => {
    const body = await jsonBody(c, LoginBody);
    const { now } = c.var.deps;
    const username = body.username.trim().toLowerCase();
    const wait = await secondsLocked(c.var.db, username, now());
    if (wait > 0) throw new TooMany(`Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to znovu za ${wait} s.`);
    const [client] = await c.var.db.select().from(clients).where(eq(clients.username, username)).limit(1);
    const ok = await verifyPassword(body.password, client?.passwordHash ?? (await DUMMY_HASH_PROMISE));
    if (!client || !ok) {
      await recordFailure(c.var.db, username, now());
      throw badInput('Nesprávné uživatelské jméno nebo heslo.');
    }
    await recordSuccess(c.var.db, username);
    const eshopId = await currentEshopOf(c, client.id, client.stockEshopId);
    const refresh = c.var.deps.tokens.newRefreshToken();
    await c.var.db.insert(refreshTokens).values({
      tokenHash: sha256(refresh),
      clientId: client.id,
      orgId: client.orgId,
      expiresAt: new Date(now().getTime() + c.var.deps.tokens.refreshTtlSeconds * 1000),
    });
    const access = issueAccess(c, client.id, client.orgId, eshopId);
    if (body.transport === 'cookie') {
      setCookie(c, REFRESH_COOKIE, refresh, cookieOptions(c, '/api/auth', c.var.deps.tokens.refreshTtlSeconds));
      return c.json({ access_token_expire: access.access_token_expire, token_hash: access.token_hash });
    }
    return c.json({ ...access, refresh_token: refresh });
  });

  app.get('/refresh-token/', async (c) => {
    const query = queryParams(c, RefreshQuery);
    const refresh = query.refresh_token ?? getCookie(c, REFRESH_COOKIE);
    if (!refresh) throw new NotSignedIn();
    const [row] = await c.var.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.tokenHash, sha256(refresh)), isNull(refreshTokens.revokedAt)))
      .limit(1);
    if (!row || row.expiresAt <= c.var.deps.now()) throw new NotSignedIn();
    const [client] = await c.var.db.select().from(clients).where(eq(clients.id, row.clientId)).limit(1);
    if (!client) throw new NotSignedIn();
    const eshopId = await currentEshopOf(c, client.id, client.stockEshopId);
    const access = issueAccess(c, client.id, client.orgId, eshopId);
    return query.refresh_token
      ? c.json(access)
      : c.json({ access_token_expire: access.access_token_expire, token_hash: access.token_hash });
  });

  app.post('/logout/', async (c) => {
    const body = await jsonBody(c, LogoutBody);
    const refresh = body.refresh_token ?? getCookie(c, REFRESH_COOKIE);
    if (refresh) {
      await c.var.db
        .update(refreshTokens)
        .set({ revokedAt: c.var.deps.now() })
        .where(eq(refreshTokens.tokenHash, sha256(refresh)));
    }
    deleteCookie(c, ACCESS_COOKIE, { path: '/api' });
    deleteCookie(c, REFRESH_COOKIE, { path: '/api/auth' });
    return c.json({ ok: true });
  });

  app.get('/client_info/', requireSession, async (c) => {
    const s = c.var.session;
    const [org] = await c.var.db.select().from(organisations).where(eq(organisations.id, s.orgId)).limit(1);
    return c.json({
      client_id: s.clientId,
      client_name: s.clientName,
      org_id: s.orgId,
      org_name: org?.name ?? '',
      org_note: org?.note ?? null,
      is_superadmin: s.isSuperadmin,
      role_id: s.role.id,
      stock_eshop_id: s.eshopId,
    });
  });

  app.get('/set_stock_eshop/', requireSession, async (c) => {
    const { stock_eshop_id } = queryParams(c, SetStockQuery);
    if (!/^\d{1,9}$/.test(stock_eshop_id)) throw badInput(`Neplatné ID skladu „${stock_eshop_id}“.`);
    const eshopId = Number(stock_eshop_id);
    const s = c.var.session;
    const [allowed] = await c.var.db
      .select()
      .from(clientEshops)
      .where(and(eq(clientEshops.clientId, s.clientId), eq(clientEshops.eshopId, eshopId)))
      .limit(1);
    // 400, not 403: the user stays signed in and the app shows this detail (SPEC 8 "Stock switch", R-UI-12);
    // a 403 would sign them out for merely picking a stock they may not use.
    if (!allowed) throw badInput('K tomuto skladu nemáte přístup.');
    await c.var.db.update(clients).set({ stockEshopId: eshopId }).where(eq(clients.id, s.clientId));
    return c.json(issueAccess(c, s.clientId, s.orgId, eshopId));
  });

  return app;
}

function issueAccess(c: Context<AppEnv>, clientId: number, orgId: number, eshopId: number) {
  const { token, expiresAt } = c.var.deps.tokens.issueAccess(
    { sub: clientId, org: orgId, eshop: eshopId },
    c.var.deps.now(),
  );
  // The cookie is always set; dev clients ignore it and send the Bearer header.
  setCookie(c, ACCESS_COOKIE, token, cookieOptions(c, '/api', c.var.deps.tokens.accessTtlSeconds));
  return { access_token: token, access_token_expire: expiresAt.toISOString(), token_hash: tokenHash(orgId, eshopId) };
}

function cookieOptions(c: Context<AppEnv>, path: string, maxAge: number) {
  return { path, httpOnly: true, sameSite: 'Strict' as const, secure: c.var.deps.secureCookies, maxAge };
}

/** The stock a client last chose, if still allowed, else the first one allowed. */
async function currentEshopOf(c: Context<AppEnv>, clientId: number, preferred: number | null): Promise<number> {
  const rows = await c.var.db
    .select({ eshopId: clientEshops.eshopId })
    .from(clientEshops)
    .where(eq(clientEshops.clientId, clientId))
    .orderBy(clientEshops.eshopId);
  if (rows.length === 0) throw forbidden('Uživatel nemá přístup k žádnému skladu.');
  return rows.find((r) => r.eshopId === preferred)?.eshopId ?? rows[0].eshopId;
}
