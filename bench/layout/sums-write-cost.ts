// What the kept overview sums (migration 0024) cost a balance write, with the triggers on and off side by
// side in one run: `npx tsx bench/layout/sums-write-cost.ts [--seconds 10]`.
// On a throwaway PostgreSQL 15 with the 50,000 balances of overview.ts, pgbench (8 clients, 2 threads) runs
// the ledger's two balance statements per transaction (the lock `INSERT … ON CONFLICT DO UPDATE SET amount =
// amount`, then the amount update), on random balances of 2,500 locations ("spread") or of 4 locations
// ("hot", the stock-in benchmark's pattern). Rounds alternate off/on twice; the load average is printed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, startPostgresCluster } from '../../tests/support/postgres-cluster';
import { startTestServer } from '../../tests/support/test-server';
import { BENCH_ESHOP, seedFiftyThousandBalances } from './seed-balances';

const i = process.argv.indexOf('--seconds');
const SECONDS = i > 0 ? Number(process.argv[i + 1]) : 10;
const TRIGGERS = ['stock_balances_sums_insert', 'stock_balances_sums_update', 'stock_balances_sums_delete'];
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

const cluster = await startPostgresCluster();
if (!cluster) throw new Error('PostgreSQL 15 binaries are needed');
const dir = mkdtempSync(join(tmpdir(), 'sums-write-cost-'));
try {
  const url = createDatabase(cluster.url, 'bench_sums_write');
  // The server migrates and seeds the demo e-shops; pgbench then writes the database directly.
  const server = await startTestServer({ databaseUrl: url });
  const db = server.database;
  await seedFiftyThousandBalances(db);
  const [{ first }] = await db.query<{ first: number }>(
    `SELECT min(id)::int AS first FROM locations WHERE eshop_id = ${BENCH_ESHOP} AND name LIKE 'X%'`,
  );
  const script = (locations: number) => {
    const file = join(dir, `balances-${locations}.sql`);
    writeFileSync(
      file,
      `\\set loc random(0, ${locations - 1})
\\set p random(1, 20)
BEGIN;
INSERT INTO stock_balances AS b (eshop_id, location_id, code, sarze_id, amount)
  SELECT eshop_id, location_id, code, sarze_id, 0 FROM stock_balances
  WHERE eshop_id = ${BENCH_ESHOP} AND location_id = ${first} + :loc AND code = 'B' || lpad(:p::text, 5, '0')
  ON CONFLICT (eshop_id, location_id, code, sarze_id) DO UPDATE SET amount = b.amount;
UPDATE stock_balances SET amount = (amount + 1) % 50, updated_at = now()
  WHERE eshop_id = ${BENCH_ESHOP} AND location_id = ${first} + :loc AND code = 'B' || lpad(:p::text, 5, '0');
END;
`,
    );
    return file;
  };
  const pgbench = (file: string) => {
    const out = execFileSync(
      '/usr/lib/postgresql/15/bin/pgbench',
      ['-n', '-c', '8', '-j', '2', '-T', String(SECONDS), '-f', file, url],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    return {
      tps: Number(/tps = ([\d.]+)/.exec(out)?.[1]),
      latency: Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]),
    };
  };
  console.log(`${SECONDS} s per round, 8 clients, 2 threads; load average ${load()} at start`);
  console.log('| balances written | sums triggers | round | transactions/s | latency avg ms | load average |');
  console.log('|---|---|---|---|---|---|');
  for (const [label, locations] of [
    ['spread (2,500 locations)', 2500],
    ['hot (4 locations)', 4],
  ] as const) {
    const file = script(locations);
    for (const round of [1, 2])
      for (const on of [false, true]) {
        await db.exec(
          TRIGGERS.map((t) => `ALTER TABLE stock_balances ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ${t};`).join(''),
        );
        const r = pgbench(file);
        console.log(
          `| ${label} | ${on ? 'on' : 'off'} | ${round} | ${r.tps.toFixed(0)} | ${r.latency.toFixed(2)} | ${load()} |`,
        );
      }
  }
  await server.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
  cluster.stop();
}
