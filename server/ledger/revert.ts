import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { stockChanges, stockMovements } from '../db/schema';
import { reversalOf } from '../../src/domain/stock/movement-plan';
import { SourceLabel } from '../../src/domain/stock/source-labels';
import { UNDO_TOO_LATE, type RecordedChange, type UndoVerdict } from '../../src/domain/stock/undo-rule';
import { forbidden, notFound } from '../failures';
import { applyChange, type AppliedChange } from './apply-change';
import type { LedgerActor } from './ledger-actor';
import { refuseOne } from './ledger-refusal';

/**
 * POST /inventory/revert/{id}/ (R-LOG-02): undoes every movement of a change under the
 * reverse-record label. A change is reverted at most once, a reverse record is not itself
 * reverted, and stock that has left since cannot be taken back (the reversal is refused). Who may
 * undo it is the undo rule's verdict (src/domain/stock/undo-rule.ts), given by the caller's policy.
 */
export async function revertChange(
  tx: Tx,
  actor: LedgerActor,
  changeId: number,
  verdictOf: (change: RecordedChange) => UndoVerdict,
): Promise<AppliedChange> {
  const [original] = await tx
    .select()
    .from(stockChanges)
    .where(and(eq(stockChanges.id, changeId), eq(stockChanges.eshopId, actor.eshopId)))
    .for('update');
  if (!original) throw notFound('Pohyb nebyl nalezen.');
  const verdict = verdictOf(original);
  if (verdict === 'forbidden') throw forbidden();
  // Too late for one's own undo is a refusal to read, not a missing permission that would end the session.
  if (verdict === 'too-late') throw refuseOne({ code: '', reason: 'undo_too_late', detail: UNDO_TOO_LATE });
  if (original.revertedById !== null) {
    throw refuseOne({
      code: '',
      reason: 'already_reverted',
      detail: `Pohyb ${changeId} už byl vrácen (zpětný záznam ${original.revertedById}).`,
    });
  }
  if (original.revertsId !== null)
    throw refuseOne({ code: '', reason: 'not_revertible', detail: 'Zpětný záznam nelze znovu vrátit.' });
  const movements = await tx
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.changeId, changeId))
    .orderBy(stockMovements.id);
  const applied = await applyChange(
    tx,
    actor,
    {
      action: 'revert',
      source: SourceLabel.reverseRecord,
      locationName: original.locationName,
      shoptetSync: original.shoptetSync,
      revertsId: changeId,
      // The undo of an order's dispatch is that order's too: the e-shop told of neither or of both.
      ...(original.orderCode ? { orderCode: original.orderCode } : {}),
    },
    reversalOf(
      movements.map((m) => ({
        key: { locationId: m.locationId, code: m.code, sarzeId: m.sarzeId },
        locationName: m.locationName,
        amount: m.amount,
        before: m.beforeAmount,
        after: m.afterAmount,
      })),
    ).filter((c) => !('delta' in c) || c.delta !== 0),
  );
  await tx.update(stockChanges).set({ revertedById: applied.changeId }).where(eq(stockChanges.id, changeId));
  return applied;
}
