import { describe, expect, it, vi } from 'vitest';
import { HttpFailure } from '../../application/errors';
import type { RelocationRulesApi } from '../../application/relocation/relocation-api.port';
import { CANDIDATE } from '../../application/relocation/testing/consolidation-candidate';
import type { StockMovementsApi } from '../../application/stock-movements/stock-movements.port';
import { strictFake } from '../../application/testing/strict-fake';
import { ConsolidationViewModel } from './consolidation.view-model';

function setup(relocate: StockMovementsApi['relocate']) {
  let left = [CANDIDATE];
  const consolidation = vi.fn(async () => ({ items: left }));
  const api = strictFake<RelocationRulesApi>('RelocationRulesApi', { consolidation });
  const stock = strictFake<StockMovementsApi>('StockMovementsApi', { relocate });
  const vm = new ConsolidationViewModel({ api, stock, ids: { uuid: () => 'k-1' } });
  return { vm, consolidation, drain: () => (left = []) };
}

describe('ConsolidationViewModel', () => {
  it('moves a candidate as one relocation of its batch onto the home, then fetches the list again', async () => {
    const relocate = vi.fn(async () => ({ change_id: 1, shoptet_sync: true, movements: [] }));
    const { vm, consolidation, drain } = setup(relocate);
    await vm.load();
    expect(vm.items).toEqual([CANDIDATE]);
    relocate.mockImplementationOnce(async () => {
      drain();
      return { change_id: 1, shoptet_sync: true, movements: [] };
    });
    expect(await vm.move(CANDIDATE)).toBe(true);
    expect(relocate).toHaveBeenCalledTimes(1);
    expect(relocate).toHaveBeenCalledWith(
      expect.objectContaining({
        products: [
          { code: 'ZAH1', amount: 3, sarze_id: 7, from: 'K-02', to: 'K-01' },
          { code: 'ZAH1', amount: 2, sarze_id: 7, from: 'K-03', to: 'K-01' },
        ],
      }),
      { idempotencyKey: 'k-1' },
    );
    expect(consolidation).toHaveBeenCalledTimes(2);
    expect(vm.items).toEqual([]);
    expect(vm.notice).toEqual({ intent: 'success', text: 'ZAH1 (šarže S-7): 5 ks sloučeno na K-01.' });
  });

  it('a refused move says why in Czech and keeps the list', async () => {
    const relocate = vi.fn(async () => {
      throw new HttpFailure({ status: 400, payload: { detail: 'Na pozici K-02 není dost kusů.' } });
    });
    const { vm, consolidation } = setup(relocate);
    await vm.load();
    expect(await vm.move(CANDIDATE)).toBe(false);
    expect(vm.notice?.intent).toBe('danger');
    expect(vm.notice?.text).toContain('K-02');
    expect(vm.items).toEqual([CANDIDATE]);
    expect(consolidation).toHaveBeenCalledTimes(1);
    expect(vm.moving).toBeNull();
  });
});
