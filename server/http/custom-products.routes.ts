import { and, asc, eq, ne } from 'drizzle-orm';
import { Schema } from 'effect';
import { Hono } from 'hono';
import type { Tx } from '../db/client';
import { customProducts, products } from '../db/schema';
import { pgErrorCode } from '../db/transaction';
import { Scope } from '../../src/domain/permissions/scopes';
import { duplicateEanMessage } from '../../src/domain/multiean/scanned-code';
import { idempotentWrite } from '../ledger/idempotency';
import { CustomProductBody } from '../ledger/request-schemas';
import { badInput, notFound } from '../failures';
import type { AppEnv } from './app-env';
import { requireScope } from './session.middleware';
import { jsonBody, queryParams } from './validate';

const IdQuery = (name: string) => Schema.Struct({ [name]: Schema.String });
const parseId = (raw: string) => {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0) throw badInput(`Neplatné ID „${raw}“.`);
  return Number(raw);
};
const view = (r: typeof customProducts.$inferSelect) => ({ id: r.id, ean: r.ean, amount: r.amount, code: r.code });

/** Multi-EAN products (boxes): an EAN standing for `amount` pieces of a product (SPEC 7). */
export function customProductRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const guard = requireScope(Scope.multiEan);

  app.get('/inventory/custom_products/', guard, async (c) => {
    const list = await c.var.db
      .select()
      .from(customProducts)
      .where(eq(customProducts.eshopId, c.var.session.eshopId))
      .orderBy(asc(customProducts.code), asc(customProducts.id));
    return c.json(list.map(view));
  });

  app.post('/inventory/custom_products/', guard, async (c) => {
    const body = await jsonBody(c, CustomProductBody);
    const eshopId = c.var.session.eshopId;
    return idempotentWrite(c, body, async (tx) => {
      const ean = await checkEntry(tx, eshopId, body, null);
      const [row] = await insertOrDuplicate(ean, () =>
        tx.insert(customProducts).values({ eshopId, ean, code: body.code, amount: body.amount }).returning(),
      );
      return { status: 200, body: view(row) };
    });
  });

  app.put('/inventory/custom_products/', guard, async (c) => {
    const id = parseId((queryParams(c, IdQuery('custom_id')) as { custom_id: string }).custom_id);
    const body = await jsonBody(c, CustomProductBody);
    const eshopId = c.var.session.eshopId;
    return idempotentWrite(c, { id, ...body }, async (tx) => {
      const ean = await checkEntry(tx, eshopId, body, id);
      const [row] = await insertOrDuplicate(ean, () =>
        tx
          .update(customProducts)
          .set({ ean, code: body.code, amount: body.amount })
          .where(and(eq(customProducts.id, id), eq(customProducts.eshopId, eshopId)))
          .returning(),
      );
      if (!row) throw notFound('Multi-EAN produkt nebyl nalezen.');
      return { status: 200, body: view(row) };
    });
  });

  app.delete('/inventory/custom_products/', guard, async (c) => {
    const id = parseId((queryParams(c, IdQuery('id')) as { id: string }).id);
    const eshopId = c.var.session.eshopId;
    return idempotentWrite(c, { id }, async (tx) => {
      const [row] = await tx
        .delete(customProducts)
        .where(and(eq(customProducts.id, id), eq(customProducts.eshopId, eshopId)))
        .returning();
      if (!row) throw notFound('Multi-EAN produkt nebyl nalezen.');
      return { status: 200, body: { ok: true, id } };
    });
  });
  return app;
}

/** R-SCAN-07: an EAN already used by a box or by a product of the e-shop is refused. */
async function checkEntry(
  tx: Tx,
  eshopId: number,
  body: { ean: string; code: string },
  selfId: number | null,
): Promise<string> {
  const ean = body.ean.trim();
  if (!/^[\x21-\x7e]+$/.test(ean)) throw badInput('EAN smí obsahovat jen tisknutelné znaky bez mezer.');
  const [product] = await tx
    .select({ code: products.code })
    .from(products)
    .where(and(eq(products.eshopId, eshopId), eq(products.code, body.code)));
  if (!product) throw badInput(`Produkt ${body.code} neexistuje.`);
  const [box] = await tx
    .select({ id: customProducts.id })
    .from(customProducts)
    .where(
      and(
        eq(customProducts.eshopId, eshopId),
        eq(customProducts.ean, ean),
        selfId === null ? undefined : ne(customProducts.id, selfId),
      ),
    );
  const [owner] = await tx
    .select({ code: products.code })
    .from(products)
    .where(and(eq(products.eshopId, eshopId), eq(products.ean, ean)))
    .limit(1);
  if (box || owner) throw badInput(duplicateEanMessage(ean));
  return ean;
}

async function insertOrDuplicate<T>(ean: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw badInput(duplicateEanMessage(ean));
    throw error;
  }
}
