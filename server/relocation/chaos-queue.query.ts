import { sql } from 'drizzle-orm';
import type { QueueItem } from '../../src/api/relocation.schema';
import { rowsOf, type Queryable } from '../db/sql-rows';

/**
 * The chaos queue, read from the ledger (docs/decisions/relocation.md): in an e-shop in chaos mode,
 * every balance above zero on a location of a non-stock sector (receiving, returns) waits to be put
 * away. Relocating it onto a stock location takes it out. Nothing is stored for it.
 */
export const queueRows = (eshopId: number) => sql`
  SELECT b.code, b.location_id, l.name AS location_name, s.sector_name, b.sarze_id, b.amount, l."order" AS lorder
  FROM stock_balances b
  JOIN locations l ON l.id = b.location_id AND l.eshop_id = b.eshop_id
  JOIN sectors s ON s.id = l.sector_id
  JOIN eshops e ON e.id = b.eshop_id
  WHERE b.eshop_id = ${eshopId} AND b.amount > 0 AND s.non_stock AND e.stock_locations_mode = 'chaos'`;

/**
 * The queue's lastUpdateGuid: a digest of every waiting line, so any move, stock-in or stock-out
 * touching the queue gives a new one and a move planned on an older view is refused.
 */
export async function queueGuid(db: Queryable, eshopId: number): Promise<string> {
  const [row] = await rowsOf<{ guid: string }>(
    db,
    sql`SELECT md5(coalesce(string_agg(q.location_id || ':' || q.code || ':' || q.sarze_id || ':' || q.amount, ','
          ORDER BY q.location_id, q.code, q.sarze_id), '')) AS guid
        FROM (${queueRows(eshopId)}) q`,
  );
  return row.guid;
}

/**
 * The waiting lines with a place each could go (B4, chaotic storage): a stock location already
 * holding the product (the same batch unless the sector allows several), else the first empty one.
 */
export async function chaosQueue(db: Queryable, eshopId: number): Promise<QueueItem[]> {
  const rows = await rowsOf<QueueItem>(
    db,
    sql`SELECT q.code, coalesce(p.name, q.code) AS name, p.ean, q.location_id, q.location_name, q.sector_name,
               q.sarze_id, bt.name AS batch, q.amount::int AS amount,
               coalesce(same.name, empty.name) AS suggested_location
        FROM (${queueRows(eshopId)}) q
        LEFT JOIN products p ON p.eshop_id = ${eshopId} AND p.code = q.code
        LEFT JOIN batches bt ON bt.id = q.sarze_id AND bt.eshop_id = ${eshopId}
        LEFT JOIN LATERAL (
          SELECT l2.name FROM stock_balances b2
          JOIN locations l2 ON l2.id = b2.location_id
          JOIN sectors s2 ON s2.id = l2.sector_id
          WHERE b2.eshop_id = ${eshopId} AND b2.code = q.code AND b2.amount > 0 AND NOT s2.non_stock
            AND (b2.sarze_id = q.sarze_id OR s2.multiple_batches)
          ORDER BY b2.amount DESC, l2.name LIMIT 1) same ON true
        LEFT JOIN LATERAL (
          SELECT l3.name FROM locations l3
          JOIN sectors s3 ON s3.id = l3.sector_id
          WHERE l3.eshop_id = ${eshopId} AND NOT s3.non_stock AND NOT EXISTS (
            SELECT 1 FROM stock_balances b3 WHERE b3.eshop_id = ${eshopId} AND b3.location_id = l3.id AND b3.amount > 0)
          ORDER BY s3."order", l3."order", l3.id LIMIT 1) empty ON same.name IS NULL
        ORDER BY q.code, q.sarze_id, q.lorder, q.location_name`,
  );
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

/** The warehouse widget's relocation_products (R-MENU-05): the queue summed per product. */
export async function queuedPerProduct(
  db: Queryable,
  eshopIds: readonly number[],
): Promise<Array<{ eshopId: number; code: string; count: number }>> {
  if (!eshopIds.length) return [];
  const lists = await Promise.all(
    eshopIds.map((id) =>
      rowsOf<{ code: string; count: number }>(
        db,
        sql`SELECT q.code, sum(q.amount)::int AS count FROM (${queueRows(id)}) q GROUP BY q.code ORDER BY q.code`,
      ).then((rows) => rows.map((r) => ({ eshopId: id, code: r.code, count: Number(r.count) }))),
    ),
  );
  return lists.flat();
}
