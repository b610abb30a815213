import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { WriteAnswer } from '../ledger/idempotency';
import { rowsOf as rows } from '../db/sql-rows';

/**
 * DELETE /catalogue/products/: the e-shop deleted products. Their rows go, and with them their box
 * EANs and set components (nothing can be scanned as a product that no longer exists); their stock
 * and batches stay, so what is left shows among the orphans until it is cleared as a ledger change.
 */
export async function deleteProducts(tx: Tx, eshopId: number, codes: readonly string[]): Promise<WriteAnswer> {
  const wanted = [...new Set(codes)];
  const list = sql.join(
    wanted.map((c) => sql`${c}`),
    sql`, `,
  );
  const gone = await rows<{ code: string }>(
    tx,
    sql`DELETE FROM products WHERE eshop_id = ${eshopId} AND code IN (${list}) RETURNING code`,
  );
  await tx.execute(sql`DELETE FROM custom_products WHERE eshop_id = ${eshopId} AND code IN (${list})`);
  await tx.execute(sql`DELETE FROM product_set_components WHERE eshop_id = ${eshopId} AND set_code IN (${list})`);
  await tx.execute(
    sql`UPDATE product_flags SET hidden = false, is_set = false WHERE eshop_id = ${eshopId} AND code IN (${list})`,
  );
  const deleted = gone.map((g) => g.code).sort();
  return { status: 200, body: { deleted, unknown: wanted.filter((c) => !deleted.includes(c)).sort() } };
}
