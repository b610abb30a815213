import { Hono } from 'hono';
import {
  BulkCreateLocations,
  CreateLocationCall,
  CreateSectorCall,
  CreateZoneCall,
  DeleteLocationsCall,
  DeleteSector,
  DeleteZone,
  ListLocationProducts,
  ListLocations,
  ListSectors,
  ListZones,
  LocationIds,
  ReadOverview,
  RenameZoneCall,
  ReorderLocationsCall,
  ReorderZonesCall,
  ToggleSectorFlag,
  UpdateLocationCall,
  UpdateSectorCall,
} from '../../src/api/layout.schema';
import { PositiveInt, isYes } from '../../src/api/fields';
import type { SectorFlag } from '../../src/domain/layout/sector-toggles';
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
import { mount } from './mount-endpoint';
import { decodeOr400 } from './validate';

/**
 * Warehouse layout (zones, sectors, locations) and the stock overview: SPEC 7 "Sectors, locations
 * and zones", mounted from src/api/layout.schema.ts. Each handler names its policy and calls one use
 * case of server/layout.
 */
export function layoutRoutes(stock: StockReader = ledgerStockReader): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const read = { allow: canReadLayout };
  const reorganise = { allow: canReorganise };
  const eshopOf = (c: { var: AppEnv['Variables'] }) => c.var.session.eshopId;

  // ---- sectors ----
  mount(app, ListSectors, async (_, c) => (await sectorsOf(c.var.db, eshopOf(c))).map(sectorJson), read);
  mount(
    app,
    CreateSectorCall,
    async ({ body }, c) => c.json(await createSector(c.var.db, stock, eshopOf(c), body), 201),
    reorganise,
  );
  // R-LOC-02: a refused update answers 400 with a detail, and nothing changes.
  mount(app, UpdateSectorCall, ({ body }, c) => updateSector(c.var.db, stock, eshopOf(c), body), reorganise);
  mount(app, DeleteSector, ({ params: { id } }, c) => removeSector(c.var.db, stock, eshopOf(c), id), reorganise);
  for (const [flag, endpoint] of Object.entries(ToggleSectorFlag))
    mount(
      app,
      endpoint,
      ({ params: { id } }, c) => toggleSectorFlag(c.var.db, stock, eshopOf(c), id, flag as SectorFlag),
      reorganise,
    );

  // ---- locations ----
  mount(
    app,
    ListLocations,
    async ({ query: { sector_id } }, c) => {
      const sectorIds = sector_id === undefined ? undefined : [decodeOr400(PositiveInt, Number(sector_id))];
      return (await locationsOf(c.var.db, eshopOf(c), sectorIds)).map(locationJson);
    },
    read,
  );
  mount(
    app,
    ListLocationProducts,
    async ({ params: { id }, query: { zero_amounts } }, c) => {
      const location = await locationOr404(c.var.db, eshopOf(c), id);
      return stock.productsAt(c.var.db, eshopOf(c), location.id, isYes(zero_amounts));
    },
    read,
  );
  mount(
    app,
    CreateLocationCall,
    async ({ body }, c) => c.json(await createLocation(c.var.db, eshopOf(c), body), 201),
    reorganise,
  );
  mount(app, UpdateLocationCall, ({ body }, c) => updateLocation(c.var.db, eshopOf(c), body), reorganise);
  mount(
    app,
    DeleteLocationsCall,
    async ({ query: { ids: fromQuery }, body }, c) => {
      const ids =
        fromQuery !== undefined ? decodeOr400(LocationIds, fromQuery.split(',').filter(Boolean).map(Number)) : body.ids;
      return removeLocations(c.var.db, stock, eshopOf(c), ids);
    },
    // The ids come in the body or, for clients that cannot send a DELETE body, in ?ids=1,2.
    { ...reorganise, bodyUnless: ({ query }) => (query as { ids?: string }).ids !== undefined },
  );
  mount(
    app,
    BulkCreateLocations,
    async ({ body }, c) => {
      const { created, ...answer } = await createLocationsFromPattern(c.var.db, eshopOf(c), body);
      return c.json(answer, created ? 201 : 200);
    },
    reorganise,
  );
  mount(
    app,
    ReorderLocationsCall,
    ({ body }, c) => reorderLocations(c.var.db, eshopOf(c), body.sector_id, body.ids),
    reorganise,
  );

  // ---- zones ----
  mount(app, ListZones, (_, c) => zonesWithSectors(c.var.db, eshopOf(c)), read);
  mount(app, CreateZoneCall, ({ body }, c, tx) => createZone(tx, eshopOf(c), body.name), {
    ...reorganise,
    status: 201,
  });
  mount(app, RenameZoneCall, ({ body }, c) => renameZone(c.var.db, eshopOf(c), body.id, body.name), reorganise);
  mount(app, ReorderZonesCall, ({ body }, c) => reorderZones(c.var.db, eshopOf(c), body), reorganise);
  mount(app, DeleteZone, ({ params: { id } }, c) => deleteZone(c.var.db, eshopOf(c), id), reorganise);

  // ---- stock overview ----
  mount(app, ReadOverview, ({ query }, c) => stockOverview(c.var.db, eshopOf(c), query), { allow: canViewStock });

  return app;
}
