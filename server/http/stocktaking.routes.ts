import { Hono } from 'hono';
import { inTransaction } from '../db/transaction';
import { actorOf } from '../ledger/ledger-actor';
import {
  AddProduct,
  CancelCheck,
  CommitCheck,
  EditCheck,
  ListChecks,
  ReadCheck,
  ReadCheckChanges,
  RemoveProduct,
  StartCheck,
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
import { mount } from './mount-endpoint';

/**
 * SPEC 7 "Stock-taking": the nine /inventory_check/ calls (payloads in docs/decisions/stocktaking.md),
 * mounted from their declarations in src/api/stocktaking.schema.ts. Every write is one transaction
 * behind the Idempotency-Key replay; refusals are 400 with a Czech detail and change nothing.
 */
export function stocktakingRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const access = { allow: canStocktake };
  const now = (c: { var: AppEnv['Variables'] }) => c.var.deps.now();

  mount(
    app,
    ListChecks,
    ({ body }, c) => inTransaction(c.var.db, (tx) => listChecks(tx, c.var.session.eshopId, body)),
    access,
  );

  mount(
    app,
    ReadCheckChanges,
    ({ params: { id }, query }, c) => {
      const listAll = query.list_all !== undefined && query.list_all !== '0' && query.list_all !== 'false';
      const { eshopId, clientId } = c.var.session;
      return inTransaction(c.var.db, async (tx) =>
        checkChanges(tx, eshopId, await findCheck(tx, eshopId, id), listAll, clientId),
      );
    },
    access,
  );

  mount(
    app,
    ReadCheck,
    ({ params: { id }, query }, c) =>
      inTransaction(c.var.db, (tx) => checkDetail(tx, c.var.session.eshopId, id, query.location, now(c))),
    access,
  );

  mount(
    app,
    EditCheck,
    async ({ params: { id }, body }, c, tx) => {
      await editCheck(tx, actorOf(c.var.session), id, body, now(c));
      return checkDetail(tx, c.var.session.eshopId, id, body.location_name, now(c));
    },
    access,
  );

  mount(
    app,
    StartCheck,
    async ({ body }, c, tx) => {
      const id = await startCheck(tx, actorOf(c.var.session), body, now(c));
      return checkDetail(tx, c.var.session.eshopId, id, undefined, now(c));
    },
    access,
  );

  mount(
    app,
    CancelCheck,
    async ({ params: { id } }, c, tx) => {
      await cancelCheck(tx, c.var.session.eshopId, id, now(c));
      return { id, inventory_check_id: id, status: 'cancelled' as const };
    },
    access,
  );

  mount(
    app,
    AddProduct,
    async ({ body }, c, tx) => ({ errors: [], ...(await addProduct(tx, actorOf(c.var.session), body, now(c))) }),
    access,
  );

  mount(
    app,
    RemoveProduct,
    async ({ body }, c, tx) => ({ errors: [], removed: await removeProduct(tx, actorOf(c.var.session), body, now(c)) }),
    access,
  );

  mount(app, CommitCheck, ({ body }, c, tx) => commitCheck(tx, actorOf(c.var.session), body, now(c)), access);

  return app;
}
