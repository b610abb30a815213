import { and, eq } from 'drizzle-orm';
import { BATCH_INIT_SCOPES, BATCH_SCOPES } from '../../src/api/batches.schema';
import { isScopePermitted } from '../../src/domain/permissions/role-permissions';
import { BATCH_ADDON_ID } from '../../src/domain/permissions/scopes';
import type { Db } from '../db/client';
import { orgAddons } from '../db/schema';
import { forbidden } from '../failures';
import type { Session } from '../session';

export const canManageBatches = (s: Session) => BATCH_SCOPES.some((scope) => isScopePermitted(s.role, scope));
export const canInitBatches = (s: Session) => BATCH_INIT_SCOPES.some((scope) => isScopePermitted(s.role, scope));

/** Batches need the organisation's add-on 6 as well as the permission (SPEC 2.2). */
export async function requireBatchAddon(db: Db, orgId: number): Promise<void> {
  const [row] = await db
    .select({ active: orgAddons.active })
    .from(orgAddons)
    .where(and(eq(orgAddons.orgId, orgId), eq(orgAddons.addonId, BATCH_ADDON_ID)));
  if (!row?.active) throw forbidden('Šarže vyžadují aktivní doplněk Šarže a expirace.');
}
