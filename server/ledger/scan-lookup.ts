import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ledgerStockReader, type LocationProduct } from '../layout/stock-reader';
import { rowsOf } from '../db/sql-rows';
import { searchScannedProduct } from './product-search.query';

export interface ScannedLocation {
  id: number;
  name: string;
  sector_name: string;
  /** A receiving or returns area: goods there wait to be put away. */
  non_stock: boolean;
}

export interface ScanLookup {
  location: ScannedLocation | null;
  /** What the location holds now; only when asked (the location-check screen shows what should be there). */
  contents: LocationProduct[] | null;
  product: Awaited<ReturnType<typeof searchScannedProduct>> | null;
}

/**
 * The one name a hand-typed text means, ignoring case, when that is unambiguous: exact first, then
 * the single case-insensitive match. Two names differing only in case stay ambiguous (null).
 */
async function uniqueName(
  db: Db,
  eshopId: number,
  table: 'locations' | 'products',
  text: string,
): Promise<string | null> {
  const column = table === 'locations' ? sql`name` : sql`code`;
  const rows = await rowsOf<{ value: string; exact: boolean }>(
    db,
    sql`SELECT ${column} AS value, ${column} = ${text} AS exact FROM ${sql.raw(table)}
        WHERE eshop_id = ${eshopId} AND lower(${column}) = lower(${text}) LIMIT 3`,
  );
  return rows.find((r) => r.exact)?.value ?? (rows.length === 1 ? rows[0].value : null);
}

/** The product a scanned or typed text names: its code (also typed in another case), EAN or multi-EAN box. */
async function scannedProduct(db: Db, eshopId: number, text: string, locationName?: string) {
  const product = await searchScannedProduct(db, eshopId, text, locationName);
  if (product) return product;
  const productCode = await uniqueName(db, eshopId, 'products', text);
  return productCode && productCode !== text ? searchScannedProduct(db, eshopId, productCode, locationName) : undefined;
}

/**
 * The product code a text names, the way every scanning screen reads it (code, EAN, multi-EAN box),
 * for calls that take a product code and must accept what a scanner gives them. Null: no product.
 */
export async function scannedProductCode(db: Db, eshopId: number, text: string): Promise<string | null> {
  return (await scannedProduct(db, eshopId, text.trim()))?.variant.code ?? null;
}

/**
 * What a scanned or typed code is in this e-shop: a location, a product (by code, EAN or multi-EAN
 * box, with its stock), both, or neither. The scanning screens ask this for every scan, so a product
 * scanned where a location is expected is explained at once rather than taken for a location.
 */
export async function lookUpScan(
  db: Db,
  eshopId: number,
  code: string,
  options: { locationName?: string; withContents?: boolean } = {},
): Promise<ScanLookup> {
  const text = code.trim();
  const locationName = await uniqueName(db, eshopId, 'locations', text);
  const [location] = locationName
    ? await rowsOf<ScannedLocation>(
        db,
        sql`SELECT l.id, l.name, s.sector_name, s.non_stock FROM locations l JOIN sectors s ON s.id = l.sector_id
            WHERE l.eshop_id = ${eshopId} AND l.name = ${locationName}`,
      )
    : [];
  const at = options.locationName
    ? ((await uniqueName(db, eshopId, 'locations', options.locationName)) ?? undefined)
    : undefined;
  const product = await scannedProduct(db, eshopId, text, at ?? options.locationName);
  const contents =
    location && options.withContents ? await ledgerStockReader.productsAt(db, eshopId, location.id, false) : null;
  return { location: location ?? null, contents, product: product ?? null };
}
