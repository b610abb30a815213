import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { badInput } from '../failures';
import { rowsOf as rows } from '../db/sql-rows';

export interface CheckRecord {
  id: number;
  name: string;
  status: null | 'cancelled' | 'committed';
  blind: boolean;
  sectorIds: number[];
  createdBy: number;
  createdByName: string;
}

/**
 * A check of the caller's e-shop, locked for the rest of the transaction when `lock` is set (every
 * write takes it, so a commit or cancel never races a count). A check of another e-shop is simply
 * not found: ids in payloads are never trusted for tenancy.
 */
export async function findCheck(
  tx: Tx,
  eshopId: number,
  id: number,
  lock: false | 'share' | 'update' = false,
): Promise<CheckRecord> {
  const [row] = await rows<{
    id: number;
    name: string;
    status: CheckRecord['status'];
    blind: boolean;
    sector_ids: number[];
    created_by: number;
    created_by_name: string;
  }>(
    tx,
    sql`SELECT id, name, status, blind, sector_ids, created_by, created_by_name FROM inventory_checks
        WHERE eshop_id = ${eshopId} AND id = ${id} ${lock === 'update' ? sql`FOR UPDATE` : lock === 'share' ? sql`FOR SHARE` : sql``}`,
  );
  if (!row) throw badInput(`Inventura ${id} neexistuje.`);
  return {
    id: Number(row.id),
    name: row.name,
    status: row.status,
    blind: row.blind,
    sectorIds: (row.sector_ids ?? []).map(Number),
    createdBy: Number(row.created_by),
    createdByName: row.created_by_name,
  };
}

/**
 * The check, locked, and still open for counting: a cancelled or committed one takes nothing more.
 * Counting takes the row FOR SHARE, so many counters work at once while a commit or cancel (FOR
 * UPDATE) waits for them and they wait for it.
 */
export async function runningCheck(
  tx: Tx,
  eshopId: number,
  id: number,
  lock: 'share' | 'update' = 'update',
): Promise<CheckRecord> {
  const check = await findCheck(tx, eshopId, id, lock);
  if (check.status === 'cancelled') throw badInput(`Inventura „${check.name}“ byla zrušena.`);
  if (check.status === 'committed') throw badInput(`Inventura „${check.name}“ už byla zaúčtována.`);
  return check;
}

export async function touchCheck(tx: Tx, id: number, now: Date): Promise<void> {
  await tx.execute(sql`UPDATE inventory_checks SET changed = ${now.toISOString()}::timestamptz WHERE id = ${id}`);
}

/** A location of the check's scope, by name (case as the layout stores it, matched without case). */
export async function scopeLocation(
  tx: Tx,
  eshopId: number,
  checkId: number,
  locationName: string,
): Promise<{ id: number; name: string; countedAt: string | null }> {
  const [row] = await rows<{ id: number; name: string; in_scope: boolean; counted_at: string | null }>(
    tx,
    sql`SELECT l.id, l.name, cl.location_id IS NOT NULL AS in_scope, cl.counted_at
        FROM locations l
        LEFT JOIN inventory_check_locations cl ON cl.check_id = ${checkId} AND cl.location_id = l.id
        WHERE l.eshop_id = ${eshopId} AND lower(l.name) = lower(${locationName.trim()})`,
  );
  if (!row) throw badInput(`Pozice „${locationName}“ neexistuje.`);
  if (!row.in_scope) throw badInput(`Pozice ${row.name} nepatří do této inventury.`);
  return { id: Number(row.id), name: row.name, countedAt: row.counted_at };
}

/** `a, b, c` as bound parameters, for `IN (…)`. */
export const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );
