import { describe, expect, it } from 'vitest';
import type { EshopSyncApi, StockComparisonDto } from '../../application/eshop-sync/eshop-sync-api.port';
import { HttpFailure } from '../../application/errors';
import { strictFake } from '../../application/testing/strict-fake';
import { StockComparisonViewModel } from './stock-comparison.view-model';

const COMPARISON: StockComparisonDto = {
  compared: 3,
  rows_waiting: 0,
  differences: [
    { code: 'ZAH0001', name: 'Hadice', warehouse: 5, eshop: 7, claim: 0, difference: 2 },
    { code: 'ZAH0002', name: 'Konev', warehouse: 1, eshop: null, claim: null, difference: null },
  ],
};

describe('the stock comparison under the e-shop card', () => {
  it('sets the e-shop to the warehouse only for the chosen products and says how many in Czech', async () => {
    const sent: (readonly string[])[] = [];
    const vm = new StockComparisonViewModel(
      strictFake<EshopSyncApi>('EshopSyncApi', {
        comparison: async () => COMPARISON,
        setToWarehouse: async (codes) => (sent.push(codes), { queued: codes.length }),
      }),
    );
    await vm.compareClicked();
    await vm.applyClicked();
    expect(sent).toEqual([]);
    vm.toggled('ZAH0002');
    await vm.applyClicked();
    vm.allToggled();
    expect(vm.allChosen).toBe(true);
    await vm.applyClicked();
    expect(sent).toEqual([['ZAH0002'], ['ZAH0001', 'ZAH0002']]);
    expect(vm.done).toBe('E-shopu se nastaví stav skladu u 2 produktů.');
    expect(vm.chosen.size).toBe(0);
  });

  it("shows the server's Czech sentence when the e-shop does not answer", async () => {
    const vm = new StockComparisonViewModel(
      strictFake<EshopSyncApi>('EshopSyncApi', {
        comparison: async () => {
          throw new HttpFailure({ status: 400, payload: { detail: 'E-shop teď neodpovídá, zkuste to za chvíli.' } });
        },
      }),
    );
    await vm.compareClicked();
    expect([vm.error, vm.comparison, vm.busy]).toEqual(['E-shop teď neodpovídá, zkuste to za chvíli.', null, null]);
  });
});
