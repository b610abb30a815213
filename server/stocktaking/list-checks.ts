import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { badInput } from '../failures';
import { rowsOf as rows } from '../db/sql-rows';
import { idList } from './check-record';
import { CHECK_PAGE_SIZE, type CheckListRequest, type CheckPage } from '../../src/api/stocktaking.schema';
import { CHANGED, checkSummaries } from './check-summaries.query';

/** POST /inventory_check/list/: filtered, newest first, 50 a page (R-INV-03); the active list is status null (R-INV-01). */
export async function listChecks(tx: Tx, eshopId: number, input: CheckListRequest): Promise<CheckPage> {
  const perPage = input.per_page ?? CHECK_PAGE_SIZE;
  const page = input.page ?? 1;
  const filters: SQL[] = [];
  const status = input.status ?? 'active';
  if (status === 'active') filters.push(sql`c.status IS NULL`);
  else if (status !== 'all') filters.push(sql`c.status = ${status}`);
  const name = input.name?.trim();
  if (name) filters.push(sql`c.name ILIKE ${'%' + name.replace(/[\\%_]/g, (m) => '\\' + m) + '%'}`);
  if (input.sectors?.length)
    filters.push(sql`(c.sector_ids && ${`{${input.sectors.join(',')}}`}::int[] OR EXISTS (
      SELECT 1 FROM inventory_check_locations cl JOIN locations l ON l.id = cl.location_id
      WHERE cl.check_id = c.id AND l.sector_id IN (${idList(input.sectors)})))`);
  if (input.locations?.length)
    filters.push(
      sql`EXISTS (SELECT 1 FROM inventory_check_locations cl WHERE cl.check_id = c.id AND cl.location_id IN (${idList(input.locations)}))`,
    );
  if (input.changed) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(input.changed) || Number.isNaN(Date.parse(input.changed)))
      throw badInput(`Datum „${input.changed}“ není platné datum (RRRR-MM-DD).`);
    filters.push(sql`${CHANGED} >= ${input.changed}::date`);
  }
  const where = filters.length ? sql.join(filters, sql` AND `) : sql`true`;
  const [{ n }] = await rows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM inventory_checks c WHERE c.eshop_id = ${eshopId} AND ${where}`,
  );
  const results = await checkSummaries(
    tx,
    eshopId,
    where,
    sql`ORDER BY c.id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
  );
  return { page, per_page: perPage, total_pages: Math.max(1, Math.ceil(n / perPage)), total_entries: n, results };
}
