import type { TestServer } from '../../tests/support/test-server';

/** `movements` movements of e-shop 101, two per change, spread over 2025 (a month holds about a twelfth of them). */
export async function fillMovements(s: TestServer, movements: number): Promise<void> {
  const changes = Math.floor(movements / 2);
  await s.database.exec(`
    INSERT INTO stock_changes (eshop_id, client_id, client_name, action, source, location_name, shoptet_sync, created_at)
      SELECT 101, 1, 'Benchmark', 'stock_in', 'Sklad', 'A-01-1', false,
        timestamptz '2025-01-01 00:00:00+01' + make_interval(secs => g * (31535000.0 / ${changes}))
      FROM generate_series(1, ${changes}) g;
    INSERT INTO stock_movements (change_id, eshop_id, location_id, location_name, code, sarze_id, amount, before_amount, after_amount)
      SELECT c.id, 101, 1, 'A-01-1', 'ZAH000' || (1 + k), 0, 1, 0, 1
      FROM stock_changes c CROSS JOIN generate_series(0, 1) k WHERE c.eshop_id = 101 AND c.client_name = 'Benchmark';
    ANALYZE stock_changes; ANALYZE stock_movements;`);
}
