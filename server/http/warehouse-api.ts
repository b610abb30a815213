import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { batchesRoutes } from './batches.routes';
import { catalogueRoutes } from './catalogue.routes';
import { documentsRoutes } from './documents.routes';
import { exportsRoutes } from './exports.routes';
import { eshopConfigRoutes } from './eshop-config.routes';
import { eshopSyncRoutes } from './eshop-sync.routes';
import { eshopInstallRoutes } from './eshop-install.routes';
import { layoutRoutes } from './layout.routes';
import { liveRoutes, publishCommitted } from './live.routes';
import { offlineRoutes } from './offline.routes';
import { receivingRoutes } from './receiving.routes';
import { relocationRoutes } from './relocation.routes';
import { requireSession, requireWarehouseApp } from './session.middleware';
import { ledgerRoutes } from './ledger.routes';
import { stocktakingRoutes } from './stocktaking.routes';

/**
 * The main warehouse API of SPEC 7. Every call is signed in and works in the caller's current
 * e-shop; each area's routes add their own scope checks. One line per area.
 */
export function warehouseApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireSession, requireWarehouseApp, publishCommitted);
  app.route('/', eshopConfigRoutes());
  app.route('/', layoutRoutes());
  app.route('/', ledgerRoutes());
  app.route('/', receivingRoutes());
  app.route('/', documentsRoutes());
  app.route('/', stocktakingRoutes());
  app.route('/', exportsRoutes());
  app.route('/', catalogueRoutes());
  app.route('/', batchesRoutes());
  app.route('/', liveRoutes());
  app.route('/', offlineRoutes());
  app.route('/', relocationRoutes());
  app.route('/', eshopSyncRoutes());
  app.route('/', eshopInstallRoutes());
  // new:area: routes above this line
  return app;
}
