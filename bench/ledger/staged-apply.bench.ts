// The ledger's set-based entry (server/ledger/apply-staged.ts) at import size: 50,000 opening-stock lines (every
// location × product pair of the demo e-shop, repeated with batches up to the count) added as ONE ledger change, the
// lines sent as arrays in one statement (unnest). Beside it in the same run, the reference of issue 29: the same rows
// put into a scratch table by one statement, and one INSERT … SELECT writing the same movements (rolled back).
// The ledger invariant is checked after each run. `npx tsx bench/ledger/staged-apply.bench.ts [lines]`.
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { applyStagedChange, unnestedLines } from '../../server/ledger/apply-staged';
import { ledgerInconsistencies } from '../../server/ledger/testing/ledger-probe';
import { createDatabase, startPostgresCluster } from '../../tests/support/postgres-cluster';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { stagedLines, writeSection } from './bench-support';

const LINES = Number(process.argv[2] ?? 50_000);
const SHOP = 101;

async function measure(name: string, s: TestServer): Promise<string> {
  const lines = await stagedLines(s, SHOP, LINES, 'BENCH');
  const actor = { eshopId: SHOP, clientId: 1, clientName: 'Benchmark' };
  const meta = { action: 'stock_in' as const, source: 'Import', locationName: null, shoptetSync: true };
  // Warm-up (plans, caches) on 500 lines, then the measured run.
  const small = Object.fromEntries(Object.entries(lines).map(([k, v]) => [k, v.slice(0, 500)])) as typeof lines;
  await s.database.db.transaction((tx) => applyStagedChange(tx, actor, meta, 'add', unnestedLines(small)));
  const load = loadavg()[0];
  const t0 = performance.now();
  const applied = await s.database.db.transaction((tx) =>
    applyStagedChange(tx, actor, meta, 'add', unnestedLines(lines)),
  );
  const ours = performance.now() - t0;
  const bad = await ledgerInconsistencies(s.database);
  if (bad.length) throw new Error(`ledger inconsistent after the staged apply: ${bad.length} rows`);
  // Reference: the rows into a scratch table in one statement, one INSERT … SELECT of the same movements; rolled back.
  const r0 = performance.now();
  await s.database.db
    .transaction(async (tx) => {
      await tx.execute(sql`CREATE TEMP TABLE bench_scratch ON COMMIT DROP AS ${unnestedLines(lines)}`);
      await tx.execute(sql`INSERT INTO stock_movements (change_id, eshop_id, location_id, location_name, code, sarze_id, amount, before_amount, after_amount)
        SELECT ${applied.changeId}, ${SHOP}, location_id, location_name, code, sarze_id, amount, 0, amount FROM bench_scratch
        ORDER BY location_id, code, sarze_id`);
      throw new RollBack();
    })
    .catch((e) => {
      if (!(e instanceof RollBack)) throw e;
    });
  const reference = performance.now() - r0;
  return `| ${name} | ${LINES.toLocaleString('en')} | ${applied.movements.toLocaleString('en')} | ${(ours / 1000).toFixed(2)} | ${(reference / 1000).toFixed(2)} | ${load.toFixed(1)} |`;
}

class RollBack extends Error {}

const rows: string[] = [];
const pglite = await startTestServer();
try {
  rows.push(await measure('PGlite (embedded)', pglite));
  console.log(rows.at(-1));
} finally {
  await pglite.close();
}
const cluster = await startPostgresCluster();
if (cluster) {
  const s = await startTestServer({ databaseUrl: createDatabase(cluster.url, `staged_apply_${Date.now()}`) });
  try {
    rows.push(await measure('PostgreSQL 15', s));
    console.log(rows.at(-1));
  } finally {
    await s.close();
    cluster.stop();
  }
}

writeSection(
  'staged-apply',
  `## The ledger's set-based entry at import size (server/ledger/apply-staged.ts)

${LINES.toLocaleString('en')} opening-stock lines (distinct location × product × batch keys of e-shop ${SHOP}) added as
one ledger change through \`applyStagedChange(…, 'add', unnestedLines(…))\`: the lines travel as five arrays in one
statement, the balances are created and locked in key order, no balance may go below zero, the change, its movements,
the balances and the sync outbox are written in the same transaction. Reference in the same run: the same rows into a
scratch table by one statement plus one \`INSERT … SELECT\` of the same movements (rolled back). Target (issue 29, the
import's apply): ≤ 1 s on PostgreSQL, ≤ 3 s on PGlite. The ledger invariant is checked after each run. A figure taken
at a load average above 2 does not judge a target.

| database | lines | movements | seconds | reference, seconds | load (1 min) |
|---|---|---|---|---|---|
${rows.join('\n')}`,
);
