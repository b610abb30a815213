import { sql } from 'drizzle-orm';
import { fulfilOrders } from '../../src/domain/receiving/order-fulfilment';
import { rows } from '../ledger/sql-rows';
import { isoOf, summariesWhere, summaryOf, type Queryable, type ShoplistSummaryJson } from './shoplist-rows';

export interface ShoplistFilter {
  state?: 'open' | 'processed' | 'all';
  status?: number;
  archived?: boolean;
}

/** GET /ao/shoplists/: by default the lists still being received; archived ones only when asked for. */
export function listShoplists(db: Queryable, eshopId: number, filter: ShoplistFilter): Promise<ShoplistSummaryJson[]> {
  const state = filter.state ?? 'open';
  const conditions = [sql`s.archived = ${filter.archived ?? false}`];
  if (state !== 'all') conditions.push(sql`s.state = ${state}`);
  if (filter.status !== undefined) conditions.push(sql`s.status_id = ${filter.status}`);
  return summariesWhere(db, eshopId, sql.join(conditions, sql` AND `));
}

/**
 * POST /ao/shoplist/search/: any list (archived too) whose number, name or supplier contains the
 * text, or that has a line of a product with that code or EAN (what a scanner at the dock gives).
 */
export function searchShoplists(db: Queryable, eshopId: number, q: string): Promise<ShoplistSummaryJson[]> {
  const text = q.trim().toLowerCase();
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return summariesWhere(
    db,
    eshopId,
    sql`lower(s.reference) LIKE ${like} OR lower(s.name) LIKE ${like} OR lower(s.supplier) LIKE ${like}
      OR EXISTS (SELECT 1 FROM shoplist_lines l LEFT JOIN products p ON p.eshop_id = l.eshop_id AND p.code = l.code
        WHERE l.shoplist_id = s.id AND l.eshop_id = s.eshop_id AND (lower(l.code) = ${text} OR p.ean = ${q.trim()}))`,
    100,
  );
}

interface LineRow {
  code: string;
  name: string;
  variant_name: string;
  ean: string | null;
  image: string | null;
  require_batch: boolean;
  amount_expected: number;
  amount_stocked_up: number;
}
interface OrderRow {
  code: string;
  order_code: string;
  count: number;
  ordered_at: Date | string;
}

/** GET /ao/shoplist/{id}/: the list with its products in list order, each with its orders and which are fulfilled (R-AO-02). */
export async function shoplistDetail(db: Queryable, eshopId: number, id: number) {
  const summary = await summaryOf(db, eshopId, id);
  const [lines, orders] = [
    await rows<LineRow>(
      db,
      sql`SELECT l.code, COALESCE(p.name, l.code) AS name, COALESCE(p.variant_name, '') AS variant_name, p.ean, p.image,
          COALESCE(f.require_batch, false) AS require_batch, l.amount_expected, l.amount_stocked_up
        FROM shoplist_lines l
        LEFT JOIN products p ON p.eshop_id = l.eshop_id AND p.code = l.code
        LEFT JOIN product_flags f ON f.eshop_id = l.eshop_id AND f.code = l.code
        WHERE l.shoplist_id = ${id} AND l.eshop_id = ${eshopId}
        ORDER BY l.position, l.code`,
    ),
    await rows<OrderRow>(
      db,
      sql`SELECT code, order_code, count, ordered_at FROM shoplist_orders WHERE shoplist_id = ${id} AND eshop_id = ${eshopId}`,
    ),
  ];
  const byCode = new Map<string, Array<{ order_code: string; count: number; ordered_at: string }>>();
  for (const o of orders) {
    const list = byCode.get(o.code) ?? [];
    list.push({ order_code: o.order_code, count: Number(o.count), ordered_at: isoOf(o.ordered_at) });
    byCode.set(o.code, list);
  }
  return {
    ...summary,
    products: lines.map((l) => ({
      code: l.code,
      name: l.name,
      variant_name: l.variant_name,
      ean: l.ean,
      image: l.image,
      require_batch: l.require_batch,
      amount_expected: Number(l.amount_expected),
      amount_stocked_up: Number(l.amount_stocked_up),
      orders: fulfilOrders(byCode.get(l.code) ?? [], Number(l.amount_stocked_up)),
    })),
  };
}

export async function customStates(db: Queryable, eshopId: number) {
  const found = await rows<{ id: number; name: string; color: string }>(
    db,
    sql`SELECT id, name, color FROM shoplist_states WHERE eshop_id = ${eshopId} ORDER BY "order", id`,
  );
  return found.map((s) => ({ ...s, id: Number(s.id) }));
}
