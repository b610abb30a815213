// Stock overview with 50,000 balance rows: p50/p95 of the first page (with totals and the sector
// picture) and of deep keyset pages, per sort. Run: npx tsx bench/layout/overview.ts [--pg]
// Results are copied by hand into RESULTS.md.
import { createDatabase, startPostgresCluster } from '../../tests/support/postgres-cluster';
import { startTestServer } from '../../tests/support/test-server';

const usePg = process.argv.includes('--pg');
const cluster = usePg ? await startPostgresCluster() : undefined;
if (usePg && !cluster) throw new Error('PostgreSQL not available');
const server = await startTestServer({ databaseUrl: cluster ? createDatabase(cluster.url, 'bench_overview') : undefined });
const ESHOP = 101;
const SECTORS = 10;
const PER_SECTOR = 250; // 2,500 locations
const PRODUCTS = 20; // × 20 products = 50,000 balances

const db = server.database;
// A layout of 2,500 locations in 10 sectors, then one balance per (location, product) via generate_series.
await db.exec(`
  INSERT INTO sectors (eshop_id, zone_id, sector_name, "order")
    SELECT ${ESHOP}, (SELECT min(id) FROM zones WHERE eshop_id = ${ESHOP}), 'BENCH-' || s, 100 + s FROM generate_series(1, ${SECTORS}) s;
  INSERT INTO locations (eshop_id, sector_id, name, "order")
    SELECT ${ESHOP}, sec.id, 'X' || lpad(sec.sector_name, 8, '0') || '-' || lpad(n::text, 3, '0'), n
    FROM sectors sec CROSS JOIN generate_series(1, ${PER_SECTOR}) n WHERE sec.eshop_id = ${ESHOP} AND sec.sector_name LIKE 'BENCH-%';
  INSERT INTO products (eshop_id, code, ean, name)
    SELECT ${ESHOP}, 'B' || lpad(p::text, 5, '0'), lpad((8590000000000 + p)::text, 13, '0'), 'Zboží ' || p FROM generate_series(1, ${PRODUCTS}) p;
  INSERT INTO batches (eshop_id, code, name, expires_at)
    SELECT ${ESHOP}, 'B' || lpad(p::text, 5, '0'), 'L' || p, date '2026-01-01' + p FROM generate_series(1, ${PRODUCTS}) p;
  INSERT INTO stock_balances (eshop_id, location_id, code, sarze_id, amount)
    SELECT ${ESHOP}, l.id, 'B' || lpad(p::text, 5, '0'),
           CASE WHEN p % 4 = 0 THEN (SELECT id FROM batches b WHERE b.eshop_id = ${ESHOP} AND b.code = 'B' || lpad(p::text, 5, '0')) ELSE 0 END,
           (l.id * 7 + p * 13) % 50
    FROM locations l CROSS JOIN generate_series(1, ${PRODUCTS}) p
    WHERE l.eshop_id = ${ESHOP} AND l.name LIKE 'X%';
  ANALYZE;
`);
const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM stock_balances');
const token = await server.login('admin');

async function time(path: string): Promise<{ ms: number; body: any }> {
  const start = performance.now();
  const res = await server.call('GET', `/api/sklad/inventory/overview/${path}`, { token });
  const ms = performance.now() - start;
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return { ms, body: res.body };
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
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
await server.close();
cluster?.stop();
