import { Hono } from 'hono';
import { Scope } from '../../src/domain/permissions/scopes';
import { fulltextProducts, searchScannedProduct } from '../ledger/product-search.query';
import { FulltextBody, SearchBody } from '../ledger/request-schemas';
import { notFound } from '../failures';
import type { AppEnv } from './app-env';
import { requireScope } from './session.middleware';
import { jsonBody } from './validate';

/** Any scope of a scanning screen may look products up. */
const SCANNING = [
  Scope.stockIn,
  Scope.stockInFromList,
  Scope.stockOut,
  Scope.stockInReturns,
  Scope.stockOutReturns,
  Scope.locationCheck,
  Scope.locationChange,
  Scope.stocktaking,
  Scope.multiEan,
];

export function searchRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/inventory/search/', requireScope(...SCANNING), async (c) => {
    const body = await jsonBody(c, SearchBody);
    const found = await searchScannedProduct(c.var.db, c.var.session.eshopId, body.q, body.location_name ?? undefined);
    if (!found) throw notFound(`Produkt „${body.q.trim()}“ nebyl nalezen.`);
    return c.json(found);
  });
  app.post('/search/fulltext/', requireScope(...SCANNING), async (c) => {
    const body = await jsonBody(c, FulltextBody);
    return c.json({ products: await fulltextProducts(c.var.db, c.var.session.eshopId, body.fulltext) });
  });
  return app;
}
