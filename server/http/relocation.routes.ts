import { Hono } from 'hono';
import {
  CollectSuggestions,
  DeleteRuleCategory,
  DepositSuggestions,
  ListRuleCategories,
  MoveFromChaosQueue,
  ReadChaosQueue,
  ReadConsolidation,
  SaveRuleCategory,
} from '../../src/api/relocation.schema';
import { STOCK_OPERATIONS } from '../../src/domain/stock/stock-operations';
import { actorOf } from '../ledger/ledger-actor';
import { consolidationCandidates } from '../relocation/consolidation.query';
import { moveFromQueue } from '../relocation/chaos-move';
import { chaosQueue, queueGuid } from '../relocation/chaos-queue.query';
import { canUseRules, canWorkQueue } from '../relocation/relocation-access';
import { deleteCategory, listCategories, saveCategory } from '../relocation/rule-categories';
import { suggestions } from '../relocation/suggestions.query';
import type { AppEnv } from './app-env';
import { mount } from './mount-endpoint';

/**
 * SPEC 7 "Relocation rules" (categories and their collect/deposit suggestions) and the chaos queue
 * of /locations/chaos_change (docs/decisions/relocation.md).
 */
export function relocationRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const rules = { allow: canUseRules };
  const queue = { allow: canWorkQueue };
  const eshopOf = (c: { var: AppEnv['Variables'] }) => c.var.session.eshopId;

  mount(app, ListRuleCategories, (_, c) => listCategories(c.var.db, eshopOf(c)), rules);
  mount(app, SaveRuleCategory, ({ body }, c) => saveCategory(c.var.db, eshopOf(c), body), rules);
  // R-SUG-04: a refusal carries its detail.
  mount(app, DeleteRuleCategory, ({ params: { id } }, c) => deleteCategory(c.var.db, eshopOf(c), id), rules);
  for (const [endpoint, list] of [
    [CollectSuggestions, 'collect'],
    [DepositSuggestions, 'deposit'],
  ] as const)
    mount(
      app,
      endpoint,
      ({ params: { categoryId }, query: { guid } }, c) =>
        suggestions(c.var.db, eshopOf(c), categoryId, list, guid ?? null),
      rules,
    );
  mount(
    app,
    ReadConsolidation,
    async (_, c) => ({ items: await consolidationCandidates(c.var.db, eshopOf(c)) }),
    rules,
  );

  mount(
    app,
    ReadChaosQueue,
    async (_, c) => {
      const [guid, items] = await Promise.all([queueGuid(c.var.db, eshopOf(c)), chaosQueue(c.var.db, eshopOf(c))]);
      return { guid, items };
    },
    queue,
  );
  mount(
    app,
    MoveFromChaosQueue,
    async ({ body }, c, tx) => {
      const op = STOCK_OPERATIONS.relocation;
      const meta = { action: op.action, source: op.source, shoptetSync: op.shoptetSync };
      const { applied, guid } = await moveFromQueue(tx, actorOf(c.var.session), meta, body);
      return { guid, change_id: applied.changeId, errors: [] };
    },
    queue,
  );
  return app;
}
