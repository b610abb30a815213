import type { Tx } from '../db/client';
import type { Batch } from '../../src/domain/batches/batch-rules';
import { rawRows } from '../db/raw-rows';
import { arrayLiteral } from './array-literal';

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
  // Plain SQL on the connection (`rawRows`): every stock write runs these reads, and the query builder's
  // and drizzle's per-query work were measured shares of a stock-in's CPU (bench/server/THROUGHPUT.md).
  const found = await rawRows<{ id: number; name: string; sector_name: string; multiple_batches: boolean }>(
    tx,
    `SELECT l.id, l.name, s.sector_name, s.multiple_batches FROM locations l JOIN sectors s ON s.id = l.sector_id
      WHERE l.eshop_id = $1 AND l.name = ANY($2::text[]) FOR SHARE OF l`,
    [eshopId, arrayLiteral(wanted)],
  );
  return new Map(
    found.map((l) => [
      l.name,
      { id: Number(l.id), name: l.name, sectorName: l.sector_name, multipleBatches: l.multiple_batches },
    ]),
  );
}

export async function productsByCode(
  tx: Tx,
  eshopId: number,
  codes: readonly string[],
): Promise<Map<string, ProductInfo>> {
  const wanted = [...new Set(codes)];
  if (!wanted.length) return new Map();
  const found = await rawRows<{ code: string; require_batch: boolean | null }>(
    tx,
    `SELECT p.code, f.require_batch FROM products p
      LEFT JOIN product_flags f ON f.eshop_id = p.eshop_id AND f.code = p.code
      WHERE p.eshop_id = $1 AND p.code = ANY($2::text[])`,
    [eshopId, arrayLiteral(wanted)],
  );
  return new Map(found.map((p) => [p.code, { code: p.code, requireBatch: p.require_batch ?? false }]));
}

/** The batches of each code, for matching by name and expiry (R-SCAN-05). */
export async function batchesByCode(tx: Tx, eshopId: number, codes: readonly string[]): Promise<Map<string, Batch[]>> {
  const wanted = [...new Set(codes)];
  const map = new Map<string, Batch[]>();
  if (!wanted.length) return map;
  const found = await rawRows<{ id: number; code: string; name: string; expires_at: string | null }>(
    tx,
    `SELECT id, code, name, expires_at::text AS expires_at FROM batches
      WHERE eshop_id = $1 AND code = ANY($2::text[]) ORDER BY id`,
    [eshopId, arrayLiteral(wanted)],
  );
  for (const b of found) {
    const list = map.get(b.code) ?? [];
    list.push({ id: Number(b.id), name: b.name, expiresAt: b.expires_at });
    map.set(b.code, list);
  }
  return map;
}

export const unknownLocation = (name: string) => `Pozice „${name}“ neexistuje.`;
export const unknownProduct = (code: string) => `Produkt ${code} neexistuje.`;
