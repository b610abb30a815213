import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf as rows } from '../db/sql-rows';
import type { CheckRecordLine } from '../../src/api/stocktaking.schema';

interface RecordRow {
  location_name: string;
  code: string;
  name: string | null;
  sarze_id: number;
  sarze_name: string | null;
  counted: number;
  expected: number;
  difference: number;
}

/**
 * The audit record of a committed check: every line its commit applied, by location, product and batch.
 * Expected amounts are shown to everyone once committed: a blind check hides them only while counting.
 */
export async function checkRecordLines(tx: Tx, eshopId: number, checkId: number): Promise<CheckRecordLine[]> {
  const found = await rows<RecordRow>(
    tx,
    sql`SELECT r.location_name, r.code, p.name, r.sarze_id, bt.name AS sarze_name, r.counted, r.expected, r.difference
        FROM inventory_check_record_lines r
        LEFT JOIN products p ON p.eshop_id = r.eshop_id AND p.code = r.code
        LEFT JOIN batches bt ON bt.id = r.sarze_id
        WHERE r.check_id = ${checkId} AND r.eshop_id = ${eshopId}
        ORDER BY r.location_name, r.code, r.sarze_id`,
  );
  return found.map((r) => ({
    location_name: r.location_name,
    code: r.code,
    name: r.name,
    sarze_id: Number(r.sarze_id) || null,
    sarze_name: r.sarze_name,
    counted: Number(r.counted),
    expected: Number(r.expected),
    difference: Number(r.difference),
  }));
}
