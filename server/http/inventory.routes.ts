import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { eshops } from '../db/schema';
import { AUTO_ORDER_MODULE, Scope } from '../../src/domain/permissions/scopes';
import { isScopePermitted } from '../../src/domain/permissions/role-permissions';
import { SourceLabel } from '../../src/domain/stock/source-labels';
import { actorOf, type LedgerAction } from '../ledger/ledger-actor';
import { idempotentWrite } from '../ledger/idempotency';
import { locationCheck } from '../ledger/location-check';
import { locationChange, relocateSelective } from '../ledger/relocation';
import { RevertBody, SelectiveBody, StockInBody, StockOutBody, PutInventoryBody } from '../ledger/request-schemas';
import { revertChange } from '../ledger/revert';
import { stockIn } from '../ledger/stock-in';
import { stockOut } from '../ledger/stock-out';
import { answerOf, sourceOf } from '../ledger/write-answer';
import { badInput, forbidden } from '../failures';
import { receiveIntoShoplist } from '../receiving/receive-into-list';
import type { AppEnv } from './app-env';
import { requireScope } from './session.middleware';
import { idParam, jsonBody } from './validate';

type Ctx = Context<AppEnv>;
const may = (c: Ctx, scope: string) => isScopePermitted(c.var.session.role, scope);

/**
 * SPEC 7 "Stock in, out, relocation": every write is one transaction, answers
 * `{ errors: [], change_id, shoptet_sync, movements }`, or 400 `{ detail, errors }` and changes
 * nothing. A repeated Idempotency-Key gets the first answer again.
 */
export function inventoryRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const stockInHandler = (action: LedgerAction, forcedNoSync: boolean) => async (c: Ctx) => {
    const body = await jsonBody(c, StockInBody);
    const sync = forcedNoSync ? false : (body.shoptet_sync ?? true);
    // Only the synchronised stock-in needs sklad.naskladneni; the no-sync add (returns/positions) may use its own scope.
    if (action === 'stock_in' && sync && !may(c, Scope.stockIn)) throw forbidden();
    if (action === 'stock_in_ao') await requireAutoOrder(c);
    const source = sourceOf(body.source, SourceLabel.warehouse);
    const listId = body.shoplist_id ?? null;
    if (listId !== null && action !== 'stock_in_ao')
      throw badInput('Nákupní seznam (shoplist_id) patří jen k naskladnění ze seznamu.');
    return idempotentWrite(c, body, async (tx) => {
      const receive = () =>
        stockIn(
          tx,
          actorOf(c.var.session),
          { action, source, shoptetSync: sync },
          {
            products: body.products,
            locationName: body.location_name,
            acknowledgeMultipleSarze: body.acknowledge_multiple_sarze ?? false,
          },
        );
      // The list's stocked-up amounts rise in the same transaction as the stock (server/receiving).
      return answerOf(
        listId === null ? await receive() : await receiveIntoShoplist(tx, c.var.session.eshopId, listId, receive),
      );
    });
  };
  app.post('/inventory/', requireScope(Scope.stockIn, Scope.stockInReturns), stockInHandler('stock_in', false));
  app.post('/inventory/ao/', requireScope(Scope.stockInFromList), stockInHandler('stock_in_ao', false));
  for (const path of ['/inventory/vratky', '/inventory/vratky/']) {
    app.post(path, requireScope(Scope.stockInReturns), stockInHandler('stock_in', true));
  }

  const stockOutHandler = (forcedNoSync: boolean) => async (c: Ctx) => {
    const body = await jsonBody(c, StockOutBody);
    const sync = forcedNoSync ? false : (body.shoptet_sync ?? true);
    const source = sourceOf(body.source, SourceLabel.warehouse);
    const action: LedgerAction = forcedNoSync ? 'stock_out_returns' : 'stock_out';
    return idempotentWrite(c, body, async (tx) =>
      answerOf(
        await stockOut(
          tx,
          actorOf(c.var.session),
          { action, source, shoptetSync: sync },
          {
            products: body.products,
            locationName: body.location_name,
            sectorName: body.sector_name ?? undefined,
          },
        ),
      ),
    );
  };
  app.delete('/inventory/', requireScope(Scope.stockOut), stockOutHandler(false));
  for (const path of ['/inventory/vratky', '/inventory/vratky/'])
    app.delete(path, requireScope(Scope.stockOutReturns), stockOutHandler(true));

  app.put('/inventory/', requireScope(Scope.locationCheck, Scope.locationChange), async (c) => {
    const body = await jsonBody(c, PutInventoryBody);
    const action = body.action ?? 'location_check';
    if (!may(c, action === 'location_check' ? Scope.locationCheck : Scope.locationChange)) throw forbidden();
    const actor = actorOf(c.var.session);
    if (action === 'location_check') {
      const source = sourceOf(body.source, SourceLabel.warehouse);
      const lines = body.products.map((p) => ({ ...p, amount: p.amount ?? Number.NaN }));
      return idempotentWrite(c, body, async (tx) =>
        answerOf(
          await locationCheck(
            tx,
            actor,
            { action, source, shoptetSync: body.shoptet_sync ?? true },
            body.location_name,
            lines,
          ),
        ),
      );
    }
    const source = sourceOf(body.source, SourceLabel.warehouseMove);
    return idempotentWrite(c, body, async (tx) =>
      answerOf(
        await locationChange(
          tx,
          actor,
          { action, source, shoptetSync: body.shoptet_sync ?? true },
          body.location_name,
          body.products,
        ),
      ),
    );
  });

  app.put('/inventory/relocate/selective/', requireScope(Scope.locationChange), async (c) => {
    const body = await jsonBody(c, SelectiveBody);
    const source = sourceOf(body.source, SourceLabel.warehouseMove);
    return idempotentWrite(c, body, async (tx) =>
      answerOf(
        await relocateSelective(
          tx,
          actorOf(c.var.session),
          { action: 'relocation', source, shoptetSync: body.shoptet_sync ?? true },
          body.products,
        ),
      ),
    );
  });

  app.post('/inventory/revert/:id/', requireScope(Scope.movementLog), async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, RevertBody);
    sourceOf(body.source, SourceLabel.reverseRecord, [SourceLabel.reverseRecord]);
    return idempotentWrite(c, { id, ...body }, async (tx) =>
      answerOf(await revertChange(tx, actorOf(c.var.session), id)),
    );
  });

  return app;
}

async function requireAutoOrder(c: Ctx): Promise<void> {
  const [shop] = await c.var.db
    .select({ modules: eshops.modules })
    .from(eshops)
    .where(eq(eshops.id, c.var.session.eshopId));
  if (!shop?.modules.includes(AUTO_ORDER_MODULE))
    throw forbidden('Naskladnění ze seznamu vyžaduje modul automatických objednávek.');
}
