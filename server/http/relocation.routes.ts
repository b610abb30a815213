import { Hono } from 'hono';
import { ChaosMove, SaveCategory, SuggestionsQuery } from '../../src/api/relocation.schema';
import { STOCK_OPERATIONS } from '../../src/domain/stock/stock-operations';
import { actorOf } from '../ledger/ledger-actor';
import { consolidationCandidates } from '../relocation/consolidation.query';
import { moveFromQueue } from '../relocation/chaos-move';
import { chaosQueue, queueGuid } from '../relocation/chaos-queue.query';
import { canUseRules, canWorkQueue } from '../relocation/relocation-access';
import { deleteCategory, listCategories, saveCategory } from '../relocation/rule-categories';
import { suggestions } from '../relocation/suggestions.query';
import type { AppEnv } from './app-env';
import { idempotentWrite } from './idempotent-write';
import { allow } from './session.middleware';
import { idParam, jsonBody, queryParams } from './validate';

/**
 * SPEC 7 "Relocation rules" (categories and their collect/deposit suggestions) and the chaos queue
 * of /locations/chaos_change (docs/decisions/relocation.md).
 */
export function relocationRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/relocation_rules/*', allow(canUseRules));
  app.use('/relocation/*', allow(canWorkQueue));
  const eshopOf = (c: { var: AppEnv['Variables'] }) => c.var.session.eshopId;

  app.get('/relocation_rules/list_rules/', async (c) => c.json(await listCategories(c.var.db, eshopOf(c))));
  app.post('/relocation_rules/save/', async (c) =>
    c.json(await saveCategory(c.var.db, eshopOf(c), await jsonBody(c, SaveCategory))),
  );
  // R-SUG-04: a refusal carries its detail.
  app.delete('/relocation_rules/delete/:id/', async (c) =>
    c.json(await deleteCategory(c.var.db, eshopOf(c), idParam(c))),
  );
  for (const list of ['collect', 'deposit'] as const)
    app.get(`/relocation_rules/suggestions/:categoryId/${list}/`, async (c) => {
      const { guid } = queryParams(c, SuggestionsQuery);
      const id = idParam(c, 'categoryId');
      return c.json(await suggestions(c.var.db, eshopOf(c), id, list, guid ?? null));
    });

  app.get('/relocation_rules/consolidation/', async (c) =>
    c.json({ items: await consolidationCandidates(c.var.db, eshopOf(c)) }),
  );

  app.get('/relocation/chaos_queue/', async (c) => {
    const [guid, items] = await Promise.all([queueGuid(c.var.db, eshopOf(c)), chaosQueue(c.var.db, eshopOf(c))]);
    return c.json({ guid, items });
  });
  app.post('/relocation/chaos_move/', async (c) => {
    const body = await jsonBody(c, ChaosMove);
    const op = STOCK_OPERATIONS.relocation;
    const meta = { action: op.action, source: op.source, shoptetSync: op.shoptetSync };
    return idempotentWrite(c, body, async (tx) => {
      const { applied, guid } = await moveFromQueue(tx, actorOf(c.var.session), meta, body);
      return { status: 200, body: { guid, change_id: applied.changeId, errors: [] } };
    });
  });
  return app;
}
