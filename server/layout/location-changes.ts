import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BulkLocations, CreateLocation, UpdateLocation } from '../../src/api/layout.schema';
import { locationNameProblem, nameKey, normaliseName } from '../../src/domain/layout/layout-name';
import { expandLocationPattern } from '../../src/domain/layout/location-pattern';
import { orderMismatch, orderUpdates } from '../../src/domain/layout/reorder';
import type { Db, Tx } from '../db/client';
import { locations } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { refused, translateConstraint } from './layout-failure';
import { locationJson } from './layout-json';
import { locationOr404, locationsOf, nextLocationOrder, sectorOr404 } from './layout-lookup';
import { deleteLocations, type DeletionResult } from './location-deletion';
import type { StockReader } from './stock-reader';

// SPEC 7 locations: create (one, or many from a pattern), rename/move, reorder, delete (R-LOC-01).

const takenNow = (names: string[]) => () => refused({ kind: 'name-taken', what: 'location', names });

/** Names of the e-shop that clash, case-insensitively, with the wanted ones (apart from `exceptId`). */
async function clashes(tx: Tx, eshopId: number, names: readonly string[], exceptId = 0): Promise<string[]> {
  const keys = names.map(nameKey);
  const rows = await tx
    .select({ name: locations.name })
    .from(locations)
    .where(
      and(
        eq(locations.eshopId, eshopId),
        inArray(sql`lower(${locations.name})`, keys),
        sql`${locations.id} <> ${exceptId}`,
      ),
    );
  return rows.map((r) => r.name).sort();
}

function checkedName(raw: string): string {
  const name = normaliseName(raw);
  const problem = locationNameProblem(name);
  if (problem) throw refused(problem);
  return name;
}

export function createLocation(db: Db, eshopId: number, body: typeof CreateLocation.Type) {
  const name = checkedName(body.name);
  return inTransaction(db, async (tx) => {
    await sectorOr404(tx, eshopId, body.sector_id);
    const taken = await clashes(tx, eshopId, [name]);
    if (taken.length) throw refused({ kind: 'name-taken', what: 'location', names: taken });
    const [row] = await tx
      .insert(locations)
      .values({ eshopId, sectorId: body.sector_id, name, order: await nextLocationOrder(tx, eshopId, body.sector_id) })
      .returning();
    return locationJson(row);
  }).catch((e) => {
    throw translateConstraint(e, takenNow([name]));
  });
}

/** Renaming keeps the stock (balances follow the location id); moving to another sector keeps it too. */
export function updateLocation(db: Db, eshopId: number, body: typeof UpdateLocation.Type) {
  const name = body.name === undefined ? undefined : checkedName(body.name);
  return inTransaction(db, async (tx) => {
    const current = await locationOr404(tx, eshopId, body.id);
    if (body.sector_id !== undefined) await sectorOr404(tx, eshopId, body.sector_id);
    const taken = name === undefined ? [] : await clashes(tx, eshopId, [name], current.id);
    if (taken.length) throw refused({ kind: 'name-taken', what: 'location', names: taken });
    const moved = body.sector_id !== undefined && body.sector_id !== current.sectorId;
    const [row] = await tx
      .update(locations)
      .set({
        name,
        sectorId: body.sector_id,
        order: moved ? await nextLocationOrder(tx, eshopId, body.sector_id!) : undefined,
      })
      .where(and(eq(locations.eshopId, eshopId), eq(locations.id, current.id)))
      .returning();
    return locationJson(row);
  }).catch((e) => {
    throw translateConstraint(e, takenNow(name ? [name] : []));
  });
}

export function removeLocations(
  db: Db,
  stock: StockReader,
  eshopId: number,
  ids: readonly number[],
): Promise<DeletionResult> {
  return inTransaction(db, (tx) => deleteLocations(tx, stock, eshopId, ids)).catch((e) => {
    throw translateConstraint(e, takenNow([]));
  });
}

/** Many locations from a pattern (`A-{01..20}-{1..4}`); `dry_run` only previews the names and the taken ones. */
export function createLocationsFromPattern(db: Db, eshopId: number, body: typeof BulkLocations.Type) {
  const expanded = expandLocationPattern(body.pattern);
  if (!expanded.ok) throw refused(expanded.problem);
  return inTransaction(db, async (tx) => {
    await sectorOr404(tx, eshopId, body.sector_id);
    const taken = await clashes(tx, eshopId, expanded.names);
    if (body.dry_run) return { created: false as const, count: expanded.names.length, names: expanded.names, taken };
    if (taken.length) throw refused({ kind: 'name-taken', what: 'location', names: taken });
    const first = await nextLocationOrder(tx, eshopId, body.sector_id);
    const created = [];
    for (let i = 0; i < expanded.names.length; i += 1000) {
      const chunk = expanded.names
        .slice(i, i + 1000)
        .map((name, j) => ({ eshopId, sectorId: body.sector_id, name, order: first + i + j }));
      created.push(...(await tx.insert(locations).values(chunk).returning()));
    }
    return { created: true as const, count: created.length, locations: created.map(locationJson) };
  }).catch((e) => {
    throw translateConstraint(e, takenNow([]));
  });
}

/** The complete new order of one sector's locations; a location of another sector listed here moves into it. */
export function reorderLocations(db: Db, eshopId: number, sectorId: number, ids: readonly number[]) {
  return inTransaction(db, async (tx) => {
    await sectorOr404(tx, eshopId, sectorId, true);
    const listed = await tx
      .select()
      .from(locations)
      .where(and(eq(locations.eshopId, eshopId), inArray(locations.id, ids.length ? [...ids] : [0])));
    const own = await locationsOf(tx, eshopId, [sectorId]);
    const expected = [...new Set([...own.map((l) => l.id), ...listed.map((l) => l.id)])];
    const problem = orderMismatch(expected, ids);
    if (problem) throw refused(problem);
    const current = new Map(own.map((l) => [l.id, l.order]));
    for (const { id, order } of orderUpdates(current, ids)) {
      await tx
        .update(locations)
        .set({ order, sectorId })
        .where(and(eq(locations.eshopId, eshopId), eq(locations.id, id)));
    }
    return (await locationsOf(tx, eshopId, [sectorId])).map(locationJson);
  });
}
