import { productWithVariant } from '../catalogue/product-name.sql';
import { sql, type SQL } from 'drizzle-orm';
import type { Suggestions } from '../../src/api/relocation.schema';
import type { Db } from '../db/client';
import { rowsOf, type Queryable } from '../db/sql-rows';
import { queueRows } from './chaos-queue.query';
import { categoryOr404 } from './rule-categories';

export type SuggestionList = 'collect' | 'deposit';

/**
 * The plan of one category, set-based (docs/decisions/relocation.md): each product with stock on a
 * rule's source places belongs to its first rule by priority; when the rule's target places hold
 * less than `min` (counting what the chaos queue already brings), it is refilled up to `max`,
 * collected from the batch expiring first, then from the smallest lines (the locations it would
 * empty), and deposited where the target already holds the product, else on the next empty target.
 * A target whose sector keeps one batch per location is brought only one batch (and unbatched pieces).
 * Where a product goes depends only on which products are in need, not on how much is collected, so
 * the destinations are decided first and only the products that have one are walked by the window
 * sum (over 50,000 products most have nowhere to go: the running sums of 66,000 lines were the
 * bulk of the time). Balances are joined to the rule's places once (rule_stock): the CTEs have no
 * statistics and a join on the rule alone grew to needs × places.
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
    SELECT l.id, l.name, l."order" AS lorder, s."order" AS sorder, s.id AS sector_id, s.zone_id, s.multiple_batches
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
  rule_stock AS MATERIALIZED (
    SELECT rp.rule_no, rp.is_target, b.code, b.location_id, b.sarze_id, b.amount
    FROM stock_balances b JOIN rule_places rp ON rp.location_id = b.location_id
    WHERE b.eshop_id = ${eshopId} AND b.amount > 0
  ),
  -- A product's first rule by priority, then order: one number per rule (a category has at most 50).
  candidates AS (
    SELECT min(rs.code) AS code, min(r.priority::bigint * 100 + r.rule_no) % 100 AS rule_no
    FROM rule_stock rs JOIN rules r ON r.rule_no = rs.rule_no AND left(rs.code, length(r.prefix)) = r.prefix
    WHERE NOT rs.is_target
    GROUP BY rs.code COLLATE "C"
  ),
  target_held AS (
    SELECT rs.rule_no, rs.code, sum(rs.amount) AS held,
           (array_agg(rs.location_id ORDER BY rs.amount DESC, rs.location_id))[1] AS top_location
    FROM rule_stock rs WHERE rs.is_target
    GROUP BY rs.rule_no, rs.code
  ),
  queued AS (SELECT q.code, sum(q.amount) AS amount FROM (${queueRows(eshopId)}) q GROUP BY q.code),
  needs AS (
    SELECT c.code, c.rule_no, th.top_location, r.max_amount - coalesce(th.held, 0) - coalesce(q.amount, 0) AS need
    FROM candidates c JOIN rules r ON r.rule_no = c.rule_no
    LEFT JOIN target_held th ON th.rule_no = c.rule_no AND th.code = c.code
    LEFT JOIN queued q ON q.code = c.code
    WHERE coalesce(th.held, 0) + coalesce(q.amount, 0) < r.min_amount
      AND r.max_amount - coalesce(th.held, 0) - coalesce(q.amount, 0) > 0
  ),
  homeless AS (
    SELECT n.code, n.rule_no, row_number() OVER (PARTITION BY n.rule_no ORDER BY n.code COLLATE "C") AS k
    FROM needs n WHERE n.top_location IS NULL
  ),
  free_targets AS (
    SELECT rp.rule_no, array_agg(p.id ORDER BY p.sorder, p.lorder, p.id) AS ids
    FROM rule_places rp JOIN places p ON p.id = rp.location_id
    WHERE rp.is_target AND NOT EXISTS (
      SELECT 1 FROM stock_balances b WHERE b.eshop_id = ${eshopId} AND b.location_id = p.id AND b.amount > 0)
    GROUP BY rp.rule_no
  ),
  -- The k-th product with no place of its rule gets the k-th empty target: picked from an array, as
  -- a join on (rule, k) was planned as rule-only (homeless × empty places, 16 million rows).
  routes AS MATERIALIZED (
    SELECT n.code, n.rule_no, n.need, coalesce(n.top_location, f.ids[h.k::int]) AS location_id
    FROM needs n
    LEFT JOIN homeless h ON h.code = n.code
    LEFT JOIN free_targets f ON f.rule_no = h.rule_no
    WHERE coalesce(n.top_location, f.ids[h.k::int]) IS NOT NULL
  ),
  -- A target in a sector that keeps one batch per location receives unbatched pieces and one batch only:
  -- the batch it already holds, else the batch expiring first of the sources (the rule the stock-in
  -- asks acknowledgement for, and the chaos queue's suggestion keeps). The target's own rows join the
  -- sources so a window picks that batch in the same walk: a join to a CTE of it was planned as a
  -- nested loop (the planner cannot count CTE rows), 9 million comparisons on the benchmark.
  source_candidates AS (
    SELECT rt.code, rt.need, rs.location_id, rs.sarze_id, rs.amount, rs.is_target, p.multiple_batches, bt.expires_at,
           first_value(rs.sarze_id) OVER (PARTITION BY rt.code COLLATE "C"
             ORDER BY rs.sarze_id = 0, rs.is_target DESC, bt.expires_at ASC NULLS LAST, rs.amount ASC, rs.location_id,
               rs.sarze_id) AS one_batch
    FROM routes rt
    JOIN places p ON p.id = rt.location_id
    JOIN rule_stock rs ON rs.rule_no = rt.rule_no AND rs.code = rt.code
      AND (NOT rs.is_target OR rs.location_id = rt.location_id)
    LEFT JOIN batches bt ON bt.id = rs.sarze_id AND bt.eshop_id = ${eshopId}
  ),
  source_lines AS (
    SELECT code, location_id, sarze_id, amount, need,
           sum(amount) OVER (PARTITION BY code COLLATE "C"
             ORDER BY expires_at ASC NULLS LAST, amount ASC, location_id, sarze_id
             ROWS UNBOUNDED PRECEDING) AS running
    FROM source_candidates
    WHERE NOT is_target AND (multiple_batches OR sarze_id = 0 OR sarze_id = one_batch)
  ),
  takes AS (
    SELECT code, location_id, sarze_id, least(amount, need - (running - amount))::int AS take
    FROM source_lines WHERE running - amount < need
  ),
  deposits AS (
    SELECT t.code, t.sarze_id, rt.location_id, sum(t.take)::int AS total
    FROM takes t JOIN routes rt ON rt.code = t.code
    GROUP BY t.code, t.sarze_id, rt.location_id
  )`;

/** Each line names its batch (0: none) with its name and expiry, so exactly that batch is moved. */
const itemColumns = (amountToCollect: SQL, amountToDeposit: SQL, line: SQL) => sql`
  ${line}.code, coalesce(${productWithVariant('pr')}, '') AS name, p.name AS location_name, ${line}.location_id, ${line}.sarze_id, bt.name AS batch,
  bt.expires_at::text AS expires_at, ${amountToCollect} AS amount_to_collect, ${amountToDeposit} AS amount_to_deposit,
  row_number() OVER (ORDER BY p.sorder, p.lorder, p.name, ${line}.code, bt.expires_at NULLS LAST, ${line}.sarze_id)::int
    AS index`;

