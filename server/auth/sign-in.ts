import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientEshops, clients, organisations } from '../db/schema';
import { badInput, forbidden } from '../failures';

// The queries of sign-in and the session's own calls (/api/auth): who signs in, which stock they work in.

/** The client signing in by name (names are stored lower-case), or undefined. */
export async function clientByUsername(db: Db, username: string) {
  const [client] = await db.select().from(clients).where(eq(clients.username, username)).limit(1);
  return client;
}

export async function clientById(db: Db, clientId: number) {
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId)).limit(1);
  return client;
}

/** The stock a client last chose, if still allowed, else the first one allowed. */
export async function currentEshopOf(db: Db, clientId: number, preferred: number | null): Promise<number> {
  const rows = await db
    .select({ eshopId: clientEshops.eshopId })
    .from(clientEshops)
    .where(eq(clientEshops.clientId, clientId))
    .orderBy(clientEshops.eshopId);
  if (rows.length === 0) throw forbidden('Uživatel nemá přístup k žádnému skladu.');
  return rows.find((r) => r.eshopId === preferred)?.eshopId ?? rows[0].eshopId;
}

/** GET /client_info/: the organisation's name and note beside the session. */
export async function orgOf(db: Db, orgId: number) {
  const [org] = await db.select().from(organisations).where(eq(organisations.id, orgId)).limit(1);
  return org;
}

/**
 * GET /set_stock_eshop/: remembers the chosen stock. 400, not 403, for one not allowed: the user stays
 * signed in and the app shows this detail (SPEC 8 "Stock switch", R-UI-12); a 403 would sign them out
 * for merely picking a stock they may not use.
 */
export async function chooseStock(db: Db, clientId: number, eshopId: number): Promise<void> {
  const [allowed] = await db
    .select()
    .from(clientEshops)
    .where(and(eq(clientEshops.clientId, clientId), eq(clientEshops.eshopId, eshopId)))
    .limit(1);
  if (!allowed) throw badInput('K tomuto skladu nemáte přístup.');
  await db.update(clients).set({ stockEshopId: eshopId }).where(eq(clients.id, clientId));
}
