// Stock overview with 50,000 balance rows: p50/p95 of the first page (with totals and the sector
// picture) and of deep keyset pages, per sort. Run: npx tsx bench/layout/overview.ts [--pg]
// Results are copied by hand into RESULTS.md.
import { loadavg } from 'node:os';
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
  console.log(`| ${label} | ${pct(ms, 50).toFixed(1)} | ${pct(ms, 95).toFixed(1)} | ${load()} |`);
}
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

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
console.log('| call | p50 ms | p95 ms | load average |\n|---|---|---|---|');
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
  console.log(`| ${label} | ${pct(ms, 50).toFixed(1)} | ${pct(ms, 95).toFixed(1)} | ${load()} |`);
}
await measureSearch('product search, EAN (product held at 2,500 locations)', '8590000000012');
await measureSearch('product search, code', 'B00007');

// The first page's two whole-e-shop aggregates, side by side: counted from the balances (as before
// migration 0024, and as filtered requests still do) and read from the sums the triggers keep.
const AGGREGATES: Array<[string, string]> = [
  [
    'totals counted from the balances',
    `SELECT count(*)::int, coalesce(sum(amount), 0)::int, count(DISTINCT code)::int, count(DISTINCT location_id)::int
     FROM stock_balances WHERE eshop_id = 101 AND amount > 0`,
  ],
  [
    'totals read from the kept sums',
    `SELECT coalesce(sum(positive_rows), 0)::int, coalesce(sum(amount), 0)::int,
       (SELECT count(*) FROM stock_product_sums WHERE eshop_id = 101 AND positive_rows > 0)::int,
       count(*) FILTER (WHERE positive_rows > 0)::int FROM stock_location_sums WHERE eshop_id = 101`,
  ],
  [
    'sector picture counted from the balances',
    `SELECT s.id, count(l.id)::int, count(l.id) FILTER (WHERE st.amount > 0)::int, coalesce(sum(st.amount), 0)::int
     FROM sectors s LEFT JOIN locations l ON l.sector_id = s.id AND l.eshop_id = s.eshop_id
     LEFT JOIN (SELECT location_id, sum(amount) AS amount FROM stock_balances WHERE eshop_id = 101 GROUP BY location_id) st
       ON st.location_id = l.id
     WHERE s.eshop_id = 101 GROUP BY s.id`,
  ],
  [
    'sector picture read from the kept sums',
    `SELECT s.id, count(l.id)::int, count(l.id) FILTER (WHERE ls.amount > 0)::int, coalesce(sum(ls.amount), 0)::int
     FROM sectors s LEFT JOIN locations l ON l.sector_id = s.id AND l.eshop_id = s.eshop_id
     LEFT JOIN stock_location_sums ls ON ls.eshop_id = l.eshop_id AND ls.location_id = l.id
     WHERE s.eshop_id = 101 GROUP BY s.id`,
  ],
];
console.log('\n| aggregate query alone (in-process, no HTTP) | p50 ms | p95 ms | load average |\n|---|---|---|---|');
for (let round = 0; round < 2; round++)
  for (const [label, text] of AGGREGATES) {
    const ms: number[] = [];
    for (let i = 0; i < RUNS + 3; i++) {
      const start = performance.now();
      await server.database.query(text);
      if (i >= 3) ms.push(performance.now() - start);
    }
    console.log(`| ${label} | ${pct(ms, 50).toFixed(1)} | ${pct(ms, 95).toFixed(1)} | ${load()} |`);
  }
await server.close();
cluster?.stop();
