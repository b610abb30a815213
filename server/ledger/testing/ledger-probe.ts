import type { Database } from '../../db/client';

/** Test eyes on the ledger tables: what changed, and whether the ledger is consistent. */
export async function ledgerSnapshot(database: Database): Promise<string> {
  const [counts] = await database.query<Record<string, unknown>>(`SELECT
    (SELECT count(*) FROM stock_changes)::int AS changes,
    (SELECT count(*) FROM stock_movements)::int AS movements,
    (SELECT count(*) FROM stock_sync_outbox)::int AS outbox,
    (SELECT count(*) FROM batches)::int AS batches,
    (SELECT count(*) FROM idempotency_keys)::int AS keys,
    (SELECT count(*) FROM custom_products)::int AS custom,
    (SELECT coalesce(string_agg(eshop_id || ':' || location_id || ':' || code || ':' || sarze_id || '=' || amount, ',' ORDER BY eshop_id, location_id, code, sarze_id), '') FROM stock_balances WHERE amount <> 0) AS balances`);
  return JSON.stringify(counts);
}

/** Balances that differ from the sum of their movements, or are negative: must be empty. */
export async function ledgerInconsistencies(database: Database): Promise<unknown[]> {
  return database.query(`
    SELECT b.eshop_id, b.location_id, b.code, b.sarze_id, b.amount, coalesce(m.total, 0) AS total
    FROM stock_balances b
    FULL JOIN (SELECT eshop_id, location_id, code, sarze_id, sum(amount)::int AS total FROM stock_movements GROUP BY 1, 2, 3, 4) m
      USING (eshop_id, location_id, code, sarze_id)
    WHERE coalesce(b.amount, 0) <> coalesce(m.total, 0) OR b.amount < 0`);
}

export async function balanceOf(
  database: Database,
  eshopId: number,
  locationName: string,
  code: string,
  sarzeId = 0,
): Promise<number> {
  const [row] = await database.query<{ amount: number }>(
    `SELECT b.amount FROM stock_balances b JOIN locations l ON l.id = b.location_id WHERE b.eshop_id = $1 AND l.name = $2 AND b.code = $3 AND b.sarze_id = $4`,
    [eshopId, locationName, code, sarzeId],
  );
  return row ? Number(row.amount) : 0;
}
