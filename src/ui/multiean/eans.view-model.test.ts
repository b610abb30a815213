import { describe, expect, it } from 'vitest';
import { HttpFailure } from '../../application/errors';
import { FakeMultiEanApi } from '../../application/multiean/testing/fake-multiean-api';
import type { ConfigApi } from '../../application/ports/config-api.port';
import { EansViewModel } from './eans.view-model';

function setUp() {
  const api: FakeMultiEanApi = new FakeMultiEanApi((body, selfId): unknown =>
    api.boxes.some((b) => b.ean === body.ean && b.id !== selfId)
      ? new HttpFailure({ status: 400, payload: { detail: `EAN ${body.ean} již existuje` } })
      : null,
  );
  const saved: unknown[] = [];
  const config = { updateMultieanDelimiters: async (d: unknown) => void saved.push(d) } as unknown as ConfigApi;
  let n = 0;
  const kept: unknown[] = [];
  const vm = new EansViewModel({
    api,
    config,
    ids: { uuid: () => `k${++n}` },
    delimiters: { delimiters: ['*'], num: 1 },
    eshopSaved: (patch) => void kept.push(patch),
  });
  return { api, vm, saved, kept };
}

describe('EansViewModel', () => {
  it('R-SCAN-07 creates a box, then shows the server\'s "EAN {ean} již existuje" for a second box with that EAN', async () => {
    const { api, vm } = setUp();
    vm.formOpened();
    vm.formChanged({ ean: '8590000000066', code: 'ZAH0001', amount: '6' });
    await vm.formSubmitted();
    expect(vm.form).toBeNull();
    expect(vm.items).toEqual([{ id: 1, ean: '8590000000066', code: 'ZAH0001', amount: 6 }]);
    vm.formOpened();
    vm.formChanged({ ean: '8590000000066', code: 'ZAH0002', amount: '2' });
    await vm.formSubmitted();
    expect(vm.formError).toBe('EAN 8590000000066 již existuje');
    expect(vm.form).not.toBeNull();
    expect(api.boxes).toHaveLength(1);
  });

  it('refuses a form without a whole positive amount before calling the server', async () => {
    const { api, vm } = setUp();
    vm.formOpened();
    vm.formChanged({ ean: '1', code: 'ZAH0001', amount: '1,5' });
    await vm.formSubmitted();
    expect(vm.formError).toBe('Počet kusů v balení musí být celé číslo větší než 0.');
    expect(api.keys).toEqual([]);
  });

  it('edits and deletes a box', async () => {
    const { api, vm } = setUp();
    api.boxes = [{ id: 7, ean: '859', code: 'ZAH0001', amount: 6 }];
    await vm.load();
    vm.formOpened(vm.items[0]);
    vm.formChanged({ amount: '12' });
    await vm.formSubmitted();
    expect(api.boxes[0].amount).toBe(12);
    vm.deleteAsk.requested(vm.items[0]);
    await vm.deleteConfirmed();
    expect(vm.items).toEqual([]);
  });

  it('R-SCAN-06 previews a sample scan with the delimiters as typed, saves them, and scanning uses them at once', async () => {
    const { vm, saved, kept } = setUp();
    vm.delimitersChanged({ sample: '12x8594000000015' });
    expect(vm.preview).toEqual([{ code: '12x8594000000015', quantity: 1 }]);
    vm.delimitersChanged({ characters: '*x*' });
    expect(vm.preview).toEqual([
      { code: '12x8594000000015', quantity: 1 },
      { code: '8594000000015', quantity: 12 },
    ]);
    vm.delimitersChanged({ sample: '12*24', num: 2 });
    expect(vm.preview[1]).toEqual({ code: '12', quantity: 24 });
    await vm.delimitersSaved();
    expect(saved).toEqual([{ delimiters: ['*', 'x'], num: 2 }]);
    expect(kept).toEqual([{ multiean_delimiters: { delimiters: ['*', 'x'], num: 2 } }]);
    expect(vm.delimiterNotice).toBe('Oddělovače uloženy.');
  });
});
