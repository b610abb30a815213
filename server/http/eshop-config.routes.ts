import { Hono } from 'hono';
import {
  ListClients,
  ListStocks,
  ReadEshop,
  ReadSyncProgress,
  UpdateCommonSettings,
  UpdateMultieanDelimiters,
  UpdatePrintSettings,
} from '../../src/api/eshop.schema';
import { badInput } from '../failures';
import { TAG_MANAGER_SETTING, tagManagerIdProblem } from '../../src/domain/text/tag-manager-id';
import {
  clientsOfOrg,
  eshopConfig,
  saveCommonSettings,
  saveMultieanDelimiters,
  savePrintSettings,
  stocksOfClient,
  syncStatus,
} from '../settings/eshop-config';
import type { AppEnv } from './app-env';
import { mount } from './mount-endpoint';

/** The current e-shop's configuration (main warehouse API, SPEC 7 first table); use cases in server/settings. */
export function eshopConfigRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const s = (c: { var: AppEnv['Variables'] }) => c.var.session;

  mount(app, ReadEshop, (_, c) => eshopConfig(c.var.db, s(c).eshopId));
  mount(app, ListStocks, (_, c) => stocksOfClient(c.var.db, s(c).clientId, s(c).orgId));
  mount(app, ListClients, (_, c) => clientsOfOrg(c.var.db, s(c).orgId));
  mount(app, ReadSyncProgress, (_, c) => syncStatus(c.var.db, s(c).eshopId));

  mount(app, UpdateCommonSettings, async ({ body }, c) => {
    // R-UI-11: the tag-manager id is checked here too, so no client can store what the app would load
    const problem = TAG_MANAGER_SETTING in body ? tagManagerIdProblem(body[TAG_MANAGER_SETTING]) : null;
    if (problem) throw badInput(problem);
    return saveCommonSettings(c.var.db, s(c).eshopId, body);
  });
  mount(app, UpdatePrintSettings, ({ body }, c) => savePrintSettings(c.var.db, s(c).eshopId, body));
  mount(app, UpdateMultieanDelimiters, ({ body }, c) => saveMultieanDelimiters(c.var.db, s(c).eshopId, body));

  return app;
}
