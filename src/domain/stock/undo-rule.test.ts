import { describe, expect, it } from 'vitest';
import { STOCK_OPERATIONS, type StockOperationName } from './stock-operations';
import { UNDO_WINDOW_MINUTES, undoVerdict, type Undoer } from './undo-rule';

const now = new Date('2026-03-02T10:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const skladnik = (ops: StockOperationName[]): Undoer => ({
  clientId: 7,
  readsLog: false,
  mayDo: (op) => ops.includes(op),
});

describe('undo of a change (R-LOG-02)', () => {
  it('the author may undo a recent change with the scope of the change alone', () => {
    const change = { clientId: 7, action: STOCK_OPERATIONS.add.action, createdAt: minutesAgo(1) };
    expect(undoVerdict(change, skladnik(['add']), now)).toBe('permitted');
    expect(undoVerdict(change, skladnik(['no_sync_add']), now)).toBe('permitted');
    expect(undoVerdict(change, skladnik(['remove']), now)).toBe('forbidden');
  });

  it(`only within ${UNDO_WINDOW_MINUTES} minutes, and only their own change`, () => {
    const own = { clientId: 7, action: 'stock_out', createdAt: minutesAgo(UNDO_WINDOW_MINUTES) };
    expect(undoVerdict(own, skladnik(['remove']), now)).toBe('permitted');
    expect(undoVerdict({ ...own, createdAt: minutesAgo(UNDO_WINDOW_MINUTES + 1) }, skladnik(['remove']), now)).toBe(
      'too-late',
    );
    expect(undoVerdict({ ...own, clientId: 8 }, skladnik(['remove']), now)).toBe('forbidden');
  });

  it('a reverse record is not undone by its author; the log scope reverts anything', () => {
    const reverse = { clientId: 7, action: 'revert', createdAt: minutesAgo(1) };
    expect(undoVerdict(reverse, skladnik(['add', 'remove']), now)).toBe('forbidden');
    const old = { clientId: 8, action: 'stock_in', createdAt: minutesAgo(600) };
    expect(undoVerdict(old, { clientId: 7, readsLog: true, mayDo: () => false }, now)).toBe('permitted');
  });
});
