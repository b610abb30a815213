import { sql, type SQL } from 'drizzle-orm';
import type { Suggestions } from '../../src/api/relocation.schema';
import type { Db } from '../db/client';
import { rowsOf } from '../layout/sql-rows';
import { queueRows } from './chaos-queue.query';
import { categoryOr404 } from './rule-categories';

export type SuggestionList = 'collect' | 'deposit';

/**
 * The plan of one category, set-based (docs/decisions/relocation.md): each product with stock on a
 * rule's source places belongs to its first rule by priority; when the rule's target places hold
 * less than `min` (counting what the chaos queue already brings), it is refilled up to `max`,
 * collected from the batch expiring first, then from the smallest lines (the locations it would
 * empty), and deposited where the target already holds the product, else on the next empty target.
 * Balances are joined to the rule's places once (source_stock, target_stock), so every later join is
 * on (rule, code): the CTEs have no statistics and a join on the rule alone grew to needs × places.
 * Codes are grouped in the "C" collation: byte order is enough to group, and locale sorts were half
 * the time of `needs` and `takes` over 50,000 products.
 */
const plan = (eshopId: number, categoryId: number): SQL => sql`
  rules AS (
    SELECT r.ord AS rule_no, (r.v->>'priority')::int AS priority, coalesce(r.v->>'code_prefix', '') AS prefix,
           (r.v->>'min')::int AS min_amount, (r.v->>'max')::int AS max_amount,
           ARRAY(SELECT jsonb_array_elements_text(r.v->'from_sector_ids')::int) AS from_sectors,
           ARRAY(SELECT jsonb_array_elements_text(r.v->'from_zone_ids')::int) AS from_zones,
           ARRAY(SELECT jsonb_array_elements_text(r.v->'to_sector_ids')::int) AS to_sectors,
           ARRAY(SELECT jsonb_array_elements_text(r.v->'to_zone_ids')::int) AS to_zones
    FROM relocation_categories c CROSS JOIN LATERAL jsonb_array_elements(c.data) WITH ORDINALITY AS r(v, ord)
    WHERE c.eshop_id = ${eshopId} AND c.id = ${categoryId}
  ),
  places AS (
    SELECT l.id, l.name, l."order" AS lorder, s."order" AS sorder, s.id AS sector_id, s.zone_id
    FROM locations l JOIN sectors s ON s.id = l.sector_id
    WHERE l.eshop_id = ${eshopId} AND NOT s.non_stock
  ),
  rule_places AS MATERIALIZED (
    SELECT r.rule_no, p.id AS location_id,
           (p.sector_id = ANY(r.to_sectors) OR p.zone_id = ANY(r.to_zones)) AS is_target
    FROM rules r JOIN places p
      ON p.sector_id = ANY(r.to_sectors) OR p.zone_id = ANY(r.to_zones)
      OR p.sector_id = ANY(r.from_sectors) OR p.zone_id = ANY(r.from_zones)
  ),
  stock AS MATERIALIZED (
    SELECT b.location_id, b.code, b.sarze_id, b.amount FROM stock_balances b
    WHERE b.eshop_id = ${eshopId} AND b.amount > 0
  ),
  source_stock AS MATERIALIZED (
    SELECT rp.rule_no, st.code, st.location_id, st.sarze_id, st.amount
    FROM stock st JOIN rule_places rp ON rp.location_id = st.location_id AND NOT rp.is_target
  ),
  target_stock AS MATERIALIZED (
    SELECT rp.rule_no, st.code, st.location_id, st.amount
    FROM stock st JOIN rule_places rp ON rp.location_id = st.location_id AND rp.is_target
  ),
  candidates AS (
    SELECT DISTINCT ON (ss.code COLLATE "C") ss.code, r.rule_no
    FROM source_stock ss JOIN rules r ON r.rule_no = ss.rule_no AND left(ss.code, length(r.prefix)) = r.prefix
    ORDER BY ss.code COLLATE "C", r.priority, r.rule_no
  ),
  target_held AS (
    SELECT ts.rule_no, ts.code, sum(ts.amount) AS held FROM target_stock ts GROUP BY ts.rule_no, ts.code
  ),
  queued AS (SELECT q.code, sum(q.amount) AS amount FROM (${queueRows(eshopId)}) q GROUP BY q.code),
  needs AS (
    SELECT c.code, c.rule_no, r.max_amount - coalesce(th.held, 0) - coalesce(q.amount, 0) AS need
    FROM candidates c JOIN rules r ON r.rule_no = c.rule_no
    LEFT JOIN target_held th ON th.rule_no = c.rule_no AND th.code = c.code
    LEFT JOIN queued q ON q.code = c.code
    WHERE coalesce(th.held, 0) + coalesce(q.amount, 0) < r.min_amount
      AND r.max_amount - coalesce(th.held, 0) - coalesce(q.amount, 0) > 0
  ),
  source_lines AS (
    SELECT n.code, st.location_id, st.amount, n.need,
           sum(st.amount) OVER (PARTITION BY n.code COLLATE "C"
             ORDER BY bt.expires_at ASC NULLS LAST, st.amount ASC, st.location_id, st.sarze_id
             ROWS UNBOUNDED PRECEDING) AS running
    FROM needs n
    JOIN source_stock st ON st.code = n.code AND st.rule_no = n.rule_no
    LEFT JOIN batches bt ON bt.id = st.sarze_id AND bt.eshop_id = ${eshopId}
  ),
  takes AS (
    SELECT code, location_id, sum(least(amount, need - (running - amount)))::int AS take
    FROM source_lines WHERE running - amount < need
    GROUP BY code, location_id
  ),
  collected AS (
    SELECT t.code, n.rule_no, sum(t.take)::int AS total FROM takes t JOIN needs n ON n.code = t.code
    GROUP BY t.code, n.rule_no
  ),
  held_target AS (
    SELECT DISTINCT ON (c.code) c.code, st.location_id
    FROM collected c
    JOIN target_stock st ON st.code = c.code AND st.rule_no = c.rule_no
    ORDER BY c.code, st.amount DESC, st.location_id
  ),
  homeless AS (
    SELECT c.code, c.rule_no, row_number() OVER (PARTITION BY c.rule_no ORDER BY c.code) AS k
    FROM collected c WHERE NOT EXISTS (SELECT 1 FROM held_target h WHERE h.code = c.code)
  ),
  free_targets AS (
    SELECT rp.rule_no, p.id, row_number() OVER (PARTITION BY rp.rule_no ORDER BY p.sorder, p.lorder, p.id) AS k
    FROM rule_places rp JOIN places p ON p.id = rp.location_id
    WHERE rp.is_target AND NOT EXISTS (SELECT 1 FROM stock st WHERE st.location_id = p.id)
  ),
  deposits AS (
    SELECT c.code, c.total, coalesce(h.location_id, f.id) AS location_id
    FROM collected c
    LEFT JOIN held_target h ON h.code = c.code
    LEFT JOIN homeless hl ON hl.code = c.code
    LEFT JOIN free_targets f ON f.rule_no = hl.rule_no AND f.k = hl.k
    WHERE coalesce(h.location_id, f.id) IS NOT NULL
  )`;

