import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { isYes } from '../../src/api/fields';
import { AddonsQuery, OrgEshopsBody } from '../../src/api/settings.schema';
import { queuedPerProduct } from '../relocation/chaos-queue.query';
import { orgAddonList, packerAndWarehouseConfig } from '../settings/settings-data';
import { Hono } from 'hono';
import { addons, eshops, orgAddons, orgServices, organisations, roles, services } from '../db/schema';
import type { AppEnv } from './app-env';
import { requireSession, requireSuperadmin, requireWarehouseApp } from './session.middleware';
import { jsonBody, queryParams } from './validate';
import { cloudPrintRoutes } from './printing.routes';

/** The settings service of SPEC 7, which the platform shares between its apps. */
export function settingsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireSession, requireWarehouseApp);
  app.route('/cloud_print', cloudPrintRoutes());

  app.get('/config/', async (c) => {
    const s = c.var.session;
    const db = c.var.db;
    const [org] = await db.select().from(organisations).where(eq(organisations.id, s.orgId));
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
      .where(eq(orgServices.orgId, s.orgId))
      .orderBy(asc(services.module));
    const active = await activeAddons(c.var.db, s.orgId);
    const orgs = s.isSuperadmin
      ? await db.select({ org_name: organisations.name }).from(organisations).orderBy(asc(organisations.id))
      : [{ org_name: org.name }];
    return c.json({
      org_name: org.name,
      is_superadmin: s.isSuperadmin,
      available_services: available.map(({ active: _a, ...service }) => service),
      active_services: available.filter((a) => a.active).map((a) => ({ module: a.module })),
      addons: active,
      orgs,
    });
  });

  app.get('/addons/', async (c) => {
    const query = queryParams(c, AddonsQuery);
    return c.json(
      await orgAddonList(c.var.db, c.var.session.orgId, {
        activeOnly: isYes(query.active_only),
        ignoreVisibility: isYes(query.ignore_visibility),
      }),
    );
  });

  app.get('/balic_a_sklad/config/', async (c) => c.json(await packerAndWarehouseConfig(c.var.db, c.var.session.orgId)));

  app.get('/user/roles/list/', async (c) => {
    const rows = await c.var.db.select().from(roles).where(eq(roles.orgId, c.var.session.orgId)).orderBy(asc(roles.id));
    return c.json(
      rows.map((r) => ({
        id: r.id,
        name: r.name,
        allowed_scopes: r.allowedScopes ?? null,
        forbidden_scopes: r.forbiddenScopes ?? null,
        blacklist_urls: r.blacklistUrls,
        settings_fe: { allowed_apps: r.allowedApps },
      })),
    );
  });

  app.post('/superadmin/org_eshops_list/', requireSuperadmin, async (c) => {
    const body = await jsonBody(c, OrgEshopsBody);
    const orgRows = await c.var.db
      .select()
      .from(organisations)
      .where(body.org_ids?.length ? inArray(organisations.id, [...body.org_ids]) : undefined)
      .orderBy(asc(organisations.id));
    const shopRows = await c.var.db.select().from(eshops).orderBy(asc(eshops.id));
    return c.json(
      orgRows.map((o) => ({
        org_id: o.id,
        org_name: o.name,
        eshops: shopRows.filter((e) => e.orgId === o.id).map((e) => ({ eshop_id: e.id, eshop_name: e.name })),
      })),
    );
  });

  app.get('/homepage/warehouse-widget', async (c) => {
    const db = c.var.db;
    const shops = await db.select().from(eshops).where(eq(eshops.orgId, c.var.session.orgId)).orderBy(asc(eshops.id));
    // R-MENU-05: the chaos queue as the ledger has it (server/relocation/chaos-queue.query.ts).
    const waiting = await queuedPerProduct(
      db,
      shops.map((s) => s.id),
    );
    return c.json({
      warehouse_widgets: shops.map((shop) => ({
        eshop_id: shop.id,
        eshop_name: shop.name,
        warehouse_widget: {
          relocation_products: waiting
            .filter((w) => w.eshopId === shop.id)
            .map((w) => ({ code: w.code, product_count: Number(w.count) })),
        },
      })),
    });
  });

  return app;
}

async function activeAddons(db: AppEnv['Variables']['db'], orgId: number) {
  return db
    .select({ id: addons.id, name: addons.name })
    .from(orgAddons)
    .innerJoin(addons, eq(addons.id, orgAddons.addonId))
    .where(and(eq(orgAddons.orgId, orgId), eq(orgAddons.active, true)))
    .orderBy(asc(addons.id));
}
