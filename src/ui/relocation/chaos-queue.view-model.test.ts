import { describe, expect, it, vi } from 'vitest';
import { HttpFailure } from '../../application/errors';
import type { ChaosQueueApi, QueueItem } from '../../application/relocation/relocation-api.port';
import type { ScanLookup, ScanLookupAnswer } from '../../application/scanning/scan-lookup.port';
import { strictFake } from '../../application/testing/strict-fake';
import { ChaosQueueViewModel } from './chaos-queue.view-model';

const line = (code: string, location: string, amount: number, sector = 'P'): QueueItem => ({
  code,
  name: `Produkt ${code}`,
  ean: `859${code}`,
  location_id: location.length,
  location_name: location,
  sector_name: sector,
  sarze_id: 0,
  batch: null,
  amount,
  suggested_location: 'A-01-1',
});

const ids = { uuid: () => 'key-1' };
/** The one scan lookup: BOX-ZAH1 is a multi-EAN box of ZAH1; ZAH9 is a product not in the queue; the rest is no product. */
const lookup: ScanLookup = {
  lookUp: vi.fn(async (code: string) => {
    const name = ({ 'BOX-ZAH1': 'ZAH1', ZAH9: 'ZAH9' } as Record<string, string>)[code];
    return { location: null, contents: null, product: name ? { variant: { code: name } } : null } as ScanLookupAnswer;
  }),
};

function setup(queues: Array<{ guid: string; items: QueueItem[] }>, move?: ChaosQueueApi['move'], mode?: string) {
  const queue = vi.fn(async () => queues.shift()!);
  const api = strictFake<ChaosQueueApi>('ChaosQueueApi', { queue, ...(move ? { move } : {}) });
  return { vm: new ChaosQueueViewModel({ api, ids, lookup }, mode ?? null), queue };
}

describe('ChaosQueueViewModel', () => {
  it('scanning a product, then a target, moves with the lastUpdateGuid and reloads the queue', async () => {
    const move = vi.fn(async () => ({ guid: 'g-2', change_id: 7 }));
    const { vm, queue } = setup(
      [
        { guid: 'g-1', items: [line('ZAH1', 'P-01', 5)] },
        { guid: 'g-2', items: [] },
      ],
      move,
    );
    await vm.load();
    vm.accept('859ZAH1');
    expect(vm.step).toBe('to');
    expect(vm.locationToMoveFrom).toBe('P-01');
    expect(vm.amount).toBe(5);
    await vm.accept('a-02-1');
    expect(vm.locationToMoveTo).toBe('A-02-1');
    vm.amountChanged(3);
    expect(await vm.confirm()).toBe(true);
    expect(move).toHaveBeenCalledWith(
      { guid: 'g-1', code: 'ZAH1', sarze_id: null, from_location: 'P-01', to_location: 'A-02-1', amount: 3 },
      { idempotencyKey: 'key-1' },
    );
    expect(queue).toHaveBeenCalledTimes(2);
    expect(vm.selected).toBeNull();
    expect(vm.lastUpdateGuid).toBe('g-2');
    expect(vm.notice?.intent).toBe('success');
  });

  it('a stale guid (409) shows the server detail and reloads the queue', async () => {
    const move = vi.fn(async () => {
      throw new HttpFailure({ status: 409, payload: { detail: 'Fronta k přeskladnění se mezitím změnila.' } });
    });
    const { vm, queue } = setup(
      [
        { guid: 'g-1', items: [line('ZAH1', 'P-01', 5)] },
        { guid: 'g-3', items: [line('ZAH1', 'P-01', 2)] },
      ],
      move,
    );
    await vm.load();
    vm.pick(vm.items[0]);
    await vm.accept('A-01-1');
    expect(await vm.confirm()).toBe(false);
    expect(vm.notice).toEqual({ intent: 'danger', text: 'Fronta k přeskladnění se mezitím změnila.' });
    expect(queue).toHaveBeenCalledTimes(2);
    expect(vm.lastUpdateGuid).toBe('g-3');
    expect(vm.chaosLocationData[0].amount).toBe(2);
  });

  it('the mode selects one receiving sector; an unknown scan says so', async () => {
    const { vm } = setup(
      [{ guid: 'g', items: [line('ZAH1', 'P-01', 1), line('ZAH2', 'V-01', 1, 'Vratky')] }],
      undefined,
      'Vratky',
    );
    await vm.load();
    expect(vm.items.map((i) => i.code)).toEqual(['ZAH2']);
    await vm.accept('ZAH1');
    expect(vm.selected).toBeNull();
    expect(vm.notice?.text).toBe('ZAH1 ve frontě k přeskladnění není.');
  });

  it('R-SCAN-06 a multi-EAN box picks its product; a product not queued is never taken for the target place', async () => {
    const { vm } = setup([{ guid: 'g', items: [line('ZAH1', 'P-01', 3)] }]);
    await vm.load();
    await vm.accept('BOX-ZAH1');
    expect(vm.selected?.code).toBe('ZAH1');
    await vm.accept('ZAH9');
    expect(vm.locationToMoveTo).toBeNull();
    expect(vm.notice?.text).toBe('ZAH9 ve frontě k přeskladnění není.');
    await vm.accept('a-01-1');
    expect(vm.locationToMoveTo).toBe('A-01-1');
  });

  it('with a product chosen, its other receiving location changes where it is taken from; the product again keeps it', async () => {
    const { vm } = setup([{ guid: 'g', items: [line('ZAH1', 'P-01', 1), line('ZAH1', 'P-02', 4)] }]);
    await vm.load();
    vm.accept('ZAH1');
    vm.accept('P-02');
    expect(vm.locationToMoveFrom).toBe('P-02');
    expect(vm.amount).toBe(4);
    vm.accept('ZAH1');
    expect(vm.locationToMoveFrom).toBe('P-02');
    expect(vm.locationToMoveTo).toBeNull();
    expect(vm.canConfirm).toBe(false);
  });
});
