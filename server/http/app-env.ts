import type { Db } from '../db/client';
import type { ServerDeps, Session } from '../session';
import type { RidingSessionCheck } from './session-riding';

/** Hono's per-request variables: the dependencies, the database handle and the caller's session. */
export interface AppEnv {
  Variables: {
    deps: ServerDeps;
    db: Db;
    session: Session;
    /** Set when the session's check rides in the keyed write's transaction (session.middleware.ts). */
    sessionCheck?: RidingSessionCheck;
    /** Answers a request with the whole app, as if it had just arrived (a request answered anew). */
    dispatch: (request: Request, env: unknown) => Response | Promise<Response>;
  };
}
