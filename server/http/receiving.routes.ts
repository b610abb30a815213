import { createMiddleware } from 'hono/factory';
import { Hono } from 'hono';
import {
  CommentBody,
  ProcessBody,
  SearchBody,
  ShoplistQuery,
  StatusBody,
  UpsertShoplistBody,
} from '../../src/api/receiving.schema';
import { actorOf } from '../ledger/ledger-actor';
import { processShoplist } from '../receiving/process-shoplist';
import { requireAutoOrder } from '../ledger/auto-order';
import { canReceive } from '../receiving/receiving-access';
import { addComment, archiveShoplist, changeStatus, commentsOf } from '../receiving/shoplist-edits';
import { customStates, listShoplists, searchShoplists, shoplistDetail } from '../receiving/shoplist-read';
import { upsertShoplist } from '../receiving/upsert-shoplist';
import type { AppEnv } from './app-env';
import { idempotentWrite } from './idempotent-write';
import { allow } from './session.middleware';
import { idParam, jsonBody, queryParams } from './validate';

/** The lists exist only with the e-shop's auto-order module (checked after the scope). */
const autoOrder = createMiddleware<AppEnv>(async (c, next) => {
  await requireAutoOrder(c.var.db, c.var.session.eshopId);
  await next();
});

/**
 * SPEC 7 "Shopping lists" and the e-shop integration's create-or-update. Every call works in the
 * session's e-shop; every write is one transaction and honours Idempotency-Key.
 */
export function receivingRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/ao/*', allow(canReceive), autoOrder);
  const eshop = (c: { var: AppEnv['Variables'] }) => c.var.session.eshopId;

  app.get('/ao/shoplists/', async (c) => {
    const q = queryParams(c, ShoplistQuery);
    return c.json(
      await listShoplists(c.var.db, eshop(c), {
        state: q.state,
        status: q.status,
        archived: q.archived === '1',
      }),
    );
  });
  app.get('/ao/custom_shoplist_states/', async (c) => c.json(await customStates(c.var.db, eshop(c))));
  app.post('/ao/shoplist/search/', async (c) => {
    const body = await jsonBody(c, SearchBody);
    return c.json(await searchShoplists(c.var.db, eshop(c), body.q));
  });
  app.get('/ao/shoplist/:id/', async (c) => c.json(await shoplistDetail(c.var.db, eshop(c), idParam(c))));
  app.get('/ao/shoplist/:id/comment/', async (c) => c.json(await commentsOf(c.var.db, eshop(c), idParam(c))));

  app.post('/ao/shoplist/:id/comment/', async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, CommentBody);
    return idempotentWrite(c, { id, ...body }, async (tx) => ({
      status: 201,
      body: await addComment(tx, actorOf(c.var.session), id, body.body, c.var.deps.now()),
    }));
  });
  app.post('/ao/shoplist/:id/process/', async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, ProcessBody);
    return idempotentWrite(c, { id, ...body }, async (tx) => ({
      status: 200,
      body: await processShoplist(tx, actorOf(c.var.session), id, body, c.var.deps.now()),
    }));
  });
  app.put('/ao/shoplist/:id/status/', async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, StatusBody);
    return idempotentWrite(c, { id, ...body }, async (tx) => ({
      status: 200,
      body: { ...(await changeStatus(tx, eshop(c), id, body.status)) },
    }));
  });
  app.put('/ao/shoplist/:id/archive/', async (c) => {
    const id = idParam(c);
    return idempotentWrite(c, { id }, async (tx) => ({
      status: 200,
      body: { ...(await archiveShoplist(tx, eshop(c), id)) },
    }));
  });
  app.put('/ao/integration/shoplist/', async (c) => {
    const body = await jsonBody(c, UpsertShoplistBody);
    return idempotentWrite(c, body, async (tx) => {
      const { created, summary } = await upsertShoplist(tx, eshop(c), body, c.var.deps.now());
      return { status: created ? 201 : 200, body: { ...summary } };
    });
  });
  return app;
}
