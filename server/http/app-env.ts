import type { Db } from '../db/client';
import type { ServerDeps, Session } from '../session';

/** Hono's per-request variables: the dependencies, the database handle and the caller's session. */
export interface AppEnv {
  Variables: {
    deps: ServerDeps;
    db: Db;
    session: Session;
  };
}
