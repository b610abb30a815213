// The benchmark's data set, seeded set-based (one INSERT … SELECT generate_series per table).
import type { Database } from '../../server/db/client';

export const SHOP = 101;
const PRODUCTS = 50_000;
const SOURCE_LOCATIONS = 4_500;
const TARGET_LOCATIONS = 500;

/**
 * Reserve sector BENCH-R (4,500 locations) and pick-face sector BENCH-T (500): every product lies on
 * one or two reserve locations (every third with a batch expiring on one of 365 days), every fifth
 * also on a pick face with 1..9 pieces; the rule refills BEN* on BENCH-T to 10 when below 5.
 */
export async function seed(db: Database): Promise<number> {
  const [r] = await db.query<{ id: number }>(
    `INSERT INTO sectors (eshop_id, sector_name, "order") VALUES (${SHOP}, 'BENCH-R', 900) RETURNING id`,
  );
  const [t] = await db.query<{ id: number }>(
    `INSERT INTO sectors (eshop_id, sector_name, "order", picking) VALUES (${SHOP}, 'BENCH-T', 901, true) RETURNING id`,
  );
  // Timed one by one, so a slow step shows on the console. Separate statements may run on different
  // pooled connections, hence an unlogged table rather than a temporary one.
  const steps = [
    `INSERT INTO locations (eshop_id, sector_id, name, "order")
        SELECT ${SHOP}, ${r.id}, 'BR-' || lpad(g::text, 5, '0'), g FROM generate_series(1, ${SOURCE_LOCATIONS}) g`,
    `INSERT INTO locations (eshop_id, sector_id, name, "order")
        SELECT ${SHOP}, ${t.id}, 'BT-' || lpad(g::text, 5, '0'), g FROM generate_series(1, ${TARGET_LOCATIONS}) g`,
    `INSERT INTO products (eshop_id, code, name)
        SELECT ${SHOP}, 'BEN' || lpad(g::text, 5, '0'), 'Bench ' || g FROM generate_series(1, ${PRODUCTS}) g`,
    `INSERT INTO batches (eshop_id, code, name, expires_at)
        SELECT ${SHOP}, 'BEN' || lpad(g::text, 5, '0'), 'L' || g, date '2027-01-01' + (g % 365)
        FROM generate_series(1, ${PRODUCTS}, 3) g`,
    `CREATE UNLOGGED TABLE bench_places AS
        SELECT l.id, l.sector_id, row_number() OVER (PARTITION BY l.sector_id ORDER BY l.id) AS k
        FROM locations l WHERE l.sector_id IN (${r.id}, ${t.id})`,
    `ANALYZE bench_places`,
    `INSERT INTO stock_balances (eshop_id, location_id, code, sarze_id, amount)
        SELECT ${SHOP}, p.id, 'BEN' || lpad(g::text, 5, '0'), coalesce(b.id, 0), 3 + g % 17
        FROM generate_series(1, ${PRODUCTS}) g
        JOIN bench_places p ON p.sector_id = ${r.id} AND p.k = 1 + g % ${SOURCE_LOCATIONS}
        LEFT JOIN batches b ON b.eshop_id = ${SHOP} AND b.code = 'BEN' || lpad(g::text, 5, '0')`,
    `INSERT INTO stock_balances (eshop_id, location_id, code, sarze_id, amount)
        SELECT ${SHOP}, p.id, 'BEN' || lpad(g::text, 5, '0'), 0, 2 + g % 11
        FROM generate_series(1, ${PRODUCTS}, 2) g
        JOIN bench_places p ON p.sector_id = ${r.id} AND p.k = 1 + (g * 7) % ${SOURCE_LOCATIONS}
        ON CONFLICT DO NOTHING`,
    `INSERT INTO stock_balances (eshop_id, location_id, code, sarze_id, amount)
        SELECT ${SHOP}, p.id, 'BEN' || lpad(g::text, 5, '0'), 0, 1 + g % 9
        FROM generate_series(1, ${PRODUCTS}, 5) g
        JOIN bench_places p ON p.sector_id = ${t.id} AND p.k = 1 + g % ${TARGET_LOCATIONS}`,
    `DROP TABLE bench_places`,
    `ANALYZE stock_balances`,
    `ANALYZE locations`,
    `ANALYZE sectors`,
    `ANALYZE batches`,
  ];
  for (const step of steps) {
    const t0 = performance.now();
    await db.exec(step);
    console.log(`seed ${((performance.now() - t0) / 1000).toFixed(1)} s: ${step.split('\n')[0].trim().slice(0, 60)}`);
  }
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
