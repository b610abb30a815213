import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { addons, eshops, orgAddons, orgServices, organisations, roles, services } from '../db/schema';
import { queuedPerProduct } from '../relocation/chaos-queue.query';

// The organisation's side of the settings service (SPEC 7): what GET {settings}/config/ and its
// neighbours answer. Every query is filtered by the caller's organisation.

/** GET {settings}/config/: services, active add-ons and (for superadmins) every organisation. */
export async function appConfig(db: Db, orgId: number, isSuperadmin: boolean) {
  const [org] = await db.select().from(organisations).where(eq(organisations.id, orgId));
  const available = await db
    .select({
      module: services.module,
      name: services.name,
      title: services.title,
      url: services.url,
      icon: services.icon,
      active: orgServices.active,
    })
    .from(orgServices)
    .innerJoin(services, eq(services.module, orgServices.module))
    .where(eq(orgServices.orgId, orgId))
    .orderBy(asc(services.module));
  const active = await db
    .select({ id: addons.id, name: addons.name })
    .from(orgAddons)
    .innerJoin(addons, eq(addons.id, orgAddons.addonId))
    .where(and(eq(orgAddons.orgId, orgId), eq(orgAddons.active, true)))
    .orderBy(asc(addons.id));
  const orgs = isSuperadmin
    ? await db.select({ org_name: organisations.name }).from(organisations).orderBy(asc(organisations.id))
    : [{ org_name: org.name }];
  return {
    org_name: org.name,
    is_superadmin: isSuperadmin,
    available_services: available.map(({ active: _a, ...service }) => service),
    active_services: available.filter((a) => a.active).map((a) => ({ module: a.module })),
    addons: active,
    orgs,
  };
}

/** GET {settings}/user/roles/list/ */
export async function rolesOfOrg(db: Db, orgId: number) {
  const rows = await db.select().from(roles).where(eq(roles.orgId, orgId)).orderBy(asc(roles.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    allowed_scopes: r.allowedScopes ?? null,
    forbidden_scopes: r.forbiddenScopes ?? null,
    blacklist_urls: r.blacklistUrls,
    settings_fe: { allowed_apps: r.allowedApps },
  }));
}

/** POST {settings}/superadmin/org_eshops_list/ (superadmins only): organisations with their e-shops. */
export async function orgEshops(db: Db, orgIds: readonly number[] | undefined) {
  const orgRows = await db
    .select()
    .from(organisations)
    .where(orgIds?.length ? inArray(organisations.id, [...orgIds]) : undefined)
    .orderBy(asc(organisations.id));
  const shopRows = await db.select().from(eshops).orderBy(asc(eshops.id));
  return orgRows.map((o) => ({
    org_id: o.id,
    org_name: o.name,
    eshops: shopRows.filter((e) => e.orgId === o.id).map((e) => ({ eshop_id: e.id, eshop_name: e.name })),
  }));
}

/** GET {settings}/homepage/warehouse-widget: R-MENU-05, the chaos queue as the ledger has it, per own e-shop. */
export async function warehouseWidgets(db: Db, orgId: number) {
  const shops = await db.select().from(eshops).where(eq(eshops.orgId, orgId)).orderBy(asc(eshops.id));
  const waiting = await queuedPerProduct(
    db,
    shops.map((s) => s.id),
  );
  return {
    warehouse_widgets: shops.map((shop) => ({
      eshop_id: shop.id,
      eshop_name: shop.name,
      warehouse_widget: {
        relocation_products: waiting
          .filter((w) => w.eshopId === shop.id)
          .map((w) => ({ code: w.code, product_count: Number(w.count) })),
      },
    })),
  };
}
