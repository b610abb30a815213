import type { IdGenerator } from '../ports/id-generator.port';
import { describeStockFailure } from '../stock-movements/stock-failure';
import type { StockMovementsApi } from '../stock-movements/stock-movements.port';
import type { LogChange } from './movement-log.port';

/** What a revert did, as the log shows it above the page. */
export interface RevertNotice {
  intent: 'success' | 'danger';
  text: string;
}

/** R-LOG-02: a change can be reverted once, a reverse record never, and only when it moved something. */
export const canRevert = (change: LogChange): boolean =>
  change.reverts_id === null && change.reverted_by_id === null && change.details.some((d) => d.amount !== 0);

/** R-LOG-02: reverts a change as a reverse record, under one key (a retried request is applied once). */
async function revertChange(
  ports: { stock: Pick<StockMovementsApi, 'revert'>; ids: IdGenerator },
  change: LogChange,
): Promise<{ reverted: RevertNotice } | { failed: RevertNotice }> {
  try {
    const written = await ports.stock.revert(change.id, { idempotencyKey: ports.ids.uuid() });
    return {
      reverted: { intent: 'success', text: `Pohyb ${change.id} byl vrácen zpětným záznamem ${written.change_id}.` },
    };
  } catch (e) {
    return { failed: { intent: 'danger', text: describeStockFailure(e) } };
  }
}

/**
 * R-LOG-02 on the log: the revert, its notice told at once, then (only when it went through) the page the
 * reader is on fetched again, so the reverse record and the reverted mark show.
 */
export async function revertThenRefetch(
  ports: { stock: Pick<StockMovementsApi, 'revert'>; ids: IdGenerator },
  change: LogChange,
  told: (notice: RevertNotice) => void,
  refetch: () => Promise<void>,
): Promise<void> {
  const answer = await revertChange(ports, change);
  told('reverted' in answer ? answer.reverted : answer.failed);
  if ('reverted' in answer) await refetch();
}
