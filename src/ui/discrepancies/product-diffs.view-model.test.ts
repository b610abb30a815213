import { describe, expect, it } from 'vitest';
import { HttpFailure } from '../../application/errors';
import { FakeDiscrepanciesApi } from '../../application/discrepancies/testing/fake-discrepancies-api';
import { ProductDiffsViewModel } from './product-diffs.view-model';

const line = (code: string, location_name: string, amount: number) => ({
  code,
  name: null,
  amount,
  location_name,
  sector_name: 'A',
  sarze_id: null,
});

function setUp() {
  const api = new FakeDiscrepanciesApi();
  api.lists = {
    orphan: [line('ORF-1', 'A-01-1', 4), line('ORF-2', 'A-01-2', 1)],
    invisible: [line('SKR-1', 'A-01-1', 2)],
    set: [line('SADA-1', 'B-01-1', 3)],
  };
  api.duplicates = [
    {
      ean: '8590000000035',
      products: [
        { code: 'D1', name: 'A', variant_name: '', kind: 'product' },
        { code: 'D2', name: 'B', variant_name: '', kind: 'multiean' },
      ],
    },
  ];
  let n = 0;
  const vm = new ProductDiffsViewModel(api, { uuid: () => `key-${++n}` });
  return { api, vm };
}

describe('ProductDiffsViewModel', () => {
  it('loads the four lists and counts them per tab', async () => {
    const { vm } = setUp();
    await vm.load();
    expect([vm.count('orphan'), vm.count('invisible'), vm.count('set'), vm.count('duplicates')]).toEqual([2, 1, 1, 1]);
  });

  it("removing an orphan clears its whole line with the source 'smazany-produkt' and reloads the list", async () => {
    const { api, vm } = setUp();
    await vm.load();
    vm.removeRequested('orphan', vm.lists.orphan[0]);
    await vm.removeConfirmed();
    expect(api.cleared).toEqual([
      {
        what: 'orphan',
        key: 'key-1',
        body: {
          products: [{ code: 'ORF-1', amount: 4, sarze_id: null, location_name: 'A-01-1' }],
          source: 'smazany-produkt',
          shoptet_sync: false,
        },
      },
    ]);
    expect(vm.lists.orphan.map((l) => l.code)).toEqual(['ORF-2']);
    expect(vm.target).toBeNull();
    expect(vm.notice).toMatch(/4 kusy .*logu pohybů/);
  });

  it("removing every set line sends them together with the source 'smazanana-sada'", async () => {
    const { api, vm } = setUp();
    await vm.load();
    vm.removeAllRequested('set');
    await vm.removeConfirmed();
    expect(api.cleared[0].what).toBe('set');
    expect(api.cleared[0].body.source).toBe('smazanana-sada');
    expect(vm.count('set')).toBe(0);
  });

  it('a refused removal keeps the dialog and the list, shows the Czech detail, and a retry sends the same key', async () => {
    const { api, vm } = setUp();
    await vm.load();
    api.failClear = new HttpFailure({ status: 400, payload: { detail: 'Na pozici A-01-1 není dost kusů.' } });
    vm.removeRequested('orphan', vm.lists.orphan[0]);
    await vm.removeConfirmed();
    expect(vm.error).toBe('Na pozici A-01-1 není dost kusů.');
    expect(vm.target).not.toBeNull();
    expect(vm.count('orphan')).toBe(2);
    await vm.removeConfirmed();
    expect(api.cleared.map((c) => c.key)).toEqual(['key-1', 'key-1']);
  });
});
