import { describe, expect, it } from 'vitest';
import type { LayoutApi, LocationProductDto } from '../../application/layout/layout-api.port';
import { strictFake } from '../../application/testing/strict-fake';
import { LocationContentsViewModel } from './location-contents.view-model';

const line = (code: string, amount: number): LocationProductDto => ({
  code,
  ean: null,
  name: `Produkt ${code}`,
  variant_name: '',
  image: null,
  sarze: null,
  amount,
});

describe('a location opened from the overview', () => {
  it('shows what it holds, and with zero amounts also the emptied lines', async () => {
    const asked: unknown[] = [];
    const vm = new LocationContentsViewModel(
      strictFake<LayoutApi>('LayoutApi', {
        locationProducts: async (id, { zeroAmounts }) => {
          asked.push([id, zeroAmounts]);
          return zeroAmounts ? [line('A', 5), line('B', 0)] : [line('A', 5)];
        },
      }),
    );
    await vm.opened({ id: 930001, name: 'PACT-01' });
    expect(vm.contents?.lines.map((l) => l.code)).toEqual(['A']);
    expect(vm.summary).toBe('1 produkt, 5 ks');
    await vm.zeroAmountsChanged(true);
    expect(vm.contents?.lines.map((l) => l.code)).toEqual(['A', 'B']);
    expect(vm.summary).toBe('2 produkty, 5 ks');
    expect(asked).toEqual([
      [930001, false],
      [930001, true],
    ]);
  });

  it('drops an answer that comes after the dialog was closed', async () => {
    let answer: (l: LocationProductDto[]) => void = () => {};
    const vm = new LocationContentsViewModel(
      strictFake<LayoutApi>('LayoutApi', { locationProducts: () => new Promise((r) => (answer = r)) }),
    );
    const opening = vm.opened({ id: 1, name: 'A-01' });
    vm.closed();
    answer([line('A', 1)]);
    await opening;
    expect([vm.location, vm.contents]).toEqual([null, null]);
  });
});
