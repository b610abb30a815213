import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf as rows } from '../db/sql-rows';

/**
 * Where the ledger stands for one location, as a movement id: every movement there with a larger
 * id happened after this moment. To make that exact under concurrency the location row is locked
 * against stock writers (they hold it FOR SHARE until they commit, see ledger/catalogue.ts) and its
 * balance rows are share-locked (writers that do not look the location up, such as a revert, hold
 * those FOR UPDATE): in-flight writers finish first, later ones draw their ids after this commits.
 */
export async function ledgerPositionAt(
  tx: Tx,
  eshopId: number,
  locationId: number,
  key?: { code: string; sarzeId: number },
): Promise<number> {
  await tx.execute(sql`SELECT id FROM locations WHERE id = ${locationId} AND eshop_id = ${eshopId} FOR NO KEY UPDATE`);
  if (key) {
    // A first count of a product there: make its balance row exist so a concurrent first stock-in queues behind it.
    await tx.execute(
      sql`INSERT INTO stock_balances (eshop_id, location_id, code, sarze_id, amount) VALUES (${eshopId}, ${locationId}, ${key.code}, ${key.sarzeId}, 0) ON CONFLICT DO NOTHING`,
    );
  }
  await tx.execute(
    sql`SELECT 1 FROM stock_balances WHERE eshop_id = ${eshopId} AND location_id = ${locationId}
        ${key ? sql`AND code = ${key.code} AND sarze_id = ${key.sarzeId}` : sql``}
        ORDER BY code, sarze_id FOR SHARE`,
  );
  const [row] = await rows<{ pos: string | number }>(tx, sql`SELECT coalesce(max(id), 0) AS pos FROM stock_movements`);
  return Number(row.pos);
}
