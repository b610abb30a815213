// Stock-in call latency and throughput over the real HTTP stack with 8 concurrent clients, on
// PGlite and on PostgreSQL: `npx tsx bench/ledger/stock-in.bench.ts [requestsPerClient]`.
import { createDatabase, startPostgresCluster } from '../../tests/support/postgres-cluster';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { concurrentLatencies } from '../lib/concurrent';
import { ms } from '../lib/results';
import { writeSection } from './bench-support';

const CLIENTS = 8;
const PER_CLIENT = Number(process.argv[2] ?? 50);
const LOCATIONS = ['A-01-1', 'A-01-2', 'A-02-1', 'B-01-1'];

async function run(s: TestServer) {
  const token = await s.login('admin');
  const call = (i: number, c: number) =>
    s.call('POST', '/api/sklad/inventory/', {
      token,
      headers: { 'Idempotency-Key': `bench-${c}-${i}-${Date.now()}` },
      body: {
        products: [
          { code: `ZAH000${1 + (i % 9)}`, amount: 1 },
          { code: `ZAH001${c % 10}`, amount: 2 },
        ],
        location_name: LOCATIONS[(i + c) % LOCATIONS.length],
        shoptet_sync: true,
      },
    });
  for (let i = 0; i < 10; i++) await call(i, 0); // warm-up
  return concurrentLatencies(CLIENTS, PER_CLIENT, (c, i) => call(i, c), 'stock-in');
}

const rows: string[] = [];
const pglite = await startTestServer();
try {
  const r = await run(pglite);
  rows.push(`| PGlite (embedded) | ${r.n} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.max)} | ${r.rps.toFixed(0)} |`);
} finally {
  await pglite.close();
}
const cluster = await startPostgresCluster();
if (cluster) {
  const pg = await startTestServer({ databaseUrl: createDatabase(cluster.url, `bench_in_${Date.now()}`) });
  try {
    const r = await run(pg);
    rows.push(`| PostgreSQL 15 | ${r.n} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.max)} | ${r.rps.toFixed(0)} |`);
  } finally {
    await pg.close();
    cluster.stop();
  }
} else rows.push('| PostgreSQL 15 | not available on this machine | | | | |');

const table = [
  '| database | requests | p50 ms | p95 ms | max ms | requests/s |',
  '|---|---|---|---|---|---|',
  ...rows,
].join('\n');
writeSection(
  'stock-in',
  `## Stock-in call (POST /api/sklad/inventory/), ${CLIENTS} concurrent clients\n\nEach request: 2 product lines, shoptet_sync on (outbox rows), an Idempotency-Key, through HTTP, session check, scope check, one transaction.\n\n${table}`,
);
console.log(table);
