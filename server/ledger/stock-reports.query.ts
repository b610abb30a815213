import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf as rows } from '../db/sql-rows';

export interface StockLine {
  code: string;
  name: string | null;
  amount: number;
  location_name: string;
  sector_name: string;
  sarze_id: number | null;
}

type Which = 'orphan' | 'invisible' | 'set';

/** Most rows of a report in one answer; the rest is paged (offset), never dropped unsaid. */
export const REPORT_PAGE_LIMIT = 5000;

export interface ReportPage {
  offset: number;
  limit: number;
}

export interface Paged<T> {
  items: T[];
  /** All rows (or EAN groups) of the report, of which `items` are the page. */
  total: number;
}

/**
 * Stock that needs clearing: of products deleted from the e-shop (orphans), of products hidden
 * in it (invisible) and of sets, which are sold as their parts and should hold no stock.
 */
export async function stockLinesOf(db: Db, eshopId: number, which: Which, page: ReportPage): Promise<Paged<StockLine>> {
  const filter =
    which === 'orphan'
      ? sql`p.code IS NULL`
      : which === 'invisible'
        ? sql`p.code IS NOT NULL AND f.hidden`
        : sql`p.code IS NOT NULL AND f.is_set`;
  const found = await rows<StockLine & { total: string | number }>(
    db,
    sql`
    SELECT b.code, p.name, b.amount, l.name AS location_name, s.sector_name, NULLIF(b.sarze_id, 0) AS sarze_id,
      count(*) OVER () AS total
    FROM stock_balances b
    JOIN locations l ON l.id = b.location_id
    JOIN sectors s ON s.id = l.sector_id
    LEFT JOIN products p ON p.eshop_id = b.eshop_id AND p.code = b.code
    LEFT JOIN product_flags f ON f.eshop_id = b.eshop_id AND f.code = b.code
    WHERE b.eshop_id = ${eshopId} AND b.amount > 0 AND ${filter}
    ORDER BY b.code, s."order", l."order", l.name, b.sarze_id LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  const items = found.map(({ total: _total, ...r }) => ({ ...r, amount: Number(r.amount) }));
  // A page past the end has no row to carry the total; count then.
  const total = found.length ? Number(found[0].total) : page.offset > 0 ? await countOf(db, eshopId, filter) : 0;
  return { items, total };
}

async function countOf(db: Db, eshopId: number, filter: SQL): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM stock_balances b
    LEFT JOIN products p ON p.eshop_id = b.eshop_id AND p.code = b.code
    LEFT JOIN product_flags f ON f.eshop_id = b.eshop_id AND f.code = b.code
    WHERE b.eshop_id = ${eshopId} AND b.amount > 0 AND ${filter}`,
  );
  return Number(row.n);
}

/** Codes (product EANs and multi-EAN boxes) that more than one product answers to. */
export async function duplicateEans(db: Db, eshopId: number, page: ReportPage) {
  const found = await rows<{
    ean: string;
    code: string;
    name: string;
    variant_name: string;
    kind: string;
    total: number;
  }>(
    db,
    sql`
    WITH all_eans AS (
      SELECT ean, code, 'product' AS kind FROM products WHERE eshop_id = ${eshopId} AND ean IS NOT NULL AND ean <> ''
      UNION ALL SELECT ean, code, 'multiean' FROM custom_products WHERE eshop_id = ${eshopId}
    ), dup AS (SELECT ean FROM all_eans GROUP BY ean HAVING count(*) > 1),
    counted AS (SELECT count(*)::int AS total FROM dup),
    paged AS (SELECT ean FROM dup ORDER BY ean LIMIT ${page.limit} OFFSET ${page.offset})
    SELECT a.ean, a.code, COALESCE(p.name, '') AS name, COALESCE(p.variant_name, '') AS variant_name, a.kind, counted.total
    FROM counted LEFT JOIN (all_eans a JOIN paged USING (ean)) ON true
    LEFT JOIN products p ON p.eshop_id = ${eshopId} AND p.code = a.code
    ORDER BY a.ean, a.code`,
  );
  // Paged by EAN, so a group is never split; one row always comes back to carry the total.
  const total = Number(found[0]?.total ?? 0);
  const groups = new Map<string, Array<{ code: string; name: string; variant_name: string; kind: string }>>();
  for (const r of found.filter((f) => f.ean !== null))
    groups.set(r.ean, [
      ...(groups.get(r.ean) ?? []),
      { code: r.code, name: r.name, variant_name: r.variant_name, kind: r.kind },
    ]);
  return { items: [...groups].map(([ean, list]) => ({ ean, products: list })), total };
}
