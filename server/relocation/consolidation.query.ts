import { sql } from 'drizzle-orm';
import type { ConsolidationCandidate } from '../../src/api/relocation.schema';
import { rowsOf, type Queryable } from '../db/sql-rows';

/** At most this many candidates are listed, those freeing most locations first. */
export const CONSOLIDATION_LIMIT = 200;

/**
 * Consolidation candidates (B4, docs/decisions/relocation.md), set-based: one product and batch
 * spread over two or more stock locations of one sector, where moving the smaller lines onto the
 * location holding most (the home) would empty at least one location. Without capacities a
 * location counts as freed when that line is all it holds. Only the same batch is joined and only
 * within one sector, so the sector's flags (single batch, picking) hold on both sides.
 */
export async function consolidationCandidates(db: Queryable, eshopId: number): Promise<ConsolidationCandidate[]> {
  const rows = await rowsOf<ConsolidationCandidate & { from_lines: string | ConsolidationCandidate['from'] }>(
    db,
    sql`WITH lines AS (
          SELECT b.code, b.sarze_id, b.location_id, b.amount, l.name, l."order" AS lorder, s.id AS sector_id
          FROM stock_balances b
          JOIN locations l ON l.id = b.location_id AND l.eshop_id = b.eshop_id
          JOIN sectors s ON s.id = l.sector_id
          WHERE b.eshop_id = ${eshopId} AND b.amount > 0 AND NOT s.non_stock
        ),
        held AS (SELECT location_id, count(*) AS lines FROM lines GROUP BY location_id),
        ranked AS (
          SELECT ln.*, h.lines = 1 AS frees,
                 row_number() OVER (PARTITION BY ln.code, ln.sarze_id, ln.sector_id
                   ORDER BY ln.amount DESC, ln.lorder, ln.name, ln.location_id) AS rank,
                 count(*) OVER (PARTITION BY ln.code, ln.sarze_id, ln.sector_id) AS spread
          FROM lines ln JOIN held h ON h.location_id = ln.location_id
        ),
        candidates AS (
          SELECT home.code, home.sarze_id, home.location_id AS to_location_id, home.name AS to_location,
                 home.amount AS to_amount,
                 json_agg(json_build_object('location_id', src.location_id, 'location_name', src.name,
                   'amount', src.amount) ORDER BY src.rank) AS from_lines,
                 count(*) FILTER (WHERE src.frees) AS frees, sum(src.amount) AS moved
          FROM ranked home JOIN ranked src
            ON src.code = home.code AND src.sarze_id = home.sarze_id AND src.sector_id = home.sector_id AND src.rank > 1
          WHERE home.rank = 1 AND home.spread > 1
          GROUP BY home.code, home.sarze_id, home.location_id, home.name, home.amount
        )
        SELECT c.code, coalesce(p.name, c.code) AS name, c.sarze_id, bt.name AS batch, bt.expires_at::text AS expires_at,
               c.to_location_id, c.to_location, c.to_amount::int AS to_amount, c.from_lines, c.frees::int AS frees
        FROM candidates c
        LEFT JOIN products p ON p.eshop_id = ${eshopId} AND p.code = c.code
        LEFT JOIN batches bt ON bt.id = c.sarze_id AND bt.eshop_id = ${eshopId}
        WHERE c.frees > 0
        ORDER BY c.frees DESC, c.moved, c.code, c.sarze_id
        LIMIT ${CONSOLIDATION_LIMIT}`,
  );
  return rows.map(({ from_lines, ...r }) => {
    const from = (
      typeof from_lines === 'string' ? JSON.parse(from_lines) : from_lines
    ) as ConsolidationCandidate['from'];
    return {
      ...r,
      sarze_id: Number(r.sarze_id),
      to_location_id: Number(r.to_location_id),
      to_amount: Number(r.to_amount),
      frees: Number(r.frees),
      batch: r.batch ?? null,
      expires_at: r.expires_at ?? null,
      from: from.map((f) => ({
        location_id: Number(f.location_id),
        location_name: f.location_name,
        amount: Number(f.amount),
      })),
    };
  });
}
