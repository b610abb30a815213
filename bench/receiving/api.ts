// Opening a shopping list of 2,000 lines with 10,000 orders: p50/p95 of GET /ao/shoplist/{id}/ (the
// list with every product, its orders and which are fulfilled), and of the lists and search calls.
// Run: npx tsx bench/receiving/api.ts [--pg]   Results are copied by hand into RESULTS.md.
import { createDatabase, startPostgresCluster } from '../../tests/support/postgres-cluster';
import { startTestServer } from '../../tests/support/test-server';
import { summarize } from '../lib/stats';
import { BIG, createBigList } from './_big-list';

const usePg = process.argv.includes('--pg');
const cluster = usePg ? await startPostgresCluster() : undefined;
if (usePg && !cluster) throw new Error('PostgreSQL not available');
const server = await startTestServer({
  databaseUrl: cluster ? createDatabase(cluster.url, 'bench_receiving') : undefined,
});
const token = await server.login('admin');
const call = (method: string, path: string, body?: unknown) =>
  server.call(method, `/api/sklad${path}`, { token, body });

const createStart = performance.now();
const id = await createBigList(server.database, call);
const createMs = performance.now() - createStart;

const RUNS = 30;
async function measure(label: string, method: string, path: string, body?: unknown) {
  let bytes = 0;
  const once = async () => {
    const start = performance.now();
    const res = await call(method, path, body);
    const ms = performance.now() - start;
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    bytes = JSON.stringify(res.body).length;
    return ms;
  };
  for (let i = 0; i < 3; i++) await once();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) ms.push(await once());
  const s = summarize(ms);
  console.log(
    `| ${label} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.max.toFixed(1)} | ${(bytes / 1024).toFixed(0)} KB |`,
  );
}

console.log(
  `${server.database.kind}; list of ${BIG.lines} lines and ${BIG.orders} orders (half the lines partly received); ${RUNS} runs after 3 warm-up`,
);
console.log(`creating it through PUT /ao/integration/shoplist/ + 10 receipts of 100 lines: ${createMs.toFixed(0)} ms`);
console.log('| call | p50 ms | p95 ms | max ms | answer |\n|---|---|---|---|---|');
await measure('GET /ao/shoplist/{id}/ (2,000 lines, 10,000 orders)', 'GET', `/ao/shoplist/${id}/`);
await measure('GET /ao/shoplists/ (open lists)', 'GET', '/ao/shoplists/');
await measure('POST /ao/shoplist/search/ by a product code', 'POST', '/ao/shoplist/search/', { q: 'BENCH-AO-01999' });
await server.close();
cluster?.stop();
