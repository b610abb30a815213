import { Schema } from 'effect';
import { Hono } from 'hono';
import { overviewPage, overviewTotals, resolveSearch, sectorFill, type OverviewFilter } from '../layout/overview-query';
import { OVERVIEW_SORTS } from '../layout/overview-cursor';
import type { AppEnv } from './app-env';
import { canViewStock } from './layout-access';
import { decodeOr400, PositiveInt, queryParams } from './validate';

export const OVERVIEW_DEFAULT_LIMIT = 100;
export const OVERVIEW_MAX_LIMIT = 500;

const Query = Schema.Struct({
  q: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(200))),
  zone_id: Schema.optionalKey(Schema.String),
  sector_id: Schema.optionalKey(Schema.String),
  zero_amounts: Schema.optionalKey(Schema.Literals(['0', '1', 'true', 'false'])),
  sort: Schema.optionalKey(Schema.Literals(OVERVIEW_SORTS)),
  cursor: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(2000))),
  limit: Schema.optionalKey(Schema.String),
});

const Limit = Schema.Int.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(OVERVIEW_MAX_LIMIT));
const optionalInt = <S extends Schema.Top>(schema: S, raw: string | undefined) =>
  raw === undefined || raw === '' ? undefined : decodeOr400(schema, Number(raw));

/**
 * GET /inventory/overview/: stock by zone, sector and location, one keyset page at a time.
 * Totals and the sector fill picture come with the first page only (no cursor): they describe the
 * whole filter, and recomputing them for every scrolled page would cost the phone nothing but the
 * server a full scan each time.
 */
export function overviewRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/inventory/overview/', canViewStock, async (c) => {
    const query = queryParams(c, Query);
    const filter: OverviewFilter = {
      eshopId: c.var.session.eshopId,
      q: query.q,
      search: await resolveSearch(c.var.db, c.var.session.eshopId, query.q),
      zoneId: optionalInt(PositiveInt, query.zone_id),
      sectorId: optionalInt(PositiveInt, query.sector_id),
      includeZero: query.zero_amounts === '1' || query.zero_amounts === 'true',
    };
    const sort = query.sort ?? 'location';
    const limit = optionalInt(Limit, query.limit) ?? OVERVIEW_DEFAULT_LIMIT;
    const page = await overviewPage(c.var.db, filter, sort, limit, query.cursor);
    const first = !query.cursor;
    return c.json({
      ...page,
      sort,
      totals: first ? await overviewTotals(c.var.db, filter) : null,
      sectors: first ? await sectorFill(c.var.db, filter) : null,
    });
  });
  return app;
}
