import { expect, it } from 'vitest';
import { describeOnEachStorage } from '../support/storage-matrix';

// Issue 25 item 6: settings saved at the same time never overwrite each other. Each save sends the
// keys it changes (as the settings screen does) and the server merges them in one statement.
describeOnEachStorage('settings saved at the same time', ({ server }) => {
  let admin = '';
  const api = async (path: string, body: unknown) => {
    admin ||= await server().login('admin');
    return server().call('POST', `/api/sklad${path}`, { token: admin, body });
  };
  const eshop = async () => (await server().call('GET', '/api/sklad/eshop/', { token: admin })).body;

  it('40 concurrent common-settings saves of different keys lose 0 keys', async () => {
    const keys = Array.from({ length: 40 }, (_, i) => `race_key_${i}`);
    const answers = await Promise.all(keys.map((key, i) => api('/update_common_settings/', { [key]: i })));
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(200));
    const stored = (await eshop()).common_settings as Record<string, unknown>;
    expect(keys.filter((key, i) => stored[key] !== i)).toEqual([]);
  });

  it('print settings: concurrent saves of different parts and fields keep every one, 5 rounds', async () => {
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([
        api('/update_print_settings/', { manual: { productTemplate: 100 + round } }),
        api('/update_print_settings/', { manual: { locationTemplate: 200 + round } }),
        api('/update_print_settings/', { automated: { productTemplate: 300 + round } }),
        api('/update_print_settings/', { automated: { locationTemplate: 400 + round } }),
        api('/update_print_settings/', { automated: { product: round % 2 === 0 } }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      const { manual, automated } = (await eshop()).print_settings;
      expect({ manual, automated }).toMatchObject({
        manual: { productTemplate: 100 + round, locationTemplate: 200 + round },
        automated: { productTemplate: 300 + round, locationTemplate: 400 + round, product: round % 2 === 0 },
      });
    }
  });

  it('a save answers the whole merged value, as before', async () => {
    const res = await api('/update_common_settings/', { sounds: false });
    expect(res.status).toBe(200);
    expect(res.body.common_settings).toMatchObject({ sounds: false, race_key_0: 0 });
  });
});
