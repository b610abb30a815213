import { sql } from 'drizzle-orm';
import { horizonDay, isExpired } from '../../src/domain/batches/fefo';
import type { Db, Tx } from '../db/client';
import { rowsOf as rows } from '../db/sql-rows';

export const BATCH_LIST_LIMIT = 500;

export interface BatchFilter {
  q?: string;
  expiringWithinDays?: number;
  /** Today in the warehouse's time zone (YYYY-MM-DD): what has expired, what expires soon. */
  today: string;
  id?: number;
}

/** Batches with their product and stock per location, the first to expire first (FEFO order). */
export async function listBatches(db: Db | Tx, eshopId: number, filter: BatchFilter) {
  const q = filter.q?.trim();
  const pattern = q ? `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
  const horizon = filter.expiringWithinDays === undefined ? null : horizonDay(filter.today, filter.expiringWithinDays);
  const found = await rows<{
    id: number;
    code: string;
    product_name: string | null;
    name: string;
    expires_at: string | null;
    stock: Array<{ location_name: string; sector_name: string; amount: number }> | null;
  }>(
    db,
    sql`SELECT bt.id, bt.code, p.name AS product_name, bt.name, to_char(bt.expires_at, 'YYYY-MM-DD') AS expires_at,
      (SELECT json_agg(json_build_object('location_name', l.name, 'sector_name', s.sector_name, 'amount', b.amount)
              ORDER BY s."order", l."order", l.name)
       FROM stock_balances b JOIN locations l ON l.id = b.location_id JOIN sectors s ON s.id = l.sector_id
       WHERE b.eshop_id = bt.eshop_id AND b.code = bt.code AND b.sarze_id = bt.id AND b.amount > 0) AS stock
    FROM batches bt
    LEFT JOIN products p ON p.eshop_id = bt.eshop_id AND p.code = bt.code
    WHERE bt.eshop_id = ${eshopId}
      ${filter.id === undefined ? sql`` : sql`AND bt.id = ${filter.id}`}
      ${pattern ? sql`AND (bt.code ILIKE ${pattern} OR bt.name ILIKE ${pattern} OR p.name ILIKE ${pattern} OR p.ean = ${q})` : sql``}
      ${horizon ? sql`AND bt.expires_at <= ${horizon}::date` : sql``}
    ORDER BY bt.expires_at NULLS LAST, bt.code, bt.id
    LIMIT ${BATCH_LIST_LIMIT}`,
  );
  return found.map((r) => {
    const stock = (r.stock ?? []).map((s) => ({ ...s, amount: Number(s.amount) }));
    return {
      ...r,
      id: Number(r.id),
      expired: isExpired(r.expires_at, filter.today),
      total: stock.reduce((sum, s) => sum + s.amount, 0),
      stock,
    };
  });
}
