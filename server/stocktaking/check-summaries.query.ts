import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf as rows } from '../db/sql-rows';
import type { CheckSummary } from '../../src/api/stocktaking.schema';

/**
 * When a check last changed: its own edits, or the latest count entry (entries do not touch the check
 * row, so counters never queue on it).
 */
export const CHANGED = sql`greatest(c.changed, (SELECT max(e.created_at) FROM inventory_check_entries e WHERE e.check_id = c.id))`;

interface SummaryRow {
  id: number;
  name: string;
  status: CheckSummary['status'];
  blind: boolean;
  changed: string | Date;
  created_by_name: string;
  sectors: CheckSummary['sectors'] | null;
  locations: CheckSummary['locations'] | null;
  counted_locations: number;
  lines: number;
}

/** The list's and the detail's view of checks (SPEC 3 "Stock taking"), one query for any number of them. */
export async function checkSummaries(tx: Tx, eshopId: number, where: SQL, tail: SQL = sql``): Promise<CheckSummary[]> {
  const found = await rows<SummaryRow>(
    tx,
    sql`SELECT c.id, c.name, c.status, c.blind, ${CHANGED} AS changed, c.created_by_name,
          (SELECT json_agg(json_build_object('id', s.id, 'sector_name', s.sector_name) ORDER BY s."order", s.id)
             FROM sectors s WHERE s.id = ANY(c.sector_ids)) AS sectors,
          (SELECT json_agg(json_build_object('id', l.id, 'name', l.name) ORDER BY l.name)
             FROM inventory_check_locations cl JOIN locations l ON l.id = cl.location_id WHERE cl.check_id = c.id) AS locations,
          (SELECT count(*) FROM inventory_check_locations cl WHERE cl.check_id = c.id AND cl.counted_at IS NOT NULL)::int AS counted_locations,
          (SELECT count(*) FROM (SELECT DISTINCT location_id, code, sarze_id FROM inventory_check_entries e WHERE e.check_id = c.id) d)::int
            + (SELECT count(*) FROM inventory_check_record_lines r WHERE r.check_id = c.id)::int AS lines
        FROM inventory_checks c
        WHERE c.eshop_id = ${eshopId} AND ${where} ${tail}`,
  );
  return found.map((r) => {
    const locations = r.locations ?? [];
    return {
      id: Number(r.id),
      inventory_check_id: Number(r.id),
      name: r.name,
      status: r.status,
      blind: r.blind,
      sectors: r.sectors ?? [],
      locations,
      changed: new Date(r.changed).toISOString(),
      created_by_name: r.created_by_name,
      progress: { counted_locations: r.counted_locations, total_locations: locations.length, lines: r.lines },
    };
  });
}
