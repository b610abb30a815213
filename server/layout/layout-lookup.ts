import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { locations, sectors, zones } from '../db/schema';
import { notFound } from '../failures';
import type { Queryable } from '../db/sql-rows';

/** Every lookup is scoped by e-shop: a row of another e-shop is simply not found. */
export async function sectorOr404(db: Queryable, eshopId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(sectors)
    .where(and(eq(sectors.eshopId, eshopId), eq(sectors.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Sektor nebyl nalezen.');
  return row;
}

export async function zoneOr404(db: Queryable, eshopId: number, id: number) {
  const [row] = await db
    .select()
    .from(zones)
    .where(and(eq(zones.eshopId, eshopId), eq(zones.id, id)));
  if (!row) throw notFound('Zóna nebyla nalezena.');
  return row;
}

export async function locationOr404(db: Queryable, eshopId: number, id: number) {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.eshopId, eshopId), eq(locations.id, id)));
  if (!row) throw notFound('Pozice nebyla nalezena.');
  return row;
}

export const sectorsOf = (db: Queryable, eshopId: number) =>
  db.select().from(sectors).where(eq(sectors.eshopId, eshopId)).orderBy(asc(sectors.order), asc(sectors.id));

export const zonesOf = (db: Queryable, eshopId: number) =>
  db.select().from(zones).where(eq(zones.eshopId, eshopId)).orderBy(asc(zones.order), asc(zones.id));

export const locationsOf = (db: Queryable, eshopId: number, sectorIds?: readonly number[]) =>
  db
    .select()
    .from(locations)
    .where(
      sectorIds
        ? and(eq(locations.eshopId, eshopId), inArray(locations.sectorId, [...sectorIds]))
        : eq(locations.eshopId, eshopId),
    )
    .orderBy(asc(locations.sectorId), asc(locations.order), asc(locations.id));

/** New rows go to the end of their list. */
export async function nextLocationOrder(db: Queryable, eshopId: number, sectorId: number): Promise<number> {
  const [row] = await db
    .select({ value: max(locations.order) })
    .from(locations)
    .where(and(eq(locations.eshopId, eshopId), eq(locations.sectorId, sectorId)));
  return (row?.value ?? -1) + 1;
}

export async function nextSectorOrder(db: Queryable, eshopId: number): Promise<number> {
  const [row] = await db
    .select({ value: max(sectors.order) })
    .from(sectors)
    .where(eq(sectors.eshopId, eshopId));
  return (row?.value ?? -1) + 1;
}

export async function nextZoneOrder(db: Queryable, eshopId: number): Promise<number> {
  const [row] = await db
    .select({ value: max(zones.order) })
    .from(zones)
    .where(eq(zones.eshopId, eshopId));
  return (row?.value ?? -1) + 1;
}
