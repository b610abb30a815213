import { describe, expect, it } from 'vitest';
import type { EshopConfig } from '../../application/config/config-types';
import type { ConfigApi } from '../../application/ports/config-api.port';
import { strictFake } from '../../application/testing/strict-fake';
import { TAG_MANAGER_ID_ERROR } from '../../domain/text/tag-manager-id';
import { TagManagerViewModel } from './tag-manager.view-model';

const setup = (stored: Record<string, unknown>) => {
  const sent: unknown[] = [];
  const patches: unknown[] = [];
  const vm = new TagManagerViewModel({
    config: strictFake<ConfigApi>('ConfigApi', { updateCommonSettings: async (s) => void sent.push(s) }),
    eshop: { common_settings: stored } as unknown as EshopConfig,
    eshopSaved: (p) => void patches.push(p),
  });
  return { vm, sent, patches };
};

describe('the tag-manager id in the settings', () => {
  it('R-UI-11 refuses an id that is not GTM and alphanumerics with the Czech error, sending nothing', async () => {
    const { vm, sent } = setup({});
    expect(vm.text).toBe('');
    vm.typed('UA-1234');
    await vm.saveClicked();
    expect(vm.error).toBe(TAG_MANAGER_ID_ERROR);
    expect(sent).toEqual([]);
  });

  it('R-UI-11 saves a valid id, and an emptied field switches it off', async () => {
    const { vm, sent, patches } = setup({ sounds: true, tag_manager_id: 'GTM-OLD1' });
    expect(vm.text).toBe('GTM-OLD1');
    vm.typed('GTM-AB12CD');
    await vm.saveClicked();
    expect([vm.saved, vm.error]).toEqual([true, null]);
    vm.typed('');
    await vm.saveClicked();
    expect(sent).toEqual([{ tag_manager_id: 'GTM-AB12CD' }, { tag_manager_id: null }]);
    expect(patches.at(-1)).toEqual({ common_settings: { sounds: true, tag_manager_id: null } });
  });
});
