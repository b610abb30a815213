import { Hono } from 'hono';
import {
  BulkLocations,
  CreateLocation,
  CreateSector,
  CreateZone,
  DeleteLocations,
  LocationIds,
  LocationIdsQuery,
  LocationListQuery,
  LocationProductsQuery,
  OverviewQuery,
  RenameZone,
  ReorderLocations,
  ReorderZones,
  SECTOR_TOGGLES,
  UpdateLocation,
  UpdateSector,
} from '../../src/api/layout.schema';
import { PositiveInt, isYes } from '../../src/api/fields';
import { canReadLayout, canReorganise, canViewStock } from '../layout/layout-access';
import { locationJson, sectorJson } from '../layout/layout-json';
import { locationOr404, locationsOf, sectorsOf } from '../layout/layout-lookup';
import {
  createLocation,
  createLocationsFromPattern,
  removeLocations,
  reorderLocations,
  updateLocation,
} from '../layout/location-changes';
import { createSector, removeSector, toggleSectorFlag, updateSector } from '../layout/sector-changes';
import { stockOverview } from '../layout/stock-overview';
import { ledgerStockReader, type StockReader } from '../layout/stock-reader';
import { createZone, deleteZone, renameZone, reorderZones, zonesWithSectors } from '../layout/zone-changes';
import type { AppEnv } from './app-env';
import { idempotentWrite } from './idempotent-write';
import { allow } from './session.middleware';
import { decodeOr400, idParam, jsonBody, queryParams } from './validate';

/**
 * Warehouse layout (zones, sectors, locations) and the stock overview: SPEC 7 "Sectors, locations
 * and zones". Each handler reads its input, names its policy and calls one use case of server/layout.
 */
export function layoutRoutes(stock: StockReader = ledgerStockReader): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const read = allow(canReadLayout);
  const reorganise = allow(canReorganise);
  const eshopOf = (c: { var: AppEnv['Variables'] }) => c.var.session.eshopId;

  // ---- sectors ----
  app.get('/sector/', read, async (c) => c.json((await sectorsOf(c.var.db, eshopOf(c))).map(sectorJson)));
  app.post('/sector/', reorganise, async (c) =>
    c.json(await createSector(c.var.db, stock, eshopOf(c), await jsonBody(c, CreateSector)), 201),
  );
  // R-LOC-02: a refused update answers 400 with a detail, and nothing changes.
  app.put('/sector/', reorganise, async (c) =>
    c.json(await updateSector(c.var.db, stock, eshopOf(c), await jsonBody(c, UpdateSector))),
  );
  app.delete('/sector/:id/', reorganise, async (c) =>
    c.json(await removeSector(c.var.db, stock, eshopOf(c), idParam(c))),
  );
  for (const [path, flag] of Object.entries(SECTOR_TOGGLES)) {
    app.delete(`/sector/${path}/:id/`, reorganise, async (c) =>
      c.json(await toggleSectorFlag(c.var.db, stock, eshopOf(c), idParam(c), flag)),
    );
  }

  // ---- locations ----
  app.get('/location/', read, async (c) => {
    const { sector_id } = queryParams(c, LocationListQuery);
    const sectorIds = sector_id === undefined ? undefined : [decodeOr400(PositiveInt, Number(sector_id))];
    return c.json((await locationsOf(c.var.db, eshopOf(c), sectorIds)).map(locationJson));
  });
  app.get('/location/:id/list-products/', read, async (c) => {
    const id = idParam(c);
    const { zero_amounts } = queryParams(c, LocationProductsQuery);
    const location = await locationOr404(c.var.db, eshopOf(c), id);
    return c.json(await stock.productsAt(c.var.db, eshopOf(c), location.id, isYes(zero_amounts)));
  });
  app.post('/location/', reorganise, async (c) =>
    c.json(await createLocation(c.var.db, eshopOf(c), await jsonBody(c, CreateLocation)), 201),
  );
  app.put('/location/', reorganise, async (c) =>
    c.json(await updateLocation(c.var.db, eshopOf(c), await jsonBody(c, UpdateLocation))),
  );
  // Body {ids: [...]} as the app sends it; ?ids=1,2 also works for clients that cannot send a DELETE body.
  app.delete('/location/', reorganise, async (c) => {
    const { ids: fromQuery } = queryParams(c, LocationIdsQuery);
    const ids =
      fromQuery !== undefined
        ? decodeOr400(LocationIds, fromQuery.split(',').filter(Boolean).map(Number))
        : (await jsonBody(c, DeleteLocations)).ids;
    return c.json(await removeLocations(c.var.db, stock, eshopOf(c), ids));
  });
  app.post('/location/bulk/', reorganise, async (c) => {
    const { created, ...answer } = await createLocationsFromPattern(
      c.var.db,
      eshopOf(c),
      await jsonBody(c, BulkLocations),
    );
    return c.json(answer, created ? 201 : 200);
  });
  app.put('/location/reorder/', reorganise, async (c) => {
    const body = await jsonBody(c, ReorderLocations);
    return c.json(await reorderLocations(c.var.db, eshopOf(c), body.sector_id, body.ids));
  });

  // ---- zones ----
  app.get('/zone/with-sectors/', read, async (c) => c.json(await zonesWithSectors(c.var.db, eshopOf(c))));
  // Through the idempotency keys: an app that retries a create after a lost answer gets the zone it made.
  app.post('/zone/', reorganise, async (c) => {
    const body = await jsonBody(c, CreateZone);
    return idempotentWrite(c, body, async (tx) => ({ status: 201, body: await createZone(tx, eshopOf(c), body.name) }));
  });
  app.put('/zone/', reorganise, async (c) => {
    const body = await jsonBody(c, RenameZone);
    return c.json(await renameZone(c.var.db, eshopOf(c), body.id, body.name));
  });
  app.put('/zone/reorder/', reorganise, async (c) =>
    c.json(await reorderZones(c.var.db, eshopOf(c), await jsonBody(c, ReorderZones))),
  );
  app.delete('/zone/:id/', reorganise, async (c) => c.json(await deleteZone(c.var.db, eshopOf(c), idParam(c))));

  // ---- stock overview ----
  app.get('/inventory/overview/', allow(canViewStock), async (c) =>
    c.json(await stockOverview(c.var.db, eshopOf(c), queryParams(c, OverviewQuery))),
  );

  return app;
}
