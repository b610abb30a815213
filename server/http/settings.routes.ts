import { Hono } from 'hono';
import { isYes } from '../../src/api/fields';
import {
  ListAddons,
  ListOrgEshops,
  ListRoles,
  ReadAppConfig,
  ReadPackerWarehouseConfig,
  ReadWarehouseWidget,
} from '../../src/api/settings.schema';
import { appConfig, orgEshops, rolesOfOrg, warehouseWidgets } from '../settings/org-config';
import { orgAddonList, packerAndWarehouseConfig } from '../settings/settings-data';
import type { AppEnv } from './app-env';
import { mount } from './mount-endpoint';
import { cloudPrintRoutes } from './printing.routes';
import { requireSession, requireWarehouseApp } from './session.middleware';

/** The settings service of SPEC 7, which the platform shares between its apps; use cases in server/settings. */
export function settingsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireSession, requireWarehouseApp);
  app.route('/', cloudPrintRoutes());

  mount(app, ReadAppConfig, (_, c) => appConfig(c.var.db, c.var.session.orgId, c.var.session.isSuperadmin));
  mount(app, ListAddons, ({ query }, c) =>
    orgAddonList(c.var.db, c.var.session.orgId, {
      activeOnly: isYes(query.active_only),
      ignoreVisibility: isYes(query.ignore_visibility),
    }),
  );
  mount(app, ReadPackerWarehouseConfig, (_, c) => packerAndWarehouseConfig(c.var.db, c.var.session.orgId));
  mount(app, ListRoles, (_, c) => rolesOfOrg(c.var.db, c.var.session.orgId));
  mount(app, ListOrgEshops, ({ body }, c) => orgEshops(c.var.db, body.org_ids), {
    allow: (session) => session.isSuperadmin,
  });
  mount(app, ReadWarehouseWidget, (_, c) => warehouseWidgets(c.var.db, c.var.session.orgId));

  return app;
}
