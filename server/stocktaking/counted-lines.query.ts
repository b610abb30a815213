import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf as rows } from '../db/sql-rows';
import type { CountedLine } from '../../src/api/stocktaking.schema';
import type { CheckRecord } from './check-record';

interface LineRow {
  location_name: string;
  code: string;
  name: string | null;
  sarze_id: number;
  sarze_name: string | null;
  amount: number;
  entries: number;
  expected: number | null;
}

/**
 * The counted lines of one location (entries summed per product and batch), newest first, with
 * the ledger's amount beside them unless the check is blind: a blind check never tells a counter
 * what to expect.
 */
export async function countedLines(
  tx: Tx,
  eshopId: number,
  check: Pick<CheckRecord, 'id' | 'blind'>,
  locationId: number,
  only?: { code: string; sarzeId: number },
): Promise<CountedLine[]> {
  const found = await rows<LineRow>(
    tx,
    sql`SELECT l.name AS location_name, e.code, p.name, e.sarze_id, bt.name AS sarze_name,
          sum(e.amount)::int AS amount, count(*)::int AS entries, b.amount AS expected
        FROM inventory_check_entries e
        JOIN locations l ON l.id = e.location_id
        LEFT JOIN products p ON p.eshop_id = e.eshop_id AND p.code = e.code
        LEFT JOIN batches bt ON bt.id = e.sarze_id
        LEFT JOIN stock_balances b ON b.eshop_id = e.eshop_id AND b.location_id = e.location_id AND b.code = e.code AND b.sarze_id = e.sarze_id
        WHERE e.check_id = ${check.id} AND e.eshop_id = ${eshopId} AND e.location_id = ${locationId}
          ${only ? sql`AND e.code = ${only.code} AND e.sarze_id = ${only.sarzeId}` : sql``}
        GROUP BY l.name, e.code, p.name, e.sarze_id, bt.name, b.amount
        ORDER BY max(e.id) DESC`,
  );
  return found.map((r) => ({
    location_name: r.location_name,
    code: r.code,
    name: r.name,
    sarze_id: Number(r.sarze_id) || null,
    sarze_name: r.sarze_name,
    amount: r.amount,
    entries: r.entries,
    expected: check.blind ? null : Number(r.expected ?? 0),
  }));
}
