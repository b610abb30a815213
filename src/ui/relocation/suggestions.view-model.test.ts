import { describe, expect, it, vi } from 'vitest';
import type { RelocationRulesApi, Suggestions } from '../../application/relocation/relocation-api.port';
import type { StockMovementsApi } from '../../application/stock-movements/stock-movements.port';
import type { ScanLookup, ScanLookupAnswer } from '../../application/scanning/scan-lookup.port';
import { MemoryStore } from '../../application/testing/memory-store';
import { strictFake } from '../../application/testing/strict-fake';
import type { SuggestionItem } from '../../domain/relocation/suggestions';
import { SuggestionsViewModel } from './suggestions.view-model';
import { suggestionItem as item } from '../../domain/relocation/testing/suggestion-item';

const COLLECT = [item('ZAH1', 'C-01-1', 4, 0, 1), item('ZAH1', 'C-01-2', 3, 0, 2)];
const DEPOSIT = [item('ZAH1', 'E-01-1', 7, 7, 1)];
/** The one scan lookup as the server answers it: ZAH1's EAN and a multi-EAN box of it name ZAH1. */
const NAMES: Record<string, string> = {
  '8594100000015': 'ZAH1',
  'BOX-ZAH1': 'ZAH1',
  zah1: 'ZAH1',
  '8594100000022': 'ZAH2',
};
const lookup: ScanLookup = {
  lookUp: vi.fn(async (code: string) => {
    const name = NAMES[code];
    return { location: null, contents: null, product: name ? { variant: { code: name } } : null } as ScanLookupAnswer;
  }),
};

function setup(
  options: {
    store?: MemoryStore;
    relocate?: StockMovementsApi['relocate'];
    lists?: { collect: SuggestionItem[]; deposit: SuggestionItem[] };
  } = {},
) {
  const { collect, deposit } = options.lists ?? { collect: COLLECT, deposit: DEPOSIT };
  let n = 0;
  const ids = { uuid: () => `g-${++n}` };
  const suggestions = vi.fn(async (_id: number, list: 'collect' | 'deposit', guid: string): Promise<Suggestions> => ({
    guid,
    items: list === 'collect' ? collect : deposit,
  }));
  const api = strictFake<RelocationRulesApi>('RelocationRulesApi', { suggestions });
  const stock = strictFake<StockMovementsApi>(
    'StockMovementsApi',
    options.relocate ? { relocate: options.relocate } : {},
  );
  const store = options.store ?? new MemoryStore();
  return { vm: new SuggestionsViewModel(5, { api, stock, store, ids, lookup }), suggestions, store };
}

