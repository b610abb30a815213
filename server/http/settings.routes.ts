import { Hono } from 'hono';
import { isYes } from '../../src/api/fields';
import { AddonsQuery, OrgEshopsBody } from '../../src/api/settings.schema';
import { appConfig, orgEshops, rolesOfOrg, warehouseWidgets } from '../settings/org-config';
import { orgAddonList, packerAndWarehouseConfig } from '../settings/settings-data';
import type { AppEnv } from './app-env';
import { cloudPrintRoutes } from './printing.routes';
import { requireSession, requireSuperadmin, requireWarehouseApp } from './session.middleware';
import { jsonBody, queryParams } from './validate';

/** The settings service of SPEC 7, which the platform shares between its apps; use cases in server/settings. */
export function settingsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireSession, requireWarehouseApp);
  app.route('/cloud_print', cloudPrintRoutes());

  app.get('/config/', async (c) => c.json(await appConfig(c.var.db, c.var.session.orgId, c.var.session.isSuperadmin)));
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
  app.get('/user/roles/list/', async (c) => c.json(await rolesOfOrg(c.var.db, c.var.session.orgId)));
  app.post('/superadmin/org_eshops_list/', requireSuperadmin, async (c) =>
    c.json(await orgEshops(c.var.db, (await jsonBody(c, OrgEshopsBody)).org_ids)),
  );
  app.get('/homepage/warehouse-widget', async (c) => c.json(await warehouseWidgets(c.var.db, c.var.session.orgId)));

  return app;
}
