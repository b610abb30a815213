import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client';

/** The database or a transaction: every query helper takes either. */
export type Queryable = Db | Tx;

/** Rows of a raw query, the same on PGlite and node-postgres (both answer `{ rows }`). */
export async function rowsOf<T>(db: Pick<Queryable, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
