import { describe, expect, it } from 'vitest';
import { OperationErrors } from '../errors';
import type { StockMovementsApi, WriteOptions } from '../stock-movements/stock-movements.port';
import { sequentialIds, written } from '../stock-movements/testing/stock-fakes';
import { strictFake } from '../testing/strict-fake';
import { canRevert, revertThenRefetch, type RevertNotice } from './revert-change';
import { logChange, logDetail } from './testing/log-fixtures';

describe('reverting a logged change', () => {
  it('R-LOG-02 offers no revert for a reverse record, a reverted change or one that moved nothing', () => {
    expect(canRevert(logChange(1))).toBe(true);
    expect(canRevert(logChange(1, { reverts_id: 3 }))).toBe(false);
    expect(canRevert(logChange(1, { reverted_by_id: 9 }))).toBe(false);
    expect(canRevert(logChange(1, { details: [logDetail(1, 'ZAH0001', 0)] }))).toBe(false);
  });

  it('R-LOG-02 reverts under a fresh key and names the reverse record; a refusal is the Czech detail', async () => {
    const asked: Array<[number, WriteOptions]> = [];
    let refuse = false;
    const stock = strictFake<StockMovementsApi>('StockMovementsApi', {
      revert: async (id, o) => {
        asked.push([id, o]);
        if (refuse) throw new OperationErrors({ errors: [{ code: 'A', detail: 'Nelze vrátit.' }] });
        return written(51);
      },
    });
    const ports = { stock, ids: sequentialIds() };
    const seen: Array<RevertNotice | 'refetched'> = [];
    const told = (n: RevertNotice) => void seen.push(n);
    const refetch = async () => void seen.push('refetched');
    await revertThenRefetch(ports, logChange(50), told, refetch);
    expect(seen).toEqual([{ intent: 'success', text: 'Pohyb 50 byl vrácen zpětným záznamem 51.' }, 'refetched']);
    refuse = true;
    seen.length = 0;
    await revertThenRefetch(ports, logChange(50), told, refetch);
    // a refused revert changed nothing: the page is not fetched again
    expect(seen).toEqual([{ intent: 'danger', text: 'Nelze vrátit.' }]);
    expect(asked).toEqual([
      [50, { idempotencyKey: 'key-1' }],
      [50, { idempotencyKey: 'key-2' }],
    ]);
  });
});
