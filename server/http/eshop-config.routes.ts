import { Hono } from 'hono';
import { CommonSettingsBody, MultieanDelimitersBody, PrintSettingsBody } from '../../src/api/eshop.schema';
import { Scope } from '../../src/domain/permissions/scopes';
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
import { requireScope } from './session.middleware';
import { jsonBody } from './validate';

/** The current e-shop's configuration (main warehouse API, SPEC 7 first table); use cases in server/settings. */
export function eshopConfigRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const s = (c: { var: AppEnv['Variables'] }) => c.var.session;

  app.get('/eshop/', async (c) => c.json(await eshopConfig(c.var.db, s(c).eshopId)));
  app.get('/list_stocks/', async (c) => c.json(await stocksOfClient(c.var.db, s(c).clientId, s(c).orgId)));
  app.get('/clients/', async (c) => c.json(await clientsOfOrg(c.var.db, s(c).orgId)));
  app.get('/status/', async (c) => c.json(await syncStatus(c.var.db, s(c).eshopId)));

  app.post('/update_common_settings/', requireScope(Scope.settings), async (c) => {
    const body = await jsonBody(c, CommonSettingsBody);
    // R-UI-11: the tag-manager id is checked here too, so no client can store what the app would load
    const problem = TAG_MANAGER_SETTING in body ? tagManagerIdProblem(body[TAG_MANAGER_SETTING]) : null;
    if (problem) throw badInput(problem);
    return c.json(await saveCommonSettings(c.var.db, s(c).eshopId, body));
  });
  app.post('/update_print_settings/', requireScope(Scope.settings, Scope.printing), async (c) =>
    c.json(await savePrintSettings(c.var.db, s(c).eshopId, await jsonBody(c, PrintSettingsBody))),
  );
  app.post('/update_multiean_delimiters_settings/', requireScope(Scope.settings, Scope.multiEan), async (c) =>
    c.json(await saveMultieanDelimiters(c.var.db, s(c).eshopId, await jsonBody(c, MultieanDelimitersBody))),
  );

  return app;
}
