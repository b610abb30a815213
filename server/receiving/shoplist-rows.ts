import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { notFound } from '../failures';
import { rowsOf as rows } from '../db/sql-rows';

export type Queryable = Db | Tx;

/** A shopping list as the API shows it in lists (SPEC 3 "Shopping list", plus what a warehouse needs). */
export interface ShoplistSummaryJson {
  shoplist_id: number;
  reference: string;
  name: string;
  supplier: string;
  state: 'open' | 'processed';
  status: number | null;
  archived: boolean;
  created_at: string;
  processed_at: string | null;
  backorder_of: number | null;
  backorder_id: number | null;
  extras_of: number | null;
  extras_id: number | null;
  lines: number;
  pieces_expected: number;
  pieces_stocked_up: number;
}

interface SummaryRow {
  id: number;
  reference: string;
  name: string;
  supplier: string;
  state: 'open' | 'processed';
  status_id: number | null;
  archived: boolean;
  created_at: Date | string;
  processed_at: Date | string | null;
  backorder_of: number | null;
  backorder_id: number | null;
  extras_of: number | null;
  extras_id: number | null;
  lines: number | null;
  expected: number | null;
  stocked: number | null;
}

export const isoOf = (value: Date | string): string => new Date(value).toISOString();
const idOrNull = (v: number | null) => (v === null ? null : Number(v));

function summaryJson(r: SummaryRow): ShoplistSummaryJson {
  return {
    shoplist_id: Number(r.id),
    reference: r.reference,
    name: r.name,
    supplier: r.supplier,
    state: r.state,
    status: idOrNull(r.status_id),
    archived: r.archived,
    created_at: isoOf(r.created_at),
    processed_at: r.processed_at === null ? null : isoOf(r.processed_at),
    backorder_of: idOrNull(r.backorder_of),
    backorder_id: idOrNull(r.backorder_id),
    extras_of: idOrNull(r.extras_of),
    extras_id: idOrNull(r.extras_id),
    lines: Number(r.lines ?? 0),
    pieces_expected: Number(r.expected ?? 0),
    pieces_stocked_up: Number(r.stocked ?? 0),
  };
}

/** Summaries of the e-shop's lists matching `where` (a condition on `s`), newest first. */
export async function summariesWhere(
  db: Queryable,
  eshopId: number,
  where: SQL,
  limit = 200,
): Promise<ShoplistSummaryJson[]> {
  const found = await rows<SummaryRow>(
    db,
    sql`SELECT s.id, s.reference, s.name, s.supplier, s.state, s.status_id, s.archived, s.created_at, s.processed_at,
        s.backorder_of, s.extras_of,
        (SELECT b.id FROM shoplists b WHERE b.eshop_id = s.eshop_id AND b.backorder_of = s.id) AS backorder_id,
        (SELECT e.id FROM shoplists e WHERE e.eshop_id = s.eshop_id AND e.extras_of = s.id) AS extras_id,
        t.lines, t.expected, t.stocked
      FROM shoplists s
      LEFT JOIN LATERAL (
        SELECT count(*)::int AS lines, sum(amount_expected)::int AS expected, sum(amount_stocked_up)::int AS stocked
        FROM shoplist_lines l WHERE l.shoplist_id = s.id AND l.eshop_id = s.eshop_id
      ) t ON true
      WHERE s.eshop_id = ${eshopId} AND (${where})
      ORDER BY s.id DESC
      LIMIT ${limit}`,
  );
  return found.map(summaryJson);
}

export async function summaryOf(db: Queryable, eshopId: number, id: number): Promise<ShoplistSummaryJson> {
  const [found] = await summariesWhere(db, eshopId, sql`s.id = ${id}`, 1);
  if (!found) throw shoplistNotFound(id);
  return found;
}

export const shoplistNotFound = (id: number) => notFound(`Nákupní seznam ${id} nebyl nalezen.`);

export interface ShoplistHead {
  id: number;
  reference: string;
  name: string;
  supplier: string;
  state: 'open' | 'processed';
  archived: boolean;
}

/**
 * The list's row, locked: `share` while stock is received into it (receipts run side by side),
 * `update` while it is processed or changed (waits for receipts in flight, and they for it).
 * A list of another e-shop is not found.
 */
export async function lockShoplist(tx: Tx, eshopId: number, id: number, mode: 'share' | 'update') {
  const lock = mode === 'share' ? sql`FOR SHARE` : sql`FOR UPDATE`;
  const [head] = await rows<ShoplistHead>(
    tx,
    sql`SELECT id, reference, name, supplier, state, archived FROM shoplists WHERE eshop_id = ${eshopId} AND id = ${id} ${lock}`,
  );
  return head ? { ...head, id: Number(head.id) } : undefined;
}
