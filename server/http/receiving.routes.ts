import { Hono } from 'hono';
import {
  AddComment,
  ArchiveShoplist,
  ChangeShoplistStatus,
  ListComments,
  ListCustomStates,
  ListShoplists,
  ProcessShoplist,
  ReadShoplist,
  SearchShoplists,
  UpsertShoplist,
} from '../../src/api/receiving.schema';
import { actorOf } from '../ledger/ledger-actor';
import { processShoplist } from '../receiving/process-shoplist';
import { requireAutoOrder } from '../ledger/auto-order';
import { canReceive } from '../receiving/receiving-access';
import { addComment, archiveShoplist, changeStatus, commentsOf } from '../receiving/shoplist-edits';
import { customStates, listShoplists, searchShoplists, shoplistDetail } from '../receiving/shoplist-read';
import { upsertShoplist } from '../receiving/upsert-shoplist';
import type { AppEnv } from './app-env';
import { mount, Written } from './mount-endpoint';

/**
 * SPEC 7 "Shopping lists" and the e-shop integration's create-or-update, mounted from
 * src/api/receiving.schema.ts. Every call works in the session's e-shop, and only with the e-shop's
 * auto-order module (checked after the scope); every write is one transaction and honours
 * Idempotency-Key.
 */
export function receivingRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const access = {
    allow: canReceive,
    before: (c: { var: AppEnv['Variables'] }) => requireAutoOrder(c.var.db, c.var.session.eshopId),
  };
  const eshop = (c: { var: AppEnv['Variables'] }) => c.var.session.eshopId;

  mount(
    app,
    ListShoplists,
    ({ query: q }, c) =>
      listShoplists(c.var.db, eshop(c), { state: q.state, status: q.status, archived: q.archived === '1' }),
    access,
  );
  mount(app, ListCustomStates, (_, c) => customStates(c.var.db, eshop(c)), access);
  mount(app, SearchShoplists, ({ body }, c) => searchShoplists(c.var.db, eshop(c), body.q), access);
  mount(app, ReadShoplist, ({ params: { id } }, c) => shoplistDetail(c.var.db, eshop(c), id), access);
  mount(app, ListComments, ({ params: { id } }, c) => commentsOf(c.var.db, eshop(c), id), access);

  mount(
    app,
    AddComment,
    ({ params: { id }, body }, c, tx) => addComment(tx, actorOf(c.var.session), id, body.body, c.var.deps.now()),
    { ...access, status: 201 },
  );
  mount(
    app,
    ProcessShoplist,
    ({ params: { id }, body }, c, tx) => processShoplist(tx, actorOf(c.var.session), id, body, c.var.deps.now()),
    access,
  );
  mount(
    app,
    ChangeShoplistStatus,
    ({ params: { id }, body }, c, tx) => changeStatus(tx, eshop(c), id, body.status),
    access,
  );
  mount(app, ArchiveShoplist, ({ params: { id } }, c, tx) => archiveShoplist(tx, eshop(c), id), access);
  mount(
    app,
    UpsertShoplist,
    async ({ body }, c, tx) => {
      const { created, summary } = await upsertShoplist(tx, eshop(c), body, c.var.deps.now());
      return new Written({ status: created ? 201 : 200, body: { ...summary } });
    },
    access,
  );
  return app;
}
