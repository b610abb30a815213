import { and, asc, eq, ne } from 'drizzle-orm';
import type { CustomProductBody } from '../../src/api/stock.schema';
import { duplicateEanMessage } from '../../src/domain/multiean/scanned-code';
import type { Db, Tx } from '../db/client';
import { customProducts, products } from '../db/schema';
import { pgErrorCode } from '../db/transaction';
import { badInput, notFound } from '../failures';
import type { WriteAnswer } from './idempotency';

// Multi-EAN products (boxes): an EAN standing for `amount` pieces of a product (SPEC 7).

type Entry = typeof CustomProductBody.Type;
const view = (r: typeof customProducts.$inferSelect) => ({ id: r.id, ean: r.ean, amount: r.amount, code: r.code });
const missing = () => notFound('Multi-EAN produkt nebyl nalezen.');

export async function listCustomProducts(db: Db, eshopId: number) {
  const list = await db
    .select()
    .from(customProducts)
    .where(eq(customProducts.eshopId, eshopId))
    .orderBy(asc(customProducts.code), asc(customProducts.id));
  return list.map(view);
}

export async function createCustomProduct(tx: Tx, eshopId: number, body: Entry): Promise<WriteAnswer> {
  const ean = await checkEntry(tx, eshopId, body, null);
  const [row] = await insertOrDuplicate(ean, () =>
    tx.insert(customProducts).values({ eshopId, ean, code: body.code, amount: body.amount }).returning(),
  );
  return { status: 200, body: view(row) };
}

export async function updateCustomProduct(tx: Tx, eshopId: number, id: number, body: Entry): Promise<WriteAnswer> {
  const ean = await checkEntry(tx, eshopId, body, id);
  const [row] = await insertOrDuplicate(ean, () =>
    tx
      .update(customProducts)
      .set({ ean, code: body.code, amount: body.amount })
      .where(and(eq(customProducts.id, id), eq(customProducts.eshopId, eshopId)))
      .returning(),
  );
  if (!row) throw missing();
  return { status: 200, body: view(row) };
}

export async function deleteCustomProduct(tx: Tx, eshopId: number, id: number): Promise<WriteAnswer> {
  const [row] = await tx
    .delete(customProducts)
    .where(and(eq(customProducts.id, id), eq(customProducts.eshopId, eshopId)))
    .returning();
  if (!row) throw missing();
  return { status: 200, body: { ok: true, id } };
}

/** An id given as query text (`?custom_id=5`): a positive whole number, or a 400. */
export function customProductId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0) throw badInput(`Neplatné ID „${raw}“.`);
  return Number(raw);
}

/** R-SCAN-07: an EAN already used by a box or by a product of the e-shop is refused. */
async function checkEntry(tx: Tx, eshopId: number, body: Entry, selfId: number | null): Promise<string> {
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
