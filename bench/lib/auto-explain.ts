import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database, Tx } from '../../server/db/client';

/**
 * Runs `work` in one transaction of a PostgreSQL database with auto_explain on (analyze, triggers, nested statements),
 * printing each statement's plan that took at least `minMs`. Per-node timing only when `timing` (it slows the run).
 */
export async function explainInTransaction<T>(
  database: Database,
  work: (tx: Tx) => Promise<T>,
  { minMs = 20, timing = true } = {},
): Promise<T> {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const seen = new WeakSet<object>();
  pool.on('acquire', (client) => {
    if (seen.has(client)) return;
    seen.add(client);
    client.on('notice', (n) => console.log(n.message, '\n'));
  });
  return database.db.transaction(async (tx) => {
    for (const setting of [
      `LOAD 'auto_explain'`,
      `SET LOCAL auto_explain.log_min_duration = ${minMs}`,
      `SET LOCAL auto_explain.log_analyze = on`,
      `SET LOCAL auto_explain.log_timing = ${timing ? 'on' : 'off'}`,
      `SET LOCAL auto_explain.log_triggers = on`,
      `SET LOCAL auto_explain.log_nested_statements = on`,
      `SET LOCAL auto_explain.log_level = notice`,
    ])
      await tx.execute(sql.raw(setting));
    return work(tx);
  });
}
