import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../server/db/client';
import { clients } from '../../server/db/schema';
import { inTransaction } from '../../server/db/transaction';
import type { LedgerActor } from '../../server/ledger/ledger-actor';
import { rowsOf as rows } from '../../server/db/sql-rows';
import { stockIn } from '../../server/ledger/stock-in';
import { stockOut } from '../../server/ledger/stock-out';

// Stock the provider states put in place goes through the real ledger, so every balance still
// equals the sum of its movements whatever state ran before.

/** The demo's admin acting in `eshopId`. */
export async function adminActor(db: Db | Tx, eshopId: number): Promise<LedgerActor> {
  const [admin] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(eq(clients.username, 'admin'));
  return { eshopId, clientId: admin.id, clientName: admin.name };
}

const META = { source: 'Sklad', shoptetSync: false } as const;

/** `amount` more pieces of `code` (no batch) at `locationName`, stocked in by the admin; the change's id. */
export async function stockInAsAdmin(
  tx: Tx,
  eshopId: number,
  code: string,
  locationName: string,
  amount: number,
): Promise<number> {
  const applied = await stockIn(
    tx,
    await adminActor(tx, eshopId),
    { ...META, action: 'stock_in' },
    { products: [{ code, amount }], locationName, acknowledgeMultipleSarze: true },
  );
  return applied.changeId;
}

/** Exactly `amount` pieces of `code` in batch `sarzeId` (0: none) at `location`, stocked in or out. */
export async function setStock(
  tx: Tx,
  eshopId: number,
  location: { id: number; name: string },
  code: string,
  amount: number,
  sarzeId = 0,
): Promise<void> {
  const [row] = await rows<{ amount: number }>(
    tx,
    sql`SELECT coalesce(sum(amount), 0)::int AS amount FROM stock_balances
        WHERE eshop_id = ${eshopId} AND location_id = ${location.id} AND code = ${code} AND sarze_id = ${sarzeId}`,
  );
  const diff = amount - row.amount;
  if (diff === 0) return;
  const actor = await adminActor(tx, eshopId);
  const products = [{ code, amount: Math.abs(diff), sarze_id: sarzeId || null }];
  if (diff > 0)
    await stockIn(
      tx,
      actor,
      { ...META, action: 'stock_in' },
      { products, locationName: location.name, acknowledgeMultipleSarze: true },
    );
  else await stockOut(tx, actor, { ...META, action: 'stock_out' }, { products, locationName: location.name });
}

/** At least `held` pieces of `code` (no batch) at the location named `locationName`. */
export async function ensureHeld(
  db: Db,
  eshopId: number,
  code: string,
  locationName: string,
  held: number,
): Promise<void> {
  const [row] = await rows<{ amount: number }>(
    db,
    sql`SELECT coalesce(sum(b.amount), 0)::int AS amount FROM stock_balances b JOIN locations l ON l.id = b.location_id
        WHERE b.eshop_id = ${eshopId} AND b.code = ${code} AND b.sarze_id = 0 AND l.name = ${locationName}`,
  );
  const missing = held - row.amount;
  if (missing > 0) await inTransaction(db, (tx) => stockInAsAdmin(tx, eshopId, code, locationName, missing));
}
