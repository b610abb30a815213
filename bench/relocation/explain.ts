// EXPLAIN ANALYZE of the collect and deposit statements on the benchmark's seeded PostgreSQL database,
// run as the server runs them (JIT off, work_mem raised): `npx tsx bench/relocation/explain.ts`.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/sql-rows';
import { planSettings, suggestionsStatement } from '../../server/relocation/suggestions.query';
import { createDatabase, startPostgresCluster } from '../../tests/support/postgres-cluster';
import { startTestServer } from '../../tests/support/test-server';
import { seed, SHOP } from './seed';

const cluster = await startPostgresCluster();
if (!cluster) throw new Error('PostgreSQL binaries are missing');
try {
  const s = await startTestServer({ databaseUrl: createDatabase(cluster.url, 'relocation_explain') });
  try {
    const category = await seed(s.database);
    for (const list of ['collect', 'deposit'] as const) {
      const plan = await s.database.db.transaction(async (tx) => {
        await planSettings(tx);
        return rowsOf<{ 'QUERY PLAN': string }>(
          tx,
          sql`EXPLAIN (ANALYZE, BUFFERS) ${suggestionsStatement(SHOP, category, list)}`,
        );
      });
      console.log(`--- ${list}\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
  } finally {
    await s.close();
  }
} finally {
  cluster.stop();
}
