import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { badInput } from '../failures';
import { rowsOf as rows } from '../db/sql-rows';
import type { CheckDetail, CheckLocationState, CounterPresence } from '../../src/api/stocktaking.schema';
import { findCheck, scopeLocation } from './check-record';
import { checkSummaries } from './check-summaries.query';
import { countedLines } from './counted-lines.query';
import { checkRecordLines } from './check-record-lines.query';

/** Who counted in the last few minutes shows as counting there now. */
const PRESENCE_MS = 5 * 60 * 1000;

/**
 * GET /inventory_check/detail/{id}/: the check, each location's progress and who is counting where
 * (every device polls this), and with `location` the counted lines of that location.
 */
export async function checkDetail(
  tx: Tx,
  eshopId: number,
  id: number,
  locationName: string | undefined,
  now: Date,
): Promise<CheckDetail> {
  const check = await findCheck(tx, eshopId, id);
  const [summary] = await checkSummaries(tx, eshopId, sql`c.id = ${id}`);
  const states = await rows<CheckLocationState>(
    tx,
    sql`SELECT l.id, l.name, s.id AS sector_id, s.sector_name, cl.counted_at IS NOT NULL AS counted, cl.counted_by_name AS counted_by,
          (SELECT count(*) FROM (SELECT DISTINCT code, sarze_id FROM inventory_check_entries e
             WHERE e.check_id = cl.check_id AND e.location_id = cl.location_id) d)::int
          -- a commit clears the entries and keeps the applied lines as its record
          + (SELECT count(*) FROM inventory_check_record_lines r
             WHERE r.check_id = cl.check_id AND r.location_id = cl.location_id)::int AS lines
        FROM inventory_check_locations cl
        JOIN locations l ON l.id = cl.location_id
        JOIN sectors s ON s.id = l.sector_id
        WHERE cl.check_id = ${id} AND cl.eshop_id = ${eshopId}
        ORDER BY s."order", s.id, l."order", l.name`,
  );
  const since = new Date(now.getTime() - PRESENCE_MS).toISOString();
  const counters = await rows<{ client_name: string; location_name: string; at: string | Date }>(
    tx,
    sql`SELECT DISTINCT ON (e.client_id) e.client_name, l.name AS location_name, e.created_at AS at
        FROM inventory_check_entries e JOIN locations l ON l.id = e.location_id
        WHERE e.check_id = ${id} AND e.created_at >= ${since}::timestamptz
        ORDER BY e.client_id, e.created_at DESC, e.id DESC`,
  );
  let lines = null;
  if (locationName !== undefined) {
    if (!locationName.trim()) throw badInput('Zadejte pozici.');
    const location = await scopeLocation(tx, eshopId, id, locationName);
    lines = await countedLines(tx, eshopId, check, location.id);
  }
  const locationStates: CheckLocationState[] = states.map((s) => ({
    id: Number(s.id),
    name: s.name,
    sector_id: Number(s.sector_id),
    sector_name: s.sector_name,
    counted: s.counted,
    counted_by: s.counted_by,
    lines: s.lines,
  }));
  const presence: CounterPresence[] = counters
    .map((c) => ({ client_name: c.client_name, location_name: c.location_name, at: new Date(c.at).toISOString() }))
    .sort((a, b) => a.client_name.localeCompare(b.client_name, 'cs'));
  const committed = check.status === 'committed';
  const [change] = committed
    ? await rows<{ committed_change_id: number | null }>(
        tx,
        sql`SELECT committed_change_id FROM inventory_checks WHERE id = ${id} AND eshop_id = ${eshopId}`,
      )
    : [];
  return {
    ...summary,
    location_states: locationStates,
    counters: presence,
    lines,
    committed_change_id: change?.committed_change_id == null ? null : Number(change.committed_change_id),
    record: committed ? await checkRecordLines(tx, eshopId, id) : null,
  };
}
