import { sql } from 'drizzle-orm';
import { inTransaction } from '../../server/db/transaction';
import { ensureHeld, stockInAsAdmin } from './ledger-setup';
import type { ProviderContext, ProviderStates } from './provider-context';

// Data the stock-movement and movement-log pacts need, put in place through the real ledger
// (so balances always equal their movements), in e-shop 101 of the demo data as admin.
export const STOCK_EXAMPLE = { eshopId: 101, code: 'ZAH0002', location: 'A-01-2', held: 5 } as const;
/** The change id the revert and log pacts name. */
export const REVERTIBLE_CHANGE_ID = 900001;

/**
 * E-shop 101's ledger holds exactly one change, the stock-in 900001 (1 piece of ZAH0003 at
 * A-01-3): the ledger tables of that e-shop are emptied first (balances with them, so every
 * balance still equals its movements), which makes the log page and the revert predictable.
 */
async function onlyRevertibleChange(ctx: ProviderContext): Promise<void> {
  const db = ctx.runtime.database.db;
  const shop = STOCK_EXAMPLE.eshopId;
  for (const table of ['stock_sync_outbox', 'stock_movements', 'stock_changes', 'stock_balances', 'idempotency_keys']) {
    await db.execute(sql`DELETE FROM ${sql.raw(table)} WHERE eshop_id = ${shop}`);
  }
  await db.execute(sql`SELECT setval('stock_changes_id_seq', ${REVERTIBLE_CHANGE_ID - 1})`);
  const id = await inTransaction(db, (tx) => stockInAsAdmin(tx, shop, 'ZAH0003', 'A-01-3', 1));
  if (id !== REVERTIBLE_CHANGE_ID)
    throw new Error(`provider state: expected change ${REVERTIBLE_CHANGE_ID}, got ${id}`);
}

export const stockMovementsStates: ProviderStates = {
  'signed in as admin with 5 pieces of ZAH0002 at A-01-2': async (ctx) => {
    await ensureHeld(
      ctx.runtime.database.db,
      STOCK_EXAMPLE.eshopId,
      STOCK_EXAMPLE.code,
      STOCK_EXAMPLE.location,
      STOCK_EXAMPLE.held,
    );
    await ctx.signInAs('admin');
  },
  'signed in as admin with a revertible stock-in 900001': async (ctx) => {
    await onlyRevertibleChange(ctx);
    await ctx.signInAs('admin');
  },
};
