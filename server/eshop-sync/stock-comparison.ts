import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf as rows } from '../db/sql-rows';
import { badInput } from '../failures';
import type { EshopConnector } from './eshop-connector.port';

export interface ComparisonRow {
  code: string;
  name: string;
  /** The warehouse's total over every location and batch. */
  warehouse: number;
  /** The e-shop's physical stock (`realStock`); null when the e-shop does not have the product. */
  eshop: number | null;
  /** Reserved by the e-shop's pending orders. */
  claim: number | null;
  /** eshop − warehouse (null when the e-shop does not have the product). */
  difference: number | null;
}

export interface Comparison {
  compared: number;
  differences: ComparisonRow[];
  /** Pushes still waiting: the e-shop's figure may be behind the warehouse by them. */
  rows_waiting: number;
}

/**
 * Per product, the warehouse's total beside the e-shop's physical stock; only the products that differ
 * are listed. The drift shows what the push cannot: changes made in the e-shop's admin, an order the
 * e-shop deducted itself while the warehouse deducts it too (docs/decisions/eshop-sync.md).
 */
export async function compareStock(db: Db, connector: EshopConnector, eshopId: number): Promise<Comparison> {
  const [warehouse, [waiting]] = await Promise.all([
    rows<{ code: string; name: string; total: string | number }>(
      db,
      sql`SELECT p.code, p.name, coalesce(b.total, 0) AS total FROM products p
        LEFT JOIN (SELECT code, sum(amount) AS total FROM stock_balances WHERE eshop_id = ${eshopId} GROUP BY code) b ON b.code = p.code
        WHERE p.eshop_id = ${eshopId}`,
    ),
    rows<{ n: string | number }>(
      db,
      sql`SELECT count(*) AS n FROM stock_sync_outbox WHERE eshop_id = ${eshopId} AND status = 'pending'`,
    ),
  ]);
  const eshop = new Map<string, { realStock: number | null; claim: number | null }>();
  for await (const page of connector.readRealStock()) for (const level of page) eshop.set(level.code, level);
  const differences: ComparisonRow[] = [];
  for (const w of warehouse) {
    const total = Number(w.total);
    const level = eshop.get(w.code);
    const real = level?.realStock ?? null;
    if (real === total) continue;
    differences.push({
      code: w.code,
      name: w.name,
      warehouse: total,
      eshop: real,
      claim: level?.claim ?? null,
      difference: real === null ? null : real - total,
    });
  }
  differences.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return { compared: warehouse.length, differences, rows_waiting: Number(waiting?.n ?? 0) };
}

/**
 * Queues "set the e-shop to the warehouse's figure" for the chosen products: the push worker reads
 * the totals when it sends (absolute, so repeating it changes nothing). Unknown codes are refused.
 */
export async function queueSetToWarehouse(db: Db, eshopId: number, codes: readonly string[]): Promise<number> {
  const unique = [...new Set(codes)];
  const known = await rows<{ code: string }>(
    db,
    sql`SELECT code FROM products WHERE eshop_id = ${eshopId} AND code IN (${sql.join(
      unique.map((c) => sql`${c}`),
      sql`, `,
    )})`,
  );
  const knownSet = new Set(known.map((k) => k.code));
  const unknown = unique.filter((c) => !knownSet.has(c));
  if (unknown.length) throw badInput(`Produkt ${unknown[0]} v katalogu skladu není.`, { codes: unknown });
  await db.execute(sql`INSERT INTO stock_sync_outbox (eshop_id, change_id, code, amount, absolute)
    SELECT ${eshopId}, NULL, c, 0, true FROM unnest(ARRAY[${sql.join(
      unique.map((c) => sql`${c}`),
      sql`, `,
    )}]::text[]) AS c`);
  return unique.length;
}
