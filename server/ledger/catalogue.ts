import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { batches, locations, productFlags, products, sectors } from '../db/schema';
import type { Batch } from '../../src/domain/batches/batch-rules';

export interface LocationInfo {
  id: number;
  name: string;
  sectorName: string;
  multipleBatches: boolean;
}
export interface ProductInfo {
  code: string;
  requireBatch: boolean;
}

/**
 * The e-shop's locations by name; names of another e-shop are simply not found. Every stock write
 * reads its locations here, so the share lock makes a concurrent location delete (which locks the
 * rows for update and then checks for stock) wait for this change and see its stock, or, when the
 * delete came first, makes this change find no location: stock never lands on a deleted location.
 */
export async function locationsByName(
  tx: Tx,
  eshopId: number,
  names: readonly string[],
): Promise<Map<string, LocationInfo>> {
  const wanted = [...new Set(names)];
  if (!wanted.length) return new Map();
  const found = await tx
    .select({
      id: locations.id,
      name: locations.name,
      sectorName: sectors.sectorName,
      multipleBatches: sectors.multipleBatches,
    })
    .from(locations)
    .innerJoin(sectors, eq(sectors.id, locations.sectorId))
    .where(and(eq(locations.eshopId, eshopId), inArray(locations.name, wanted)))
    .for('share', { of: locations });
  return new Map(found.map((l) => [l.name, l]));
}

export async function productsByCode(
  tx: Tx,
  eshopId: number,
  codes: readonly string[],
): Promise<Map<string, ProductInfo>> {
  const wanted = [...new Set(codes)];
  if (!wanted.length) return new Map();
  const found = await tx
    .select({ code: products.code, requireBatch: productFlags.requireBatch })
    .from(products)
    .leftJoin(productFlags, and(eq(productFlags.eshopId, products.eshopId), eq(productFlags.code, products.code)))
    .where(and(eq(products.eshopId, eshopId), inArray(products.code, wanted)));
  return new Map(found.map((p) => [p.code, { code: p.code, requireBatch: p.requireBatch ?? false }]));
}

/** The batches of each code, for matching by name and expiry (R-SCAN-05). */
export async function batchesByCode(tx: Tx, eshopId: number, codes: readonly string[]): Promise<Map<string, Batch[]>> {
  const wanted = [...new Set(codes)];
  const map = new Map<string, Batch[]>();
  if (!wanted.length) return map;
  const found = await tx
    .select()
    .from(batches)
    .where(and(eq(batches.eshopId, eshopId), inArray(batches.code, wanted)));
  for (const b of found) {
    const list = map.get(b.code) ?? [];
    list.push({ id: b.id, name: b.name, expiresAt: b.expiresAt });
    map.set(b.code, list);
  }
  return map;
}

export const unknownLocation = (name: string) => `Pozice „${name}“ neexistuje.`;
export const unknownProduct = (code: string) => `Produkt ${code} neexistuje.`;
