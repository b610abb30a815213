import { Hono } from 'hono';
import { EditBatch, InitBatches, ListBatches } from '../../src/api/batches.schema';
import { pragueDay } from '../../src/domain/documents/document-types';
import { STOCK_OPERATIONS } from '../../src/domain/stock/stock-operations';
import { canInitBatches, canManageBatches, requireBatchAddon } from '../catalogue/batch-access';
import { editBatch } from '../catalogue/batch-edit';
import { initBatches } from '../catalogue/batch-init';
import { listBatches } from '../catalogue/batches.query';
import { badInput } from '../failures';
import { actorOf } from '../ledger/ledger-actor';
import { answerOf } from '../ledger/write-answer';
import type { AppEnv } from './app-env';
import { mount, Written } from './mount-endpoint';

/** Batches: the list by expiry, edits, and batch initialisation (a ledger change). */
export function batchesRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const addon = { before: (c: { var: AppEnv['Variables'] }) => requireBatchAddon(c.var.db, c.var.session.orgId) };
  mount(
    app,
    ListBatches,
    async ({ query }, c) => {
      const within = query.expiring_within;
      if (within !== undefined && !/^\d{1,4}$/.test(within))
        throw badInput('Počet dní do expirace musí být celé číslo od 0 do 9999.');
      return listBatches(c.var.db, c.var.session.eshopId, {
        q: query.q,
        expiringWithinDays: within === undefined ? undefined : Number(within),
        today: pragueDay(c.var.deps.now()),
      });
    },
    { allow: canManageBatches, ...addon },
  );
  mount(
    app,
    EditBatch,
    async ({ params: { id }, body }, c, tx) =>
      new Written(await editBatch(tx, c.var.session.eshopId, id, body, pragueDay(c.var.deps.now()))),
    { allow: canManageBatches, ...addon },
  );
  mount(
    app,
    InitBatches,
    async ({ body }, c, tx) => {
      const op = STOCK_OPERATIONS.batch_init;
      const meta = { action: op.action, source: op.source, shoptetSync: false };
      return new Written(answerOf(await initBatches(tx, actorOf(c.var.session), meta, body)));
    },
    { allow: canInitBatches, ...addon },
  );
  return app;
}
