import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { eshops, stockChanges, stockSyncOutbox } from '../db/schema';
import { effectiveStockSync } from '../../src/domain/eshop/stock-sync';
import {
  balanceKeyString,
  netByCode,
  planMovements,
  type BalanceChange,
  type BalanceKey,
  type PlannedMovement,
} from '../../src/domain/stock/movement-plan';
import { eq } from 'drizzle-orm';
import type { ChangeMeta, LedgerActor } from './ledger-actor';
import { refuse } from './ledger-refusal';
import { rows } from './sql-rows';

export interface AppliedChange {
  changeId: number;
  shoptetSync: boolean;
  movements: PlannedMovement[];
}

/**
 * The one way stock changes: lock the touched balances (in key order, so concurrent writers
 * queue instead of deadlocking), plan the movements with the domain rule (no balance below
 * zero), then write the change, its movements, the balances and the sync outbox together.
 * Any refused line throws, and the caller's transaction writes nothing.
 */
export async function applyChange(
  tx: Tx,
  actor: LedgerActor,
  meta: ChangeMeta,
  changes: readonly BalanceChange[],
): Promise<AppliedChange> {
  const current = await lockBalances(
    tx,
    actor.eshopId,
    changes.map((c) => c.key),
  );
  const plan = planMovements(current, changes);
  if (plan.errors.length) throw refuse(plan.errors);

  const [shop] = await tx
    .select({ isPublicApi: eshops.isPublicApi, sync: eshops.syncPublicApiStock })
    .from(eshops)
    .where(eq(eshops.id, actor.eshopId));
  const shoptetSync = effectiveStockSync(meta.shoptetSync, shop?.isPublicApi ?? false, shop?.sync ?? false);
  const [change] = await tx
    .insert(stockChanges)
    .values({
      eshopId: actor.eshopId,
      clientId: actor.clientId,
      clientName: actor.clientName,
      action: meta.action,
      source: meta.source,
      locationName: meta.locationName,
      shoptetSync,
      revertsId: meta.revertsId ?? null,
      documentId: meta.documentId ?? null,
    })
    .returning({ id: stockChanges.id });

  if (plan.movements.length) {
    await tx.execute(
      sql`INSERT INTO stock_movements (change_id, eshop_id, location_id, location_name, code, sarze_id, amount, before_amount, after_amount) VALUES ${sql.join(
        plan.movements.map(
          (m) =>
            sql`(${change.id}, ${actor.eshopId}, ${m.key.locationId}, ${m.locationName}, ${m.key.code}, ${m.key.sarzeId}, ${m.amount}, ${m.before}, ${m.after})`,
        ),
        sql`, `,
      )}`,
    );
    const finals = new Map<string, PlannedMovement>();
    for (const m of plan.movements) finals.set(balanceKeyString(m.key), m);
    await tx.execute(sql`UPDATE stock_balances AS b SET amount = v.after, updated_at = now()
      FROM (VALUES ${sql.join(
        [...finals.values()].map(
          (m) => sql`(${m.key.locationId}::int, ${m.key.code}::text, ${m.key.sarzeId}::int, ${m.after}::int)`,
        ),
        sql`, `,
      )}) AS v(location_id, code, sarze_id, after)
      WHERE b.eshop_id = ${actor.eshopId} AND b.location_id = v.location_id AND b.code = v.code AND b.sarze_id = v.sarze_id`);
  }
  const net = netByCode(plan.movements);
  if (shoptetSync && net.size) {
    await tx
      .insert(stockSyncOutbox)
      .values([...net].map(([code, amount]) => ({ eshopId: actor.eshopId, changeId: change.id, code, amount })));
  }
  return { changeId: Number(change.id), shoptetSync, movements: plan.movements };
}

/** Ensures a row per key exists and locks them all FOR UPDATE; returns their amounts. */
async function lockBalances(tx: Tx, eshopId: number, keys: readonly BalanceKey[]): Promise<Map<string, number>> {
  const unique = new Map<string, BalanceKey>();
  for (const k of keys) unique.set(balanceKeyString(k), k);
  const sorted = [...unique.values()].sort(
    (a, b) => a.locationId - b.locationId || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0) || a.sarzeId - b.sarzeId,
  );
  const result = new Map<string, number>();
  if (!sorted.length) return result;
  const values = sql.join(
    sorted.map((k) => sql`(${eshopId}::int, ${k.locationId}::int, ${k.code}::text, ${k.sarzeId}::int, 0)`),
    sql`, `,
  );
  await tx.execute(
    sql`INSERT INTO stock_balances (eshop_id, location_id, code, sarze_id, amount) VALUES ${values} ON CONFLICT DO NOTHING`,
  );
  const keyList = sql.join(
    sorted.map((k) => sql`(${k.locationId}::int, ${k.code}::text, ${k.sarzeId}::int)`),
    sql`, `,
  );
  const locked = await rows<{ location_id: number; code: string; sarze_id: number; amount: number }>(
    tx,
    sql`
    SELECT location_id, code, sarze_id, amount FROM stock_balances
    WHERE eshop_id = ${eshopId} AND (location_id, code, sarze_id) IN (${keyList})
    ORDER BY location_id, code, sarze_id FOR UPDATE`,
  );
  for (const r of locked)
    result.set(
      balanceKeyString({ locationId: Number(r.location_id), code: r.code, sarzeId: Number(r.sarze_id) }),
      Number(r.amount),
    );
  return result;
}
