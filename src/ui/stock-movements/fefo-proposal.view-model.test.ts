import { describe, expect, it } from 'vitest';
import { BATCH_NOT_FINISHED } from '../../domain/batches/batch-rules';
import { productActionSpec, type ProductActionType } from '../../application/stock-movements/product-actions';
import type { ScannedProduct, StockMovementsApi } from '../../application/stock-movements/stock-movements.port';
import {
  fakeApi,
  fakeLookup,
  product,
  scanningOver,
  soundsRecorder,
} from '../../application/stock-movements/testing/stock-fakes';
import { ProductActionViewModel } from './product-action.view-model';

// 2026-03-10 at noon in Prague: batch 1 expired yesterday, 2 expires in April, 3 in May, 4 has no expiry.
const NOW = new Date('2026-03-10T11:00:00Z');
const BATCHES = [
  { id: 1, name: 'L-STARA', expires_at: '2026-03-09' },
  { id: 2, name: 'L-DUBEN', expires_at: '2026-04-01' },
  { id: 3, name: 'L-KVETEN', expires_at: '2026-05-01' },
  { id: 4, name: 'L-BEZ', expires_at: null },
];
const at = (location: string, sarze_id: number, amount: number) => ({
  location_id: 1,
  location_name: location,
  sector_name: location[0],
  sarze_id,
  amount,
});

function screen(type: ProductActionType, products: Record<string, ScannedProduct>) {
  const api: Partial<StockMovementsApi> = {
    search: async (q) => {
      if (!products[q]) throw new Error(`unexpected search ${q}`);
      return products[q];
    },
  };
  const vm = new ProductActionViewModel(productActionSpec(type)!, {
    scanning: scanningOver(fakeApi(api)),
    sounds: soundsRecorder().sounds,
    now: () => NOW,
    logDefect: (e) => {
      throw e;
    },
  });
  return vm;
}
async function scan(vm: ProductActionViewModel, ...codes: string[]) {
  for (const c of codes) vm.accept(c, 'keyboard');
  await vm.queue.idle();
}

/** A product held at A-01-1 in the April and May batches (May listed first) and elsewhere in batch 1. */
const cheese = product('SYR', {
  sarze: BATCHES,
  stock: [at('A-01-1', 3, 5), at('A-01-1', 2, 4), at('B-01-1', 1, 2)],
});

describe('FEFO (B9) on stock-out and relocation', () => {
  it('proposes the batch expiring first at the scanned location on a stock-out, with nothing to warn of', async () => {
    const vm = screen('remove', { SYR: cheese });
    await scan(vm, 'A-01-1', 'SYR');
    expect(vm.lines.map((l) => [l.code, l.batch])).toEqual([['SYR', { kind: 'existing', id: 2 }]]);
    expect(vm.details.warningOf(vm.lines[0])).toBeNull();
  });

  it('proposes it on a relocation too, by what the source location holds', async () => {
    const vm = screen('location_change', { SYR: cheese });
    await scan(vm, 'A-01-1', 'SYR');
    expect(vm.lines[0].batch).toEqual({ kind: 'existing', id: 2 });
  });

  it('another batch may be chosen, and the line says which expires first', async () => {
    const vm = screen('remove', { SYR: cheese });
    await scan(vm, 'A-01-1', 'SYR');
    vm.list.existingBatchChosen(vm.lines[0], 3);
    expect(vm.lines[0].batch).toEqual({ kind: 'existing', id: 3 });
    expect(vm.details.warningOf(vm.lines[0])).toBe('Dříve expiruje šarže L-DUBEN; vybrána je jiná.');
  });

  it('warns on an expired batch, even when it is the one proposed', async () => {
    const vm = screen('remove', { SYR: cheese });
    await scan(vm, 'B-01-1', 'SYR');
    expect(vm.lines[0].batch).toEqual({ kind: 'existing', id: 1 });
    expect(vm.details.warningOf(vm.lines[0])).toBe('Šarže L-STARA je po expiraci.');
  });

  it('a batch without expiry comes after every dated one', async () => {
    const vm = screen('remove', {
      SYR: product('SYR', { sarze: BATCHES, stock: [at('A-01-1', 4, 9), at('A-01-1', 3, 1)] }),
    });
    await scan(vm, 'A-01-1', 'SYR');
    expect(vm.lines[0].batch).toEqual({ kind: 'existing', id: 3 });
  });

  it('stock-in proposes nothing and warns of nothing', async () => {
    const vm = screen('add', { SYR: cheese });
    await scan(vm, 'A-01-1', 'SYR');
    expect(vm.lines[0].batch).toBeNull();
    vm.list.existingBatchChosen(vm.lines[0], 1);
    expect(vm.details.warningOf(vm.lines[0])).toBeNull();
  });

  it('R-SCAN-03 while another batch is on the list, no batch is proposed and the scan is not refused', async () => {
    const ham = product('SUN', {
      sarze: [{ id: 9, name: 'S-1', expires_at: '2026-06-01' }],
      stock: [at('A-01-1', 9, 3)],
    });
    const vm = screen('remove', { SYR: cheese, SUN: ham });
    await scan(vm, 'A-01-1', 'SUN', 'SYR');
    expect(vm.notice?.text).not.toBe(BATCH_NOT_FINISHED);
    expect(vm.lines.map((l) => [l.code, l.batch])).toEqual([
      ['SYR', null],
      ['SUN', { kind: 'existing', id: 9 }],
    ]);
  });

  it('B9 across locations: a batch on another location expiring earlier is pointed to; a chosen batch held elsewhere that expires first is no "other batch"', async () => {
    const spread = product('SYR', {
      sarze: BATCHES,
      stock: [at('A-01-1', 3, 5), at('B-01-1', 2, 4)],
    });
    const vm = screen('remove', { SYR: spread });
    await scan(vm, 'A-01-1', 'SYR');
    expect(vm.lines[0].batch).toEqual({ kind: 'existing', id: 3 });
    expect(vm.details.warningOf(vm.lines[0])).toBe('Dříve expiruje šarže L-DUBEN na pozici B-01-1.');
    // the April batch chosen although it lies on B-01-1: it does expire first, nothing "earlier" to say
    vm.list.existingBatchChosen(vm.lines[0], 2);
    expect(vm.details.warningOf(vm.lines[0])).toBeNull();
  });

  it('a product scanned again keeps the batch its line has, not the proposal', async () => {
    const vm = screen('remove', { SYR: cheese });
    await scan(vm, 'A-01-1', 'SYR');
    vm.list.existingBatchChosen(vm.lines[0], 3);
    await scan(vm, 'SYR');
    expect(vm.lines.map((l) => [l.amount, l.batch])).toEqual([[2, { kind: 'existing', id: 3 }]]);
  });
});
