import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { eshops } from '../db/schema';
import { AUTO_ORDER_MODULE, Scope } from '../../src/domain/permissions/scopes';
import { isScopePermitted } from '../../src/domain/permissions/role-permissions';
import type { Session } from '../session';

/** R-PERM-05 on the server: receiving from lists needs sklad.naskladneni_ao … */
export const mayReceive = (session: Session): boolean => isScopePermitted(session.role, Scope.stockInFromList);

/** … and the e-shop's auto-order module, which is what makes the lists exist at all. */
export async function autoOrderActive(db: Db, eshopId: number): Promise<boolean> {
  const [shop] = await db.select({ modules: eshops.modules }).from(eshops).where(eq(eshops.id, eshopId));
  return shop?.modules.includes(AUTO_ORDER_MODULE) ?? false;
}
