import { and, eq } from 'drizzle-orm';
import { Schema } from 'effect';
import { Hono } from 'hono';
import { groupNameProblem, nameKey, normaliseName } from '../../src/domain/layout/layout-name';
import { planZoneReorder } from '../../src/domain/layout/zone-reorder';
import { sectors, zones } from '../db/schema';
import type { Db, Tx } from '../db/client';
import { inTransaction } from '../db/transaction';
import { refused } from '../layout/layout-failure';
import { zoneJson } from '../layout/layout-json';
import { nextZoneOrder, sectorsOf, zoneOr404, zonesOf } from '../layout/layout-lookup';
import type { AppEnv } from './app-env';
import { canReadLayout, canReorganise } from './layout-access';
import { idParam, jsonBody, PositiveInt } from './validate';

const Reorder = Schema.Struct({
  zones: Schema.Array(
    Schema.Struct({ id: PositiveInt, sector_ids: Schema.optionalKey(Schema.Array(PositiveInt)) }),
  ).check(Schema.isMaxLength(1000)),
});

async function zonesWithSectors(db: Db | Tx, eshopId: number) {
  const [allZones, allSectors] = [await zonesOf(db, eshopId), await sectorsOf(db, eshopId)];
  return allZones.map((z) =>
    zoneJson(
      z,
      allSectors.filter((s) => s.zoneId === z.id),
    ),
  );
}

/** Zone names are shown side by side in the tree, so two zones may not share one. */
async function zoneNameRefusal(tx: Tx, eshopId: number, raw: string, exceptId = 0) {
  const name = normaliseName(raw);
  const problem = groupNameProblem(name, 'zone');
  if (problem) return refused(problem);
  const clash = (await zonesOf(tx, eshopId)).some((z) => z.id !== exceptId && nameKey(z.name) === nameKey(name));
  return clash ? refused({ kind: 'name-taken', what: 'zone', names: [name] }) : undefined;
}

/**
 * SPEC 7 zones. Sectors without a zone are listed by GET /sector/ (zone_id null); deleting a zone
 * leaves its sectors, locations and stock in place, just without a zone.
 */
export function layoutZoneRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/zone/with-sectors/', canReadLayout, async (c) =>
    c.json(await zonesWithSectors(c.var.db, c.var.session.eshopId)),
  );

  app.post('/zone/', canReorganise, async (c) => {
    const body = await jsonBody(c, Schema.Struct({ name: Schema.String }));
    const eshopId = c.var.session.eshopId;
    return inTransaction(c.var.db, async (tx) => {
      const refusal = await zoneNameRefusal(tx, eshopId, body.name);
      if (refusal) throw refusal;
      const [row] = await tx
        .insert(zones)
        .values({ eshopId, name: normaliseName(body.name), order: await nextZoneOrder(tx, eshopId) })
        .returning();
      return c.json(zoneJson(row, []), 201);
    });
  });

  app.put('/zone/', canReorganise, async (c) => {
    const body = await jsonBody(c, Schema.Struct({ id: PositiveInt, name: Schema.String }));
    const eshopId = c.var.session.eshopId;
    return inTransaction(c.var.db, async (tx) => {
      await zoneOr404(tx, eshopId, body.id);
      const refusal = await zoneNameRefusal(tx, eshopId, body.name, body.id);
      if (refusal) throw refusal;
      const [row] = await tx
        .update(zones)
        .set({ name: normaliseName(body.name) })
        .where(and(eq(zones.eshopId, eshopId), eq(zones.id, body.id)))
        .returning();
      return c.json(
        zoneJson(
          row,
          (await sectorsOf(tx, eshopId)).filter((s) => s.zoneId === row.id),
        ),
      );
    });
  });

  app.put('/zone/reorder/', canReorganise, async (c) => {
    const body = await jsonBody(c, Reorder);
    const eshopId = c.var.session.eshopId;
    return inTransaction(c.var.db, async (tx) => {
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
      return c.json(await zonesWithSectors(tx, eshopId));
    });
  });

  app.delete('/zone/:id/', canReorganise, async (c) => {
    const id = idParam(c);
    const eshopId = c.var.session.eshopId;
    return inTransaction(c.var.db, async (tx) => {
      await zoneOr404(tx, eshopId, id);
      const released = await tx
        .update(sectors)
        .set({ zoneId: null })
        .where(and(eq(sectors.eshopId, eshopId), eq(sectors.zoneId, id)))
        .returning({ id: sectors.id });
      await tx.delete(zones).where(and(eq(zones.eshopId, eshopId), eq(zones.id, id)));
      return c.json({ deleted_zone: id, unassigned_sectors: released.map((s) => s.id).sort((a, b) => a - b) });
    });
  });

  return app;
}
