import { and, asc, eq } from 'drizzle-orm';
import { CommonSettingsBody, MultieanDelimitersBody, PrintSettingsBody } from '../../src/api/eshop.schema';
import { Hono } from 'hono';
import { clientEshops, clients, eshopStatus, eshops } from '../db/schema';
import { Scope } from '../../src/domain/permissions/scopes';
import { isStockSyncForcedOff } from '../../src/domain/eshop/stock-sync';
import { badInput, notFound } from '../failures';
import { TAG_MANAGER_SETTING, tagManagerIdProblem } from '../../src/domain/text/tag-manager-id';
import type { AppEnv } from './app-env';
import { requireScope } from './session.middleware';
import { jsonBody } from './validate';

/** The current e-shop's configuration (main warehouse API, SPEC 7 first table). */
export function eshopConfigRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/eshop/', async (c) => {
    const shop = await currentEshop(c.var.db, c.var.session.eshopId);
    return c.json({
      id: shop.id,
      eshop_id: shop.id,
      eshop_name: shop.name,
      is_public_api: shop.isPublicApi,
      sync_public_api_stock: shop.syncPublicApiStock,
      stock_sync_forced_off: isStockSyncForcedOff(shop.isPublicApi, shop.syncPublicApiStock),
      stock_locations_mode: shop.stockLocationsMode,
      multiean_delimiters: shop.multieanDelimiters,
      common_settings: shop.commonSettings,
      modules: shop.modules,
      print_settings: shop.printSettings,
      data: { imageCuts: shop.imageCuts, contactInformation: { eshopName: shop.contactName } },
    });
  });

  app.get('/list_stocks/', async (c) => {
    const rows = await c.var.db
      .select({ eshop_id: eshops.id, eshop_name: eshops.name })
      .from(clientEshops)
      .innerJoin(eshops, eq(eshops.id, clientEshops.eshopId))
      .where(and(eq(clientEshops.clientId, c.var.session.clientId), eq(eshops.orgId, c.var.session.orgId)))
      .orderBy(asc(eshops.id));
    return c.json(rows);
  });

  app.get('/clients/', async (c) => {
    const rows = await c.var.db
      .select({ client_id: clients.id, client_name: clients.name })
      .from(clients)
      .where(eq(clients.orgId, c.var.session.orgId))
      .orderBy(asc(clients.id));
    return c.json(rows);
  });

  // Truthy while the first synchronisation of the e-shop runs; null once it is done (the app stops polling).
  app.get('/status/', async (c) => {
    const [row] = await c.var.db.select().from(eshopStatus).where(eq(eshopStatus.eshopId, c.var.session.eshopId));
    if (!row || !row.sync) return c.json(null);
    return c.json({
      stage: row.stage,
      last_update: row.lastUpdate?.toISOString() ?? null,
      counter: row.counter,
      sync: row.sync,
    });
  });

  app.post('/update_common_settings/', requireScope(Scope.settings), async (c) => {
    const body = await jsonBody(c, CommonSettingsBody);
    // R-UI-11: the tag-manager id is checked here too, so no client can store what the app would load
    const problem = TAG_MANAGER_SETTING in body ? tagManagerIdProblem(body[TAG_MANAGER_SETTING]) : null;
    if (problem) throw badInput(problem);
    const shop = await currentEshop(c.var.db, c.var.session.eshopId);
    const merged = { ...shop.commonSettings, ...body };
    await c.var.db.update(eshops).set({ commonSettings: merged }).where(eq(eshops.id, shop.id));
    return c.json({ common_settings: merged });
  });

  app.post('/update_print_settings/', requireScope(Scope.settings, Scope.printing), async (c) => {
    const body = await jsonBody(c, PrintSettingsBody);
    const shop = await currentEshop(c.var.db, c.var.session.eshopId);
    const next = {
      manual: body.manual ? { ...shop.printSettings.manual, ...body.manual } : shop.printSettings.manual,
      automated: body.automated ? { ...shop.printSettings.automated, ...body.automated } : shop.printSettings.automated,
    };
    await c.var.db.update(eshops).set({ printSettings: next }).where(eq(eshops.id, shop.id));
    return c.json({ print_settings: next });
  });

  app.post('/update_multiean_delimiters_settings/', requireScope(Scope.settings, Scope.multiEan), async (c) => {
    const body = await jsonBody(c, MultieanDelimitersBody);
    const value = { delimiters: [...body.delimiters], num: body.num };
    await c.var.db.update(eshops).set({ multieanDelimiters: value }).where(eq(eshops.id, c.var.session.eshopId));
    return c.json({ multiean_delimiters: value });
  });

  return app;
}

export async function currentEshop(db: AppEnv['Variables']['db'], eshopId: number) {
  const [shop] = await db.select().from(eshops).where(eq(eshops.id, eshopId));
  if (!shop) throw notFound('Sklad nebyl nalezen.');
  return shop;
}