const collectSelect = (eshopId: number) => sql`
  SELECT ${itemColumns(sql`t.take`, sql`0`, sql`t`)}
  FROM takes t JOIN places p ON p.id = t.location_id
  LEFT JOIN batches bt ON bt.id = t.sarze_id
  LEFT JOIN products pr ON pr.eshop_id = ${eshopId} AND pr.code = t.code
  ORDER BY index`;

const depositSelect = (eshopId: number) => sql`
  SELECT ${itemColumns(sql`d.total`, sql`d.total`, sql`d`)}
  FROM deposits d JOIN places p ON p.id = d.location_id
  LEFT JOIN batches bt ON bt.id = d.sarze_id
  LEFT JOIN products pr ON pr.eshop_id = ${eshopId} AND pr.code = d.code
  ORDER BY index`;

/** The whole statement of one list; the benchmark EXPLAINs it as it is run. */
export const suggestionsStatement = (eshopId: number, categoryId: number, list: SuggestionList): SQL =>
  sql`WITH ${plan(eshopId, categoryId)} ${list === 'collect' ? collectSelect(eshopId) : depositSelect(eshopId)}`;

/**
 * Settings of the transaction the statement runs in. The planner cannot estimate the CTEs and costs
 * the statement far above jit_above_cost: compiling its ~300 expressions took 13 of 18 s on the
 * 50,000-product benchmark (PostgreSQL 15). With the default 4 MB every sort and hash of the
 * 75,000 source lines spilled to disk (external merge in EXPLAIN ANALYZE).
 */
export async function planSettings(tx: Queryable): Promise<void> {
  await tx.execute(sql`SET LOCAL jit = off`);
  await tx.execute(sql`SET LOCAL work_mem = '32MB'`);
}

/** GET /relocation_rules/suggestions/{categoryId}/collect|deposit/; `guid` is echoed for R-SUG-02. */
export async function suggestions(
  db: Db,
  eshopId: number,
  categoryId: number,
  list: SuggestionList,
  guid: string | null,
): Promise<Suggestions> {
  await categoryOr404(db, eshopId, categoryId);
  const rows = await db.transaction(async (tx) => {
    await planSettings(tx);
    return rowsOf<Suggestions['items'][number]>(tx, suggestionsStatement(eshopId, categoryId, list));
  });
  return {
    guid,
    items: rows.map((r) => ({
      code: r.code,
      name: r.name,
      location_name: r.location_name,
      location_id: Number(r.location_id),
      amount_to_collect: Number(r.amount_to_collect),
      amount_to_deposit: Number(r.amount_to_deposit),
      sarze_id: Number(r.sarze_id),
      batch: r.batch ?? null,
      expires_at: r.expires_at ?? null,
      index: Number(r.index),
      hidden: false,
    })),
  };
}
