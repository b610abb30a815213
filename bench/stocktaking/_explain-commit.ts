// Where the stock-taking commit's time goes: `npx tsx bench/stocktaking/_explain-commit.ts [lines] [timing]` seeds a
// counted sector, then runs commitCheck in one transaction on a throwaway PostgreSQL cluster with auto_explain
// (analyze, triggers, nested statements; per-node timing only with `timing`) and prints each statement's plan.
import { commitCheck } from '../../server/stocktaking/commit-check';
import { createDatabase, startPostgresCluster } from '../../tests/support/postgres-cluster';
import { startTestServer } from '../../tests/support/test-server';
import { explainInTransaction } from '../lib/auto-explain';
import { countEverything, freshCall, seedCountedSector, SHOP } from './_support';

const LINES = Number(process.argv[2] ?? 50_000);
const cluster = await startPostgresCluster();
if (!cluster) throw new Error('no PostgreSQL binaries');
const s = await startTestServer({ databaseUrl: createDatabase(cluster.url, `explain_commit_${Date.now()}`) });
try {
  const sector = await seedCountedSector(s.database, 'X', LINES);
  const login = await freshCall(`${s.url}/api/auth/login/`, 'POST', '', { username: 'admin', password: 'admin' });
  const token = login.body.access_token as string;
  const start = await freshCall(`${s.url}/api/sklad/inventory_check/start/`, 'POST', token, {
    name: 'Explain',
    sectors: [sector],
  });
  await countEverything(s.database, start.body.id, 'X');
  const actor = { eshopId: SHOP, clientId: 1, clientName: 'Explain' };
  const t0 = performance.now();
  const answer = await explainInTransaction(
    s.database,
    (tx) => commitCheck(tx, actor, { id: start.body.id, shoptet_sync: true, resolution: 'difference' }, new Date()),
    { minMs: 10, timing: process.argv[3] === 'timing' },
  );
  console.log({ ...answer, errors: answer.errors.length });
  console.log(`total ${(performance.now() - t0).toFixed(0)} ms`);
} finally {
  await s.close();
  cluster.stop();
}
