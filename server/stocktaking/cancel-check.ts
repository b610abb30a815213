import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { runningCheck } from './check-record';

/**
 * Cancelling removes the check from the active list (R-INV-01, R-INV-02) and throws its counts away;
 * the check itself stays, as 'cancelled', so the list can still show what was abandoned.
 */
export async function cancelCheck(tx: Tx, eshopId: number, id: number, now: Date): Promise<void> {
  await runningCheck(tx, eshopId, id);
  await tx.execute(sql`DELETE FROM inventory_check_entries WHERE check_id = ${id}`);
  await tx.execute(
    sql`UPDATE inventory_checks SET status = 'cancelled', changed = ${now.toISOString()}::timestamptz WHERE id = ${id}`,
  );
}
