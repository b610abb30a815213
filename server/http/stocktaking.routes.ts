import { Hono } from 'hono';
import { inTransaction } from '../db/transaction';
import { actorOf } from '../ledger/ledger-actor';
import {
  AddProductBody,
  CheckListBody,
  CommitBody,
  DetailQuery,
  EditBody,
  LinesQuery,
  RemoveProductBody,
  StartBody,
} from '../../src/api/stocktaking.schema';
import { cancelCheck } from '../stocktaking/cancel-check';
import { checkChanges } from '../stocktaking/check-changes.query';
import { checkDetail } from '../stocktaking/check-detail';
import { findCheck } from '../stocktaking/check-record';
import { commitCheck } from '../stocktaking/commit-check';
import { addProduct, removeProduct } from '../stocktaking/count-entries';
import { editCheck } from '../stocktaking/edit-check';
import { listChecks } from '../stocktaking/list-checks';
import { startCheck } from '../stocktaking/start-check';
import { canStocktake } from '../stocktaking/stocktaking-access';
import type { AppEnv } from './app-env';
import { idempotentWrite } from './idempotent-write';
import { allow } from './session.middleware';
import { idParam, jsonBody, queryParams } from './validate';

/**
 * SPEC 7 "Stock-taking": the nine /inventory_check/ calls (payloads in docs/decisions/stocktaking.md).
 * Every write is one transaction behind the Idempotency-Key replay; refusals are 400 with a Czech
 * detail and change nothing.
 */
export function stocktakingRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/inventory_check/*', allow(canStocktake));
  const now = (c: { var: AppEnv['Variables'] }) => c.var.deps.now();

  app.post('/inventory_check/list/', async (c) => {
    const body = await jsonBody(c, CheckListBody);
    return c.json(await inTransaction(c.var.db, (tx) => listChecks(tx, c.var.session.eshopId, body)));
  });

  app.get('/inventory_check/list/:id/', async (c) => {
    const id = idParam(c);
    const q = queryParams(c, LinesQuery);
    const listAll = q.list_all !== undefined && q.list_all !== '0' && q.list_all !== 'false';
    const { eshopId, clientId } = c.var.session;
    return c.json(
      await inTransaction(c.var.db, async (tx) =>
        checkChanges(tx, eshopId, await findCheck(tx, eshopId, id), listAll, clientId),
      ),
    );
  });

  app.get('/inventory_check/detail/:id/', async (c) => {
    const id = idParam(c);
    const q = queryParams(c, DetailQuery);
    return c.json(
      await inTransaction(c.var.db, (tx) => checkDetail(tx, c.var.session.eshopId, id, q.location, now(c))),
    );
  });

  app.post('/inventory_check/edit/:id/', async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, EditBody);
    const eshopId = c.var.session.eshopId;
    return idempotentWrite(c, { id, ...body }, async (tx) => {
      await editCheck(tx, actorOf(c.var.session), id, body, now(c));
      return { status: 200, body: { ...(await checkDetail(tx, eshopId, id, body.location_name, now(c))) } };
    });
  });

  app.post('/inventory_check/start/', async (c) => {
    const body = await jsonBody(c, StartBody);
    return idempotentWrite(c, body, async (tx) => {
      const id = await startCheck(tx, actorOf(c.var.session), body, now(c));
      return { status: 200, body: { ...(await checkDetail(tx, c.var.session.eshopId, id, undefined, now(c))) } };
    });
  });

  app.delete('/inventory_check/cancel/:id/', async (c) => {
    const id = idParam(c);
    return idempotentWrite(c, { id }, async (tx) => {
      await cancelCheck(tx, c.var.session.eshopId, id, now(c));
      return { status: 200, body: { id, inventory_check_id: id, status: 'cancelled' } };
    });
  });

  app.post('/inventory_check/add_product/', async (c) => {
    const body = await jsonBody(c, AddProductBody);
    return idempotentWrite(c, body, async (tx) => ({
      status: 200,
      body: { errors: [], ...(await addProduct(tx, actorOf(c.var.session), body, now(c))) },
    }));
  });

  app.delete('/inventory_check/remove_product/', async (c) => {
    const body = await jsonBody(c, RemoveProductBody);
    return idempotentWrite(c, body, async (tx) => ({
      status: 200,
      body: { errors: [], removed: await removeProduct(tx, actorOf(c.var.session), body, now(c)) },
    }));
  });

  app.post('/inventory_check/commit/', async (c) => {
    const body = await jsonBody(c, CommitBody);
    return idempotentWrite(c, body, async (tx) => ({
      status: 200,
      body: { ...(await commitCheck(tx, actorOf(c.var.session), body, now(c))) },
    }));
  });

  return app;
}
