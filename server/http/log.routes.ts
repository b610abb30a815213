import { Hono } from 'hono';
import { Scope } from '../../src/domain/permissions/scopes';
import { logCursor } from '../../src/domain/stock/log-paging';
import { movementLogPage } from '../ledger/movement-log.query';
import { LogBody } from '../ledger/request-schemas';
import type { AppEnv } from './app-env';
import { requireScope } from './session.middleware';
import { jsonBody } from './validate';

/** POST /log/ {next_id?, previous_id?} → { changes: [{…, details}], next_id, previous_id } (R-LOG-01). */
export function logRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/log/', requireScope(Scope.movementLog), async (c) => {
    const body = await jsonBody(c, LogBody);
    return c.json(await movementLogPage(c.var.db, c.var.session.eshopId, logCursor(body.next_id, body.previous_id)));
  });
  return app;
}
