import { describe, expect, it } from 'vitest';
import { NetworkFailure, OperationErrors } from '../../application/errors';
import type { LogPage, LogPageRequest, MovementLogApi } from '../../application/movement-log/movement-log.port';
import { strictFake } from '../../application/testing/strict-fake';
import type { StockMovementsApi, WriteOptions } from '../../application/stock-movements/stock-movements.port';
import { changeTime, signedAmount } from './log-labels';
import { MovementLogViewModel } from './movement-log.view-model';
import { sequentialIds, written } from '../../application/stock-movements/testing/stock-fakes';
import { logChange } from '../../application/movement-log/testing/log-fixtures';

const change = logChange;
const page = (ids: number[], next: number | null, previous: number | null): LogPage => ({
  changes: ids.map((id) => change(id)),
  next_id: next,
  previous_id: previous,
});

function logVm(pages: (r: LogPageRequest) => LogPage | Promise<LogPage>, stock: Partial<StockMovementsApi> = {}) {
  const asked: LogPageRequest[] = [];
  const log = strictFake<MovementLogApi>('MovementLogApi', {
    page: async (r) => {
      asked.push(r);
      return pages(r);
    },
  });
  const vm = new MovementLogViewModel({
    log,
    stock: strictFake<StockMovementsApi>('StockMovementsApi', stock),
    ids: sequentialIds(),
  });
  return { vm, asked };
}

describe('MovementLogViewModel', () => {
  it('R-LOG-01 pages by next_id (older) and previous_id (newer) exactly as the server handed them out', async () => {
    const { vm, asked } = logVm((r) =>
      r.next_id === 26
        ? page([25, 24], null, 25)
        : r.previous_id === 25
          ? page([50, 49], 26, null)
          : page([50, 49], 26, null),
    );
    await vm.load();
    expect(vm.hasOlder).toBe(true);
    await vm.olderClicked();
    expect(vm.changes.map((c) => c.id)).toEqual([25, 24]);
    expect(vm.hasOlder).toBe(false);
    await vm.newerClicked();
    expect(asked).toEqual([{}, { next_id: 26 }, { previous_id: 25 }]);
  });

  it('R-LOG-01 is live: a change heard on the newest page is fetched at once; "Novější" there asks again; an older page stays put', async () => {
    let newest = [50, 49];
    const { vm, asked } = logVm((r) => (r.next_id === 49 ? page([48], null, 48) : page(newest, 49, null)));
    await vm.load();
    newest = [51, 50];
    await vm.liveChanged();
    expect(vm.changes.map((c) => c.id)).toEqual([51, 50]);
    expect(vm.hasNewer).toBe(true);
    newest = [52, 51];
    await vm.newerClicked();
    expect(vm.changes.map((c) => c.id)).toEqual([52, 51]);
    await vm.olderClicked();
    await vm.liveChanged();
    expect(vm.changes.map((c) => c.id)).toEqual([48]);
    expect(asked).toEqual([{}, {}, {}, { next_id: 49 }]);
  });

  it('R-UI-10 shows change times in cs-CZ with seconds and 24-hour time, and signed amounts', () => {
    const c = change(1, { created_at: new Date(2026, 10, 22, 15, 4, 9).toISOString() });
    expect(changeTime(c)).toBe('22. 11. 2026 15:04:09');
    expect(signedAmount({ ...c.details[0], amount: -3 })).toBe('−3');
  });

  it('R-LOG-02 reverts a change only after confirmation, then reloads the page it is on', async () => {
    const reverted: Array<[number, WriteOptions]> = [];
    let afterRevert = false;
    const { vm, asked } = logVm(() => (afterRevert ? { ...page([51, 50], null, null) } : page([50], null, null)), {
      revert: async (id, o) => {
        reverted.push([id, o]);
        afterRevert = true;
        return written(51);
      },
    });
    await vm.load();
    vm.revertRequested(vm.changes[0]);
    expect(reverted).toEqual([]);
    expect(vm.revertAsk.target?.id).toBe(50);
    await vm.revertConfirmed();
    expect(reverted).toEqual([[50, { idempotencyKey: 'key-1' }]]);
    expect(asked).toHaveLength(2);
    expect(vm.changes.map((c) => c.id)).toEqual([51, 50]);
    expect(vm.notice?.text).toContain('zpětným záznamem 51');
  });

  it('offers no revert for a reverse record or a change already reverted', () => {
    const { vm } = logVm(() => page([], null, null));
    expect(vm.canRevert(change(1, { reverts_id: 3 }))).toBe(false);
    expect(vm.canRevert(change(2, { reverted_by_id: 9 }))).toBe(false);
    expect(vm.canRevert(change(3))).toBe(true);
  });

  it('shows a refused revert and a failed load in Czech', async () => {
    const { vm } = logVm(
      () => {
        throw new NetworkFailure({ reason: 'timeout', message: 'timeout' });
      },
      {
        revert: async () => {
          throw new OperationErrors({ errors: [{ code: 'A', detail: 'Nelze vrátit.' }] });
        },
      },
    );
    await vm.load();
    expect(vm.error).toBe('Server neodpověděl včas.');
    vm.revertRequested(change(4));
    await vm.revertConfirmed();
    expect(vm.notice).toEqual({ intent: 'danger', text: 'Nelze vrátit.' });
  });
});
