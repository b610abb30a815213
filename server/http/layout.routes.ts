import { Hono } from 'hono';
import { ledgerStockReader, type StockReader } from '../layout/stock-reader';
import type { AppEnv } from './app-env';
import { layoutLocationRoutes } from './layout-locations.routes';
import { layoutSectorRoutes } from './layout-sectors.routes';
import { layoutZoneRoutes } from './layout-zones.routes';
import { overviewRoutes } from './overview.routes';

/** Warehouse layout (zones, sectors, locations) and the stock overview: SPEC 7 "Sectors, locations and zones". */
export function layoutRoutes(stock: StockReader = ledgerStockReader): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route('/', layoutSectorRoutes(stock));
  app.route('/', layoutLocationRoutes(stock));
  app.route('/', layoutZoneRoutes());
  app.route('/', overviewRoutes());
  return app;
}
