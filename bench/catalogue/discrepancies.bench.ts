// The discrepancy lists at size: `npx tsx bench/catalogue/discrepancies.bench.ts [products] [iterations]`.
// Bulk-inserts `products` (default 50,000) catalogue products of e-shop 101, each stocked at one
// location, of which 1% are hidden, 1% are sets (two components each), 1% share their EAN with
// another, and 1% more stocked codes have no product (orphans). Then reads the first page of each
// list over HTTP, one request after another, and prints p50/p95 per list with the load average.
// Runs on PostgreSQL when the binaries are installed, else on PGlite.
import { loadavg } from 'node:os';
import { summarize } from '../lib/stats';
import { sample } from '../lib/timing';
import { onBenchServer } from '../lib/bench-server';
import type { TestServer } from '../../tests/support/test-server';

const PRODUCTS = Number(process.argv[2] ?? 50_000);
const ITERATIONS = Number(process.argv[3] ?? 100);

async function fill(s: TestServer): Promise<void> {
  const n = PRODUCTS;
  const orphans = Math.floor(n / 100);
  await s.database.exec(`
    INSERT INTO products (eshop_id, code, ean, name)
      SELECT 101, 'BENCH-' || g,
        CASE WHEN g % 100 = 2 THEN '99' || (g - 1) ELSE '99' || g END, 'Benchmark ' || g
      FROM generate_series(1, ${n}) g;
    INSERT INTO product_flags (eshop_id, code, hidden, is_set)
      SELECT 101, 'BENCH-' || g, g % 100 = 3, g % 100 = 4
      FROM generate_series(1, ${n}) g WHERE g % 100 IN (3, 4);
    INSERT INTO product_set_components (eshop_id, set_code, component_code, amount)
      SELECT 101, 'BENCH-' || g, 'BENCH-' || (g + k), 1
      FROM generate_series(1, ${n}) g CROSS JOIN generate_series(10, 11) k WHERE g % 100 = 4;
    INSERT INTO stock_balances (eshop_id, location_id, code, sarze_id, amount)
      SELECT 101, l.id, 'BENCH-' || g, 0, 1 + g % 7
      FROM generate_series(1, ${n + orphans}) g
      JOIN LATERAL (SELECT id FROM locations WHERE eshop_id = 101 ORDER BY id OFFSET g % 20 LIMIT 1) l ON true;
    ANALYZE products; ANALYZE product_flags; ANALYZE product_set_components; ANALYZE stock_balances;`);
}

async function run(s: TestServer, storage: string): Promise<string[]> {
  const token = await s.login('admin');
  const t0 = performance.now();
  await fill(s);
  console.log(
    `${storage}: ${PRODUCTS.toLocaleString('en')} products in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const lines: string[] = [];
  for (const [label, path] of [
    ['orphans', '/inventory/orphan_products/'],
    ['hidden (invisible)', '/inventory/invisible_products/'],
    ['duplicate EANs', '/inventory/duplicate_ean/'],
    ['sets with stock', '/inventory/set_products/'],
  ] as const) {
    let rows = 0;
    const samples = await sample(
      async () => {
        const res = await s.call('GET', `/api/sklad${path}`, { token });
        if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
        rows = Array.isArray(res.body) ? res.body.length : (res.body.results?.length ?? res.body.count ?? 0);
      },
      { iterations: ITERATIONS, warmup: 5 },
    );
    const m = summarize(samples);
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ');
    lines.push(
      `| ${storage} | ${label} | ${rows} | ${m.n} | ${m.p50.toFixed(1)} ms | ${m.p95.toFixed(1)} ms | ${m.max.toFixed(1)} ms | ${load} |`,
    );
    console.log(lines.at(-1));
  }
  return lines;
}

await onBenchServer('bench_catalogue', run);
