import { DIACRITICS_FROM, DIACRITICS_TO, foldForSearch } from '../../src/domain/text/fold-diacritics';
import { sql, type SQL } from 'drizzle-orm';
import { decodeCursor, encodeCursor, type OverviewSort, type SortKey } from './overview-cursor';
import { rowsOf, type Queryable } from '../db/sql-rows';

export interface OverviewFilter {
  eshopId: number;
  q?: string;
  zoneId?: number;
  sectorId?: number;
  includeZero: boolean;
  /** `q` resolved by resolveSearch: the balances are then read by index, never scanned for text. */
  search?: { codes: string[]; locationIds: number[] };
}

const SEARCH_CAP = 5000;

/**
 * Resolves the search text against the small catalogue and layout tables first: an exact EAN or
 * code, a code or location prefix (what a scanner sends), or a product name anywhere, ignoring
 * case and diacritics.
 */
export async function resolveSearch(
  db: Queryable,
  eshopId: number,
  raw: string | undefined,
): Promise<OverviewFilter['search']> {
  const q = raw?.trim();
  if (!q) return undefined;
  const prefix = `${likeEscape(q)}%`;
  const [products, places] = await Promise.all([
    rowsOf<{ code: string }>(
      db,
      sql`
    SELECT code FROM products WHERE eshop_id = ${eshopId} AND (ean = ${q} OR code ILIKE ${prefix}
      OR translate(lower(name), ${DIACRITICS_FROM}, ${DIACRITICS_TO}) LIKE ${`%${likeEscape(foldForSearch(q))}%`}) LIMIT ${SEARCH_CAP}`,
    ),
    rowsOf<{ id: number }>(
      db,
      sql`
    SELECT id FROM locations WHERE eshop_id = ${eshopId} AND name ILIKE ${prefix} LIMIT ${SEARCH_CAP}`,
    ),
  ]);
  return { codes: [q, ...products.map((p) => p.code)], locationIds: places.map((l) => l.id) };
}

export interface OverviewRow {
  location_id: number;
  location: string;
  sector_id: number;
  sector: string;
  zone_id: number | null;
  zone: string | null;
  code: string;
  ean: string | null;
  name: string;
  variant_name: string;
  sarze_id: number;
  batch: string | null;
  expires_at: string | null;
  amount: number;
}

type KeyPart = { expr: SQL; type: 'text' | 'int' | 'date'; column: string };
const part = (expr: string, type: KeyPart['type'], column: string): KeyPart => ({ expr: sql.raw(expr), type, column });

// Each sort ends in (location, code, batch), which is unique, so the keyset never skips or repeats a row.
// The product name, the expiry and the location name are read from the balance row (sort_name, sort_expiry:
// kept by the triggers of migration 0020; sort_location: 0024), so an index holds each sort's whole key and
// hands out a page without sorting.
const SORT_KEYS: Record<OverviewSort, KeyPart[]> = {
  location: [
    part('l.name', 'text', 'k_location'),
    part('b.code', 'text', 'k_code'),
    part('b.sarze_id', 'int', 'k_sarze'),
  ],
  product: [
    part('b.sort_name', 'text', 'k_name'),
    part('b.code', 'text', 'k_code'),
    part('b.sort_location', 'text', 'k_location'),
    part('b.sarze_id', 'int', 'k_sarze'),
  ],
  expiry: [
    part('b.sort_expiry', 'date', 'k_expiry'),
    part('b.sort_location', 'text', 'k_location'),
    part('b.code', 'text', 'k_code'),
    part('b.sarze_id', 'int', 'k_sarze'),
  ],
  // Biggest first; ties by balance columns only, so the index stock_balances_by_amount serves every page.
  amount: [
    part('(-b.amount)', 'int', 'k_amount'),
    part('b.location_id', 'int', 'k_location_id'),
    part('b.code', 'text', 'k_code'),
    part('b.sarze_id', 'int', 'k_sarze'),
  ],
};

const FROM = sql`
  FROM stock_balances b
  JOIN locations l ON l.id = b.location_id AND l.eshop_id = b.eshop_id
  JOIN sectors s ON s.id = l.sector_id
  LEFT JOIN zones z ON z.id = s.zone_id
  LEFT JOIN products p ON p.eshop_id = b.eshop_id AND p.code = b.code
  LEFT JOIN batches bt ON bt.id = b.sarze_id AND bt.eshop_id = b.eshop_id`;

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

function where(f: OverviewFilter): SQL {
  const parts: SQL[] = [sql`b.eshop_id = ${f.eshopId}`];
  if (!f.includeZero) parts.push(sql`b.amount > 0`);
  if (f.zoneId !== undefined)
    parts.push(
      sql`b.location_id IN (SELECT l2.id FROM locations l2 JOIN sectors s2 ON s2.id = l2.sector_id WHERE l2.eshop_id = ${f.eshopId} AND s2.zone_id = ${f.zoneId})`,
    );
  if (f.sectorId !== undefined)
    parts.push(
      sql`b.location_id IN (SELECT l2.id FROM locations l2 WHERE l2.eshop_id = ${f.eshopId} AND l2.sector_id = ${f.sectorId})`,
    );
  if (f.search) {
    const codes = sql`ARRAY[${sql.join(
      f.search.codes.map((c) => sql`${c}`),
      sql`, `,
    )}]::text[]`;
    const locationIds = f.search.locationIds.length
      ? sql`ARRAY[${sql.join(
          f.search.locationIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::int[]`
      : sql`ARRAY[]::int[]`;
    parts.push(sql`(b.code = ANY(${codes}) OR b.location_id = ANY(${locationIds}))`);
  }
  return sql.join(parts, sql` AND `);
}

