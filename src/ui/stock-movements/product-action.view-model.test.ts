import { afterEach, describe, expect, it, vi } from 'vitest';
import { BATCH_EXPIRY_MISSING, BATCH_NOT_FINISHED } from '../../domain/batches/batch-rules';
import { NetworkFailure, OperationErrors } from '../../application/errors';
import { QueuedOffline } from '../../application/offline/offline-failures';
import { productActionSpec, type ProductActionType } from '../../application/stock-movements/product-actions';
import type {
  ScannedProduct,
  StockMovementsApi,
  WriteOptions,
} from '../../application/stock-movements/stock-movements.port';
import { ScanSpinnerStore } from '../global/scan-spinner.store';
import { ProductActionViewModel } from './product-action.view-model';
import {
  fakeApi,
  fakeLookup,
  product,
  scanningOver,
  soundsRecorder,
  written,
} from '../../application/stock-movements/testing/stock-fakes';

function screen(type: ProductActionType, api: Partial<StockMovementsApi>, storage: Record<string, string> = {}) {
  const { sounds, played } = soundsRecorder(storage);
  const spinner = new ScanSpinnerStore();
  const vm = new ProductActionViewModel(productActionSpec(type)!, {
    scanning: scanningOver(fakeApi(api)),
    sounds,
    spinner,
    logDefect: (e) => {
      throw e;
    },
  });
  return { vm, played, spinner };
}
const catalogue = (products: Record<string, ScannedProduct>) => async (q: string) => {
  const p = products[q];
  if (!p) throw new Error(`unexpected search ${q}`);
  return p;
};
async function scan(vm: ProductActionViewModel, ...codes: string[]) {
  for (const c of codes) vm.accept(c, 'keyboard');
  await vm.queue.idle();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ProductActionViewModel: location and scanned list', () => {
  it('takes the first scan as the location once the lookup says it is one, then products', async () => {
    const { vm, played } = screen('add', { search: catalogue({ ZAH0001: product('ZAH0001') }) });
    await scan(vm, 'A-01-1');
    expect(vm.location).toBe('A-01-1');
    expect(vm.phase).toBe('products');
    await scan(vm, 'ZAH0001');
    expect(vm.lines.map((l) => [l.code, l.amount])).toEqual([['ZAH0001', 1]]);
    expect(played).toEqual(['beep', 'correct']);
  });

  it('R-SCAN-02 a new product counts 1, a multi-EAN box its custom quantity (R-SCAN-06 amount from the lookup)', async () => {
    const { vm } = screen('add', { search: catalogue({ A: product('A'), BOX: product('B', { customQuantity: 12 }) }) });
    await scan(vm, 'A-01-1', 'A', 'BOX');
    expect(vm.lines.map((l) => [l.code, l.amount, l.isMultiean])).toEqual([
      ['B', 12, true],
      ['A', 1, false],
    ]);
  });

  it('R-SCAN-01 a product scanned again gains its custom quantity and moves to the top; an amount can be set by hand', async () => {
    const { vm } = screen('add', {
      search: catalogue({ A: product('A'), B: product('B'), BOX: product('A', { customQuantity: 6 }) }),
    });
    await scan(vm, 'A-01-1', 'A', 'B');
    expect(vm.lines.map((l) => l.code)).toEqual(['B', 'A']);
    await scan(vm, 'BOX');
    expect(vm.lines.map((l) => [l.code, l.amount])).toEqual([
      ['A', 7],
      ['B', 1],
    ]);
    vm.list.amountChanged(vm.lines[1], 5);
    expect(vm.lines.map((l) => [l.code, l.amount])).toEqual([
      ['A', 7],
      ['B', 5],
    ]);
  });

  it('counts a burst of scans exactly, in order, though later lookups answer sooner', async () => {
    const delays: Record<string, number> = { A: 20, B: 1, C: 8 };
    const { vm } = screen('add', {
      search: async (q) => {
        await new Promise((r) => setTimeout(r, delays[q]));
        return product(q);
      },
    });
    await scan(vm, 'A-01-1', 'A', 'B', 'A', 'C', 'A', 'B');
    expect(vm.lines.map((l) => [l.code, l.amount])).toEqual([
      ['B', 2],
      ['A', 3],
      ['C', 1],
    ]);
  });

  it('refuses a product not found with the server text and the incorrect sound, and goes on with the next scan', async () => {
    const { HttpFailure } = await import('../../application/errors');
    const { vm, played } = screen('add', {
      search: async (q) => {
        if (q === 'nope') throw new HttpFailure({ status: 404, payload: { detail: 'Produkt „nope“ nebyl nalezen.' } });
        return product(q);
      },
    });
    await scan(vm, 'A-01-1', 'nope', 'A');
    expect(played).toEqual(['beep', 'incorrect', 'correct']);
    expect(vm.lines.map((l) => l.code)).toEqual(['A']);
  });

  it('stock out refuses a product the location does not hold', async () => {
    const { vm, played } = screen('remove', { search: async () => product('A', { invalidLocation: true }) });
    await scan(vm, 'A-01-1', 'A');
    expect(vm.lines).toEqual([]);
    expect(vm.notice?.text).toBe('Produkt A na pozici A-01-1 není.');
    expect(played.at(-1)).toBe('incorrect');
  });

  it('R-SCAN-08 plays no sound while playSounds is "false"', async () => {
    const { vm, played } = screen('add', { search: async (q) => product(q) }, { playSounds: 'false' });
    await scan(vm, 'A-01-1', 'A');
    expect(played).toEqual([]);
  });

  it('knows it holds unsent items (for the leave dialog) until they are sent or cleared', async () => {
    const { vm } = screen('add', { search: async (q) => product(q) });
    await scan(vm, 'A-01-1', 'A');
    expect(vm.hasUnsentItems).toBe(true);
    vm.clearClicked();
    expect(vm.hasUnsentItems).toBe(false);
  });
});

