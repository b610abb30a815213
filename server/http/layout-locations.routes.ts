import { and, eq, inArray, sql } from 'drizzle-orm';
import { Schema } from 'effect';
import { Hono } from 'hono';
import { locationNameProblem, nameKey, normaliseName } from '../../src/domain/layout/layout-name';
import { expandLocationPattern } from '../../src/domain/layout/location-pattern';
import { orderMismatch, orderUpdates } from '../../src/domain/layout/reorder';
import { locations } from '../db/schema';
import type { Tx } from '../db/client';
import { inTransaction } from '../db/transaction';
import { refused, translateConstraint } from '../layout/layout-failure';
import { locationJson } from '../layout/layout-json';
import { locationOr404, locationsOf, nextLocationOrder, sectorOr404 } from '../layout/layout-lookup';
import { deleteLocations } from '../layout/location-deletion';
import type { StockReader } from '../layout/stock-reader';
import type { AppEnv } from './app-env';
import { canReadLayout, canReorganise } from './layout-access';
import { decodeOr400, idParam, jsonBody, PositiveInt, queryParams } from './validate';

const Ids = Schema.Array(PositiveInt).check(Schema.isMinLength(1), Schema.isMaxLength(5000));
const CreateLocation = Schema.Struct({ name: Schema.String, sector_id: PositiveInt });
const UpdateLocation = Schema.Struct({
  id: PositiveInt,
  name: Schema.optionalKey(Schema.String),
  sector_id: Schema.optionalKey(PositiveInt),
});
const BulkLocations = Schema.Struct({
  pattern: Schema.String.check(Schema.isMaxLength(200)),
  sector_id: PositiveInt,
  dry_run: Schema.optionalKey(Schema.Boolean),
});
const ReorderLocations = Schema.Struct({
  sector_id: PositiveInt,
  ids: Schema.Array(PositiveInt).check(Schema.isMaxLength(20000)),
});
const ListQuery = Schema.Struct({ sector_id: Schema.optionalKey(Schema.String) });
const ProductsQuery = Schema.Struct({ zero_amounts: Schema.optionalKey(Schema.Literals(['0', '1', 'true', 'false'])) });

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

