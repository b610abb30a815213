import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf as rows } from '../../db/sql-rows';
import type { EshopConnector } from '../eshop-connector.port';
import { applyProductChange } from './apply-product-change';

/**
 * The catch-up for a webhook that never came (Shoptet retries a few times, then gives up): the product
 * changes since the cursor (GET /api/products/changes, kept 30 days; one row per product, its last
 * change) applied like the webhooks. The cursor moves to the newest change applied, so a restart reads
 * from there; changes at the cursor's second are read again, which the idempotent apply absorbs.
 */
export async function pollProductChanges(
  db: Db,
  connector: Pick<EshopConnector, 'productChanges' | 'readProduct'>,
  eshopId: number,
  now: Date,
): Promise<number> {
  const [cursor] = await rows<{ changes_from: Date | string | null }>(
    db,
    sql`SELECT changes_from FROM shoptet_webhook_settings WHERE eshop_id = ${eshopId}`,
  );
  // Before the first snapshot finished there is nothing to catch up with.
  const [run] = await rows<{ finished_at: Date | string | null }>(
    db,
    sql`SELECT finished_at FROM shoptet_snapshot_runs WHERE eshop_id = ${eshopId} AND status = 'done'`,
  );
  const fromValue = cursor?.changes_from ?? run?.finished_at;
  if (!fromValue) return 0;
  let newest = new Date(fromValue);
  let applied = 0;
  for await (const page of connector.productChanges(new Date(fromValue)))
    for (const change of page) {
      await applyProductChange(db, connector, eshopId, change.productId, change.deleted ? 'delete' : 'edit');
      applied++;
      if (change.changedAt > newest) newest = change.changedAt;
    }
  await db.execute(
    sql`INSERT INTO shoptet_webhook_settings (eshop_id, changes_from, changes_read_at)
        VALUES (${eshopId}, ${newest.toISOString()}, ${now.toISOString()})
        ON CONFLICT (eshop_id) DO UPDATE SET changes_from = excluded.changes_from, changes_read_at = excluded.changes_read_at`,
  );
  return applied;
}
