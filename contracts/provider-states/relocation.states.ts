import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../server/db/client';
import { clients } from '../../server/db/schema';
import { inTransaction } from '../../server/db/transaction';
import { rowsOf as rows } from '../../server/db/sql-rows';
import { stockIn } from '../../server/ledger/stock-in';
import { stockOut } from '../../server/ledger/stock-out';
import { queueRows } from '../../server/relocation/chaos-queue.query';
import type { ProviderContext, ProviderStates } from './provider-context';

/**
 * The relocation pact's corner of e-shop 101, fixed ids far above the serial sequences: receiving
 * sector PACT-RL (non-stock) with PACT-RL-01 holding 3 × ZAH0005 (the whole chaos queue), source
 * sector PACT-RS with 8 × ZAH0003 on PACT-RS-01, target sector PACT-RT with the empty PACT-RT-01, and
 * category "PACT kategorie" refilling ZAH0003 from PACT-RS to PACT-RT (min 5, max 10). ZAH0006 lies
 * on PACT-RS-01 (6) and PACT-RS-02 (2, all that location holds): a consolidation candidate.
 */
export const RELOCATION_EXAMPLE = {
  eshopId: 101,
  receiving: { sector: 960101, location: { id: 950101, name: 'PACT-RL-01' } },
  source: { sector: 960102, location: { id: 950102, name: 'PACT-RS-01' } },
  target: { sector: 960103, location: { id: 950103, name: 'PACT-RT-01' } },
  queued: { code: 'ZAH0005', amount: 3 },
  stocked: { code: 'ZAH0003', amount: 8 },
  category: { id: 930001, name: 'PACT kategorie' },
  spread: { code: 'ZAH0006', home: 6, other: { id: 950104, name: 'PACT-RS-02' }, amount: 2 },
} as const;
const E = RELOCATION_EXAMPLE;

/** The category's one rule: refill the stocked product on the target sector from the source sector. */
export const RELOCATION_RULE = {
  name: 'Doplnění PACT-RT',
  from_sector_ids: [E.source.sector],
  from_zone_ids: [],
  to_sector_ids: [E.target.sector],
  to_zone_ids: [],
  code_prefix: E.stocked.code,
  min: 5,
  max: 10,
  priority: 1,
};

/** The queue's guid once the state holds exactly its one line (server/relocation/chaos-queue.query.ts). */
export const QUEUE_GUID = createHash('md5')
  .update(`${E.receiving.location.id}:${E.queued.code}:0:${E.queued.amount}`)
  .digest('hex');

async function adminActor(tx: Tx) {
  const [admin] = await tx
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(eq(clients.username, 'admin'));
  return { eshopId: E.eshopId, clientId: admin.id, clientName: admin.name };
}

/** Exactly `amount` pieces of `code` (no batch) at `location`, through the ledger. */
async function setStock(tx: Tx, location: { id: number; name: string }, code: string, amount: number, sarzeId = 0) {
  const [row] = await rows<{ amount: number }>(
    tx,
    sql`SELECT coalesce(sum(amount), 0)::int AS amount FROM stock_balances
        WHERE eshop_id = ${E.eshopId} AND location_id = ${location.id} AND code = ${code} AND sarze_id = ${sarzeId}`,
  );
  const diff = amount - row.amount;
  if (diff === 0) return;
  const actor = await adminActor(tx);
  const meta = { source: 'Sklad', shoptetSync: false } as const;
  const products = [{ code, amount: Math.abs(diff), sarze_id: sarzeId || null }];
  if (diff > 0)
    await stockIn(
      tx,
      actor,
      { ...meta, action: 'stock_in' },
      { products, locationName: location.name, acknowledgeMultipleSarze: true },
    );
  else await stockOut(tx, actor, { ...meta, action: 'stock_out' }, { products, locationName: location.name });
}

async function resetExample(ctx: ProviderContext): Promise<void> {
  await inTransaction(ctx.runtime.database.db, async (tx) => {
    const sectors: Array<[number, string, boolean]> = [
      [E.receiving.sector, 'PACT-RL', true],
      [E.source.sector, 'PACT-RS', false],
      [E.target.sector, 'PACT-RT', false],
    ];
    for (const [id, name, nonStock] of sectors)
      await tx.execute(sql`INSERT INTO sectors (id, eshop_id, zone_id, sector_name, "order", picking, multiple_batches, non_stock)
        VALUES (${id}, ${E.eshopId}, NULL, ${name}, ${id - 959000}, false, false, ${nonStock})
        ON CONFLICT (id) DO UPDATE SET sector_name = EXCLUDED.sector_name, non_stock = EXCLUDED.non_stock`);
    for (const [sector, l] of [
      [E.receiving.sector, E.receiving.location],
      [E.source.sector, E.source.location],
      [E.target.sector, E.target.location],
      [E.source.sector, E.spread.other],
    ] as const)
      await tx.execute(sql`INSERT INTO locations (id, eshop_id, sector_id, name, "order") VALUES (${l.id}, ${E.eshopId}, ${sector}, ${l.name}, 0)
        ON CONFLICT (id) DO UPDATE SET sector_id = EXCLUDED.sector_id, name = EXCLUDED.name`);
    // The queue holds only this state's line: whatever else waits in 101 is stocked out through the ledger.
    const others = await rows<{ location_id: number; location_name: string; code: string; sarze_id: number }>(
      tx,
      sql`SELECT q.location_id, q.location_name, q.code, q.sarze_id FROM (${queueRows(E.eshopId)}) q
          WHERE NOT (q.location_id = ${E.receiving.location.id} AND q.code = ${E.queued.code} AND q.sarze_id = 0)`,
    );
    for (const o of others) await setStock(tx, { id: o.location_id, name: o.location_name }, o.code, 0, o.sarze_id);
    await setStock(tx, E.receiving.location, E.queued.code, E.queued.amount);
    await setStock(tx, E.source.location, E.queued.code, 0);
    await setStock(tx, E.source.location, E.stocked.code, E.stocked.amount);
    await setStock(tx, E.target.location, E.stocked.code, 0);
    await setStock(tx, E.source.location, E.spread.code, E.spread.home);
    await setStock(tx, E.spread.other, E.spread.code, E.spread.amount);
    await tx.execute(
      sql`DELETE FROM relocation_categories WHERE eshop_id = ${E.eshopId} AND (id = ${E.category.id} OR lower(name) = 'pact nová')`,
    );
    await tx.execute(sql`INSERT INTO relocation_categories (id, eshop_id, name, data)
      VALUES (${E.category.id}, ${E.eshopId}, ${E.category.name}, ${JSON.stringify([RELOCATION_RULE])}::jsonb)`);
  });
  await ctx.signInAs('admin');
}

export const relocationStates: ProviderStates = {
  'signed in as admin with the relocation example PACT kategorie and one line in the chaos queue': resetExample,
};
