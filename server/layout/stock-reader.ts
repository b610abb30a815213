import { sql } from 'drizzle-orm';
import type { StockedLocation } from '../../src/domain/layout/layout-problem';
import { rowsOf, type Queryable } from '../db/sql-rows';

/**
 * What the layout needs to know about stock, read from the ledger's balances
 * (0002_ledger.sql: stock_balances per e-shop, location, product and batch; sarze_id 0 = no batch).
 * Kept behind this interface so the layout never writes stock and the table names live in one place.
 */
export interface LocationProduct {
  code: string;
  ean: string | null;
  name: string;
  variant_name: string;
  image: string | null;
  sarze: { id: number; name: string; expires_at: string | null } | null;
  amount: number;
}

export interface StockReader {
  /** The given locations that hold goods, with their pieces (never trusting a location of another e-shop). */
  stockedLocations(db: Queryable, eshopId: number, locationIds: readonly number[]): Promise<StockedLocation[]>;
  /** Locations of the sector holding more than one batch of one product. */
  mixedBatchLocations(db: Queryable, eshopId: number, sectorId: number): Promise<string[]>;
  productsAt(db: Queryable, eshopId: number, locationId: number, includeZero: boolean): Promise<LocationProduct[]>;
  /** Empty balance rows are no stock: they go with a deleted location rather than blocking it. */
  clearEmptyBalances(db: Queryable, eshopId: number, locationIds: readonly number[]): Promise<void>;
}

const idArray = (ids: readonly number[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

export const ledgerStockReader: StockReader = {
  async stockedLocations(db, eshopId, locationIds) {
    if (!locationIds.length) return [];
    return rowsOf<StockedLocation>(
      db,
      sql`
      SELECT l.name, sum(b.amount)::int AS amount
      FROM stock_balances b JOIN locations l ON l.id = b.location_id AND l.eshop_id = b.eshop_id
      WHERE b.eshop_id = ${eshopId} AND b.location_id = ANY(${idArray(locationIds)}) AND b.amount > 0
      GROUP BY l.name, l."order" ORDER BY l."order", l.name`,
    );
  },

  async mixedBatchLocations(db, eshopId, sectorId) {
    const rows = await rowsOf<{ name: string }>(
      db,
      sql`
      SELECT DISTINCT l.name
      FROM stock_balances b JOIN locations l ON l.id = b.location_id AND l.eshop_id = b.eshop_id
      WHERE b.eshop_id = ${eshopId} AND l.sector_id = ${sectorId} AND b.amount > 0
      GROUP BY l.name, b.code HAVING count(*) > 1
      ORDER BY l.name`,
    );
    return rows.map((r) => r.name);
  },

  async productsAt(db, eshopId, locationId, includeZero) {
    const rows = await rowsOf<
      Omit<LocationProduct, 'sarze'> & { sarze_id: number; sarze_name: string | null; expires_at: string | null }
    >(
      db,
      sql`
      SELECT b.code AS code, p.ean, coalesce(p.name, b.code) AS name, coalesce(p.variant_name, '') AS variant_name,
             p.image, b.sarze_id, s.name AS sarze_name, s.expires_at::text AS expires_at, b.amount::int AS amount
      FROM stock_balances b
      LEFT JOIN products p ON p.eshop_id = b.eshop_id AND p.code = b.code
      LEFT JOIN batches s ON s.id = b.sarze_id AND s.eshop_id = b.eshop_id
      WHERE b.eshop_id = ${eshopId} AND b.location_id = ${locationId} ${includeZero ? sql`` : sql`AND b.amount <> 0`}
      ORDER BY p.name, b.code, s.expires_at NULLS LAST, b.sarze_id`,
    );
    return rows.map(({ sarze_id, sarze_name, expires_at, ...row }) => ({
      ...row,
      sarze: sarze_id ? { id: sarze_id, name: sarze_name ?? '', expires_at } : null,
    }));
  },

  async clearEmptyBalances(db, eshopId, locationIds) {
    if (!locationIds.length) return;
    await db.execute(
      sql`DELETE FROM stock_balances WHERE eshop_id = ${eshopId} AND location_id = ANY(${idArray(locationIds)}) AND amount = 0`,
    );
  },
};