describe('ProductActionViewModel: product images', () => {
  it("shows a product's image under the e-shop's 'category' cut, and none for a product without one", async () => {
    const { sounds } = soundsRecorder();
    const vm = new ProductActionViewModel(productActionSpec('add')!, {
      scanning: scanningOver(
        fakeApi({
          search: async (q) =>
            product(q, {
              variant: { code: q, ean: null, name: null, image: q === 'A' ? 'a.jpg' : null, custom_quantity: null },
            }),
        }),
      ),
      sounds,
      imageCuts: () => [
        { name: 'detail', cdnPath: '/detail/' },
        { name: 'category', cdnPath: '/kat/' },
      ],
    });
    await scan(vm, 'A-01-1', 'A', 'B');
    expect(vm.lines.map((l) => [l.code, vm.details.imageOf(l)])).toEqual([
      ['B', null],
      ['A', '/kat/a.jpg'],
    ]);
  });
});

describe('ProductActionViewModel: batches', () => {
  const withBatches = (code: string) =>
    product(code, {
      sarze: [
        { id: 5, name: 'L1', expires_at: '2027-01-31' },
        { id: 6, name: 'L2', expires_at: null },
      ],
      vynutit_zadani_sarze: true,
    });

  it('R-SCAN-03 a second batch cannot be chosen while another batch waits in the list', async () => {
    const { vm, played } = screen('add', { search: async (q) => withBatches(q) });
    await scan(vm, 'A-01-1', 'A', 'B');
    vm.list.existingBatchChosen(vm.lines[1], 5);
    vm.list.existingBatchChosen(vm.lines[0], 6);
    expect(vm.notice?.text).toBe(BATCH_NOT_FINISHED);
    expect(vm.lines[0].batch).toBeNull();
    expect(played.at(-1)).toBe('incorrect');
  });

  it('R-SCAN-03 shows an unfinished batch as a warning by its reason code, never by its wording', async () => {
    const { vm } = screen('add', { search: async (q) => withBatches(q) });
    await scan(vm, 'A-01-1', 'A', 'B');
    vm.list.existingBatchChosen(vm.lines[1], 5);
    vm.list.existingBatchChosen(vm.lines[0], 6);
    expect(vm.notice?.intent).toBe('warning');

    const refusedWith = (reason: string) =>
      screen('add', {
        search: async () => {
          throw new OperationErrors({ errors: [{ code: 'A', reason, detail: BATCH_NOT_FINISHED }] });
        },
      }).vm;
    const unfinished = refusedWith('batch_not_finished');
    await scan(unfinished, 'A-01-1', 'A');
    expect(unfinished.notice).toEqual({ intent: 'warning', text: BATCH_NOT_FINISHED });
    const other = refusedWith('unknown_product');
    await scan(other, 'A-01-1', 'A');
    expect(other.notice).toEqual({ intent: 'danger', text: BATCH_NOT_FINISHED });
  });

  it('a product scanned again keeps counting into the batch its line has', async () => {
    const { vm } = screen('add', { search: async (q) => withBatches(q) });
    await scan(vm, 'A-01-1', 'A');
    vm.list.existingBatchChosen(vm.lines[0], 5);
    await scan(vm, 'A');
    expect(vm.lines.map((l) => [l.code, l.amount, l.batch])).toEqual([['A', 2, { kind: 'existing', id: 5 }]]);
  });

  it('R-SCAN-04 a new batch without expiry that the product lacks is refused with its message', async () => {
    const { vm } = screen('add', { search: async (q) => withBatches(q) });
    await scan(vm, 'A-01-1', 'A');
    vm.list.newBatchEntered(vm.lines[0], 'L9', null);
    expect(vm.notice?.text).toBe(BATCH_EXPIRY_MISSING);
    expect(vm.lines[0].batch).toBeNull();
  });

  it('R-SCAN-05 a typed batch matching an existing one by name (and expiry) is that batch; otherwise a new one with its expiry', async () => {
    const { vm } = screen('add', { search: async (q) => withBatches(q) });
    await scan(vm, 'A-01-1', 'A');
    vm.list.newBatchEntered(vm.lines[0], 'L1', '2027-01-31');
    expect(vm.lines[0].batch).toEqual({ kind: 'existing', id: 5 });
    vm.list.newBatchEntered(vm.lines[0], 'L1', '2028-05-01');
    expect(vm.lines[0].batch).toEqual({ kind: 'new', name: 'L1', expiresAt: '2028-05-01' });
  });

  it('does not send a line whose product requires a batch until one is chosen', async () => {
    const { vm } = screen('add', { search: async (q) => withBatches(q) });
    await scan(vm, 'A-01-1', 'A');
    expect(await vm.submitClicked()).toBe(false);
    expect(vm.notice?.text).toBe('Produkt A vyžaduje zadání šarže.');
  });

  it('takes stock out of the one batch the location holds without asking', async () => {
    const p = product('A', {
      sarze: [{ id: 5, name: 'L1', expires_at: null }],
      vynutit_zadani_sarze: true,
      amount: 3,
      stock: [{ location_id: 1, location_name: 'A-01-1', sector_name: 'A', sarze_id: 5, amount: 3 }],
    });
    const { vm } = screen('remove', { search: async () => p });
    await scan(vm, 'A-01-1', 'A');
    expect(vm.lines[0].batch).toEqual({ kind: 'existing', id: 5 });
  });
});

