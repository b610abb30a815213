import { sql, type SQL } from 'drizzle-orm';

/**
 * Every line a commit of the check would apply, computed by the database in one statement:
 * counted lines (entries summed per location, product and batch; the line's ledger position is its
 * latest entry's), and zero lines (a product a location marked counted held when it was marked, that
 * nobody scanned there). For each: what the ledger holds now and the net of the movements after the
 * count. Movements are read once, from the oldest position of the check on, and joined by key.
 * Columns: location_id, location_name (null: deleted since), code, sarze_id, counted, stock_now, net_after, has_balance.
 */
export function commitLinesSql(eshopId: number, checkId: number): SQL {
  return sql`
    WITH counted AS (
      SELECT location_id, code, sarze_id, sum(amount)::int AS counted, max(ledger_position) AS pos, false AS zero_line
      FROM inventory_check_entries WHERE check_id = ${checkId} AND eshop_id = ${eshopId}
      GROUP BY location_id, code, sarze_id
    ),
    zeroed AS (
      SELECT b.location_id, b.code, b.sarze_id, 0 AS counted, cl.counted_position AS pos, true AS zero_line
      FROM inventory_check_locations cl
      JOIN stock_balances b ON b.eshop_id = cl.eshop_id AND b.location_id = cl.location_id
      WHERE cl.check_id = ${checkId} AND cl.counted_position IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM counted k WHERE k.location_id = b.location_id AND k.code = b.code AND k.sarze_id = b.sarze_id)
    ),
    lines AS (SELECT * FROM counted UNION ALL SELECT * FROM zeroed),
    later AS (
      SELECT m.id, m.location_id, m.code, m.sarze_id, m.amount FROM stock_movements m
      WHERE m.eshop_id = ${eshopId} AND m.id > (SELECT coalesce(min(pos), 0) FROM lines)
    ),
    net AS (
      SELECT l.location_id, l.code, l.sarze_id, sum(m.amount)::int AS net_after
      FROM lines l JOIN later m ON m.location_id = l.location_id AND m.code = l.code AND m.sarze_id = l.sarze_id AND m.id > l.pos
      GROUP BY l.location_id, l.code, l.sarze_id
    )
    SELECT l.location_id, loc.name AS location_name, l.code, l.sarze_id, l.counted,
      coalesce(b.amount, 0) AS stock_now, coalesce(n.net_after, 0) AS net_after, b.eshop_id IS NOT NULL AS has_balance
    FROM lines l
    LEFT JOIN locations loc ON loc.id = l.location_id AND loc.eshop_id = ${eshopId}
    LEFT JOIN stock_balances b ON b.eshop_id = ${eshopId} AND b.location_id = l.location_id AND b.code = l.code AND b.sarze_id = l.sarze_id
    LEFT JOIN net n ON n.location_id = l.location_id AND n.code = l.code AND n.sarze_id = l.sarze_id
    -- a zero line only where the location held something when it was marked counted
    WHERE NOT l.zero_line OR coalesce(b.amount, 0) - coalesce(n.net_after, 0) <> 0`;
}
