import { describe, expect, it } from 'vitest';
import type { ConfigApi } from '../../application/ports/config-api.port';
import { strictFake } from '../../application/testing/strict-fake';
import { OrgEshopsViewModel } from './org-eshops.view-model';
import { ORG_ESHOPS_EXAMPLE as ORGS } from '../../application/config/testing/org-eshops-example';

describe('R-PERM-06 the e-shops of organisations (superadmin)', () => {
  it('lists every organisation with its e-shops and narrows them as the superadmin types', async () => {
    const vm = new OrgEshopsViewModel(strictFake<ConfigApi>('ConfigApi', { orgEshops: async () => ORGS }));
    await vm.load();
    expect(vm.summary).toBe('2 organizace, 3 e-shopy');
    vm.searchChanged('cizi');
    expect(vm.shown).toEqual([ORGS[1]]);
    expect(vm.summary).toBe('1 organizace, 1 e-shop');
  });

  it('shows a refusal in Czech', async () => {
    const vm = new OrgEshopsViewModel(
      strictFake<ConfigApi>('ConfigApi', {
        orgEshops: async () => {
          throw new Error('Uživatel není přihlášen.');
        },
      }),
    );
    await vm.load();
    expect(vm.error).toBeTruthy();
    expect(vm.organisations).toEqual([]);
  });
});
