import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deleteProducts } from '../../catalogue/delete-products';
import { upsertProducts } from '../../catalogue/upsert-products';
import { Failure } from '../../failures';
import { rowsOf as rows } from '../../db/sql-rows';
import { inTransaction } from '../../db/transaction';
import type { EshopConnector } from '../eshop-connector.port';
import { rememberGuids } from '../snapshot/import-snapshot';

export type ProductChangeOutcome = 'upserted' | 'deleted' | 'skipped';

/**
 * One Shoptet product changed (a webhook or a row of /products/changes): read it and upsert its
 * variants, or, when it was deleted (or no longer exists), delete the codes it had — their stock then
 * shows among the orphans. Variants the product no longer has are deleted too. Idempotent: a repeated
 * notification writes the same rows again.
 */
export async function applyProductChange(
  db: Db,
  products: Pick<EshopConnector, 'readProduct'>,
  eshopId: number,
  guid: string,
  change: 'edit' | 'delete',
): Promise<{ outcome: ProductChangeOutcome; reason?: string }> {
  // Through the connector port: a second platform's products arrive the same way.
  const product = change === 'edit' ? await products.readProduct(guid) : null;
  const known = await rows<{ code: string }>(
    db,
    sql`SELECT code FROM shoptet_product_guids WHERE eshop_id = ${eshopId} AND guid = ${guid}`,
  );
  if (!product) {
    if (known.length)
      await inTransaction(db, async (tx) => {
        await deleteProducts(
          tx,
          eshopId,
          known.map((k) => k.code),
        );
        await tx.execute(sql`DELETE FROM shoptet_product_guids WHERE eshop_id = ${eshopId} AND guid = ${guid}`);
      });
    return { outcome: 'deleted' };
  }
  if ('skip' in product) return { outcome: 'skipped', reason: product.skip };
  const parsed = product;
  const codes = new Set(parsed.entries.map((e) => e.code));
  const dropped = known.map((k) => k.code).filter((c) => !codes.has(c));
  try {
    await inTransaction(db, async (tx) => {
      await upsertProducts(tx, eshopId, parsed.entries);
      await rememberGuids(
        tx,
        eshopId,
        parsed.entries.map((e) => ({ code: e.code, guid })),
      );
      if (dropped.length) {
        await deleteProducts(tx, eshopId, dropped);
        await tx.execute(
          sql`DELETE FROM shoptet_product_guids WHERE eshop_id = ${eshopId} AND code IN (${sql.join(
            dropped.map((c) => sql`${c}`),
            sql`, `,
          )})`,
        );
      }
    });
  } catch (error) {
    if (error instanceof Failure) return { outcome: 'skipped', reason: error.detail };
    throw error;
  }
  return { outcome: 'upserted' };
}
