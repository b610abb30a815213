import { and, asc, eq, sql } from 'drizzle-orm';
import type { CommonSettingsBody, MultieanDelimitersBody, PrintSettingsBody } from '../../src/api/eshop.schema';
import { isStockSyncForcedOff } from '../../src/domain/eshop/stock-sync';
import type { Db } from '../db/client';
import { clientEshops, clients, eshopStatus, eshops, type PrintSettingsJson } from '../db/schema';
import { notFound } from '../failures';

// The current e-shop's configuration (main warehouse API, SPEC 7 first table): what GET /eshop/ and its
// neighbours answer, and the settings saves.

async function currentEshop(db: Db, eshopId: number) {
  const [shop] = await db.select().from(eshops).where(eq(eshops.id, eshopId));
  if (!shop) throw notFound('Sklad nebyl nalezen.');
  return shop;
}

/** GET /eshop/ */
export async function eshopConfig(db: Db, eshopId: number) {
  const shop = await currentEshop(db, eshopId);
  return {
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
  };
}

/** GET /list_stocks/: the e-shops of the organisation this client may work in. */
export function stocksOfClient(db: Db, clientId: number, orgId: number) {
  return db
    .select({ eshop_id: eshops.id, eshop_name: eshops.name })
    .from(clientEshops)
    .innerJoin(eshops, eq(eshops.id, clientEshops.eshopId))
    .where(and(eq(clientEshops.clientId, clientId), eq(eshops.orgId, orgId)))
    .orderBy(asc(eshops.id));
}

/** GET /clients/ */
export function clientsOfOrg(db: Db, orgId: number) {
  return db
    .select({ client_id: clients.id, client_name: clients.name })
    .from(clients)
    .where(eq(clients.orgId, orgId))
    .orderBy(asc(clients.id));
}

/** GET /status/: truthy while the first synchronisation of the e-shop runs; null once it is done. */
export async function syncStatus(db: Db, eshopId: number) {
  const [row] = await db.select().from(eshopStatus).where(eq(eshopStatus.eshopId, eshopId));
  if (!row || !row.sync) return null;
  return { stage: row.stage, last_update: row.lastUpdate?.toISOString() ?? null, counter: row.counter, sync: row.sync };
}

/**
 * POST /update_common_settings/: the keys sent are merged into the stored ones by the database in
 * one statement, so saves of different keys at once all stay (a read-merge-write here lost 29 of 40).
 * Two saves of one key: the later wins (docs/decisions/resilience.md).
 */
export async function saveCommonSettings(db: Db, eshopId: number, body: typeof CommonSettingsBody.Type) {
  const [row] = await db
    .update(eshops)
    .set({ commonSettings: sql`${eshops.commonSettings} || ${JSON.stringify(body)}::jsonb` })
    .where(eq(eshops.id, eshopId))
    .returning({ common_settings: eshops.commonSettings });
  if (!row) throw notFound('Sklad nebyl nalezen.');
  return row;
}

/** POST /update_print_settings/: each part's fields merged in the database, as the common settings are. */
export async function savePrintSettings(db: Db, eshopId: number, body: typeof PrintSettingsBody.Type) {
  const part = (name: keyof PrintSettingsJson) =>
    sql`coalesce(${eshops.printSettings} -> ${sql.raw(`'${name}'`)}, '{}'::jsonb) || ${JSON.stringify(body[name] ?? {})}::jsonb`;
  const [row] = await db
    .update(eshops)
    .set({ printSettings: sql`jsonb_build_object('manual', ${part('manual')}, 'automated', ${part('automated')})` })
    .where(eq(eshops.id, eshopId))
    .returning({ print_settings: eshops.printSettings });
  if (!row) throw notFound('Sklad nebyl nalezen.');
  return row;
}

/** POST /update_multiean_delimiters_settings/: one value, replaced whole. */
export async function saveMultieanDelimiters(db: Db, eshopId: number, body: typeof MultieanDelimitersBody.Type) {
  const value = { delimiters: [...body.delimiters], num: body.num };
  await db.update(eshops).set({ multieanDelimiters: value }).where(eq(eshops.id, eshopId));
  return { multiean_delimiters: value };
}
