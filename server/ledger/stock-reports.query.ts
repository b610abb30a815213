import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from './sql-rows';

export interface StockLine {
  code: string;
  name: string | null;
  amount: number;
  location_name: string;
  sector_name: string;
  sarze_id: number | null;
}

type Which = 'orphan' | 'invisible' | 'set';

/**
 * Stock that needs clearing: of products deleted from the e-shop (orphans), of products hidden
 * in it (invisible) and of sets, which are sold as their parts and should hold no stock.
 */
export async function stockLinesOf(db: Db, eshopId: number, which: Which): Promise<StockLine[]> {
  const filter =
    which === 'orphan'
      ? sql`p.code IS NULL`
      : which === 'invisible'
        ? sql`p.code IS NOT NULL AND f.hidden`
        : sql`p.code IS NOT NULL AND f.is_set`;
  const found = await rows<StockLine>(
    db,
    sql`
    SELECT b.code, p.name, b.amount, l.name AS location_name, s.sector_name, NULLIF(b.sarze_id, 0) AS sarze_id
    FROM stock_balances b
    JOIN locations l ON l.id = b.location_id
    JOIN sectors s ON s.id = l.sector_id
    LEFT JOIN products p ON p.eshop_id = b.eshop_id AND p.code = b.code
    LEFT JOIN product_flags f ON f.eshop_id = b.eshop_id AND f.code = b.code
    WHERE b.eshop_id = ${eshopId} AND b.amount > 0 AND ${filter}
    ORDER BY b.code, s."order", l."order", l.name LIMIT 5000`,
  );
  return found.map((r) => ({ ...r, amount: Number(r.amount) }));
}

/** Codes (product EANs and multi-EAN boxes) that more than one product answers to. */
export async function duplicateEans(db: Db, eshopId: number) {
  const found = await rows<{ ean: string; code: string; name: string; variant_name: string; kind: string }>(
    db,
    sql`
    WITH all_eans AS (
      SELECT ean, code, 'product' AS kind FROM products WHERE eshop_id = ${eshopId} AND ean IS NOT NULL AND ean <> ''
      UNION ALL SELECT ean, code, 'multiean' FROM custom_products WHERE eshop_id = ${eshopId}
    ), dup AS (SELECT ean FROM all_eans GROUP BY ean HAVING count(*) > 1)
    SELECT a.ean, a.code, COALESCE(p.name, '') AS name, COALESCE(p.variant_name, '') AS variant_name, a.kind
    FROM all_eans a JOIN dup USING (ean) LEFT JOIN products p ON p.eshop_id = ${eshopId} AND p.code = a.code
    ORDER BY a.ean, a.code LIMIT 5000`,
  );
  const groups = new Map<string, Array<{ code: string; name: string; variant_name: string; kind: string }>>();
  for (const r of found)
    groups.set(r.ean, [
      ...(groups.get(r.ean) ?? []),
      { code: r.code, name: r.name, variant_name: r.variant_name, kind: r.kind },
    ]);
  return [...groups].map(([ean, list]) => ({ ean, products: list }));
}
