import { and, eq, sql } from 'drizzle-orm';
import type { ReorderZones } from '../../src/api/layout.schema';
import { groupNameProblem, nameKey, normaliseName } from '../../src/domain/layout/layout-name';
import { planZoneReorder } from '../../src/domain/layout/zone-reorder';
import type { Db, Tx } from '../db/client';
import { sectors, zones } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { refused } from './layout-failure';
import { zoneJson } from './layout-json';
import { nextZoneOrder, sectorsOf, zoneOr404, zonesOf } from './layout-lookup';
import type { Queryable } from '../db/sql-rows';

// SPEC 7 zones. Sectors without a zone are listed by GET /sector/ (zone_id null); deleting a zone
// leaves its sectors, locations and stock in place, just without a zone.

export async function zonesWithSectors(db: Queryable, eshopId: number) {
  const [allZones, allSectors] = [await zonesOf(db, eshopId), await sectorsOf(db, eshopId)];
  return allZones.map((z) =>
    zoneJson(
      z,
      allSectors.filter((s) => s.zoneId === z.id),
    ),
  );
}

/** Zone names are shown side by side in the tree, so two zones may not share one. */
async function refuseZoneName(tx: Tx, eshopId: number, raw: string, exceptId = 0): Promise<string> {
  const name = normaliseName(raw);
  const problem = groupNameProblem(name, 'zone');
  if (problem) throw refused(problem);
  // Names are compared by the domain's key, which no index expresses: an e-shop's zone namings take
  // turns, so two creates of one name at once cannot both pass the check (the second sees the first).
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('zone-names'), ${eshopId})`);
  const clash = (await zonesOf(tx, eshopId)).some((z) => z.id !== exceptId && nameKey(z.name) === nameKey(name));
  if (clash) throw refused({ kind: 'name-taken', what: 'zone', names: [name] });
  return name;
}

/** POST /zone/: in the caller's transaction, the one of its idempotent write (a retried create replays). */
export async function createZone(tx: Tx, eshopId: number, rawName: string) {
  const name = await refuseZoneName(tx, eshopId, rawName);
  const [row] = await tx
    .insert(zones)
    .values({ eshopId, name, order: await nextZoneOrder(tx, eshopId) })
    .returning();
  return zoneJson(row, []);
}

export function renameZone(db: Db, eshopId: number, id: number, rawName: string) {
  return inTransaction(db, async (tx) => {
    await zoneOr404(tx, eshopId, id);
    const name = await refuseZoneName(tx, eshopId, rawName, id);
    const [row] = await tx
      .update(zones)
      .set({ name })
      .where(and(eq(zones.eshopId, eshopId), eq(zones.id, id)))
      .returning();
    return zoneJson(
      row,
      (await sectorsOf(tx, eshopId)).filter((s) => s.zoneId === row.id),
    );
  });
}

export function reorderZones(db: Db, eshopId: number, body: typeof ReorderZones.Type) {
  return inTransaction(db, async (tx) => {
    // Lock the e-shop's zones so two reorders apply one after the other, never interleaved.
    const current = await tx.select().from(zones).where(eq(zones.eshopId, eshopId)).for('update');
    const allSectors = await sectorsOf(tx, eshopId);
    const planned = planZoneReorder(current, allSectors, body);
    if (!planned.ok) throw refused(planned.problem);
    for (const z of planned.plan.zones) {
      if (current.find((row) => row.id === z.id)?.order !== z.order)
        await tx
          .update(zones)
          .set({ order: z.order })
          .where(and(eq(zones.eshopId, eshopId), eq(zones.id, z.id)));
    }
    for (const s of planned.plan.sectors) {
      const before = allSectors.find((row) => row.id === s.id);
      if (before?.order !== s.order || before?.zoneId !== s.zoneId) {
        await tx
          .update(sectors)
          .set({ order: s.order, zoneId: s.zoneId })
          .where(and(eq(sectors.eshopId, eshopId), eq(sectors.id, s.id)));
      }
    }
    return zonesWithSectors(tx, eshopId);
  });
}

export function deleteZone(db: Db, eshopId: number, id: number) {
  return inTransaction(db, async (tx) => {
    await zoneOr404(tx, eshopId, id);
    const released = await tx
      .update(sectors)
      .set({ zoneId: null })
      .where(and(eq(sectors.eshopId, eshopId), eq(sectors.zoneId, id)))
      .returning({ id: sectors.id });
    await tx.delete(zones).where(and(eq(zones.eshopId, eshopId), eq(zones.id, id)));
    return { deleted_zone: id, unassigned_sectors: released.map((s) => s.id).sort((a, b) => a - b) };
  });
}
