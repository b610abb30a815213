import { Hono } from 'hono';
import { DeleteProducts, UpsertProducts } from '../../src/api/catalogue.schema';
import { canWriteCatalogue } from '../catalogue/catalogue-access';
import { deleteProducts } from '../catalogue/delete-products';
import { upsertProducts } from '../catalogue/upsert-products';
import type { AppEnv } from './app-env';
import { mount, Written } from './mount-endpoint';

/** The e-shop integration's catalogue calls: products upserted, hidden and deleted in the caller's e-shop. */
export function catalogueRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const writer = { allow: canWriteCatalogue };
  mount(
    app,
    UpsertProducts,
    async ({ body }, c, tx) => new Written(await upsertProducts(tx, c.var.session.eshopId, body.products)),
    writer,
  );
  mount(
    app,
    DeleteProducts,
    async ({ body }, c, tx) => new Written(await deleteProducts(tx, c.var.session.eshopId, body.codes)),
    writer,
  );
  return app;
}
