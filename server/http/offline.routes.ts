import { Hono } from 'hono';
import { canSearchProducts } from '../ledger/ledger-access';
import { offlineCatalogue } from '../offline/catalogue.query';
import type { AppEnv } from './app-env';
import { allow } from './session.middleware';

/** What the scanning screens keep on the phone to work without a connection (docs/decisions/live.md). */
export function offlineRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/offline/catalogue/', allow(canSearchProducts), async (c) =>
    c.json(await offlineCatalogue(c.var.deps.database, c.var.session.eshopId)),
  );
  return app;
}