describe('SuggestionsViewModel', () => {
  it('R-SUG-01 scanning location then product collects locally (temporary); a fetch makes it fresh again', async () => {
    const { vm } = setup();
    await vm.load();
    expect(vm.lists.temporary).toBe(false);
    vm.accept('c-01-1');
    vm.accept('ZAH1');
    expect(vm.lists.temporary).toBe(true);
    expect(vm.visible.map((i) => i.location_name)).toEqual(['C-01-2']);
    expect(vm.inHand.get('ZAH1')).toEqual([{ location: 'C-01-1', amount: 4, sarze_id: 0 }]);
    await vm.load();
    expect(vm.lists.temporary).toBe(false);
    expect(vm.visible).toHaveLength(2);
  });

  it('R-SUG-02 an answer of an older fetch is discarded', async () => {
    const { vm, suggestions } = setup();
    let release!: () => void;
    suggestions.mockImplementationOnce(
      (_id, list, guid) =>
        new Promise((resolve) => (release = () => resolve({ guid, items: list === 'collect' ? [] : [] }))),
    );
    const first = vm.load();
    await vm.load();
    release();
    await first;
    expect(vm.lists.collect).toEqual(COLLECT);
  });

  it('R-SUG-03 hidden lines are kept in local storage by code and location', async () => {
    const store = new MemoryStore({ hiddenSuggestions: JSON.stringify(['ZAH1@C-01-2']) });
    const { vm } = setup({ store });
    await vm.load();
    expect(vm.visible.map((i) => i.location_name)).toEqual(['C-01-1']);
    expect(vm.hiddenCount).toBe(1);
    vm.toggleHide(vm.visible[0]);
    expect(JSON.parse(store.get('hiddenSuggestions')!)).toEqual(['ZAH1@C-01-1', 'ZAH1@C-01-2']);
    vm.toggleShowHidden();
    expect(vm.visible.map((i) => i.hidden)).toEqual([true, true]);
  });

  it('depositing what was collected is one ledger relocation from each place it came from', async () => {
    const relocate = vi.fn(async () => ({ change_id: 1, shoptet_sync: true, movements: [] }));
    const { vm } = setup({ relocate });
    await vm.load();
    vm.collect(vm.lists.collect[0]);
    vm.collect(vm.lists.collect[0]);
    vm.selectTab('deposit');
    vm.accept('E-01-1');
    vm.accept('ZAH1');
    await vi.waitFor(() => expect(vm.lists.deposit).toEqual([]));
    expect(relocate).toHaveBeenCalledWith(
      expect.objectContaining({
        products: [
          { code: 'ZAH1', amount: 4, sarze_id: null, from: 'C-01-1', to: 'E-01-1' },
          { code: 'ZAH1', amount: 3, sarze_id: null, from: 'C-01-2', to: 'E-01-1' },
        ],
      }),
      { idempotencyKey: expect.any(String) },
    );
    expect(vm.hasUnsentItems).toBe(false);
  });

  it('batched goods: each batch collected is deposited as exactly that batch, the other stays in hand', async () => {
    const relocate = vi.fn(async () => ({ change_id: 1, shoptet_sync: true, movements: [] }));
    const { vm } = setup({
      relocate,
      lists: {
        collect: [item('ZAH1', 'C-01-1', 4, 0, 1, 7), item('ZAH1', 'C-01-1', 3, 0, 2, 8)],
        deposit: [item('ZAH1', 'E-01-1', 4, 4, 1, 7), item('ZAH1', 'E-01-1', 3, 3, 2, 8)],
      },
    });
    await vm.load();
    vm.accept('C-01-1');
    vm.accept('ZAH1');
    vm.accept('ZAH1');
    expect(vm.inHand.get('ZAH1')).toEqual([
      { location: 'C-01-1', amount: 4, sarze_id: 7 },
      { location: 'C-01-1', amount: 3, sarze_id: 8 },
    ]);
    vm.selectTab('deposit');
    vm.accept('E-01-1');
    vm.accept('ZAH1');
    await vi.waitFor(() => expect(vm.lists.deposit.map((i) => i.sarze_id)).toEqual([8]));
    expect(relocate).toHaveBeenLastCalledWith(
      expect.objectContaining({ products: [{ code: 'ZAH1', amount: 4, sarze_id: 7, from: 'C-01-1', to: 'E-01-1' }] }),
      { idempotencyKey: expect.any(String) },
    );
    expect(vm.inHand.get('ZAH1')).toEqual([{ location: 'C-01-1', amount: 3, sarze_id: 8 }]);
    vm.accept('ZAH1');
    await vi.waitFor(() => expect(vm.lists.deposit).toEqual([]));
    expect(relocate).toHaveBeenLastCalledWith(
      expect.objectContaining({ products: [{ code: 'ZAH1', amount: 3, sarze_id: 8, from: 'C-01-1', to: 'E-01-1' }] }),
      { idempotencyKey: expect.any(String) },
    );
    expect(vm.hasUnsentItems).toBe(false);
  });

  it('R-SCAN-06 a product is taken by its EAN or multi-EAN box as by its code: one lookup, scans kept in order', async () => {
    const relocate = vi.fn(async () => ({ change_id: 1, shoptet_sync: true, movements: [] }));
    const { vm } = setup({ relocate });
    await vm.load();
    vm.accept('C-01-1');
    vm.accept('8594100000015');
    vm.accept('C-01-2');
    vm.accept('BOX-ZAH1');
    await vm.settled();
    expect(vm.inHand.get('ZAH1')).toEqual([
      { location: 'C-01-1', amount: 4, sarze_id: 0 },
      { location: 'C-01-2', amount: 3, sarze_id: 0 },
    ]);
    vm.selectTab('deposit');
    vm.accept('E-01-1');
    vm.accept('8594100000022');
    await vm.settled();
    expect(vm.notice?.text).toBe('8594100000022 (ZAH2) na pozici E-01-1 v seznamu není.');
    vm.accept('8594100000015');
    await vm.settled();
    expect(vm.lists.deposit).toEqual([]);
    expect(relocate).toHaveBeenCalledTimes(1);
  });

  it('a deposit without collecting first is refused locally', async () => {
    const { vm } = setup();
    await vm.load();
    expect(await vm.deposit(DEPOSIT[0])).toBe(false);
    expect(vm.notice?.intent).toBe('warning');
  });
});
