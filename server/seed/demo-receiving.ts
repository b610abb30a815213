import { eq, max } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { clients, locations, sectors } from '../db/schema';
import { stockIn } from '../ledger/stock-in';
import { SourceLabel } from '../../src/domain/stock/source-labels';

/**
 * The demo chaos e-shop's receiving area: a non-stock sector "P" (Příjem) with two locations and goods
 * stocked in there through the ledger, so the chaos queue and the menu's relocation badge have
 * something real to show (docs/decisions/relocation.md).
 */
export async function seedDemoReceiving(db: Db, eshopId: number, clientId: number): Promise<void> {
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  const [{ last }] = await db
    .select({ last: max(sectors.order) })
    .from(sectors)
    .where(eq(sectors.eshopId, eshopId));
  const [sector] = await db
    .insert(sectors)
    .values({ eshopId, sectorName: 'P', order: (last ?? 0) + 1, nonStock: true })
    .returning();
  await db.insert(locations).values([
    { eshopId, sectorId: sector.id, name: 'P-01', order: 0 },
    { eshopId, sectorId: sector.id, name: 'P-02', order: 1 },
  ]);
  const actor = { eshopId, clientId, clientName: client.name };
  const arrivals: Array<[string, Array<{ code: string; amount: number }>]> = [
    ['P-01', [{ code: 'ZAH0001', amount: 2 }]],
    ['P-02', [{ code: 'ZAH0004', amount: 6 }]],
  ];
  for (const [locationName, lines] of arrivals)
    await db.transaction((tx: Tx) =>
      stockIn(
        tx,
        actor,
        { action: 'stock_in', source: SourceLabel.warehouse, shoptetSync: false },
        { products: lines, locationName, acknowledgeMultipleSarze: true },
      ),
    );
}
