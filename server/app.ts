import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { Failure } from './failures';
import { failureResponse } from './http/failure-response';
import { pgErrorCode } from './db/transaction';
import { DATABASE_UNAVAILABLE, RETRY_AFTER_SECONDS, isConnectionLost } from './db/connection-lost';
import type { AppEnv } from './http/app-env';
import type { ServerDeps } from './session';
import { authRoutes } from './http/auth.routes';
import { productImageRoutes } from './http/product-images';
import { settingsRoutes } from './http/settings.routes';
import { printAgentRoutes } from './http/printing.routes';
import { requestGuard } from './http/request-guard';
import { csrfGuard } from './http/csrf-guard';
import { staticApp } from './http/static-app';
import { warehouseApi } from './http/warehouse-api';
import { shoptetCallbackRoutes } from './http/eshop-install.routes';
import { openApiDocument } from './http/openapi';
import { API_ENDPOINTS } from '../src/api/endpoints';

/** A health check that waits longer than this says the database is unreachable. */
const HEALTH_TIMEOUT_MS = 2000;

export interface AppOptions {
  /** Built app to serve beside the API; omitted in API-only tests. */
  distDir?: string;
}

/**
 * One server, one port: the app's own routes and the three API hosts of SPEC 7 mounted under
 * /api/… so they never collide with the app's paths (the app has its own /settings screen).
 */
export function createApp(deps: ServerDeps, options: AppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requestGuard);
  // For a proxy or an orchestrator: no sign-in, 200 while this node reaches its database, 503 when
  // not (docs/decisions/resilience.md). It tells nothing else about the server.
  app.get('/healthz', async (c) => {
    c.header('cache-control', 'no-store');
    if (await deps.database.reachable(HEALTH_TIMEOUT_MS)) return c.json({ status: 'ok' });
    c.header('retry-after', String(RETRY_AFTER_SECONDS));
    return c.json({ status: 'unavailable', detail: 'Server se nespojí se svou databází.' }, 503);
  });
  app.use('/api/*', csrfGuard);
  const dispatch = (request: Request, env: unknown) => app.fetch(request, env);
  app.use('/api/*', async (c, next) => {
    c.set('deps', deps);
    c.set('dispatch', dispatch);
    c.set('db', deps.database.db);
    // Set before the handler, so every answer built through the context carries it. Setting a header on
    // a finished answer makes Hono rebuild it as a streamed Response, which cost about a third of the
    // cheapest signed-in call's server CPU; only an answer built elsewhere still needs it afterwards.
    c.header('cache-control', 'no-store');
    await next();
    if (!c.res.headers.has('cache-control')) c.header('cache-control', 'no-store');
  });
  app.route('/api/auth', authRoutes());
  app.route('/api/settings', settingsRoutes());
  app.route('/api/sklad', warehouseApi());
  app.route('/api/cloud-print', printAgentRoutes(options.distDir));
  // Shoptet's own calls (install callback, webhooks): no Sklad sign-in, a code or a signature instead.
  app.route('/api/shoptet', shoptetCallbackRoutes());
  const description = openApiDocument(API_ENDPOINTS);
  app.get('/api/openapi.json', (c) => c.json(description));
  app.all('/api/*', (c) => c.json({ detail: 'Neznámé volání API.' }, 404));
  app.route('/product-images', productImageRoutes());
  if (options.distDir) app.route('/', staticApp(options.distDir));

  app.onError((error, c) => {
    if (error instanceof Failure) {
      const { status, body } = failureResponse(error);
      return c.json(body, status);
    }
    if (error instanceof HTTPException) return c.json({ detail: error.message || 'Neplatný požadavek.' }, error.status);
    // The connection broke or the database is away: the transaction rolled back (or never began),
    // so the caller may send the same request again; the pool serves the next one on a new connection.
    if (isConnectionLost(error)) {
      console.error('Database unavailable', c.req.method, c.req.path, (error as Error).message);
      c.header('retry-after', String(RETRY_AFTER_SECONDS));
      return c.json({ detail: DATABASE_UNAVAILABLE }, 503);
    }
    // A number the database cannot hold (a balance pushed past its range) is bad input, and its
    // transaction has rolled back: nothing was written.
    if (pgErrorCode(error) === '22003')
      return c.json({ detail: 'Zadané číslo je mimo povolený rozsah. Nic nebylo změněno.' }, 400);
    console.error('Unexpected server error', c.req.method, c.req.path, error);
    return c.json({ detail: 'Interní chyba serveru. Změna nebyla provedena.' }, 500);
  });
  return app;
}