describe('ProductActionViewModel: submit', () => {
  it('R-SCAN-09 stock in sends the piped products to the location with the warehouse source and a key; success clears the list', async () => {
    const calls: Array<[unknown, WriteOptions]> = [];
    const { vm, played } = screen('add', {
      search: async (q) => product(q),
      stockIn: async (r, o) => {
        calls.push([r, o]);
        return written(41);
      },
    });
    await scan(vm, 'A-01-1', 'A', 'A');
    expect(await vm.submitClicked()).toBe(true);
    expect(calls).toEqual([
      [
        {
          products: [
            {
              code: 'A',
              ean: 'ean-A',
              amount: 2,
              requireBatch: false,
              isMultiean: false,
              sarze_id: null,
              new_sarze: null,
            },
          ],
          location_name: 'A-01-1',
          shoptet_sync: true,
          acknowledge_multiple_sarze: false,
          source: 'Sklad',
        },
        { idempotencyKey: 'key-1' },
      ],
    ]);
    expect(vm.lines).toEqual([]);
    expect(vm.undo.last).toMatchObject({ changeId: 41, pieces: 2 });
    expect(vm.location).toBe('A-01-1');
    expect(played.at(-1)).toBe('correct');
  });

  it('a submit retried after a lost answer carries the same idempotency key; a changed list a new one', async () => {
    const keys: string[] = [];
    let fail = true;
    const { vm } = screen('add', {
      search: async (q) => product(q),
      stockIn: async (_r, o) => {
        keys.push(o.idempotencyKey);
        if (fail) throw new NetworkFailure({ reason: 'timeout', message: 'timeout' });
        return written();
      },
    });
    await scan(vm, 'A-01-1', 'A');
    await vm.submitClicked();
    expect(vm.notice?.text).toContain('nezapíše dvakrát');
    await vm.submitClicked();
    await scan(vm, 'A');
    fail = false;
    await vm.submitClicked();
    expect(keys).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('R-HTTP-08 a refused submit keeps the list and marks each refused line with its text', async () => {
    const { vm, played } = screen('remove', {
      search: async (q) => product(q),
      stockOut: async () => {
        throw new OperationErrors({
          errors: [
            { code: 'B', line: 0, reason: 'insufficient_stock', detail: 'Na pozici A-01-1 je jen 0 ks produktu B.' },
          ],
        });
      },
    });
    await scan(vm, 'A-01-1', 'A', 'B');
    expect(await vm.submitClicked()).toBe(false);
    expect(vm.lines).toHaveLength(2);
    expect(vm.list.errorOf(vm.lines[0])).toBe('Na pozici A-01-1 je jen 0 ks produktu B.');
    expect(vm.list.errorOf(vm.lines[1])).toBeUndefined();
    expect(vm.notice?.text).toBe('Nic nebylo odesláno: opravte označenou položku.');
    expect(played.at(-1)).toBe('incorrect');
  });

  it('R-HTTP-08 a refusal not tied to a line (unknown location) shows the server text', async () => {
    const { vm } = screen('add', {
      search: async (q) => product(q),
      stockIn: async () => {
        throw new OperationErrors({
          errors: [{ code: '', reason: 'unknown_location', detail: 'Pozice „Z-9“ neexistuje.' }],
        });
      },
    });
    await scan(vm, 'Z-9', 'A');
    await vm.submitClicked();
    expect(vm.notice).toEqual({ intent: 'danger', text: 'Pozice „Z-9“ neexistuje.' });
  });

  it('asks for the acknowledgement of several batches on one location when the server wants it, and sends it', async () => {
    const acks: boolean[] = [];
    const { vm } = screen('add', {
      search: async (q) => product(q),
      stockIn: async (r) => {
        acks.push(r.acknowledge_multiple_sarze);
        if (!r.acknowledge_multiple_sarze)
          throw new OperationErrors({
            errors: [{ code: 'A', line: 0, reason: 'multiple_sarze', detail: 'Na pozici je již jiná šarže.' }],
          });
        return written();
      },
    });
    await scan(vm, 'A-01-1', 'A');
    await vm.submitClicked();
    expect(vm.needsMultipleBatchAck).toBe(true);
    vm.acknowledgeChanged(true);
    expect(await vm.submitClicked()).toBe(true);
    expect(acks).toEqual([false, true]);
  });

  it('no_sync_remove takes returns out without e-shop synchronisation', async () => {
    const sent: unknown[] = [];
    const { vm } = screen('no_sync_remove', {
      search: async (q) => product(q),
      stockOut: async (r) => {
        sent.push(r);
        return written();
      },
    });
    await scan(vm, 'R-1', 'A');
    await vm.submitClicked();
    expect(sent[0]).toMatchObject({ returns: true, shoptet_sync: false, location_name: 'R-1', source: 'Sklad' });
  });

  it('no_sync_add stocks in without synchronisation', async () => {
    const sent: unknown[] = [];
    const { vm } = screen('no_sync_add', {
      search: async (q) => product(q),
      stockIn: async (r) => {
        sent.push(r);
        return written();
      },
    });
    await scan(vm, 'R-1', 'A');
    await vm.submitClicked();
    expect(sent[0]).toMatchObject({ shoptet_sync: false, location_name: 'R-1' });
  });

  it('location check sends the counted amounts of the location once the worker has seen the differences', async () => {
    const sent: unknown[] = [];
    const { vm } = screen('location_check', {
      search: async (q) => product(q, { amount: 4 }),
      checkLocation: async (r) => {
        sent.push(r);
        return written();
      },
    });
    await scan(vm, 'A-01-1', 'A', 'A', 'A');
    expect(await vm.submitClicked()).toBe(false);
    expect(vm.check.open).toBe(true);
    expect(sent).toEqual([]);
    await vm.reviewConfirmed();
    expect(sent).toEqual([
      {
        products: [{ code: 'A', amount: 3, sarze_id: null, new_sarze: null }],
        location_name: 'A-01-1',
        source: 'Sklad',
      },
    ]);
  });

  it('R-SCAN-09 location change moves the scanned pieces from the source to the target location as a warehouse move', async () => {
    const sent: unknown[] = [];
    const { vm } = screen('location_change', {
      search: async (q) => product(q),
      relocate: async (r) => {
        sent.push(r);
        return written();
      },
    });
    await scan(vm, 'A-01-1', 'A', 'A');
    expect(vm.canSubmit).toBe(false);
    vm.targetScanRequested();
    await scan(vm, 'B-02-1');
    expect(vm.target).toBe('B-02-1');
    await vm.submitClicked();
    expect(sent).toEqual([
      {
        products: [{ code: 'A', amount: 2, sarze_id: null, from: 'A-01-1', to: 'B-02-1' }],
        shoptet_sync: true,
        source: 'Přesun ve skladu',
      },
    ]);
  });

  it('undoes the last submit after confirmation, as a reverse record of the change it created', async () => {
    const reverted: Array<[number, WriteOptions]> = [];
    const { vm } = screen('add', {
      search: async (q) => product(q),
      stockIn: async () => written(77),
      revert: async (id, o) => {
        reverted.push([id, o]);
        return written(78);
      },
    });
    await scan(vm, 'A-01-1', 'A');
    await vm.submitClicked();
    vm.undo.requested();
    expect(vm.undo.confirmOpen).toBe(true);
    await vm.undo.confirmed();
    expect(reverted).toEqual([[77, { idempotencyKey: 'key-2' }]]);
    expect(vm.undo.last).toBeNull();
    expect(vm.notice?.intent).toBe('success');
  });
});

describe('ProductActionViewModel: scan spinner', () => {
  it('R-UI-03 shows the spinner only when a scan takes longer than 500 ms', async () => {
    vi.useFakeTimers();
    let open!: () => void;
    const gate = new Promise<void>((r) => {
      open = r;
    });
    const { vm, spinner } = screen('add', {
      search: async () => {
        await gate;
        return product('A');
      },
    });
    vm.accept('A-01-1', 'keyboard');
    await vm.queue.idle();
    expect(spinner.visible).toBe(false);
    vm.accept('A', 'keyboard');
    vm.accept('A', 'keyboard');
    await vi.advanceTimersByTimeAsync(499);
    expect(vm.scanBusy).toBe(true);
    expect(spinner.visible).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(spinner.visible).toBe(true);
    open();
    await vm.queue.idle();
    expect(spinner.visible).toBe(false);
    expect(vm.lines.map((l) => l.amount)).toEqual([2]);
  });
  describe('a submit stored offline (issue 24 item 17)', () => {
    const stored = async () => {
      const { vm } = screen('add', {
        search: async (q) => product(q),
        stockIn: async (_r, o) => {
          throw new QueuedOffline({ key: o.idempotencyKey, pieces: 11 });
        },
      });
      await scan(vm, 'A-01-1', 'A');
      await vm.submitClicked();
      return vm;
    };
    const seen = (online: boolean, replaying: boolean, state?: 'waiting' | 'accepted' | 'refused') => ({
      online,
      replaying,
      states: new Map(state ? [['key-1', state] as const] : []),
    });

    it('says "Jste offline" only while offline, says it is sending, and goes once sent', async () => {
      const vm = await stored();
      expect(vm.notice?.text).toMatch(/^Jste offline: odeslání \(11 ks\)/);
      vm.notices.offlineSubmitsSeen(seen(false, false, 'waiting'));
      expect(vm.notice?.text).toMatch(/^Jste offline/);
      vm.notices.offlineSubmitsSeen(seen(true, false, 'waiting'));
      expect(vm.notice?.text).toBe('Odeslání (11 ks) je uložené v telefonu a odejde samo.');
      vm.notices.offlineSubmitsSeen(seen(true, true, 'waiting'));
      expect(vm.notice?.text).toBe('Odesílám uložené odeslání (11 ks)…');
      vm.notices.offlineSubmitsSeen(seen(true, false, 'accepted'));
      expect(vm.notice).toBeNull();
    });

    it('stays until the stored submit has been read, and leaves another notice alone', async () => {
      const vm = await stored();
      vm.notices.offlineSubmitsSeen(seen(true, false)); // the device's list not read yet
      expect(vm.notice?.text).toMatch(/^Jste offline/);
      vm.notices.offlineSubmitsSeen(seen(false, false, 'waiting'));
      vm.notices.offlineSubmitsSeen(seen(true, false)); // answered and dismissed in the list
      expect(vm.notice).toBeNull();

      const other = await stored();
      await scan(other, 'B');
      other.notices.show(null);
      other.notices.offlineSubmitsSeen(seen(true, false, 'accepted'));
      expect(other.notice).toBeNull();
    });
  });
});
