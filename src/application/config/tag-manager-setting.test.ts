import { describe, expect, it } from 'vitest';
import { TAG_MANAGER_ID_ERROR } from '../../domain/text/tag-manager-id';
import type { ConfigApi } from '../ports/config-api.port';
import { strictFake } from '../testing/strict-fake';
import { saveTagManagerId } from './tag-manager-setting';

const recording = () => {
  const sent: unknown[] = [];
  const api = strictFake<ConfigApi>('ConfigApi', { updateCommonSettings: async (s) => void sent.push(s) });
  return { sent, api };
};

describe('saveTagManagerId', () => {
  it('R-UI-11 refuses an id that is not GTM and alphanumerics in Czech, and sends nothing', async () => {
    const { sent, api } = recording();
    await expect(saveTagManagerId(api, 'UA-1234')).resolves.toEqual({ kind: 'invalid', error: TAG_MANAGER_ID_ERROR });
    expect(sent).toEqual([]);
  });
  it('R-UI-11 saves a valid id trimmed, and an empty field as none', async () => {
    const { sent, api } = recording();
    await expect(saveTagManagerId(api, ' GTM-AB12CD ')).resolves.toEqual({ kind: 'saved', id: 'GTM-AB12CD' });
    await expect(saveTagManagerId(api, '  ')).resolves.toEqual({ kind: 'saved', id: null });
    expect(sent).toEqual([{ tag_manager_id: 'GTM-AB12CD' }, { tag_manager_id: null }]);
  });
});
