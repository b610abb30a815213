import type { SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';

/** Raw SQL rows on both drivers (PGlite and node-postgres both answer `{ rows }`). */
export async function rows<T>(tx: Pick<Tx, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
