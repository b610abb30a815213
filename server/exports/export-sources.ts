import { sql, type SQL } from 'drizzle-orm';
import type { MovementsExportQuery, StockExportQuery } from '../../src/api/exports.schema';
import { isYes, PositiveInt } from '../../src/api/fields';
import type { Cell } from '../../src/domain/exports/csv-cells';
import { actionLabel } from '../../src/domain/stock/action-labels';
import { decodeOr400 } from '../decode';
import type { Db } from '../db/client';
import { badInput } from '../failures';
import { overviewPage, resolveSearch, type OverviewFilter } from '../layout/overview-query';
import { rowsOf } from '../db/sql-rows';
import type { SqlCell } from './cell-sql';
import { postgresPoolOf, copyOutText } from './copy-out';
import { actionLabelSql, csvRecordSql } from './csv-cells.sql';
import { xlsxRowSql } from './xlsx-cells.sql';
import { columnsOf, dayCell, instantCell, keysetPages, type ExportTable } from './export-table';

const PAGE = 2000;
const MOVEMENT_PAGE = 5000;
// Formatted by the database (CSV or sheet XML), a page is one text value: larger pages cost fewer round trips and no more objects.
const MOVEMENT_TEXT_PAGE = 20_000;

/** Stock by location with batches and expiry, filtered as the stock overview filters (same query, same order). */
export async function stockTable(db: Db, eshopId: number, query: typeof StockExportQuery.Type): Promise<ExportTable> {
  const id = (raw: string | undefined) => (raw ? decodeOr400(PositiveInt, Number(raw)) : undefined);
  const filter: OverviewFilter = {
    eshopId,
    q: query.q,
    search: await resolveSearch(db, eshopId, query.q),
    zoneId: id(query.zone_id),
    sectorId: id(query.sector_id),
    includeZero: isYes(query.zero_amounts),
  };
  const sort = query.sort ?? 'location';
  return {
    fileStem: 'zasoby',
    sheetName: 'Zásoby',
    columns: columnsOf({
      Zóna: 14,
      Sektor: 14,
      Pozice: 14,
      'Kód produktu': 16,
      EAN: 15,
      Název: 36,
      Varianta: 16,
      Šarže: 14,
      Expirace: 11,
      Množství: 10,
    }),
    pages: async function* () {
      let cursor: string | undefined;
      do {
        const page = await overviewPage(db, filter, sort, PAGE, cursor);
        yield page.rows.map((r): Cell[] => [
          r.zone,
          r.sector,
          r.location,
          r.code,
          r.ean,
          r.name,
          r.variant_name || null,
          r.batch,
          dayCell(r.expires_at),
          Number(r.amount),
        ]);
        cursor = page.next_cursor ?? undefined;
      } while (cursor);
    },
  };
}

interface MovementRow {
  id: string;
  created_at: string | Date;
  action: string;
  source: string;
  client_name: string;
  location_name: string;
  code: string;
  batch: string | null;
  expires_at: string | null;
  amount: number;
  before_amount: number;
  after_amount: number;
  change_id: string;
}

/** The period's bounds as instants: whole days in Prague time, both days included. */
function period(query: typeof MovementsExportQuery.Type) {
  const valid = (iso: string) => !Number.isNaN(Date.parse(`${iso}T00:00:00Z`));
  if (!valid(query.from) || !valid(query.to)) throw badInput('Zadejte platná data období (rrrr-mm-dd).');
  if (query.from > query.to) throw badInput('Začátek období musí být nejpozději jeho konec.');
  return {
    from: sql`(${query.from}::date)::timestamp AT TIME ZONE 'Europe/Prague'`,
    to: sql`(${query.to}::date + 1)::timestamp AT TIME ZONE 'Europe/Prague'`,
  };
}

/**
 * How many movements the period holds (the app shows it, and XLSX refuses more than a sheet can hold), and its first
 * and last change. Two cheap steps so the download starts at once (issue #29: first byte ≤ 200 ms): the period's
 * change ids from the time index, then the movements counted by their change id range, which the planner reads from
 * `stock_movements_change` as a range instead of hashing every movement of the e-shop against the period's changes.
 */
