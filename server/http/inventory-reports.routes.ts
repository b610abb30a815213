import { Hono } from 'hono';
import { Scope } from '../../src/domain/permissions/scopes';
import { SourceLabel } from '../../src/domain/stock/source-labels';
import { clearStock } from '../ledger/clear-stock';
import { idempotentWrite } from '../ledger/idempotency';
import { actorOf } from '../ledger/ledger-actor';
import { ClearBody } from '../ledger/request-schemas';
import { duplicateEans, stockLinesOf } from '../ledger/stock-reports.query';
import { answerOf, sourceOf } from '../ledger/write-answer';
import type { AppEnv } from './app-env';
import { requireScope } from './session.middleware';
import { jsonBody } from './validate';

const VIEW = [Scope.stockOut, Scope.stockOverview, Scope.discrepancies];

/** Deleted, hidden and set products still holding stock, duplicate EANs, and their clean-up. */
export function inventoryReportRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/inventory/orphan_products/', requireScope(...VIEW), async (c) =>
    c.json(await stockLinesOf(c.var.db, c.var.session.eshopId, 'orphan')),
  );
  app.get('/inventory/invisible_products/', requireScope(...VIEW), async (c) =>
    c.json(await stockLinesOf(c.var.db, c.var.session.eshopId, 'invisible')),
  );
  app.get('/inventory/set_products/', requireScope(...VIEW), async (c) =>
    c.json(await stockLinesOf(c.var.db, c.var.session.eshopId, 'set')),
  );
  app.get('/inventory/duplicate_ean/', requireScope(...VIEW, Scope.multiEan), async (c) =>
    c.json(await duplicateEans(c.var.db, c.var.session.eshopId)),
  );

  app.delete('/inventory/orphan_products/', requireScope(Scope.stockOut), async (c) => {
    const body = await jsonBody(c, ClearBody);
    const source = sourceOf(body.source, SourceLabel.deletedProduct, [SourceLabel.deletedProduct]);
    // A deleted product has no counterpart in the e-shop: never synchronised.
    return idempotentWrite(c, body, async (tx) =>
      answerOf(
        await clearStock(
          tx,
          actorOf(c.var.session),
          { action: 'orphan_removal', source, shoptetSync: false },
          'orphan',
          {
            products: body.products,
            locationName: body.location_name,
            sectorName: body.sector_name,
          },
        ),
      ),
    );
  });
  app.delete('/inventory/set_products/', requireScope(Scope.stockOut), async (c) => {
    const body = await jsonBody(c, ClearBody);
    const source = sourceOf(body.source, SourceLabel.deletedSet, [SourceLabel.deletedSet]);
    return idempotentWrite(c, body, async (tx) =>
      answerOf(
        await clearStock(
          tx,
          actorOf(c.var.session),
          { action: 'set_removal', source, shoptetSync: body.shoptet_sync ?? false },
          'set',
          {
            products: body.products,
            locationName: body.location_name,
            sectorName: body.sector_name,
          },
        ),
      ),
    );
  });
  return app;
}
