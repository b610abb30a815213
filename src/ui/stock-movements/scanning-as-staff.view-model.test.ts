import { describe, expect, it } from 'vitest';
import { draftSlot } from '../../application/scanning/scan-drafts';
import { productActionSpec, type ProductActionType } from '../../application/stock-movements/product-actions';
import type { StockMovementsApi } from '../../application/stock-movements/stock-movements.port';
import {
  fakeApi,
  fakeLookup,
  product,
  scanningOver,
  soundsRecorder,
  written,
} from '../../application/stock-movements/testing/stock-fakes';
import { MemoryStore } from '../../application/testing/memory-store';
import { HttpFailure } from '../../application/errors';
import { ProductActionViewModel } from './product-action.view-model';

const notFound = (q: string) => new HttpFailure({ status: 404, payload: { detail: `Produkt „${q}“ nebyl nalezen.` } });
const KNOWN = ['ZAH0001', 'ZAH0002'];

function screen(
  type: ProductActionType,
  api: Partial<StockMovementsApi> = {},
  extra: { store?: MemoryStore; contents?: Parameters<typeof fakeLookup>[2] } = {},
) {
  const { sounds, played } = soundsRecorder();
  const store = extra.store ?? new MemoryStore();
  const vm = new ProductActionViewModel(productActionSpec(type)!, {
    scanning: scanningOver(
      fakeApi({
        search: async (q) => {
          if (KNOWN.includes(q)) return product(q, { amount: 5 });
          throw notFound(q);
        },
        ...api,
      }),
      fakeLookup(undefined, (c) => (KNOWN.includes(c.toUpperCase()) ? product(c.toUpperCase()) : null), extra.contents),
    ),
    drafts: draftSlot(store, { clientId: 1, eshopId: 101, screen: type }),
    now: () => new Date('2026-11-23T10:00:00Z'),
    sounds,
    logDefect: (e) => {
      throw e;
    },
  });
  return { vm, played, store };
}
async function scan(vm: ProductActionViewModel, ...codes: string[]) {
  for (const c of codes) vm.accept(c, 'keyboard');
  await vm.queue.idle();
}

