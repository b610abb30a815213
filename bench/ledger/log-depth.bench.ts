// Movement log page latency at depth: bulk-inserts 1,000,000 movements (500,000 changes of two
// movements each) with generate_series, then times the first, middle and last pages of
// POST /api/sklad/log/: `npx tsx bench/ledger/log-depth.bench.ts [movements] [rounds]`.
import { createDatabase, startPostgresCluster } from '../../tests/support/postgres-cluster';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { ms } from '../lib/results';
import { percentile } from '../lib/stats';
import { writeSection } from './bench-support';

const MOVEMENTS = Number(process.argv[2] ?? 1_000_000);
const ROUNDS = Number(process.argv[3] ?? 40);
const CHANGES = Math.floor(MOVEMENTS / 2);

async function fill(s: TestServer): Promise<{ min: number; max: number; seconds: number }> {
  const t0 = performance.now();
  await s.database.exec(`
    INSERT INTO stock_changes (eshop_id, client_id, client_name, action, source, location_name, shoptet_sync, created_at)
      SELECT 101, 1, 'Benchmark', 'stock_in', 'Sklad', 'A-01-1', false, now() - make_interval(secs => ${CHANGES} - g)
      FROM generate_series(1, ${CHANGES}) g;
    INSERT INTO stock_movements (change_id, eshop_id, location_id, location_name, code, sarze_id, amount, before_amount, after_amount)
      SELECT c.id, 101, 1, 'A-01-1', 'ZAH000' || (1 + k), 0, 1, 0, 1
      FROM stock_changes c CROSS JOIN generate_series(0, 1) k WHERE c.eshop_id = 101;
    ANALYZE stock_changes; ANALYZE stock_movements;`);
  const [range] = await s.database.query<{ min: string; max: string }>(
    'SELECT min(id) AS min, max(id) AS max FROM stock_changes',
  );
  return { min: Number(range.min), max: Number(range.max), seconds: (performance.now() - t0) / 1000 };
}

async function run(s: TestServer, label: string): Promise<string[]> {
  const token = await s.login('admin');
  const { min, max, seconds } = await fill(s);
  const [{ count }] = await s.database.query<{ count: string }>('SELECT count(*) AS count FROM stock_movements');
  console.log(`${label}: ${count} movements inserted in ${seconds.toFixed(1)} s`);
  const pages: Array<[string, unknown]> = [
    ['first', {}],
    ['middle', { next_id: Math.floor((min + max) / 2) }],
    ['last', { next_id: min + 10 }],
    ['previous (middle)', { previous_id: Math.floor((min + max) / 2) }],
  ];
  const lines: string[] = [];
  for (const [name, body] of pages) {
    const times: number[] = [];
    for (let i = 0; i < ROUNDS + 5; i++) {
      const t0 = performance.now();
      const res = await s.call('POST', '/api/sklad/log/', { token, body });
      const t = performance.now() - t0;
      if (res.status !== 200 || !res.body.changes.length) throw new Error(`log page failed: ${res.status}`);
      if (i >= 5) times.push(t);
    }
    lines.push(
      `| ${label} | ${Number(count).toLocaleString('en')} | ${name} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} |`,
    );
  }
  return lines;
}

const rows: string[] = [];
const cluster = await startPostgresCluster();
if (cluster) {
  const pg = await startTestServer({ databaseUrl: createDatabase(cluster.url, `bench_log_${Date.now()}`) });
  try {
    rows.push(...(await run(pg, 'PostgreSQL 15')));
  } finally {
    await pg.close();
    cluster.stop();
  }
}
const pglite = await startTestServer();
try {
  rows.push(...(await run(pglite, 'PGlite (embedded)')));
} finally {
  await pglite.close();
}

const table = ['| database | movements | page | p50 ms | p95 ms |', '|---|---|---|---|---|', ...rows].join('\n');
writeSection(
  'log-depth',
  `## Movement log page at depth (POST /api/sklad/log/, 25 changes with details)\n\nKeyset paging on (eshop_id, id); ${ROUNDS} timed calls per page after 5 warm-up calls, through HTTP with the session check. Target: p95 under 20 ms.\n\n${table}`,
);
console.log(table);
