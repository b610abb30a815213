import { sql } from 'drizzle-orm';
import { inTransaction } from '../../server/db/transaction';
import { rowsOf as rows } from '../../server/db/sql-rows';
import { adminActor, setStock } from './ledger-setup';
import type { ProviderContext, ProviderStates } from './provider-context';

/**
 * The stock-taking pact's own corner of e-shop 101, with fixed ids far above the serial sequences:
 * sector PACT-ST (960001) with locations PACT-ST-01 (950001) and PACT-ST-02 (950002); 5 pieces of
 * ZAH0002 on PACT-ST-01; the running check "PACT inventura" (940001) over PACT-ST-01, where admin
 * counted 4 of them. Every state puts this back exactly, whatever ran before.
 */
export const STOCKTAKING_EXAMPLE = {
  eshopId: 101,
  checkId: 940001,
  checkName: 'PACT inventura',
  sector: { id: 960001, name: 'PACT-ST' },
  locations: [
    { id: 950001, name: 'PACT-ST-01' },
    { id: 950002, name: 'PACT-ST-02' },
  ],
  code: 'ZAH0002',
  held: 5,
  counted: 4,
} as const;

const E = STOCKTAKING_EXAMPLE;
const [L1, L2] = E.locations;

async function resetExample(ctx: ProviderContext, movedAfterCount: boolean): Promise<void> {
  await inTransaction(ctx.runtime.database.db, async (tx) => {
    await tx.execute(sql`INSERT INTO sectors (id, eshop_id, zone_id, sector_name, "order", picking, multiple_batches, non_stock)
      VALUES (${E.sector.id}, ${E.eshopId}, NULL, ${E.sector.name}, 950, false, false, false)
      ON CONFLICT (id) DO UPDATE SET sector_name = EXCLUDED.sector_name`);
    for (const [i, l] of E.locations.entries())
      await tx.execute(sql`INSERT INTO locations (id, eshop_id, sector_id, name, "order") VALUES (${l.id}, ${E.eshopId}, ${E.sector.id}, ${l.name}, ${i})
        ON CONFLICT (id) DO UPDATE SET sector_id = EXCLUDED.sector_id, name = EXCLUDED.name`);
    // Checks an earlier interaction started over these locations go, and the example check comes back.
    await tx.execute(sql`DELETE FROM inventory_checks WHERE id IN (
      SELECT check_id FROM inventory_check_locations WHERE location_id IN (${L1.id}, ${L2.id})) OR id = ${E.checkId}`);
    await setStock(tx, E.eshopId, L1, E.code, E.held);
    const now = new Date().toISOString();
    const actor = await adminActor(tx, E.eshopId);
    await tx.execute(sql`INSERT INTO inventory_checks (id, eshop_id, name, blind, created_by, created_by_name, created_at, changed)
      VALUES (${E.checkId}, ${E.eshopId}, ${E.checkName}, false, ${actor.clientId}, ${actor.clientName}, ${now}::timestamptz, ${now}::timestamptz)`);
    await tx.execute(
      sql`INSERT INTO inventory_check_locations (check_id, eshop_id, location_id) VALUES (${E.checkId}, ${E.eshopId}, ${L1.id})`,
    );
    const [{ pos }] = await rows<{ pos: number }>(tx, sql`SELECT coalesce(max(id), 0) AS pos FROM stock_movements`);
    await tx.execute(sql`INSERT INTO inventory_check_entries (check_id, eshop_id, client_entry_id, location_id, code, sarze_id, amount, ledger_position, client_id, client_name, created_at)
      VALUES (${E.checkId}, ${E.eshopId}, 'pact-first-scan', ${L1.id}, ${E.code}, 0, ${E.counted}, ${pos}, ${actor.clientId}, ${actor.clientName}, ${now}::timestamptz)`);
    // A sale after the shelf was counted: the commit must then be told which amount to keep.
    if (movedAfterCount) await setStock(tx, E.eshopId, L1, E.code, E.held - 1);
  });
  await ctx.signInAs('admin');
}

export const stocktakingStates: ProviderStates = {
  'signed in as admin with the running stock-taking PACT inventura': (ctx) => resetExample(ctx, false),
  'signed in as admin with the running stock-taking PACT inventura whose counted stock moved since': (ctx) =>
    resetExample(ctx, true),
};
