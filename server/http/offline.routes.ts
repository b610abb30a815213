import { Hono } from 'hono';
import { ReadOfflineCatalogue } from '../../src/api/offline.schema';
import { canSearchProducts } from '../ledger/ledger-access';
import { offlineCatalogue } from '../offline/catalogue.query';
import type { AppEnv } from './app-env';
import { mount } from './mount-endpoint';

/** What the scanning screens keep on the phone to work without a connection (docs/decisions/live.md). */
export function offlineRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  mount(app, ReadOfflineCatalogue, (_, c) => offlineCatalogue(c.var.deps.database, c.var.session.eshopId), {
    allow: canSearchProducts,
  });
  return app;
}
