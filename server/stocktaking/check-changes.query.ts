import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf as rows } from '../db/sql-rows';
import type { CheckChange, CheckChanges } from '../../src/api/stocktaking.schema';
import { stockAtCount, type CountLine } from '../../src/domain/stocktaking/count-outcome';
import type { CheckRecord } from './check-record';
import { commitLinesSql } from './commit-lines.sql';

interface ChangeRow {
  location_name: string | null;
  code: string;
  name: string | null;
  sarze_id: number;
  counted: number;
  stock_now: number;
  net_after: number;
}

/**
 * GET /inventory_check/list/{id}/: the changes a commit would make (SPEC 3 "Changes": before_amount =
 * stock when counted, after_amount = counted), only the differing ones unless `listAll`. Lines whose
 * stock moved after counting carry `moved_after_count`. In a blind check only its starter sees the
 * ledger's side.
 */
export async function checkChanges(
  tx: Tx,
  eshopId: number,
  check: CheckRecord,
  listAll: boolean,
  clientId: number,
): Promise<CheckChanges> {
  const found = await rows<ChangeRow>(
    tx,
    sql`SELECT c.location_name, c.code, p.name, c.sarze_id, c.counted, c.stock_now, c.net_after
        FROM (${commitLinesSql(eshopId, check.id)}) c
        LEFT JOIN products p ON p.eshop_id = ${eshopId} AND p.code = c.code
        ORDER BY c.location_name, c.code, c.sarze_id`,
  );
  const reveal = !check.blind || check.createdBy === clientId;
  const changes: CheckChange[] = [];
  for (const r of found) {
    const line: CountLine = { counted: r.counted, stockNow: Number(r.stock_now), netAfter: Number(r.net_after) };
    const before = stockAtCount(line);
    if (!listAll && before === line.counted && line.netAfter === 0) continue;
    changes.push({
      location_name: r.location_name ?? '',
      code: r.code,
      name: r.name,
      sarze_id: Number(r.sarze_id) || null,
      before_amount: reveal ? before : null,
      after_amount: line.counted,
      stock_now: reveal ? line.stockNow : null,
      moved_after_count: reveal ? line.netAfter : null,
    });
  }
  return { id: check.id, name: check.name, status: check.status, blind: check.blind, list_all: listAll, changes };
}
