import { Hono } from 'hono';
import { EshopSyncSettingsBody, SetToWarehouseBody } from '../../src/api/eshop-sync.schema';
import { Scope } from '../../src/domain/permissions/scopes';
import {
  retrySync,
  setEshopToWarehouse,
  stockComparison,
  syncStatus,
  updateSyncSettings,
} from '../eshop-sync/eshop-sync-use-cases';
import type { AppEnv } from './app-env';
import { requireScope } from './session.middleware';
import { jsonBody } from './validate';

/** The e-shop connection's stock push and stock comparison (src/api/eshop-sync.schema.ts): settings admins only. */
export function eshopSyncRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/eshop_sync/*', requireScope(Scope.settings));

  app.get('/eshop_sync/status/', async (c) => c.json(await syncStatus(c.var.deps, c.var.session.eshopId)));

  app.post('/eshop_sync/retry/', async (c) => c.json(await retrySync(c.var.deps, c.var.session.eshopId)));

  app.post('/eshop_sync/settings/', async (c) => {
    const body = await jsonBody(c, EshopSyncSettingsBody);
    return c.json(await updateSyncSettings(c.var.deps, c.var.session.eshopId, body));
  });

  app.get('/eshop_sync/comparison/', async (c) => c.json(await stockComparison(c.var.deps, c.var.session.eshopId)));

  app.post('/eshop_sync/comparison/apply/', async (c) => {
    const body = await jsonBody(c, SetToWarehouseBody);
    return c.json(await setEshopToWarehouse(c.var.deps, c.var.session.eshopId, body.codes));
  });
  return app;
}
