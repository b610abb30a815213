import { describe, expect, it } from 'vitest';
import { NetworkFailure, OperationErrors } from '../errors';
import { sequentialIds } from '../stock-movements/testing/stock-fakes';
import { strictFake } from '../testing/strict-fake';
import { ReviewStocktaking, commitErrors, movedAfterCount, resultOf } from './review-stocktaking';
import type { CheckChange, CommitRequest, StocktakingApi } from './stocktaking-api.port';

const change = (code: string, moved_after_count: number | null, stock_now: number | null = 7): CheckChange => ({
  location_name: 'A-01-1',
  name: null,
  sarze_id: null,
  code,
  before_amount: 10,
  after_amount: 8,
  stock_now,
  moved_after_count,
});

describe('reviewing and committing a stock-taking (use case)', () => {
  it('a moved line keeps the difference seen at count time unless the counted amount is chosen; blind shows nothing', () => {
    const moved = change('ZAH3', -3);
    expect([resultOf(moved, 'difference'), resultOf(moved, 'counted')]).toEqual([5, 8]);
    expect(resultOf(change('ZAH4', null, null), 'counted')).toBeNull();
    expect([movedAfterCount(moved), movedAfterCount(change('ZAH5', 0)), movedAfterCount(change('ZAH6', null))]).toEqual(
      [true, false, false],
    );
  });

  it('sends the lines chosen "counted" as overrides; a retry keeps its key, another choice or review gets a new one', async () => {
    const commits: Array<[CommitRequest, string]> = [];
    const reviewing = new ReviewStocktaking(7, {
      api: strictFake<StocktakingApi>('StocktakingApi', {
        commit: async (request, key) => {
          commits.push([request, key.idempotencyKey]);
          throw new NetworkFailure({ reason: 'network', message: 'x' });
        },
      }),
      ids: sequentialIds(),
    });
    const moved = [change('ZAH3', -3), change('ZAH4', 2)];
    const choice = (c: CheckChange) => (c.code === 'ZAH3' ? 'counted' : 'difference');
    await expect(reviewing.commit(moved, choice, true)).rejects.toThrow();
    await expect(reviewing.commit(moved, choice, true)).rejects.toThrow();
    reviewing.changed();
    await expect(reviewing.commit(moved, () => 'difference', false)).rejects.toThrow();
    expect(commits.map(([, key]) => key)).toEqual(['key-1', 'key-1', 'key-2']);
    expect(commits[0][0]).toEqual({
      id: 7,
      shoptet_sync: true,
      resolution: 'difference',
      overrides: [{ location_name: 'A-01-1', code: 'ZAH3', sarze_id: null, keep: 'counted' }],
    });
    expect(commits[2][0]).toMatchObject({ shoptet_sync: false, overrides: [] });
  });

  it('R-HTTP-08 a refused commit lists every refused line at once', () => {
    const refused = new OperationErrors({
      errors: [
        { code: 'ZAH3', detail: 'První' },
        { code: 'ZAH4', detail: 'Druhá' },
      ],
    });
    expect(commitErrors(refused)).toEqual(['První', 'Druhá']);
    expect(commitErrors(new NetworkFailure({ reason: 'network', message: 'x' }))).toHaveLength(1);
  });
});