export async function overviewPage(
  db: Queryable,
  f: OverviewFilter,
  sort: OverviewSort,
  limit: number,
  cursor?: string,
) {
  const keys = SORT_KEYS[sort];
  const after: SortKey | undefined = cursor
    ? decodeCursor(
        sort,
        cursor,
        keys.map((k) => k.type),
      )
    : undefined;
  // The leading key alone, implied by the row comparison, lets the index start at the cursor
  // instead of reading every row before it (a row comparison across tables is not an index range).
  const keyset = after
    ? sql` AND ${keys[0].expr} >= ${after[0]}::${sql.raw(keys[0].type)} AND (${sql.join(
        keys.map((k) => k.expr),
        sql`, `,
      )}) > (${sql.join(
        keys.map((k, i) => sql`${after[i]}::${sql.raw(k.type)}`),
        sql`, `,
      )})`
    : sql``;
  const rows = await rowsOf<OverviewRow & Record<string, unknown>>(
    db,
    sql`
    SELECT l.id AS location_id, l.name AS location, s.id AS sector_id, s.sector_name AS sector, z.id AS zone_id, z.name AS zone,
           b.code, p.ean, coalesce(p.name, b.code) AS name, coalesce(p.variant_name, '') AS variant_name,
           b.sarze_id, bt.name AS batch, bt.expires_at::text AS expires_at, b.amount,
           ${sql.join(
             keys.map((k) => sql`${k.expr}${k.type === 'date' ? sql`::text` : sql``} AS ${sql.raw(k.column)}`),
             sql`, `,
           )}
    ${FROM}
    WHERE ${where(f)}${keyset}
    ORDER BY ${sql.join(
      keys.map((k) => k.expr),
      sql`, `,
    )}
    LIMIT ${limit + 1}`,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const next_cursor =
    rows.length > limit && last
      ? encodeCursor(
          sort,
          keys.map((k) => last[k.column] as string | number),
        )
      : null;
  return {
    rows: page.map((r) => {
      const row: Record<string, unknown> = { ...r };
      for (const k of keys) delete row[k.column];
      return row as unknown as OverviewRow;
    }),
    next_cursor,
  };
}

/** Whether the filter is the whole e-shop's goods on hand: the case the kept sums (migration 0024) answer. */
const wholeStock = (f: OverviewFilter) =>
  !f.search && f.zoneId === undefined && f.sectorId === undefined && !f.includeZero;

/**
 * Sums over everything the filter matches, not just the page. The unfiltered overview reads the per-location
 * and per-product sums the balance triggers keep; a filtered one counts its own balances (no join).
 */
export async function overviewTotals(db: Queryable, f: OverviewFilter) {
  const [row] = await rowsOf<{ rows: number; amount: number; products: number; locations: number }>(
    db,
    wholeStock(f)
      ? sql`
    SELECT coalesce(sum(ls.positive_rows), 0)::int AS rows, coalesce(sum(ls.amount), 0)::int AS amount,
           (SELECT count(*) FROM stock_product_sums ps WHERE ps.eshop_id = ${f.eshopId} AND ps.positive_rows > 0)::int AS products,
           count(*) FILTER (WHERE ls.positive_rows > 0)::int AS locations
    FROM stock_location_sums ls WHERE ls.eshop_id = ${f.eshopId}`
      : sql`
    SELECT count(*)::int AS rows, coalesce(sum(b.amount), 0)::int AS amount,
           count(DISTINCT b.code)::int AS products, count(DISTINCT b.location_id)::int AS locations
    FROM stock_balances b WHERE ${where(f)}`,
  );
  return row;
}

/**
 * How full each sector is: locations holding goods out of all its locations, and its pieces.
 * Ignores the text search (the picture is of the warehouse), honours the zone and sector filters. Reads the
 * per-location sums the balance triggers keep (migration 0024), so it never passes over the balances.
 */
export async function sectorFill(db: Queryable, f: OverviewFilter) {
  return rowsOf<{
    sector_id: number;
    sector_name: string;
    zone_id: number | null;
    zone_name: string | null;
    locations: number;
    occupied_locations: number;
    amount: number;
  }>(
    db,
    sql`
    SELECT s.id AS sector_id, s.sector_name, z.id AS zone_id, z.name AS zone_name,
           count(l.id)::int AS locations,
           count(l.id) FILTER (WHERE ls.amount > 0)::int AS occupied_locations,
           coalesce(sum(ls.amount), 0)::int AS amount
    FROM sectors s
    LEFT JOIN zones z ON z.id = s.zone_id
    LEFT JOIN locations l ON l.sector_id = s.id AND l.eshop_id = s.eshop_id
    LEFT JOIN stock_location_sums ls ON ls.eshop_id = l.eshop_id AND ls.location_id = l.id
    WHERE s.eshop_id = ${f.eshopId}
      ${f.zoneId !== undefined ? sql`AND s.zone_id = ${f.zoneId}` : sql``}
      ${f.sectorId !== undefined ? sql`AND s.id = ${f.sectorId}` : sql``}
    GROUP BY s.id, s.sector_name, s."order", z.id, z.name, z."order"
    ORDER BY z."order" NULLS LAST, s."order", s.id`,
  );
}
