import { OVERVIEW_DEFAULT_LIMIT, OverviewLimit, type OverviewQuery } from '../../src/api/layout.schema';
import { isYes, PositiveInt } from '../../src/api/fields';
import { decodeOr400 } from '../decode';
import type { Db } from '../db/client';
import { overviewPage, overviewTotals, resolveSearch, sectorFill, type OverviewFilter } from './overview-query';

const optionalInt = <S extends typeof PositiveInt | typeof OverviewLimit>(schema: S, raw: string | undefined) =>
  raw === undefined || raw === '' ? undefined : decodeOr400(schema, Number(raw));

/**
 * GET /inventory/overview/: stock by zone, sector and location, one keyset page at a time.
 * Totals and the sector fill picture come with the first page only (no cursor): they describe the
 * whole filter, and recomputing them for every scrolled page would cost the phone nothing but the
 * server a full scan each time.
 */
export async function stockOverview(db: Db, eshopId: number, query: typeof OverviewQuery.Type) {
  const filter: OverviewFilter = {
    eshopId,
    q: query.q,
    search: await resolveSearch(db, eshopId, query.q),
    zoneId: optionalInt(PositiveInt, query.zone_id),
    sectorId: optionalInt(PositiveInt, query.sector_id),
    includeZero: isYes(query.zero_amounts),
  };
  const sort = query.sort ?? 'location';
  const limit = optionalInt(OverviewLimit, query.limit) ?? OVERVIEW_DEFAULT_LIMIT;
  const first = !query.cursor;
  // Three independent reads (as before, not one snapshot), run at once: on PostgreSQL each takes its
  // own pooled connection, so the answer waits for the slowest of them instead of their sum.
  const [page, totals, sectors] = await Promise.all([
    overviewPage(db, filter, sort, limit, query.cursor),
    first ? overviewTotals(db, filter) : null,
    first ? sectorFill(db, filter) : null,
  ]);
  return { ...page, sort, totals, sectors };
}
