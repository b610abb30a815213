import type { Database } from '../../server/db/client';

export const BENCH_ESHOP = 101;
const SECTORS = 10;
const PER_SECTOR = 250; // 2,500 locations
const PRODUCTS = 20; // × 20 products = 50,000 balances

/**
 * A layout of 2,500 locations in 10 sectors of e-shop 101, then one balance per (location, product)
 * via generate_series: 50,000 balance rows, a quarter of them with a batch. Shared by the API
 * benchmark (overview.ts) and the rendering one (overview-render.ts). Returns the balance count.
 */
export async function seedFiftyThousandBalances(db: Database): Promise<number> {
  await db.exec(`
    INSERT INTO sectors (eshop_id, zone_id, sector_name, "order")
      SELECT ${BENCH_ESHOP}, (SELECT min(id) FROM zones WHERE eshop_id = ${BENCH_ESHOP}), 'BENCH-' || s, 100 + s FROM generate_series(1, ${SECTORS}) s;
    INSERT INTO locations (eshop_id, sector_id, name, "order")
      SELECT ${BENCH_ESHOP}, sec.id, 'X' || lpad(sec.sector_name, 8, '0') || '-' || lpad(n::text, 3, '0'), n
      FROM sectors sec CROSS JOIN generate_series(1, ${PER_SECTOR}) n WHERE sec.eshop_id = ${BENCH_ESHOP} AND sec.sector_name LIKE 'BENCH-%';
    INSERT INTO products (eshop_id, code, ean, name)
      SELECT ${BENCH_ESHOP}, 'B' || lpad(p::text, 5, '0'), lpad((8590000000000 + p)::text, 13, '0'), 'Zboží ' || p FROM generate_series(1, ${PRODUCTS}) p;
    INSERT INTO batches (eshop_id, code, name, expires_at)
      SELECT ${BENCH_ESHOP}, 'B' || lpad(p::text, 5, '0'), 'L' || p, date '2026-01-01' + p FROM generate_series(1, ${PRODUCTS}) p;
    INSERT INTO stock_balances (eshop_id, location_id, code, sarze_id, amount)
      SELECT ${BENCH_ESHOP}, l.id, 'B' || lpad(p::text, 5, '0'),
             CASE WHEN p % 4 = 0 THEN (SELECT id FROM batches b WHERE b.eshop_id = ${BENCH_ESHOP} AND b.code = 'B' || lpad(p::text, 5, '0')) ELSE 0 END,
             (l.id * 7 + p * 13) % 50
      FROM locations l CROSS JOIN generate_series(1, ${PRODUCTS}) p
      WHERE l.eshop_id = ${BENCH_ESHOP} AND l.name LIKE 'X%';
    ANALYZE;
  `);
  const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM stock_balances');
  return n;
}
