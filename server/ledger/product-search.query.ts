import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  batches,
  customProducts,
  eshops,
  locations,
  productFlags,
  products,
  sectors,
  stockBalances,
} from '../db/schema';
import { scanQuantity, scannedCodeCandidates } from '../../src/domain/multiean/scanned-code';

type Product = typeof products.$inferSelect;

/** Finds what a scanned text means: a product code, its EAN, or a multi-EAN box, each maybe delimited. */
async function findScanned(
  db: Db,
  eshopId: number,
  q: string,
): Promise<{ product: Product; quantity: number; multiean: boolean } | undefined> {
  const [shop] = await db.select({ delimiters: eshops.multieanDelimiters }).from(eshops).where(eq(eshops.id, eshopId));
  for (const candidate of scannedCodeCandidates(q, shop?.delimiters ?? { delimiters: [], num: 1 })) {
    const delimited = candidate.quantity !== 1 || candidate.code !== q.trim();
    const [byCode] = await db
      .select()
      .from(products)
      .where(and(eq(products.eshopId, eshopId), eq(products.code, candidate.code)))
      .limit(1);
    const [byEan] = byCode
      ? [byCode]
      : await db
          .select()
          .from(products)
          .where(and(eq(products.eshopId, eshopId), eq(products.ean, candidate.code)))
          .orderBy(asc(products.code))
          .limit(1);
    if (byEan) return { product: byEan, quantity: scanQuantity(candidate, null), multiean: delimited };
    const [box] = await db
      .select({ product: products, amount: customProducts.amount })
      .from(customProducts)
      .innerJoin(products, and(eq(products.eshopId, customProducts.eshopId), eq(products.code, customProducts.code)))
      .where(and(eq(customProducts.eshopId, eshopId), eq(customProducts.ean, candidate.code)))
      .limit(1);
    if (box) return { product: box.product, quantity: scanQuantity(candidate, box.amount), multiean: true };
  }
  return undefined;
}

/**
 * POST /inventory/search/: the SPEC 3 "Scanned product" for a scanned text, with its stock per
 * location and its batches. `amount` is what `location_name` holds (or the total without one);
 * invalidLocation says the given location is unknown or holds none of the product.
 */
export async function searchScannedProduct(db: Db, eshopId: number, q: string, locationName?: string) {
  const hit = await findScanned(db, eshopId, q);
  if (!hit) return undefined;
  const { product } = hit;
  const [flags] = await db
    .select()
    .from(productFlags)
    .where(and(eq(productFlags.eshopId, eshopId), eq(productFlags.code, product.code)));
  const sarze = await db
    .select({ id: batches.id, name: batches.name, expires_at: batches.expiresAt })
    .from(batches)
    .where(and(eq(batches.eshopId, eshopId), eq(batches.code, product.code)))
    .orderBy(asc(batches.expiresAt), asc(batches.id));
  const stock = await db
    .select({
      location_id: locations.id,
      location_name: locations.name,
      sector_name: sectors.sectorName,
      sarze_id: stockBalances.sarzeId,
      amount: stockBalances.amount,
    })
    .from(stockBalances)
    .innerJoin(locations, eq(locations.id, stockBalances.locationId))
    .innerJoin(sectors, eq(sectors.id, locations.sectorId))
    .where(and(eq(stockBalances.eshopId, eshopId), eq(stockBalances.code, product.code), gt(stockBalances.amount, 0)))
    .orderBy(asc(sectors.order), asc(locations.order), asc(locations.name), asc(stockBalances.sarzeId));
  const here = locationName === undefined ? stock : stock.filter((s) => s.location_name === locationName);
  return {
    errors: [] as never[],
    name: product.name,
    variant: {
      code: product.code,
      ean: product.ean,
      name: product.variantName,
      image: product.image,
      custom_quantity: hit.quantity > 1 ? hit.quantity : null,
    },
    sarze,
    multiean: hit.multiean,
    vynutit_zadani_sarze: flags?.requireBatch ?? false,
    amount: here.reduce((sum, s) => sum + s.amount, 0),
    invalidLocation: locationName !== undefined && here.length === 0,
    stock: stock.map((s) => ({ ...s, sarze_id: s.sarze_id || null })),
  };
}

/** POST /search/fulltext/: products whose code, EAN, name or variant contains the text. */
export async function fulltextProducts(db: Db, eshopId: number, text: string) {
  const pattern = `%${text.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return db
    .select({
      code: products.code,
      ean: products.ean,
      name: products.name,
      variant_name: products.variantName,
      image: products.image,
      amount: sql<number>`COALESCE((SELECT sum(b.amount) FROM stock_balances b WHERE b.eshop_id = "products"."eshop_id" AND b.code = "products"."code"), 0)::int`,
    })
    .from(products)
    .where(
      and(
        eq(products.eshopId, eshopId),
        sql`(${products.code} ILIKE ${pattern} OR ${products.ean} ILIKE ${pattern} OR ${products.name} ILIKE ${pattern} OR ${products.variantName} ILIKE ${pattern})`,
      ),
    )
    .orderBy(asc(products.code))
    .limit(30);
}
