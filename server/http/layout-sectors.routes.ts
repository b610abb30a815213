import { and, eq } from 'drizzle-orm';
import { Schema } from 'effect';
import { Hono } from 'hono';
import { normaliseName } from '../../src/domain/layout/layout-name';
import { sectorUpdateProblem, type SectorChange } from '../../src/domain/layout/sector-rules';
import { sectors } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { refused, translateConstraint } from '../layout/layout-failure';
import { sectorJson } from '../layout/layout-json';
import { nextSectorOrder, sectorOr404, sectorsOf, zonesOf } from '../layout/layout-lookup';
import { deleteSector } from '../layout/location-deletion';
import type { StockReader } from '../layout/stock-reader';
import type { AppEnv } from './app-env';
import { canReadLayout, canReorganise } from './layout-access';
import { idParam, jsonBody, PositiveInt } from './validate';

const Flags = {
  zone_id: Schema.optionalKey(Schema.NullOr(PositiveInt)),
  order: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
  picking: Schema.optionalKey(Schema.Boolean),
  multiple_batches: Schema.optionalKey(Schema.Boolean),
  non_stock: Schema.optionalKey(Schema.Boolean),
};
const CreateSector = Schema.Struct({ sector_name: Schema.String, ...Flags });
const UpdateSector = Schema.Struct({ id: PositiveInt, sector_name: Schema.optionalKey(Schema.String), ...Flags });

const taken = (name: string) => () => refused({ kind: 'name-taken', what: 'sector', names: [name] });

/** SPEC 7 sectors: list, create, update (R-LOC-02), delete, and the three flag toggles. */
export function layoutSectorRoutes(stock: StockReader): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/sector/', canReadLayout, async (c) =>
    c.json((await sectorsOf(c.var.db, c.var.session.eshopId)).map(sectorJson)),
  );

  app.post('/sector/', canReorganise, async (c) => {
    const body = await jsonBody(c, CreateSector);
    const eshopId = c.var.session.eshopId;
    const name = normaliseName(body.sector_name);
    return inTransaction(c.var.db, async (tx) => {
      const problem = sectorUpdateProblem(
        { picking: false, multiple_batches: false, non_stock: false },
        { ...body, sector_name: name },
        await updateContext(tx, eshopId, 0, stock),
      );
      if (problem) throw refused(problem);
      const order = body.order ?? (await nextSectorOrder(tx, eshopId));
      const [row] = await tx
        .insert(sectors)
        .values({
          eshopId,
          sectorName: name,
          zoneId: body.zone_id ?? null,
          order,
          picking: body.picking ?? false,
          multipleBatches: body.multiple_batches ?? false,
          nonStock: body.non_stock ?? false,
        })
        .returning();
      return c.json(sectorJson(row), 201);
    }).catch((e) => {
      throw translateConstraint(e, taken(name));
    });
  });

  // R-LOC-02: a refused update answers 400 with a detail, and nothing changes.
  app.put('/sector/', canReorganise, async (c) => {
    const body = await jsonBody(c, UpdateSector);
    const eshopId = c.var.session.eshopId;
    const change: SectorChange = {
      ...body,
      ...(body.sector_name !== undefined ? { sector_name: normaliseName(body.sector_name) } : {}),
    };
    return inTransaction(c.var.db, async (tx) => {
      const current = await sectorOr404(tx, eshopId, body.id, true);
      const problem = sectorUpdateProblem(
        { picking: current.picking, multiple_batches: current.multipleBatches, non_stock: current.nonStock },
        change,
        await updateContext(tx, eshopId, current.id, stock, change.multiple_batches === false),
      );
      if (problem) throw refused(problem);
      const [row] = await tx
        .update(sectors)
        .set({
          sectorName: change.sector_name,
          zoneId: change.zone_id,
          order: change.order,
          picking: change.picking,
          multipleBatches: change.multiple_batches,
          nonStock: change.non_stock,
        })
        .where(and(eq(sectors.eshopId, eshopId), eq(sectors.id, current.id)))
        .returning();
      return c.json(sectorJson(row));
    }).catch((e) => {
      throw translateConstraint(e, taken(change.sector_name ?? ''));
    });
  });

  app.delete('/sector/:id/', canReorganise, async (c) => {
    const id = idParam(c);
    const eshopId = c.var.session.eshopId;
    return inTransaction(c.var.db, async (tx) => {
      await sectorOr404(tx, eshopId, id, true);
      return c.json(await deleteSector(tx, stock, eshopId, id));
    }).catch((e) => {
      throw translateConstraint(e, taken(''));
    });
  });

  // The app flips a flag with DELETE (SPEC 7); each answers the sector as it now is.
  const toggles = {
    toggle_picking: 'picking',
    toggle_povolit_na_jedne_pozici_vice_sarzi: 'multiple_batches',
    toggle_neskladovy: 'non_stock',
  } as const;
  for (const [path, flag] of Object.entries(toggles)) {
    app.delete(`/sector/${path}/:id/`, canReorganise, async (c) => {
      const id = idParam(c);
      const eshopId = c.var.session.eshopId;
      return inTransaction(c.var.db, async (tx) => {
        const current = await sectorOr404(tx, eshopId, id, true);
        const flags = {
          picking: current.picking,
          multiple_batches: current.multipleBatches,
          non_stock: current.nonStock,
        };
        const change = { [flag]: !flags[flag] } as SectorChange;
        const problem = sectorUpdateProblem(
          flags,
          change,
          await updateContext(tx, eshopId, id, stock, change.multiple_batches === false),
        );
        if (problem) throw refused(problem);
        const [row] = await tx
          .update(sectors)
          .set({ picking: change.picking, multipleBatches: change.multiple_batches, nonStock: change.non_stock })
          .where(and(eq(sectors.eshopId, eshopId), eq(sectors.id, id)))
          .returning();
        return c.json(sectorJson(row));
      });
    });
  }

  return app;
}

async function updateContext(
  tx: Parameters<StockReader['mixedBatchLocations']>[0],
  eshopId: number,
  sectorId: number,
  stock: StockReader,
  checkMixing = false,
) {
  const [all, zones] = [await sectorsOf(tx, eshopId), await zonesOf(tx, eshopId)];
  return {
    otherSectorNames: all.filter((s) => s.id !== sectorId).map((s) => s.sectorName),
    zoneIds: new Set(zones.map((z) => z.id)),
    locationsWithMixedBatches: checkMixing ? await stock.mixedBatchLocations(tx, eshopId, sectorId) : [],
  };
}
