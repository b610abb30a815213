import { refused } from '../failures';
import type { ServerDeps } from '../session';
import {
  readConnection,
  setDispatchDeductedBy,
  setSyncEnabled,
  type DispatchDeductedBy,
} from './connection-repository';
import { EshopCallError } from './eshop-connector.port';
import { compareStock, queueSetToWarehouse, type Comparison } from './stock-comparison';
import { readSyncStatus, retryFailed, type SyncStatus } from './sync-status';

// The e-shop sync calls of the settings panel and the comparison screen; routes stay thin.

type Deps = Pick<ServerDeps, 'database' | 'eshopSync' | 'now'>;

export function syncStatus(deps: Deps, eshopId: number): Promise<SyncStatus> {
  return readSyncStatus(deps.database.db, eshopId, deps.now());
}

/** "Zkusit znovu": failed rows back to the queue, and the worker woken. */
export async function retrySync(deps: Deps, eshopId: number): Promise<SyncStatus> {
  await retryFailed(deps.database.db, eshopId);
  deps.eshopSync.wake(eshopId);
  await deps.eshopSync.publishIfChanged(eshopId);
  return syncStatus(deps, eshopId);
}

export async function updateSyncSettings(
  deps: Deps,
  eshopId: number,
  settings: { sync_enabled?: boolean; dispatch_deducted_by?: DispatchDeductedBy },
): Promise<SyncStatus> {
  if (!(await readConnection(deps.database.db, eshopId))) throw refused(NOT_CONNECTED, { reason: 'not_connected' });
  if (settings.sync_enabled !== undefined) await setSyncEnabled(deps.database.db, eshopId, settings.sync_enabled);
  if (settings.dispatch_deducted_by)
    await setDispatchDeductedBy(deps.database.db, eshopId, settings.dispatch_deducted_by);
  if (settings.sync_enabled) deps.eshopSync.wake(eshopId);
  await deps.eshopSync.publishIfChanged(eshopId);
  return syncStatus(deps, eshopId);
}

export async function stockComparison(deps: Deps, eshopId: number): Promise<Comparison> {
  const found = await deps.eshopSync.connectorFor(eshopId);
  if (!found) throw refused(NOT_CONNECTED, { reason: 'not_connected' });
  try {
    return await compareStock(deps.database.db, found.connector, eshopId);
  } catch (error) {
    if (error instanceof EshopCallError) throw refused(unreachable(error), { reason: 'eshop_unavailable' });
    throw error;
  }
}

export async function setEshopToWarehouse(
  deps: Deps,
  eshopId: number,
  codes: readonly string[],
): Promise<{ queued: number }> {
  const connection = await readConnection(deps.database.db, eshopId);
  if (!connection || connection.state !== 'connected') throw refused(NOT_CONNECTED, { reason: 'not_connected' });
  const queued = await queueSetToWarehouse(deps.database.db, eshopId, codes);
  deps.eshopSync.wake(eshopId);
  return { queued };
}

const NOT_CONNECTED = 'Sklad není propojený s e-shopem.';

function unreachable(error: EshopCallError): string {
  if (error.kind === 'auth') return 'E-shop odmítl přístup skladu. Propojte e-shop znovu.';
  if (error.kind === 'rate-limited') return 'E-shop je teď přetížený, zkuste to za chvíli.';
  return 'E-shop teď neodpovídá, zkuste to za chvíli.';
}
