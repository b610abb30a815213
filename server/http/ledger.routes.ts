import { Hono, type Context } from 'hono';
import {
  ClearBody,
  CustomProductBody,
  CustomProductDeleteQuery,
  CustomProductIdQuery,
  FulltextBody,
  LogBody,
  PutInventoryBody,
  RevertBody,
  ScanLookupBody,
  SearchBody,
  SelectiveBody,
  StockInBody,
  StockOutBody,
} from '../../src/api/stock.schema';
import { logCursor } from '../../src/domain/stock/log-paging';
import { SourceLabel } from '../../src/domain/stock/source-labels';
import { STOCK_OPERATIONS, type StockOperationName } from '../../src/domain/stock/stock-operations';
import { undoVerdict } from '../../src/domain/stock/undo-rule';
import { badInput, forbidden, notFound } from '../failures';
import { requireAutoOrder } from '../ledger/auto-order';
import { clearStock } from '../ledger/clear-stock';
import {
  createCustomProduct,
  customProductId,
  deleteCustomProduct,
  listCustomProducts,
  updateCustomProduct,
} from '../ledger/custom-products';
import * as access from '../ledger/ledger-access';
import { actorOf } from '../ledger/ledger-actor';
import { locationCheck } from '../ledger/location-check';
import { movementLogPage } from '../ledger/movement-log.query';
import { fulltextProducts, searchScannedProduct } from '../ledger/product-search.query';
import { locationChange, relocateSelective } from '../ledger/relocation';
import { revertChange } from '../ledger/revert';
import { lookUpScan } from '../ledger/scan-lookup';
import { stockIn } from '../ledger/stock-in';
import { stockOut } from '../ledger/stock-out';
import { duplicateEans, stockLinesOf } from '../ledger/stock-reports.query';
import { answerOf, sourceOf } from '../ledger/write-answer';
import { receiveIntoShoplist } from '../receiving/receive-into-list';
import type { AppEnv } from './app-env';
import { idempotentWrite } from './idempotent-write';
import { pagedAnswer, reportPage } from './report-paging';
import { allow } from './session.middleware';
import { jsonBody, idParam, queryParams } from './validate';

type Ctx = Context<AppEnv>;

/** Decides a policy once for this request; a refusal is 403. */
const permit = (allowed: boolean) => {
  if (!allowed) throw forbidden();
};

/** The change's meta: the operation's ledger action and source label (or the one the request names). */
const metaOf = (operation: StockOperationName, requested: string | undefined, shoptetSync: boolean) => ({
  action: STOCK_OPERATIONS[operation].action,
  source: sourceOf(requested, STOCK_OPERATIONS[operation].source),
  shoptetSync,
});

/**
 * The stock ledger: SPEC 7 "Stock in, out, relocation and search", the stock reports, the movement
 * log and multi-EAN products. Every write is one transaction, answers
 * `{ errors: [], change_id, shoptet_sync, movements }`, or 400 `{ detail, errors }` and changes
 * nothing; a repeated Idempotency-Key gets the first answer again.
 */
