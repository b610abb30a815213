import { Hono } from 'hono';
import { BatchEditBody, BatchInitBody, BatchListQuery } from '../../src/api/batches.schema';
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
import { idempotentWrite } from './idempotent-write';
import { allow } from './session.middleware';
import { idParam, jsonBody, queryParams } from './validate';

/** Batches: the list by expiry, edits, and batch initialisation (a ledger change). */
export function batchesRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/batches/', allow(canManageBatches), async (c) => {
    await requireBatchAddon(c.var.db, c.var.session.orgId);
    const query = queryParams(c, BatchListQuery);
    const within = query.expiring_within;
    if (within !== undefined && !/^\d{1,4}$/.test(within))
      throw badInput('Počet dní do expirace musí být celé číslo od 0 do 9999.');
    return c.json(
      await listBatches(c.var.db, c.var.session.eshopId, {
        q: query.q,
        expiringWithinDays: within === undefined ? undefined : Number(within),
        today: pragueDay(c.var.deps.now()),
      }),
    );
  });
  app.put('/batches/:id/', allow(canManageBatches), async (c) => {
    await requireBatchAddon(c.var.db, c.var.session.orgId);
    const id = idParam(c);
    const body = await jsonBody(c, BatchEditBody);
    const today = pragueDay(c.var.deps.now());
    return idempotentWrite(c, { id, ...body }, (tx) => editBatch(tx, c.var.session.eshopId, id, body, today));
  });
  app.post('/batches/init/', allow(canInitBatches), async (c) => {
    await requireBatchAddon(c.var.db, c.var.session.orgId);
    const body = await jsonBody(c, BatchInitBody);
    const op = STOCK_OPERATIONS.batch_init;
    const meta = { action: op.action, source: op.source, shoptetSync: false };
    return idempotentWrite(c, body, async (tx) => answerOf(await initBatches(tx, actorOf(c.var.session), meta, body)));
  });
  return app;
}
