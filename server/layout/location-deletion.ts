import { and, eq, inArray } from 'drizzle-orm';
import { deletionProblem, sectorsEmptiedBy } from '../../src/domain/layout/sector-rules';
import { locations, sectors } from '../db/schema';
import type { Tx } from '../db/client';
import { refused } from './layout-failure';
import type { StockReader } from './stock-reader';

export interface DeletionResult {
  deleted_locations: number[];
  deleted_sectors: number[];
}

/**
 * Deletes locations of the e-shop, then every sector left empty (R-LOC-01). The rows are locked
 * first, so the stock check and the delete see the same state; any location still holding goods
 * refuses the whole request and nothing is deleted.
 */
export async function deleteLocations(
  tx: Tx,
  stock: StockReader,
  eshopId: number,
  ids: readonly number[],
): Promise<DeletionResult> {
  const wanted = [...new Set(ids)];
  const found = await tx
    .select()
    .from(locations)
    .where(and(eq(locations.eshopId, eshopId), inArray(locations.id, wanted)))
    .for('update');
  const foundIds = new Set(found.map((l) => l.id));
  const unknown = wanted.filter((id) => !foundIds.has(id));
  if (unknown.length) throw refused({ kind: 'locations-unknown', ids: unknown });

  const problem = deletionProblem('location', await stock.stockedLocations(tx, eshopId, wanted));
  if (problem) throw refused(problem);

  const sectorIds = [...new Set(found.map((l) => l.sectorId))];
  const siblings = await tx
    .select({ id: locations.id, sectorId: locations.sectorId })
    .from(locations)
    .where(and(eq(locations.eshopId, eshopId), inArray(locations.sectorId, sectorIds)));
  const emptied = sectorsEmptiedBy(wanted, siblings);

  await stock.clearEmptyBalances(tx, eshopId, wanted);
  await tx.delete(locations).where(and(eq(locations.eshopId, eshopId), inArray(locations.id, wanted)));
  if (emptied.length) await tx.delete(sectors).where(and(eq(sectors.eshopId, eshopId), inArray(sectors.id, emptied)));
  return { deleted_locations: wanted.sort((a, b) => a - b), deleted_sectors: emptied };
}

/** A sector goes with all its locations, under the same rule: not while any of them holds goods. */
export async function deleteSector(
  tx: Tx,
  stock: StockReader,
  eshopId: number,
  sectorId: number,
): Promise<DeletionResult> {
  const own = await tx
    .select()
    .from(locations)
    .where(and(eq(locations.eshopId, eshopId), eq(locations.sectorId, sectorId)))
    .for('update');
  const ids = own.map((l) => l.id);
  const problem = deletionProblem('sector', await stock.stockedLocations(tx, eshopId, ids));
  if (problem) throw refused(problem);
  await stock.clearEmptyBalances(tx, eshopId, ids);
  if (ids.length) await tx.delete(locations).where(and(eq(locations.eshopId, eshopId), inArray(locations.id, ids)));
  await tx.delete(sectors).where(and(eq(sectors.eshopId, eshopId), eq(sectors.id, sectorId)));
  return { deleted_locations: ids.sort((a, b) => a - b), deleted_sectors: [sectorId] };
}
