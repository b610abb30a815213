import { describe, expect, it } from 'vitest';
import type { EshopConfig } from '../../application/config/config-types';
import { HttpFailure } from '../../application/errors';
import type { ConfigApi } from '../../application/ports/config-api.port';
import type { PrintingApi } from '../../application/printing/printing-api.port';
import { MemoryStore } from '../../application/testing/memory-store';
import { strictFake } from '../../application/testing/strict-fake';
import { eshopConfig as eshop } from '../../application/config/testing/eshop-config';
import { SettingsViewModel } from './settings.view-model';

function rig(options: { shop?: EshopConfig; config?: Partial<ConfigApi>; store?: MemoryStore } = {}) {
  const saved: Array<Partial<EshopConfig>> = [];
  const store = options.store ?? new MemoryStore();
  const vm = new SettingsViewModel({
    config: strictFake<ConfigApi>('ConfigApi', options.config ?? {}),
    printing: strictFake<PrintingApi>('PrintingApi', { printers: async () => [], templates: async () => [] }),
    store,
    eshop: options.shop ?? eshop(),
    eshopSaved: (patch) => saved.push(patch),
    may: { print: true, delimiters: true },
  });
  return { vm, saved, store };
}

describe('SettingsViewModel', () => {
  it('R-CFG-01 shows stock sync off and refuses to switch it on with a public API without stock sync', async () => {
    const sent: unknown[] = [];
    const { vm } = rig({
      shop: eshop({ is_public_api: true, sync_public_api_stock: false, common_settings: { shoptet_sync: true } }),
      config: { updateCommonSettings: async (s) => void sent.push(s) },
    });
    expect(vm.common.shoptet_sync).toBe(false);
    expect(vm.lockedReason('shoptet_sync')).not.toBeNull();
    vm.commonToggled('shoptet_sync', true);
    expect(vm.common.shoptet_sync).toBe(false);
    await vm.saveCommonClicked();
    expect(sent).toEqual([{ shoptet_sync: false }]);
  });

  it('saves the common settings and keeps the app config in step', async () => {
    const sent: unknown[] = [];
    const { vm, saved } = rig({ config: { updateCommonSettings: async (s) => void sent.push(s) } });
    vm.commonToggled('sounds', false);
    await vm.saveCommonClicked();
    // Only what changed: the server merges key by key, so another user's save of another key stays.
    expect(sent).toEqual([{ sounds: false }]);
    expect(saved[0]?.common_settings).toEqual({ sounds: false });
    vm.commonToggled('shoptet_sync', false);
    await vm.saveCommonClicked();
    expect(sent[1]).toEqual({ shoptet_sync: false });
    expect(vm.saved).toBe('common');
  });

  it('R-PRN-01 saves the print defaults as the shop defaults', async () => {
    const sent: unknown[] = [];
    const { vm, saved } = rig({ config: { updatePrintSettings: async (s) => void sent.push(s) } });
    vm.automatedChanged({ product: true, productSingle: true });
    await vm.savePrintClicked();
    expect(sent).toEqual([{ manual: {}, automated: { product: true, productSingle: true } }]);
    expect(saved[0]?.print_settings?.automated.productSingle).toBe(true);
  });

  it('R-SCAN-06 checks the delimiters before sending and shows the server refusal in Czech', async () => {
    const { vm } = rig({
      config: {
        updateMultieanDelimiters: async () => {
          throw new HttpFailure({ status: 400, payload: { detail: 'Oddělovač smí mít nejvýše 1 znaků.' } });
        },
      },
    });
    vm.delimitersTyped('7');
    await vm.saveDelimitersClicked();
    expect(vm.error).toEqual({ part: 'delimiters', text: expect.stringMatching(/číslice/) });
    vm.delimitersTyped('* x');
    await vm.saveDelimitersClicked();
    expect(vm.error?.text).toBe('Oddělovač smí mít nejvýše 1 znaků.');
  });

  it('R-SCAN-08 R-CAM-07 keeps sounds, scanner mode, persistence and camera on this device', () => {
    const store = new MemoryStore({ virtualScanCameraGuid: 'cam-1' });
    const { vm } = rig({ store });
    expect(vm.playSounds).toBe(true);
    vm.soundsToggled(false);
    vm.scanModeChosen('confirm');
    vm.persistentToggled(true);
    expect(vm.cameraId).toBe('cam-1');
    vm.cameraForgotten();
    expect(store.dump()).toEqual({ playSounds: 'false', virtualScanner: '{"mode":"confirm","persistent":true}' });
  });
});