export async function countMovements(db: Db, eshopId: number, query: typeof MovementsExportQuery.Type) {
  const { from, to } = period(query);
  const [span] = await rowsOf<{ first: string | null; last: string | null }>(
    db,
    // OFFSET 0 keeps the period's rows a subquery: on a bare min/max PostgreSQL walks the primary key from either end
    // filtering by time (0.5 s over a million changes, measured), instead of reading the period from its time index.
    sql`SELECT min(s.id)::text AS first, max(s.id)::text AS last
      FROM (SELECT id FROM stock_changes
        WHERE eshop_id = ${eshopId} AND created_at >= ${from} AND created_at < ${to} OFFSET 0) s`,
  );
  if (!span || span.first === null || span.last === null) return { count: 0, firstChange: null, lastChange: null };
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n
      FROM stock_changes c JOIN stock_movements m ON m.change_id = c.id
      WHERE c.id BETWEEN ${span.first}::bigint AND ${span.last}::bigint
        AND m.change_id BETWEEN ${span.first}::bigint AND ${span.last}::bigint
        AND c.eshop_id = ${eshopId} AND c.created_at >= ${from} AND c.created_at < ${to}`,
  );
  return { count: Number(row?.n ?? 0), firstChange: span.first, lastChange: span.last };
}

/** The movement columns of `movementsTable` (in its order) over a page's rows `p`, for the database to format. */
const MOVEMENT_CELLS: readonly SqlCell[] = [
  { kind: 'instant', value: sql`p.created_at` },
  { kind: 'text', value: sql`p.action_label` },
  { kind: 'text', value: sql`p.source` },
  { kind: 'text', value: sql`p.client_name` },
  { kind: 'text', value: sql`p.location_name` },
  { kind: 'text', value: sql`p.code` },
  { kind: 'text', value: sql`p.batch` },
  { kind: 'day', value: sql`p.expires_at` },
  { kind: 'integer', value: sql`p.amount` },
  { kind: 'integer', value: sql`p.before_amount` },
  { kind: 'integer', value: sql`p.after_amount` },
  { kind: 'integer', value: sql`p.change_id` },
];

/** Movements over a date range, oldest first, read in keyset pages of 5,000 so memory stays flat. */
export function movementsTable(
  db: Db,
  eshopId: number,
  query: typeof MovementsExportQuery.Type,
  changes: { firstChange: string | null; lastChange: string | null },
): ExportTable {
  const { from, to } = period(query);
  const inPeriod = (after: string) =>
    sql`m.eshop_id = ${eshopId} AND m.change_id BETWEEN ${changes.firstChange}::bigint AND ${changes.lastChange}::bigint
      AND c.created_at >= ${from} AND c.created_at < ${to} AND m.id > ${after}::bigint`;
  return {
    fileStem: `pohyby-${query.from}-${query.to}`,
    sheetName: 'Pohyby',
    columns: columnsOf({
      'Datum a čas': 19,
      Akce: 22,
      Zdroj: 14,
      Uživatel: 16,
      Pozice: 12,
      'Kód produktu': 16,
      Šarže: 14,
      Expirace: 11,
      Změna: 9,
      'Stav před': 10,
      'Stav po': 10,
      'Číslo záznamu': 12,
    }),
    pages: async function* () {
      if (changes.firstChange === null || changes.lastChange === null) return;
      yield* keysetPages(
        MOVEMENT_PAGE,
        '0',
        (after) =>
          rowsOf<MovementRow>(
            db,
            sql`SELECT m.id::text, c.created_at, c.action, c.source, c.client_name, m.location_name, m.code,
                bt.name AS batch, bt.expires_at::text AS expires_at, m.amount, m.before_amount, m.after_amount, c.id::text AS change_id
            FROM stock_movements m JOIN stock_changes c ON c.id = m.change_id
            LEFT JOIN batches bt ON bt.id = m.sarze_id AND bt.eshop_id = m.eshop_id
            WHERE ${inPeriod(after)}
            ORDER BY m.id LIMIT ${MOVEMENT_PAGE}`,
          ),
        (r): Cell[] => [
          instantCell(r.created_at),
          actionLabel(r.action),
          r.source,
          r.client_name,
          r.location_name,
          r.code,
          r.batch,
          dayCell(r.expires_at),
          Number(r.amount),
          Number(r.before_amount),
          Number(r.after_amount),
          Number(r.change_id),
        ],
        (last) => last.id,
      );
    },
    csvRecords: async function* () {
      // The cells of `pages` above, formatted by the database: same query, same order, same bytes.
      const record = csvRecordSql(MOVEMENT_CELLS);
      for await (const page of formattedPages(() => record)) yield page.text;
    },
    xlsxRows: async function* (firstRow) {
      // The cells of `pages` above as sheet XML written by the database (xlsx-cells.sql.ts), numbered from firstRow.
      for await (const page of formattedPages((done) => xlsxRowSql(sql`(${firstRow + done} + p.n)`, MOVEMENT_CELLS)))
        yield { xml: page.text, rows: page.n };
    },
  };

  /** The period's movements after movement id `after` (at most `limit`), numbered `n` from 0, for `format` to read. */
  function periodRows(after: string, limit?: number) {
    return sql`SELECT m.id, row_number() OVER (ORDER BY m.id) - 1 AS n, c.created_at,
        ${actionLabelSql(sql`c.action`)} AS action_label, c.source, c.client_name, m.location_name, m.code,
        bt.name AS batch, bt.expires_at, m.amount, m.before_amount, m.after_amount, c.id AS change_id
      FROM stock_movements m JOIN stock_changes c ON c.id = m.change_id
      LEFT JOIN batches bt ON bt.id = m.sarze_id AND bt.eshop_id = m.eshop_id
      WHERE ${inPeriod(after)}
      ORDER BY m.id${limit === undefined ? sql`` : sql` LIMIT ${limit}`}`;
  }

  /**
   * The period's movements as text the database formats (`format` over the rows `p`, numbered `p.n` from 0 within
   * a page; `done` rows came before it), piece by piece with the rows each piece completes. On PostgreSQL one COPY
   * streams the whole period (copy-out.ts); on PGlite, whose COPY hands its file over only at the end, keyset pages
   * of one text value each. The same SQL formats both, so the bytes are the same (export-copy.test.ts).
   */
  async function* formattedPages(
    format: (done: number) => SQL,
  ): AsyncGenerator<{ text: string | Uint8Array; n: number }> {
    if (changes.firstChange === null || changes.lastChange === null) return;
    const pool = postgresPoolOf(db);
    if (pool) {
      let rows = 0;
      const query = sql`SELECT ${format(0)} FROM (${periodRows('0')}) p ORDER BY p.id`;
      for await (const piece of copyOutText(pool, query, (n) => (rows += n))) {
        yield { text: piece, n: rows };
        rows = 0;
      }
      if (rows) yield { text: '', n: rows };
      return;
    }
    for (let after = '0', done = 0; ;) {
      const [page] = await rowsOf<{ text: string | null; last: string | null; n: number }>(
        db,
        sql`SELECT string_agg(f.text, '' ORDER BY f.id) AS text, max(f.id)::text AS last, count(*)::int AS n
          FROM (SELECT p.id, ${format(done)} AS text FROM (${periodRows(after, MOVEMENT_TEXT_PAGE)}) p) f`,
      );
      if (!page?.n) return;
      yield { text: page.text ?? '', n: page.n };
      if (page.n < MOVEMENT_TEXT_PAGE || page.last === null) return;
      after = page.last;
      done += page.n;
    }
  }
}

/** Zones, sectors and locations in the order the layout screen shows them; a sector without locations is a row too. */
export function layoutTable(db: Db, eshopId: number): ExportTable {
  return {
    fileStem: 'rozlozeni-skladu',
    sheetName: 'Rozložení skladu',
    columns: columnsOf({ Zóna: 16, Sektor: 16, Pozice: 16 }),
    pages: async function* () {
      const rows = await rowsOf<{ zone: string | null; sector: string; location: string | null }>(
        db,
        sql`SELECT z.name AS zone, s.sector_name AS sector, l.name AS location
          FROM sectors s LEFT JOIN zones z ON z.id = s.zone_id
          LEFT JOIN locations l ON l.sector_id = s.id AND l.eshop_id = s.eshop_id
          WHERE s.eshop_id = ${eshopId}
          ORDER BY z."order" NULLS LAST, z.id NULLS LAST, s."order", s.id, l."order", l.id`,
      );
      for (let i = 0; i < rows.length; i += PAGE)
        yield rows.slice(i, i + PAGE).map((r): Cell[] => [r.zone, r.sector, r.location]);
    },
  };
}

/** Multi-EAN products (boxes): the EAN, the product and how many pieces it stands for. */
export function multieanTable(db: Db, eshopId: number): ExportTable {
  return {
    fileStem: 'multi-ean',
    sheetName: 'Multi-EAN',
    columns: columnsOf({ EAN: 16, 'Kód produktu': 16, Název: 36, 'Počet kusů': 10 }),
    pages: async function* () {
      const rows = await rowsOf<{ ean: string; code: string; name: string | null; amount: number }>(
        db,
        sql`SELECT cp.ean, cp.code, p.name, cp.amount FROM custom_products cp
          LEFT JOIN products p ON p.eshop_id = cp.eshop_id AND p.code = cp.code
          WHERE cp.eshop_id = ${eshopId} ORDER BY cp.code, cp.ean`,
      );
      yield rows.map((r): Cell[] => [r.ean, r.code, r.name, Number(r.amount)]);
    },
  };
}
