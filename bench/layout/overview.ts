// Stock overview with 50,000 balance rows: p50/p95 of the first page (with totals and the sector
// picture) and of deep keyset pages, per sort. Run: npx tsx bench/layout/overview.ts [--pg]
// Results are copied by hand into RESULTS.md.
import { createDatabase, startPostgresCluster } from '../../tests/support/postgres-cluster';
import { startTestServer } from '../../tests/support/test-server';
import { seedFiftyThousandBalances } from './seed-balances';

const usePg = process.argv.includes('--pg');
const cluster = usePg ? await startPostgresCluster() : undefined;
if (usePg && !cluster) throw new Error('PostgreSQL not available');
const server = await startTestServer({
  databaseUrl: cluster ? createDatabase(cluster.url, 'bench_overview') : undefined,
});
const n = await seedFiftyThousandBalances(server.database);
const token = await server.login('admin');

async function time(path: string): Promise<{ ms: number; body: any }> {
  const start = performance.now();
  const res = await server.call('GET', `/api/sklad/inventory/overview/${path}`, { token });
  const ms = performance.now() - start;
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return { ms, body: res.body };
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const RUNS = 30;
async function measure(label: string, path: string) {
  for (let i = 0; i < 3; i++) await time(path); // warm-up
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) ms.push((await time(path)).ms);
  console.log(`| ${label} | ${pct(ms, 50).toFixed(1)} | ${pct(ms, 95).toFixed(1)} |`);
}

/** The cursor after about `rows` rows, reached by walking pages of 500. */
async function deepCursor(query: string, rows: number): Promise<string> {
  let cursor = '';
  for (let seen = 0; seen < rows; seen += 500) {
    const { body } = await time(`?${query}&limit=500${cursor ? `&cursor=${cursor}` : ''}`);
    cursor = body.next_cursor;
  }
  return cursor;
}

console.log(`${server.database.kind}, ${n} balance rows, ${RUNS} runs each, page of 100 rows`);
console.log('| call | p50 ms | p95 ms |\n|---|---|---|');
for (const sort of ['location', 'product', 'expiry', 'amount']) {
  await measure(`first page, sort=${sort} (with totals + sectors)`, `?sort=${sort}`);
  const cursor = await deepCursor(`sort=${sort}`, 40_000);
  await measure(`deep page after 40,000 rows, sort=${sort}`, `?sort=${sort}&cursor=${cursor}`);
}
await measure('first page, q=B00007 (product code)', '?q=B00007');
await measure('first page, q=8590000000012 (EAN)', '?q=8590000000012');
await measure('first page, q=XBENCH-03 (location prefix)', '?q=XBENCH-03');

/** POST /inventory/search/ (what a scan asks): one statement for product, flags, batches and 2,500 stock rows. */
async function measureSearch(label: string, q: string) {
  const once = async () => {
    const start = performance.now();
    const res = await server.call('POST', '/api/sklad/inventory/search/', { token, body: { q } });
    if (res.status !== 200) throw new Error(`search ${q}: ${res.status}`);
    return performance.now() - start;
  };
  for (let i = 0; i < 3; i++) await once();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) ms.push(await once());
  console.log(`| ${label} | ${pct(ms, 50).toFixed(1)} | ${pct(ms, 95).toFixed(1)} |`);
}
await measureSearch('product search, EAN (product held at 2,500 locations)', '8590000000012');
await measureSearch('product search, code', 'B00007');
await server.close();
cluster?.stop();
