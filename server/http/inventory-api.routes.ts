import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { customProductRoutes } from './custom-products.routes';
import { inventoryReportRoutes } from './inventory-reports.routes';
import { inventoryRoutes } from './inventory.routes';
import { logRoutes } from './log.routes';
import { searchRoutes } from './search.routes';

/** The stock ledger's calls (issue 4), mounted by warehouse-api.ts with one line. */
export function stockLedgerApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route('/', inventoryRoutes());
  app.route('/', inventoryReportRoutes());
  app.route('/', searchRoutes());
  app.route('/', logRoutes());
  app.route('/', customProductRoutes());
  return app;
}
