import { eq, sql } from 'drizzle-orm';
import { zones } from '../../server/db/schema';
import { ensureHeld } from './ledger-setup';
import type { ProviderContext, ProviderStates } from './provider-context';

/**
 * The layout pact's own corner of e-shop 101 (admin's), with fixed ids far above anything the
 * demo seed or the serial sequences hand out, so the consumer can name them in its requests:
 *   zone PACT-Z1 (910001) → sector PACT-S1 (920001) → PACT-01, PACT-02, PACT-03 (930001–930003)
 *   zone PACT-Z2 (910002) → sector PACT-S2 (920002) → PACT-S2-01 (930004), its only location (R-LOC-01)
 * Every state puts this corner back exactly (names, orders, flags, zones), so interactions that
 * rename, toggle, create or delete never depend on which ran before. Stock lies only on PACT-01.
 */
export const LAYOUT_EXAMPLE = {
  eshopId: 101,
  zones: [
    { id: 910001, name: 'PACT-Z1' },
    { id: 910002, name: 'PACT-Z2' },
  ],
  sectors: [
    { id: 920001, name: 'PACT-S1', zoneId: 910001 },
    { id: 920002, name: 'PACT-S2', zoneId: 910002 },
  ],
  locations: [
    { id: 930001, name: 'PACT-01', sectorId: 920001 },
    { id: 930002, name: 'PACT-02', sectorId: 920001 },
    { id: 930003, name: 'PACT-03', sectorId: 920001 },
    { id: 930004, name: 'PACT-S2-01', sectorId: 920002 },
  ],
  /** The demo seed's zones of e-shop 101 (a fresh database): a zone reorder must list every zone. */
  demoZoneIds: [1, 2, 3],
  stock: { code: 'ZAH0002', location: 'PACT-01', held: 5 },
} as const;

const ORDER_BASE = 900; // after the demo's zones and sectors, so the tree shows them last

async function resetLayoutExample(ctx: ProviderContext): Promise<void> {
  const db = ctx.runtime.database.db;
  const shop = LAYOUT_EXAMPLE.eshopId;
  const keepLocations = LAYOUT_EXAMPLE.locations.map((l) => l.id);
  const keepSectors = LAYOUT_EXAMPLE.sectors.map((s) => s.id);
  const keepZones = LAYOUT_EXAMPLE.zones.map((z) => z.id);
  const ids = (list: readonly number[]) => sql.raw(list.join(','));
  // What earlier interactions created (PACT-NEW…, PACT-B-…) goes; none of it ever held stock.
  await db.execute(
    sql`DELETE FROM locations WHERE eshop_id = ${shop} AND (name ILIKE 'PACT-%' OR sector_id IN (SELECT id FROM sectors WHERE sector_name ILIKE 'PACT-%')) AND id NOT IN (${ids(keepLocations)})`,
  );
  await db.execute(
    sql`DELETE FROM sectors WHERE eshop_id = ${shop} AND sector_name ILIKE 'PACT-%' AND id NOT IN (${ids(keepSectors)})`,
  );
  await db.execute(
    sql`UPDATE sectors SET zone_id = NULL WHERE zone_id IN (SELECT id FROM zones WHERE eshop_id = ${shop} AND name ILIKE 'PACT-%' AND id NOT IN (${ids(keepZones)}))`,
  );
  await db.execute(
    sql`DELETE FROM zones WHERE eshop_id = ${shop} AND name ILIKE 'PACT-%' AND id NOT IN (${ids(keepZones)})`,
  );
  // Free the canonical names first (a rename may have put them on another row of the corner).
  await db.execute(sql`UPDATE locations SET name = 'tmp-' || id WHERE id IN (${ids(keepLocations)})`);
  await db.execute(sql`UPDATE sectors SET sector_name = 'tmp-' || id WHERE id IN (${ids(keepSectors)})`);
  for (const [i, z] of LAYOUT_EXAMPLE.zones.entries()) {
    await db.execute(sql`INSERT INTO zones (id, eshop_id, name, "order") VALUES (${z.id}, ${shop}, ${z.name}, ${ORDER_BASE + i})
      ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, "order" = EXCLUDED."order"`);
  }
  for (const [i, s] of LAYOUT_EXAMPLE.sectors.entries()) {
    await db.execute(sql`INSERT INTO sectors (id, eshop_id, zone_id, sector_name, "order", picking, multiple_batches, non_stock)
      VALUES (${s.id}, ${shop}, ${s.zoneId}, ${s.name}, ${ORDER_BASE + i}, false, false, false)
      ON CONFLICT (id) DO UPDATE SET zone_id = EXCLUDED.zone_id, sector_name = EXCLUDED.sector_name, "order" = EXCLUDED."order",
        picking = false, multiple_batches = false, non_stock = false`);
  }
  for (const [i, l] of LAYOUT_EXAMPLE.locations.entries()) {
    await db.execute(sql`INSERT INTO locations (id, eshop_id, sector_id, name, "order") VALUES (${l.id}, ${shop}, ${l.sectorId}, ${l.name}, ${i})
      ON CONFLICT (id) DO UPDATE SET sector_id = EXCLUDED.sector_id, name = EXCLUDED.name, "order" = EXCLUDED."order"`);
  }
  const zoneIds = (await db.select({ id: zones.id }).from(zones).where(eq(zones.eshopId, shop)))
    .map((z) => z.id)
    .sort((a, b) => a - b);
  const expected = [...LAYOUT_EXAMPLE.demoZoneIds, ...keepZones];
  if (zoneIds.join() !== expected.join())
    throw new Error(
      `provider state: e-shop ${shop} has zones ${zoneIds.join()}, the layout pact expects ${expected.join()}`,
    );
}

export const layoutStates: ProviderStates = {
  'signed in as admin with the layout example': async (ctx) => {
    await resetLayoutExample(ctx);
    await ctx.signInAs('admin');
  },
  'signed in as admin with 5 pieces of ZAH0002 at layout example PACT-01': async (ctx) => {
    await resetLayoutExample(ctx);
    const { code, location, held } = LAYOUT_EXAMPLE.stock;
    await ensureHeld(ctx.runtime.database.db, LAYOUT_EXAMPLE.eshopId, code, location, held);
    await ctx.signInAs('admin');
  },
  // A line that held ZAH0002 and was emptied: the balance row stays at 0 (GET …/list-products/?zero_amounts=1).
  'signed in as admin with ZAH0002 emptied to 0 at layout example PACT-02': async (ctx) => {
    await resetLayoutExample(ctx);
    const [, second] = LAYOUT_EXAMPLE.locations;
    await ctx.runtime.database.db.execute(sql`DELETE FROM stock_balances WHERE location_id = ${second.id}`);
    await ctx.runtime.database.db.execute(
      sql`INSERT INTO stock_balances (eshop_id, location_id, code, sarze_id, amount)
          VALUES (${LAYOUT_EXAMPLE.eshopId}, ${second.id}, ${LAYOUT_EXAMPLE.stock.code}, 0, 0)`,
    );
    await ctx.signInAs('admin');
  },
};