describe('scanning as staff use it', () => {
  it('never takes a product scanned first for a location: it explains, sounds, and keeps waiting for a location', async () => {
    const { vm, played } = screen('add');
    await scan(vm, 'ZAH0001');
    expect(vm.location).toBeNull();
    expect(vm.phase).toBe('location');
    expect(vm.problems.items.map((p) => p.text)).toEqual([
      '„ZAH0001“ je produkt ZAH0001 (Produkt ZAH0001), ne pozice. Nejprve naskenujte pozici.',
    ]);
    expect(played).toEqual(['incorrect']);
    await scan(vm, 'X-99-9');
    expect(vm.location).toBeNull();
    expect(vm.problems.items[0].text).toBe('Pozice „X-99-9“ neexistuje.');
  });

  it('keeps every failed scan listed after later good scans, until the worker dismisses it', async () => {
    const { vm } = screen('add');
    await scan(vm, 'A-01-1', '0000425', 'ZAH0001', 'ZAH0002');
    expect(vm.notice).toBeNull();
    expect(vm.problems.items.map((p) => p.code)).toEqual(['0000425']);
    expect(vm.problems.items[0].text).toBe('Kód „0000425“ není produkt ani pozice.');
    vm.problems.dismiss(vm.problems.items[0].id);
    expect(vm.problems.items).toEqual([]);
  });

  it('reads hand-typed codes in other letter case as the one location or product they mean', async () => {
    const { vm } = screen('add');
    await scan(vm, 'b-01-1', 'zah0001');
    expect(vm.location).toBe('B-01-1');
    expect(vm.lines.map((l) => [l.code, l.amount])).toEqual([['ZAH0001', 1]]);
  });

  it('on location change a location scanned after the products is the target, without arming it first', async () => {
    const { vm } = screen('location_change');
    await scan(vm, 'A-01-1', 'ZAH0001', 'B-01-1');
    expect([vm.location, vm.target, vm.phase]).toEqual(['A-01-1', 'B-01-1', 'products']);
    await scan(vm, 'A-01-1');
    expect(vm.problems.items[0].text).toBe('Cílová pozice musí být jiná než A-01-1.');
  });

  it('elsewhere a location scanned with an unsent list asks to send it first; with an empty list it switches', async () => {
    const { vm } = screen('add');
    await scan(vm, 'A-01-1', 'B-01-1');
    expect(vm.location).toBe('B-01-1');
    await scan(vm, 'ZAH0001', 'A-01-1');
    expect(vm.location).toBe('B-01-1');
    expect(vm.problems.items[0].text).toContain('seznam pro pozici B-01-1 ještě není odeslaný');
  });

  it('edits an amount like a number: typed text commits whole, refusals leave the line, 0 never removes it', () => {
    const { vm } = screen('add');
    return scan(vm, 'A-01-1', 'ZAH0001').then(() => {
      const line = () => vm.lines[0];
      expect(vm.list.amountTyped(line(), '')).toBeNull();
      expect(line().amount).toBe(1);
      expect(vm.list.amountTyped(line(), '5')).toBeNull();
      expect(line().amount).toBe(5);
      for (const bad of ['-5', '1e9', '0', '2,5']) {
        expect(vm.list.amountTyped(line(), bad)).not.toBeNull();
        expect(line().amount).toBe(5);
      }
      vm.list.amountChanged(line(), 0);
      expect(vm.lines).toHaveLength(1);
    });
  });

  it('asks before an amount above the plausible one is used', async () => {
    const { vm } = screen('add');
    await scan(vm, 'A-01-1', 'ZAH0001');
    vm.list.amountTyped(vm.lines[0], '50000');
    expect(vm.lines[0].amount).toBe(1);
    expect(vm.list.pendingAmount?.amount).toBe(50000);
    vm.list.amountConfirmCancelled();
    expect(vm.lines[0].amount).toBe(1);
    vm.list.amountTyped(vm.lines[0], '50000');
    vm.list.amountConfirmed();
    expect(vm.lines[0].amount).toBe(50000);
  });

  it('removes a line only when asked, and brings it back in its place on undo', async () => {
    const { vm } = screen('add');
    await scan(vm, 'A-01-1', 'ZAH0001', 'ZAH0002');
    vm.list.lineRemoved(vm.lines[1]);
    expect(vm.lines.map((l) => l.code)).toEqual(['ZAH0002']);
    expect(vm.notice?.text).toBe('Odebráno: ZAH0001 (1 ks).');
    vm.list.removalUndone();
    expect(vm.lines.map((l) => l.code)).toEqual(['ZAH0002', 'ZAH0001']);
  });

  it('keeps the unsent list on the device and offers it back to a new screen of the same user and e-shop', async () => {
    const store = new MemoryStore();
    const first = screen('add', {}, { store }).vm;
    await scan(first, 'A-01-1', 'ZAH0001', 'ZAH0001');
    const again = screen('add', {}, { store }).vm;
    expect(again.offeredDraft?.lines.map((l) => [l.code, l.amount])).toEqual([['ZAH0001', 2]]);
    again.draftRestored();
    expect([again.location, again.lines.map((l) => l.amount)]).toEqual(['A-01-1', [2]]);
    await new Promise((r) => setTimeout(r, 0));
    expect(again.list.products.get('ZAH0001')?.name).toBe('Produkt ZAH0001');
  });

  it('forgets the kept list once it is sent', async () => {
    const store = new MemoryStore();
    const { vm } = screen('add', { stockIn: async () => written() }, { store });
    await scan(vm, 'A-01-1', 'ZAH0001');
    await vm.submitClicked();
    expect(screen('add', {}, { store }).vm.offeredDraft).toBeNull();
  });

  it('location check shows what the location should hold and writes unscanned products as 0 only after the review', async () => {
    const sent: unknown[] = [];
    const contents = {
      'A-01-1': [
        { code: 'ZAH0001', ean: null, name: 'Květináč', variant_name: '', image: null, sarze: null, amount: 2 },
        { code: 'ZAH0002', ean: null, name: 'Konev', variant_name: '', image: null, sarze: null, amount: 3 },
      ],
    };
    const { vm } = screen(
      'location_check',
      {
        checkLocation: async (r) => {
          sent.push(r);
          return written();
        },
      },
      { contents },
    );
    await scan(vm, 'A-01-1', 'ZAH0001');
    expect(vm.check.contents?.map((c) => c.code)).toEqual(['ZAH0001', 'ZAH0002']);
    await vm.submitClicked();
    expect(vm.check.review?.map((d) => [d.code, d.expected, d.counted, d.kind])).toEqual([
      ['ZAH0001', 2, 1, 'changed'],
      ['ZAH0002', 3, 0, 'missing'],
    ]);
    expect(sent).toEqual([]);
    await vm.reviewConfirmed();
    expect(sent).toEqual([
      {
        products: [
          { code: 'ZAH0001', amount: 1, sarze_id: null, new_sarze: null },
          { code: 'ZAH0002', amount: 0, sarze_id: null, new_sarze: null },
        ],
        location_name: 'A-01-1',
        source: 'Sklad',
      },
    ]);
  });
});
