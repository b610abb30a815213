import { eq } from 'drizzle-orm';
import { AUTO_ORDER_MODULE } from '../../src/domain/permissions/scopes';
import type { Db } from '../db/client';
import { eshops } from '../db/schema';
import { forbidden } from '../failures';

/** Stocking in from a shopping list needs the e-shop's auto-order module (a property of the e-shop, not the user). */
export async function requireAutoOrder(db: Db, eshopId: number): Promise<void> {
  const [shop] = await db.select({ modules: eshops.modules }).from(eshops).where(eq(eshops.id, eshopId));
  if (!shop?.modules.includes(AUTO_ORDER_MODULE))
    throw forbidden('Naskladnění ze seznamu vyžaduje modul automatických objednávek.');
}
