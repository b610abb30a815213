import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { clients, locations, products } from '../db/schema';
import { stockIn } from '../ledger/stock-in';
import { SourceLabel } from '../../src/domain/stock/source-labels';

/**
 * Stock for the demo e-shops, written through the ledger's own stock-in (movements and balances
 * together), so the overview, the log and stocking out have something real to show. Deterministic:
 * product i goes to one of the first two thirds of the locations, with amounts 3..27; every fifth
 * product also to a second place. The last third stays empty, as free shelves do in a real warehouse.
 */
export async function seedDemoStock(db: Db, eshopId: number, clientId: number): Promise<void> {
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  const places = await db.select().from(locations).where(eq(locations.eshopId, eshopId)).orderBy(asc(locations.id));
  const catalogue = await db
    .select({ code: products.code })
    .from(products)
    .where(eq(products.eshopId, eshopId))
    .orderBy(asc(products.code));
  const stocked = catalogue.slice(0, Math.min(120, catalogue.length));
  const used = places.filter((_, i) => i % 3 !== 2);
  const byLocation = new Map<string, Array<{ code: string; amount: number }>>();
  stocked.forEach((p, i) => {
    const put = (loc: number, amount: number) => {
      const name = used[loc % used.length].name;
      byLocation.set(name, [...(byLocation.get(name) ?? []), { code: p.code, amount }]);
    };
    put(i, 3 + ((i * 7) % 25));
    if (i % 5 === 0) put(i + 11, 2 + (i % 9));
  });
  const actor = { eshopId, clientId, clientName: client.name };
  for (const [locationName, lines] of byLocation) {
    await db.transaction((tx: Tx) =>
      stockIn(
        tx,
        actor,
        { action: 'stock_in', source: SourceLabel.warehouse, shoptetSync: false },
        {
          products: lines,
          locationName,
          acknowledgeMultipleSarze: true,
        },
      ),
    );
  }
}
