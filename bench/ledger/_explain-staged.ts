// Where the set-based entry's time goes: `npx tsx bench/ledger/_explain-staged.ts [lines]` runs applyStagedChange
// (`add` of fresh keys, the import's shape) on a throwaway PostgreSQL cluster with auto_explain (analyze, triggers,
// nested statements) sent to the client, and prints each statement's plan with its time and its triggers' times.
import { applyStagedChange, unnestedLines } from '../../server/ledger/apply-staged';
import { createDatabase, startPostgresCluster } from '../../tests/support/postgres-cluster';
import { startTestServer } from '../../tests/support/test-server';
import { stagedLines } from './bench-support';
import { explainInTransaction } from '../lib/auto-explain';

const LINES = Number(process.argv[2] ?? 50_000);
const SHOP = 101;
const cluster = await startPostgresCluster();
if (!cluster) throw new Error('no PostgreSQL binaries');
const s = await startTestServer({ databaseUrl: createDatabase(cluster.url, `explain_${Date.now()}`) });
try {
  const lines = await stagedLines(s, SHOP, LINES, 'X');
  const actor = { eshopId: SHOP, clientId: 1, clientName: 'Explain' };
  const meta = { action: 'stock_in' as const, source: 'import', locationName: null, shoptetSync: true };
  const t0 = performance.now();
  const applied = await explainInTransaction(s.database, (tx) =>
    applyStagedChange(tx, actor, meta, (process.argv[3] as 'add') ?? 'add', unnestedLines(lines)),
  );
  console.log(applied);
  console.log(`total ${(performance.now() - t0).toFixed(0)} ms`);
} finally {
  await s.close();
  cluster.stop();
}
