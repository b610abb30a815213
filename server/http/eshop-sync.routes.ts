import { Hono } from 'hono';
import {
  ReadStockComparison,
  ReadSyncStatus,
  RetrySync,
  SetEshopToWarehouse,
  UpdateSyncSettings,
} from '../../src/api/eshop-sync.schema';
import {
  retrySync,
  setEshopToWarehouse,
  stockComparison,
  syncStatus,
  updateSyncSettings,
} from '../eshop-sync/eshop-sync-use-cases';
import type { AppEnv } from './app-env';
import { mount } from './mount-endpoint';

/** The e-shop connection's stock push and stock comparison (src/api/eshop-sync.schema.ts): settings admins only. */
export function eshopSyncRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  mount(app, ReadSyncStatus, (_, c) => syncStatus(c.var.deps, c.var.session.eshopId));
  mount(app, RetrySync, (_, c) => retrySync(c.var.deps, c.var.session.eshopId));
  mount(app, UpdateSyncSettings, ({ body }, c) => updateSyncSettings(c.var.deps, c.var.session.eshopId, body));
  mount(app, ReadStockComparison, (_, c) => stockComparison(c.var.deps, c.var.session.eshopId));
  mount(app, SetEshopToWarehouse, ({ body }, c) => setEshopToWarehouse(c.var.deps, c.var.session.eshopId, body.codes));
  return app;
}
