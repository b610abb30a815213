import { Hono } from 'hono';
import { DeleteProductsBody, UpsertProductsBody } from '../../src/api/catalogue.schema';
import { canWriteCatalogue } from '../catalogue/catalogue-access';
import { deleteProducts } from '../catalogue/delete-products';
import { upsertProducts } from '../catalogue/upsert-products';
import type { AppEnv } from './app-env';
import { idempotentWrite } from './idempotent-write';
import { allow } from './session.middleware';
import { jsonBody } from './validate';

/** The e-shop integration's catalogue calls: products upserted, hidden and deleted in the caller's e-shop. */
export function catalogueRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const writer = allow(canWriteCatalogue);
  app.put('/catalogue/products/', writer, async (c) => {
    const body = await jsonBody(c, UpsertProductsBody);
    return idempotentWrite(c, body, (tx) => upsertProducts(tx, c.var.session.eshopId, body.products));
  });
  app.delete('/catalogue/products/', writer, async (c) => {
    const body = await jsonBody(c, DeleteProductsBody);
    return idempotentWrite(c, body, (tx) => deleteProducts(tx, c.var.session.eshopId, body.codes));
  });
  return app;
}
