import { operationsRecordedAs, type StockOperationName } from './stock-operations';

/** How long after a change its author may undo it with only the scope of the change itself. */
export const UNDO_WINDOW_MINUTES = 10;

export interface RecordedChange {
  clientId: number;
  action: string;
  createdAt: Date;
}

export interface Undoer {
  clientId: number;
  /** Holds sklad.log_pohybu: may revert any change from the movement log. */
  readsLog: boolean;
  mayDo(operation: StockOperationName): boolean;
}

export type UndoVerdict = 'permitted' | 'too-late' | 'forbidden';

/**
 * R-LOG-02 and the screens' undo: whoever reads the movement log may revert any change; the author
 * of a change may undo it within the window with the scope of the change alone (a compensating
 * movement of what they were allowed to do), so undo never needs the log's scope. A reverse record
 * is never undone this way.
 */
export function undoVerdict(change: RecordedChange, who: Undoer, now: Date): UndoVerdict {
  if (who.readsLog) return 'permitted';
  const operations = operationsRecordedAs(change.action).filter((op) => op !== 'revert');
  if (change.clientId !== who.clientId || !operations.some((op) => who.mayDo(op))) return 'forbidden';
  const age = now.getTime() - change.createdAt.getTime();
  return age <= UNDO_WINDOW_MINUTES * 60_000 ? 'permitted' : 'too-late';
}

export const UNDO_TOO_LATE = `Vlastní změnu lze vrátit jen do ${UNDO_WINDOW_MINUTES} minut. Starší změny vrací ten, kdo smí do logu pohybů.`;
