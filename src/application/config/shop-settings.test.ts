import { describe, expect, it } from 'vitest';
import { HttpFailure } from '../errors';
import type { ConfigApi } from '../ports/config-api.port';
import { strictFake } from '../testing/strict-fake';
import type { EshopConfig } from './config-types';
import { ShopSettings } from './shop-settings';
import { eshopConfig } from './testing/eshop-config';

function rig(config: Partial<ConfigApi>) {
  const saved: Array<Partial<EshopConfig>> = [];
  const shop = new ShopSettings({
    config: strictFake<ConfigApi>('ConfigApi', config),
    eshop: eshopConfig(),
    eshopSaved: (patch) => saved.push(patch),
  });
  return { shop, saved };
}

describe('saving the e-shop settings (use case)', () => {
  it('sends only the switches that differ from what the server holds; a failed save is sent again', async () => {
    const sent: unknown[] = [];
    let fail = true;
    const { shop, saved } = rig({
      updateCommonSettings: async (values) => {
        sent.push(values);
        if (fail) throw new HttpFailure({ status: 500, payload: null });
      },
    });
    await expect(shop.saveCommon({ sounds: false })).rejects.toBeInstanceOf(HttpFailure);
    fail = false;
    await shop.saveCommon({ sounds: false });
    await shop.saveCommon({ sounds: false, shoptet_sync: false });
    expect(sent).toEqual([{ sounds: false }, { sounds: false }, { shoptet_sync: false }]);
    expect(saved.at(-1)?.common_settings).toEqual({ sounds: false, shoptet_sync: false });
  });

  it('R-PRN-01 sends the changed print defaults only, and keeps the app config whole', async () => {
    const sent: unknown[] = [];
    const { shop, saved } = rig({ updatePrintSettings: async (s) => void sent.push(s) });
    await shop.savePrint({ printer: 'Zebra' }, { product: true });
    await shop.savePrint({ printer: 'Brother' }, { product: true });
    expect(sent).toEqual([
      { manual: {}, automated: { product: true } },
      { manual: { printer: 'Brother' }, automated: {} },
    ]);
    expect(saved.at(-1)?.print_settings).toEqual({ manual: { printer: 'Brother' }, automated: { product: true } });
  });

  it('R-SCAN-06 refuses digits as delimiters before sending; saves the parsed delimiters', async () => {
    const sent: unknown[] = [];
    const { shop, saved } = rig({ updateMultieanDelimiters: async (d) => void sent.push(d) });
    expect(shop.delimiterRefusal({ delimiters: '7', num: '1' })).toMatch(/číslice/);
    expect(shop.delimiterRefusal({ delimiters: '* x', num: '2' })).toBeNull();
    await shop.saveDelimiters({ delimiters: '* x *', num: '2' });
    expect(sent).toEqual([{ delimiters: ['*', 'x'], num: 2 }]);
    expect(saved).toEqual([{ multiean_delimiters: { delimiters: ['*', 'x'], num: 2 } }]);
  });

  it('R-CFG-01 opens with stock sync off where a public API has no stock sync, and keeps that switch locked', () => {
    const shop = new ShopSettings({
      config: strictFake<ConfigApi>('ConfigApi', {}),
      eshop: eshopConfig({
        is_public_api: true,
        sync_public_api_stock: false,
        common_settings: { shoptet_sync: true, sounds: true },
        multiean_delimiters: { delimiters: ['*', 'x'], num: 3 },
      }),
      eshopSaved: () => undefined,
    });
    const form = shop.form();
    expect(form.common).toMatchObject({ shoptet_sync: false, sounds: true });
    expect(form).toMatchObject({ delimiters: '* x', num: '1' });
    expect(shop.toggled(form.common, 'shoptet_sync', true)).toBe(form.common);
    expect(shop.toggled(form.common, 'sounds', false)).toMatchObject({ shoptet_sync: false, sounds: false });
  });
});
