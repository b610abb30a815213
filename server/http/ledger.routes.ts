import { Hono, type Context } from 'hono';
import * as stock from '../../src/api/stock.schema';
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
import type { Tx } from '../db/client';
import type { AppEnv } from './app-env';
import { mount, Written } from './mount-endpoint';
import { pagedAnswer, reportPage } from './report-paging';

type Ctx = Context<AppEnv>;

/** The policy needs the body (sync or not, which action): decided once in the handler (`permit`). */
const decidedInHandler = { allow: () => true };

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
  const stockInRoute = (route: 'plain' | 'from-list' | 'returns') => ({
    ...decidedInHandler,
    check: async ({ body }: { body: typeof stock.StockIn.body.Type }, c: Ctx) => {
      const s = c.var.session;
      const sync = route === 'returns' ? false : (body.shoptet_sync ?? true);
      if (route === 'plain') permit(access.canStockIn(s, sync));
      if (route === 'returns') permit(access.canStockInReturns(s));
      if (route === 'from-list') {
        permit(access.canStockInFromList(s));
        await requireAutoOrder(c.var.db, s.eshopId);
      }
      if (body.shoplist_id != null && route !== 'from-list')
        throw badInput('Nákupní seznam (shoplist_id) patří jen k naskladnění ze seznamu.');
    },
  });
  const stockInWrite =
    (route: 'plain' | 'from-list' | 'returns') =>
    async ({ body }: { body: typeof stock.StockIn.body.Type }, c: Ctx, tx: Tx) => {
      const s = c.var.session;
      const sync = route === 'returns' ? false : (body.shoptet_sync ?? true);
      const operation = route === 'from-list' ? 'add_from_list' : route === 'returns' ? 'no_sync_add' : 'add';
      const listId = body.shoplist_id ?? null;
      const request = {
        products: body.products,
        locationName: body.location_name,
        acknowledgeMultipleSarze: body.acknowledge_multiple_sarze ?? false,
        // Without a list nothing follows the stock-in in its transaction: its writes may leave with the COMMIT.
        lastInTransaction: listId === null,
      };
      const receive = () => stockIn(tx, actorOf(s), metaOf(operation, body.source, sync), request);
      // The list's stocked-up amounts rise in the same transaction as the stock (server/receiving).
      return new Written(
        answerOf(listId === null ? await receive() : await receiveIntoShoplist(tx, s.eshopId, listId, receive)),
      );
    };
  mount(app, stock.StockIn, stockInWrite('plain'), stockInRoute('plain'));
  mount(app, stock.StockInFromList, stockInWrite('from-list'), stockInRoute('from-list'));
  for (const endpoint of [stock.StockInReturns, stock.StockInReturnsSlash])
    mount(app, endpoint, stockInWrite('returns'), stockInRoute('returns'));

  // ---- stock out ----
  const stockOutRoute =
    (returns: boolean) =>
    async ({ body }: { body: typeof stock.StockOut.body.Type }, c: Ctx, tx: Tx) => {
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
      return new Written(answerOf(await stockOut(tx, actorOf(c.var.session), meta, request)));
    };
  const stockOutPolicy = (returns: boolean) => ({
    ...decidedInHandler,
    check: (_: unknown, c: Ctx) => permit(access.canStockOut(c.var.session, returns)),
  });
  mount(app, stock.StockOut, stockOutRoute(false), stockOutPolicy(false));
  for (const endpoint of [stock.StockOutReturns, stock.StockOutReturnsSlash])
    mount(app, endpoint, stockOutRoute(true), stockOutPolicy(true));

  // ---- location check, location change, relocation ----
  mount(
    app,
    stock.CheckOrChangeLocation,
    async ({ body }, c, tx) => {
      const action = body.action ?? 'location_check';
      const actor = actorOf(c.var.session);
      const meta = metaOf(action, body.source, body.shoptet_sync ?? true);
      if (action === 'location_check') {
        const lines = body.products.map((p) => ({ ...p, amount: p.amount ?? Number.NaN }));
        return new Written(answerOf(await locationCheck(tx, actor, meta, body.location_name, lines)));
      }
      return new Written(answerOf(await locationChange(tx, actor, meta, body.location_name, body.products)));
    },
    {
      ...decidedInHandler,
      check: ({ body }, c) => permit(access.canCheckOrChangeLocation(c.var.session, body.action ?? 'location_check')),
    },
  );

  mount(
    app,
    stock.RelocateSelective,
    async ({ body }, c, tx) => {
      const meta = metaOf('relocation', body.source, body.shoptet_sync ?? true);
      return new Written(answerOf(await relocateSelective(tx, actorOf(c.var.session), meta, body.products)));
    },
    { ...decidedInHandler, check: (_, c) => permit(access.canRelocate(c.var.session)) },
  );

  // R-LOG-02; the undo rule decides once the change is read (its author, its age, its operation).
  mount(
    app,
    stock.RevertChange,
    async ({ params: { id } }, c, tx) => {
      const s = c.var.session;
      const undoer = {
        clientId: s.clientId,
        readsLog: access.canReadLog(s),
        mayDo: (op: StockOperationName) => access.mayDo(s, op),
      };
      const now = c.var.deps.now();
      return new Written(
        answerOf(await revertChange(tx, actorOf(s), id, (change) => undoVerdict(change, undoer, now))),
      );
    },
    {
      ...decidedInHandler,
      check: ({ body }) => void sourceOf(body.source, SourceLabel.reverseRecord, [SourceLabel.reverseRecord]),
    },
  );

  // ---- clean-up of deleted products and sets ----
  const clearRoute =
    (what: 'orphan' | 'set') =>
    async ({ body }: { body: typeof stock.ClearStock.set.body.Type }, c: Ctx, tx: Tx) => {
      const operation = what === 'orphan' ? 'orphan_removal' : 'set_removal';
      const label = STOCK_OPERATIONS[operation].source;
      // A deleted product has no counterpart in the e-shop: never synchronised.
      const sync = what === 'orphan' ? false : (body.shoptet_sync ?? false);
      const meta = {
        action: STOCK_OPERATIONS[operation].action,
        source: sourceOf(body.source, label, [label]),
        shoptetSync: sync,
      };
      const request = { products: body.products, locationName: body.location_name, sectorName: body.sector_name };
      return new Written(answerOf(await clearStock(tx, actorOf(c.var.session), meta, what, request)));
    };
  for (const what of ['orphan', 'set'] as const)
    mount(app, stock.ClearStock[what], clearRoute(what), {
      ...decidedInHandler,
      check: (_, c) =>
        permit(what === 'orphan' ? access.canClearOrphans(c.var.session) : access.canClearSets(c.var.session)),
    });

  // ---- reports ----
  for (const which of ['orphan', 'invisible', 'set'] as const)
    mount(
      app,
      stock.StockReports[which],
      async (_, c) => {
        const page = reportPage(c);
        return pagedAnswer(c, await stockLinesOf(c.var.db, c.var.session.eshopId, which, page), page);
      },
      { allow: access.canReadStockReports },
    );
  mount(
    app,
    stock.ListDuplicateEans,
    async (_, c) => {
      const page = reportPage(c);
      return pagedAnswer(c, await duplicateEans(c.var.db, c.var.session.eshopId, page), page);
    },
    { allow: access.canReadDuplicateEans },
  );

  // ---- search ----
  const search = { allow: access.canSearchProducts };
  mount(
    app,
    stock.SearchScannedProduct,
    async ({ body }, c) => {
      const found = await searchScannedProduct(
        c.var.db,
        c.var.session.eshopId,
        body.q,
        body.location_name ?? undefined,
      );
      if (!found) throw notFound(`Produkt „${body.q.trim()}“ nebyl nalezen.`);
      return found;
    },
    search,
  );
  mount(
    app,
    stock.LookUpScan,
    // Sent as built: the use case leaves `product` out where the schema says null (both read as "none").
    async ({ body }, c) =>
      c.json(
        await lookUpScan(c.var.db, c.var.session.eshopId, body.code, {
          locationName: body.location_name ?? undefined,
          withContents: body.with_contents ?? false,
        }),
      ),
    search,
  );
  mount(
    app,
    stock.FulltextSearch,
    async ({ body }, c) => ({ products: await fulltextProducts(c.var.db, c.var.session.eshopId, body.fulltext) }),
    search,
  );

  // ---- movement log: POST /log/ {next_id?, previous_id?} (R-LOG-01) ----
  mount(
    app,
    stock.ReadMovementLog,
    // Sent as built: the query types created_at as nullable, the schema as the string it always is.
    async ({ body }, c) =>
      c.json(await movementLogPage(c.var.db, c.var.session.eshopId, logCursor(body.next_id, body.previous_id))),
    { allow: access.canReadLog },
  );

  // ---- multi-EAN products ----
  const multiEan = { allow: access.canManageMultiEan };
  mount(app, stock.ListCustomProducts, (_, c) => listCustomProducts(c.var.db, c.var.session.eshopId), multiEan);
  mount(
    app,
    stock.CreateCustomProduct,
    async ({ body }, c, tx) => new Written(await createCustomProduct(tx, c.var.session.eshopId, body)),
    multiEan,
  );
  mount(
    app,
    stock.UpdateCustomProduct,
    async ({ query, body }, c, tx) =>
      new Written(await updateCustomProduct(tx, c.var.session.eshopId, customProductId(query.custom_id), body)),
    multiEan,
  );
  mount(
    app,
    stock.DeleteCustomProduct,
    async ({ query }, c, tx) =>
      new Written(await deleteCustomProduct(tx, c.var.session.eshopId, customProductId(query.id))),
    multiEan,
  );

  return app;
}