const collectSelect = sql`
  SELECT t.code, p.name AS location_name, t.location_id, t.take AS amount_to_collect, 0 AS amount_to_deposit,
         row_number() OVER (ORDER BY p.sorder, p.lorder, p.name, t.code)::int AS index
  FROM takes t JOIN places p ON p.id = t.location_id
  WHERE EXISTS (SELECT 1 FROM deposits d WHERE d.code = t.code)
  ORDER BY index`;

const depositSelect = sql`
  SELECT d.code, p.name AS location_name, d.location_id, d.total AS amount_to_collect, d.total AS amount_to_deposit,
         row_number() OVER (ORDER BY p.sorder, p.lorder, p.name, d.code)::int AS index
  FROM deposits d JOIN places p ON p.id = d.location_id
  ORDER BY index`;

/** The whole statement of one list; the benchmark EXPLAINs it as it is run. */
export const suggestionsStatement = (eshopId: number, categoryId: number, list: SuggestionList): SQL =>
  sql`WITH ${plan(eshopId, categoryId)} ${list === 'collect' ? collectSelect : depositSelect}`;

/** GET /relocation_rules/suggestions/{categoryId}/collect|deposit/; `guid` is echoed for R-SUG-02. */
export async function suggestions(
  db: Db,
  eshopId: number,
  categoryId: number,
  list: SuggestionList,
  guid: string | null,
): Promise<Suggestions> {
  await categoryOr404(db, eshopId, categoryId);
  // The planner cannot estimate the CTEs and costs the statement far above jit_above_cost; compiling
  // its ~300 expressions then took 13 of 18 s on the 50,000-product benchmark (PostgreSQL 15).
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL jit = off`);
    return rowsOf<Suggestions['items'][number]>(tx, suggestionsStatement(eshopId, categoryId, list));
  });
  return {
    guid,
    items: rows.map((r) => ({
      code: r.code,
      location_name: r.location_name,
      location_id: Number(r.location_id),
      amount_to_collect: Number(r.amount_to_collect),
      amount_to_deposit: Number(r.amount_to_deposit),
      index: Number(r.index),
      hidden: false,
    })),
  };
}
