// Collect and deposit suggestions of one category over 50,000 products and 5,000 locations, through
// the real HTTP stack, on PGlite and on PostgreSQL: `npx tsx bench/relocation/suggestions.bench.ts [runs]`.
import type { Database } from '../../server/db/client';
import { freshCall } from '../stocktaking/_support';
import { createDatabase, startPostgresCluster } from '../../tests/support/postgres-cluster';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { summarize } from '../lib/stats';

const SHOP = 101;
const PRODUCTS = 50_000;
const SOURCE_LOCATIONS = 4_500;
const TARGET_LOCATIONS = 500;
const RUNS = Number(process.argv[2] ?? 20);

/**
 * Reserve sector BENCH-R (4,500 locations) and pick-face sector BENCH-T (500): every product lies on
 * one or two reserve locations (every third with a batch expiring on one of 365 days), every fifth
 * also on a pick face with 1..9 pieces; the rule refills BEN* on BENCH-T to 10 when below 5.
 */
async function seed(db: Database): Promise<number> {
  const [r] = await db.query<{ id: number }>(
    `INSERT INTO sectors (eshop_id, sector_name, "order") VALUES (${SHOP}, 'BENCH-R', 900) RETURNING id`,
  );
  const [t] = await db.query<{ id: number }>(
    `INSERT INTO sectors (eshop_id, sector_name, "order", picking) VALUES (${SHOP}, 'BENCH-T', 901, true) RETURNING id`,
  );
  await db.exec(`
    INSERT INTO locations (eshop_id, sector_id, name, "order")
      SELECT ${SHOP}, ${r.id}, 'BR-' || lpad(g::text, 5, '0'), g FROM generate_series(1, ${SOURCE_LOCATIONS}) g;
    INSERT INTO locations (eshop_id, sector_id, name, "order")
      SELECT ${SHOP}, ${t.id}, 'BT-' || lpad(g::text, 5, '0'), g FROM generate_series(1, ${TARGET_LOCATIONS}) g;
    INSERT INTO products (eshop_id, code, name)
      SELECT ${SHOP}, 'BEN' || lpad(g::text, 5, '0'), 'Bench ' || g FROM generate_series(1, ${PRODUCTS}) g;
    INSERT INTO batches (eshop_id, code, name, expires_at)
      SELECT ${SHOP}, 'BEN' || lpad(g::text, 5, '0'), 'L' || g, date '2027-01-01' + (g % 365)
      FROM generate_series(1, ${PRODUCTS}, 3) g;
    CREATE TEMP TABLE bench_places AS
      SELECT l.id, l.sector_id, row_number() OVER (PARTITION BY l.sector_id ORDER BY l.id) AS k
      FROM locations l WHERE l.sector_id IN (${r.id}, ${t.id});
    INSERT INTO stock_balances (eshop_id, location_id, code, sarze_id, amount)
      SELECT ${SHOP}, p.id, 'BEN' || lpad(g::text, 5, '0'), coalesce(b.id, 0), 3 + g % 17
      FROM generate_series(1, ${PRODUCTS}) g
      JOIN bench_places p ON p.sector_id = ${r.id} AND p.k = 1 + g % ${SOURCE_LOCATIONS}
      LEFT JOIN batches b ON b.eshop_id = ${SHOP} AND b.code = 'BEN' || lpad(g::text, 5, '0');
    INSERT INTO stock_balances (eshop_id, location_id, code, sarze_id, amount)
      SELECT ${SHOP}, p.id, 'BEN' || lpad(g::text, 5, '0'), 0, 2 + g % 11
      FROM generate_series(1, ${PRODUCTS}, 2) g
      JOIN bench_places p ON p.sector_id = ${r.id} AND p.k = 1 + (g * 7) % ${SOURCE_LOCATIONS}
      ON CONFLICT DO NOTHING;
    INSERT INTO stock_balances (eshop_id, location_id, code, sarze_id, amount)
      SELECT ${SHOP}, p.id, 'BEN' || lpad(g::text, 5, '0'), 0, 1 + g % 9
      FROM generate_series(1, ${PRODUCTS}, 5) g
      JOIN bench_places p ON p.sector_id = ${t.id} AND p.k = 1 + g % ${TARGET_LOCATIONS};
    DROP TABLE bench_places;
    ANALYZE stock_balances; ANALYZE locations; ANALYZE sectors; ANALYZE batches;`);
  const rule = {
    name: 'Bench',
    from_sector_ids: [r.id],
    from_zone_ids: [],
    to_sector_ids: [t.id],
    to_zone_ids: [],
    code_prefix: 'BEN',
    min: 5,
    max: 10,
    priority: 1,
  };
  const [c] = await db.query<{ id: number }>(
    `INSERT INTO relocation_categories (eshop_id, name, data) VALUES (${SHOP}, 'Bench', $1::jsonb) RETURNING id`,
    [JSON.stringify([rule])],
  );
  return c.id;
}

const rows: string[] = [];
async function measure(name: string, s: TestServer) {
  try {
    const category = await seed(s.database);
    const login = await freshCall(`${s.url}/api/auth/login/`, 'POST', '', { username: 'admin', password: 'admin' });
    const token = login.body.access_token as string;
    for (const list of ['collect', 'deposit'] as const) {
      const url = `${s.url}/api/sklad/relocation_rules/suggestions/${category}/${list}/?guid=bench`;
      let items = 0;
      const samples: number[] = [];
      for (let i = 0; i < RUNS + 3; i++) {
        const t0 = performance.now();
        const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, connection: 'close' } });
        const body = (await res.json()) as { items: unknown[] };
        const ms = performance.now() - t0;
        if (res.status !== 200) throw new Error(JSON.stringify(body).slice(0, 300));
        items = body.items.length;
        if (i >= 3) samples.push(ms);
      }
      const sum = summarize(samples);
      rows.push(
        `| ${name} | ${list} | ${items.toLocaleString('en')} | ${sum.p50.toFixed(0)} | ${sum.p95.toFixed(0)} | ${sum.max.toFixed(0)} |`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    await s.close();
  }
}

if (process.env.BENCH_STORAGE !== 'postgres') await measure('PGlite (embedded)', await startTestServer());
const cluster = await startPostgresCluster();
if (cluster) {
  try {
    await measure(
      'PostgreSQL 15',
      await startTestServer({ databaseUrl: createDatabase(cluster.url, 'relocation_bench') }),
    );
  } finally {
    cluster.stop();
  }
}
console.log(['| storage | list | items | p50 ms | p95 ms | max ms |', '|---|---|---|---|---|---|', ...rows].join('\n'));