export function ledgerRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // ---- stock in ----
  const stockInRoute = (route: 'plain' | 'from-list' | 'returns') => async (c: Ctx) => {
    const body = await jsonBody(c, StockInBody);
    const s = c.var.session;
    const sync = route === 'returns' ? false : (body.shoptet_sync ?? true);
    if (route === 'plain') permit(access.canStockIn(s, sync));
    if (route === 'returns') permit(access.canStockInReturns(s));
    if (route === 'from-list') {
      permit(access.canStockInFromList(s));
      await requireAutoOrder(c.var.db, s.eshopId);
    }
    const operation = route === 'from-list' ? 'add_from_list' : route === 'returns' ? 'no_sync_add' : 'add';
    const listId = body.shoplist_id ?? null;
    const request = {
      products: body.products,
      locationName: body.location_name,
      acknowledgeMultipleSarze: body.acknowledge_multiple_sarze ?? false,
      // Without a list nothing follows the stock-in in its transaction: its writes may leave with the COMMIT.
      lastInTransaction: listId === null,
    };
    if (listId !== null && route !== 'from-list')
      throw badInput('Nákupní seznam (shoplist_id) patří jen k naskladnění ze seznamu.');
    return idempotentWrite(c, body, async (tx) => {
      const receive = () => stockIn(tx, actorOf(s), metaOf(operation, body.source, sync), request);
      // The list's stocked-up amounts rise in the same transaction as the stock (server/receiving).
      return answerOf(listId === null ? await receive() : await receiveIntoShoplist(tx, s.eshopId, listId, receive));
    });
  };
  app.post('/inventory/', stockInRoute('plain'));
  app.post('/inventory/ao/', stockInRoute('from-list'));
  for (const path of ['/inventory/vratky', '/inventory/vratky/']) app.post(path, stockInRoute('returns'));

  // ---- stock out ----
  const stockOutRoute = (returns: boolean) => async (c: Ctx) => {
    const body = await jsonBody(c, StockOutBody);
    permit(access.canStockOut(c.var.session, returns));
    const sync = returns ? false : (body.shoptet_sync ?? true);
    // An order's dispatch is marked only on the synced stock-out: returns/positions never reach the e-shop anyway.
    const meta = {
      ...metaOf(returns ? 'no_sync_remove' : 'remove', body.source, sync),
      ...(!returns && body.order_code ? { orderCode: body.order_code } : {}),
    };
    const request = {
      products: body.products,
      locationName: body.location_name,
      sectorName: body.sector_name ?? undefined,
      oneBatchAtATime: true,
    };
    return idempotentWrite(c, body, async (tx) => answerOf(await stockOut(tx, actorOf(c.var.session), meta, request)));
  };
  app.delete('/inventory/', stockOutRoute(false));
  for (const path of ['/inventory/vratky', '/inventory/vratky/']) app.delete(path, stockOutRoute(true));

  // ---- location check, location change, relocation ----
  app.put('/inventory/', async (c) => {
    const body = await jsonBody(c, PutInventoryBody);
    const action = body.action ?? 'location_check';
    permit(access.canCheckOrChangeLocation(c.var.session, action));
    const actor = actorOf(c.var.session);
    const meta = metaOf(action, body.source, body.shoptet_sync ?? true);
    if (action === 'location_check') {
      const lines = body.products.map((p) => ({ ...p, amount: p.amount ?? Number.NaN }));
      return idempotentWrite(c, body, async (tx) =>
        answerOf(await locationCheck(tx, actor, meta, body.location_name, lines)),
      );
    }
    return idempotentWrite(c, body, async (tx) =>
      answerOf(await locationChange(tx, actor, meta, body.location_name, body.products)),
    );
  });

  app.put('/inventory/relocate/selective/', async (c) => {
    const body = await jsonBody(c, SelectiveBody);
    permit(access.canRelocate(c.var.session));
    const meta = metaOf('relocation', body.source, body.shoptet_sync ?? true);
    return idempotentWrite(c, body, async (tx) =>
      answerOf(await relocateSelective(tx, actorOf(c.var.session), meta, body.products)),
    );
  });

  // R-LOG-02; the undo rule decides once the change is read (its author, its age, its operation).
  app.post('/inventory/revert/:id/', async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, RevertBody);
    sourceOf(body.source, SourceLabel.reverseRecord, [SourceLabel.reverseRecord]);
    const s = c.var.session;
    const undoer = {
      clientId: s.clientId,
      readsLog: access.canReadLog(s),
      mayDo: (op: StockOperationName) => access.mayDo(s, op),
    };
    const now = c.var.deps.now();
    return idempotentWrite(c, { id, ...body }, async (tx) =>
      answerOf(await revertChange(tx, actorOf(s), id, (change) => undoVerdict(change, undoer, now))),
    );
  });

  // ---- clean-up of deleted products and sets ----
  const clearRoute = (what: 'orphan' | 'set') => async (c: Ctx) => {
    const body = await jsonBody(c, ClearBody);
    const operation = what === 'orphan' ? 'orphan_removal' : 'set_removal';
    permit(what === 'orphan' ? access.canClearOrphans(c.var.session) : access.canClearSets(c.var.session));
    const label = STOCK_OPERATIONS[operation].source;
    // A deleted product has no counterpart in the e-shop: never synchronised.
    const sync = what === 'orphan' ? false : (body.shoptet_sync ?? false);
    const meta = {
      action: STOCK_OPERATIONS[operation].action,
      source: sourceOf(body.source, label, [label]),
      shoptetSync: sync,
    };
    const request = { products: body.products, locationName: body.location_name, sectorName: body.sector_name };
    return idempotentWrite(c, body, async (tx) =>
      answerOf(await clearStock(tx, actorOf(c.var.session), meta, what, request)),
    );
  };
  app.delete('/inventory/orphan_products/', clearRoute('orphan'));
  app.delete('/inventory/set_products/', clearRoute('set'));

  // ---- reports ----
  const reports = allow(access.canReadStockReports);
  const report = (which: 'orphan' | 'invisible' | 'set') => async (c: Ctx) => {
    const page = reportPage(c);
    return pagedAnswer(c, await stockLinesOf(c.var.db, c.var.session.eshopId, which, page), page);
  };
  app.get('/inventory/orphan_products/', reports, report('orphan'));
  app.get('/inventory/invisible_products/', reports, report('invisible'));
  app.get('/inventory/set_products/', reports, report('set'));
  app.get('/inventory/duplicate_ean/', allow(access.canReadDuplicateEans), async (c) => {
    const page = reportPage(c);
    return pagedAnswer(c, await duplicateEans(c.var.db, c.var.session.eshopId, page), page);
  });

  // ---- search ----
  const search = allow(access.canSearchProducts);
  app.post('/inventory/search/', search, async (c) => {
    const body = await jsonBody(c, SearchBody);
    const found = await searchScannedProduct(c.var.db, c.var.session.eshopId, body.q, body.location_name ?? undefined);
    if (!found) throw notFound(`Produkt „${body.q.trim()}“ nebyl nalezen.`);
    return c.json(found);
  });
  app.post('/inventory/scan/', search, async (c) => {
    const body = await jsonBody(c, ScanLookupBody);
    return c.json(
      await lookUpScan(c.var.db, c.var.session.eshopId, body.code, {
        locationName: body.location_name ?? undefined,
        withContents: body.with_contents ?? false,
      }),
    );
  });
  app.post('/search/fulltext/', search, async (c) => {
    const body = await jsonBody(c, FulltextBody);
    return c.json({ products: await fulltextProducts(c.var.db, c.var.session.eshopId, body.fulltext) });
  });

  // ---- movement log: POST /log/ {next_id?, previous_id?} (R-LOG-01) ----
  app.post('/log/', allow(access.canReadLog), async (c) => {
    const body = await jsonBody(c, LogBody);
    return c.json(await movementLogPage(c.var.db, c.var.session.eshopId, logCursor(body.next_id, body.previous_id)));
  });

  // ---- multi-EAN products ----
  const multiEan = allow(access.canManageMultiEan);
  app.get('/inventory/custom_products/', multiEan, async (c) =>
    c.json(await listCustomProducts(c.var.db, c.var.session.eshopId)),
  );
  app.post('/inventory/custom_products/', multiEan, async (c) => {
    const body = await jsonBody(c, CustomProductBody);
    return idempotentWrite(c, body, (tx) => createCustomProduct(tx, c.var.session.eshopId, body));
  });
  app.put('/inventory/custom_products/', multiEan, async (c) => {
    const id = customProductId(queryParams(c, CustomProductIdQuery).custom_id);
    const body = await jsonBody(c, CustomProductBody);
    return idempotentWrite(c, { id, ...body }, (tx) => updateCustomProduct(tx, c.var.session.eshopId, id, body));
  });
  app.delete('/inventory/custom_products/', multiEan, async (c) => {
    const id = customProductId(queryParams(c, CustomProductDeleteQuery).id);
    return idempotentWrite(c, { id }, (tx) => deleteCustomProduct(tx, c.var.session.eshopId, id));
  });

  return app;
}