/** SPEC 7 locations: list, create (one, or many from a pattern), rename/move, reorder, delete (R-LOC-01), products at one. */
export function layoutLocationRoutes(stock: StockReader): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/location/', canReadLayout, async (c) => {
    const { sector_id } = queryParams(c, ListQuery);
    const sectorIds = sector_id === undefined ? undefined : [decodeOr400(PositiveInt, Number(sector_id))];
    return c.json((await locationsOf(c.var.db, c.var.session.eshopId, sectorIds)).map(locationJson));
  });

  app.get('/location/:id/list-products/', canReadLayout, async (c) => {
    const id = idParam(c);
    const { zero_amounts } = queryParams(c, ProductsQuery);
    const location = await locationOr404(c.var.db, c.var.session.eshopId, id);
    return c.json(
      await stock.productsAt(
        c.var.db,
        c.var.session.eshopId,
        location.id,
        zero_amounts === '1' || zero_amounts === 'true',
      ),
    );
  });

  app.post('/location/', canReorganise, async (c) => {
    const body = await jsonBody(c, CreateLocation);
    const name = normaliseName(body.name);
    const problem = locationNameProblem(name);
    if (problem) throw refused(problem);
    const eshopId = c.var.session.eshopId;
    return inTransaction(c.var.db, async (tx) => {
      await sectorOr404(tx, eshopId, body.sector_id);
      const taken = await clashes(tx, eshopId, [name]);
      if (taken.length) throw refused({ kind: 'name-taken', what: 'location', names: taken });
      const [row] = await tx
        .insert(locations)
        .values({
          eshopId,
          sectorId: body.sector_id,
          name,
          order: await nextLocationOrder(tx, eshopId, body.sector_id),
        })
        .returning();
      return c.json(locationJson(row), 201);
    }).catch((e) => {
      throw translateConstraint(e, takenNow([name]));
    });
  });

  // Renaming keeps the stock (balances follow the location id); moving to another sector keeps it too.
  app.put('/location/', canReorganise, async (c) => {
    const body = await jsonBody(c, UpdateLocation);
    const name = body.name === undefined ? undefined : normaliseName(body.name);
    const problem = name === undefined ? undefined : locationNameProblem(name);
    if (problem) throw refused(problem);
    const eshopId = c.var.session.eshopId;
    return inTransaction(c.var.db, async (tx) => {
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
      return c.json(locationJson(row));
    }).catch((e) => {
      throw translateConstraint(e, takenNow(name ? [name] : []));
    });
  });

  // Body {ids: [...]} as the app sends it; ?ids=1,2 also works for clients that cannot send a DELETE body.
  app.delete('/location/', canReorganise, async (c) => {
    const fromQuery = c.req.query('ids');
    const ids =
      fromQuery !== undefined
        ? decodeOr400(Ids, fromQuery.split(',').filter(Boolean).map(Number))
        : (await jsonBody(c, Schema.Struct({ ids: Ids }))).ids;
    const eshopId = c.var.session.eshopId;
    return inTransaction(c.var.db, (tx) => deleteLocations(tx, stock, eshopId, ids))
      .then((result) => c.json(result))
      .catch((e) => {
        throw translateConstraint(e, takenNow([]));
      });
  });

  app.post('/location/bulk/', canReorganise, async (c) => {
    const body = await jsonBody(c, BulkLocations);
    const expanded = expandLocationPattern(body.pattern);
    if (!expanded.ok) throw refused(expanded.problem);
    const eshopId = c.var.session.eshopId;
    return inTransaction(c.var.db, async (tx) => {
      await sectorOr404(tx, eshopId, body.sector_id);
      const taken = await clashes(tx, eshopId, expanded.names);
      if (body.dry_run) return c.json({ count: expanded.names.length, names: expanded.names, taken });
      if (taken.length) throw refused({ kind: 'name-taken', what: 'location', names: taken });
      const first = await nextLocationOrder(tx, eshopId, body.sector_id);
      const created = [];
      for (let i = 0; i < expanded.names.length; i += 1000) {
        const chunk = expanded.names
          .slice(i, i + 1000)
          .map((name, j) => ({ eshopId, sectorId: body.sector_id, name, order: first + i + j }));
        created.push(...(await tx.insert(locations).values(chunk).returning()));
      }
      return c.json({ count: created.length, locations: created.map(locationJson) }, 201);
    }).catch((e) => {
      throw translateConstraint(e, takenNow([]));
    });
  });

  // The complete new order of one sector's locations; a location of another sector listed here moves into it.
  app.put('/location/reorder/', canReorganise, async (c) => {
    const body = await jsonBody(c, ReorderLocations);
    const eshopId = c.var.session.eshopId;
    return inTransaction(c.var.db, async (tx) => {
      await sectorOr404(tx, eshopId, body.sector_id, true);
      const listed = await tx
        .select()
        .from(locations)
        .where(and(eq(locations.eshopId, eshopId), inArray(locations.id, body.ids.length ? [...body.ids] : [0])));
      const own = await locationsOf(tx, eshopId, [body.sector_id]);
      const expected = [...new Set([...own.map((l) => l.id), ...listed.map((l) => l.id)])];
      const problem = orderMismatch(expected, body.ids);
      if (problem) throw refused(problem);
      const current = new Map(own.map((l) => [l.id, l.order]));
      for (const { id, order } of orderUpdates(current, body.ids)) {
        await tx
          .update(locations)
          .set({ order, sectorId: body.sector_id })
          .where(and(eq(locations.eshopId, eshopId), eq(locations.id, id)));
      }
      return c.json((await locationsOf(tx, eshopId, [body.sector_id])).map(locationJson));
    });
  });

  return app;
}
