import type { Tx } from '../db/client';
import { applyChange, type AppliedChange } from './apply-change';
import { locationsByName, unknownLocation } from './catalogue';
import type { ChangeMeta, LedgerActor } from './ledger-actor';
import { refuse, refuseOne } from './ledger-refusal';
import { createPendingBatches, resolveLines, type PipedLine } from './stock-lines';

/**
 * PUT /inventory/ as location_check: stock-taking of one location. Each line's amount is what
 * was counted there for that product and batch; the balance is set to it and the difference
 * is the movement (a confirmed amount writes a movement of 0, so the check shows in the log).
 */
export async function locationCheck(
  tx: Tx,
  actor: LedgerActor,
  meta: Omit<ChangeMeta, 'locationName'>,
  locationName: string,
  lines: readonly PipedLine[],
): Promise<AppliedChange> {
  const location = (await locationsByName(tx, actor.eshopId, [locationName])).get(locationName);
  if (!location) throw refuseOne({ code: '', reason: 'unknown_location', detail: unknownLocation(locationName) });
  const { resolved, errors } = await resolveLines(tx, actor.eshopId, lines, { mayCreateBatch: true, allowZero: true });
  if (errors.length) throw refuse(errors);
  await createPendingBatches(tx, actor.eshopId, resolved);
  return applyChange(
    tx,
    actor,
    { ...meta, locationName: location.name },
    resolved.map((r) => ({
      key: { locationId: location.id, code: r.code, sarzeId: r.sarzeId },
      set: r.amount,
      line: r.line,
      locationName: location.name,
    })),
  );
}
