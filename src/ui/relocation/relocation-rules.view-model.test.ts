import { describe, expect, it, vi } from 'vitest';
import { HttpFailure } from '../../application/errors';
import type { LayoutApi } from '../../application/layout/layout-api.port';
import type { Category, RelocationRulesApi } from '../../application/relocation/relocation-api.port';
import { strictFake } from '../../application/testing/strict-fake';
import { RelocationRulesViewModel } from './relocation-rules.view-model';

const CAT: Category = { id: 1, name: 'Expedice', data: [] };
const layout = strictFake<LayoutApi>('LayoutApi', {
  sectors: async () => [
    { id: 3, sector_name: 'C', order: 0, zone_id: null, picking: false, multiple_batches: false, non_stock: false },
    { id: 9, sector_name: 'P', order: 1, zone_id: null, picking: false, multiple_batches: false, non_stock: true },
  ],
  zones: async () => [],
});

function setup(extra: Partial<RelocationRulesApi> = {}) {
  const api = strictFake<RelocationRulesApi>('RelocationRulesApi', { listRules: async () => [CAT], ...extra });
  return new RelocationRulesViewModel({ api, layout });
}

describe('RelocationRulesViewModel', () => {
  it('offers only stock sectors, and saves a new category once its rule is complete', async () => {
    const save = vi.fn(async (c) => ({ id: 2, name: c.name, data: c.data }));
    const vm = setup({ save });
    await vm.load();
    expect(vm.sectors.map((s) => s.sector_name)).toEqual(['C']);
    vm.startNew();
    vm.rename('Doplnění');
    expect(vm.problems.length).toBeGreaterThan(0);
    expect(await vm.save()).toBe(false);
    vm.toggle(0, 'from', 'sector', 3);
    vm.toggle(0, 'to', 'zone', 4);
    vm.setNumber(0, 'min', 2);
    expect(vm.problems).toEqual([]);
    expect(await vm.save()).toBe(true);
    expect(save.mock.calls[0][0]).toMatchObject({
      id: null,
      name: 'Doplnění',
      data: [{ from_sector_ids: [3], min: 2 }],
    });
    expect(vm.categories.map((c) => c.name)).toEqual(['Doplnění', 'Expedice']);
    expect(vm.draft).toBeNull();
  });

  it('R-SUG-04 a refused delete shows the detail and keeps the category', async () => {
    const vm = setup({
      remove: async () => {
        throw new HttpFailure({ status: 404, payload: { detail: 'Kategorie pravidel 1 neexistuje.' } });
      },
    });
    await vm.load();
    expect(await vm.remove(CAT)).toBe(false);
    expect(vm.notice).toEqual({ intent: 'danger', text: 'Kategorie pravidel 1 neexistuje.' });
    expect(vm.categories).toEqual([CAT]);
  });
});
