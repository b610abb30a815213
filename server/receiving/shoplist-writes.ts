import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf as rows } from '../db/sql-rows';

export interface NewLine {
  code: string;
  amount_expected: number;
  amount_stocked_up?: number;
  orders: ReadonlyArray<{ order_code: string; count: number; ordered_at: string }>;
}

// Far below PostgreSQL's 65,535 parameters a statement, even at six per order row.
const CHUNK = 2000;
const chunks = <T>(all: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < all.length; i += CHUNK) out.push(all.slice(i, i + CHUNK));
  return out;
};

type ShoplistHead = {
  reference: string;
  name: string;
  supplier: string;
  status: number | null;
  state?: 'open' | 'processed';
  backorderOf?: number;
  extrasOf?: number;
  now: Date;
  processedBy?: string;
};

const insertHead = (eshopId: number, head: ShoplistHead) => {
  const processed = head.state === 'processed';
  return sql`INSERT INTO shoplists (eshop_id, reference, name, supplier, status_id, state, backorder_of, extras_of, created_at, processed_at, processed_by)
      VALUES (${eshopId}, ${head.reference}, ${head.name}, ${head.supplier}, ${head.status}, ${head.state ?? 'open'},
        ${head.backorderOf ?? null}, ${head.extrasOf ?? null}, ${head.now.toISOString()},
        ${processed ? head.now.toISOString() : null}, ${processed ? (head.processedBy ?? null) : null})`;
};

export async function insertShoplist(tx: Tx, eshopId: number, head: ShoplistHead): Promise<number> {
  const [row] = await rows<{ id: number }>(tx, sql`${insertHead(eshopId, head)} RETURNING id`);
  return Number(row.id);
}

/**
 * The new list's id, or null when the e-shop has a list of that reference already. A concurrent
 * insert of the same reference waits for the other to commit and then yields null: the caller
 * updates that list instead (a real upsert; two at once never meet the unique index as a 500).
 */
export async function insertShoplistIfNew(tx: Tx, eshopId: number, head: ShoplistHead): Promise<number | null> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`${insertHead(eshopId, head)} ON CONFLICT (eshop_id, lower(reference)) DO NOTHING RETURNING id`,
  );
  return row ? Number(row.id) : null;
}

/**
 * Writes a list's lines (upserting the expected amount, keeping what was stocked up) and replaces
 * its orders. `position` follows the order given.
 */
export async function writeLines(tx: Tx, eshopId: number, shoplistId: number, lines: readonly NewLine[]) {
  for (const part of chunks(lines.map((l, i) => ({ ...l, position: i + 1 })))) {
    await tx.execute(sql`INSERT INTO shoplist_lines (shoplist_id, eshop_id, code, position, amount_expected, amount_stocked_up)
      VALUES ${sql.join(
        part.map(
          (l) =>
            sql`(${shoplistId}, ${eshopId}, ${l.code}, ${l.position}, ${l.amount_expected}, ${l.amount_stocked_up ?? 0})`,
        ),
        sql`, `,
      )}
      ON CONFLICT (shoplist_id, code) DO UPDATE SET position = EXCLUDED.position, amount_expected = EXCLUDED.amount_expected`);
  }
  await tx.execute(sql`DELETE FROM shoplist_orders WHERE shoplist_id = ${shoplistId} AND eshop_id = ${eshopId}`);
  const orders = lines.flatMap((l) => l.orders.map((o) => ({ ...o, code: l.code })));
  for (const part of chunks(orders)) {
    await tx.execute(sql`INSERT INTO shoplist_orders (shoplist_id, eshop_id, code, order_code, count, ordered_at)
      VALUES ${sql.join(
        part.map((o) => sql`(${shoplistId}, ${eshopId}, ${o.code}, ${o.order_code}, ${o.count}, ${o.ordered_at})`),
        sql`, `,
      )}`);
  }
}

/** A reference not yet used in the e-shop: `base`, else `base2`, `base3`… */
export async function freeReference(tx: Tx, eshopId: number, base: string): Promise<string> {
  const taken = new Set(
    (
      await rows<{ r: string }>(
        tx,
        sql`SELECT lower(reference) AS r FROM shoplists WHERE eshop_id = ${eshopId} AND lower(reference) LIKE ${`${base.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
      )
    ).map((r) => r.r),
  );
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`.toLowerCase())) return `${base}${n}`;
}
