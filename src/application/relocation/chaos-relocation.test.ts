import { describe, expect, it } from 'vitest';
import { HttpFailure } from '../errors';
import type { ScanLookup, ScanLookupAnswer } from '../scanning/scan-lookup.port';
import { strictFake } from '../testing/strict-fake';
import { readChaosScan, sendChaosMove, stillQueued } from './chaos-relocation';
import type { ChaosQueueApi, QueueItem } from './relocation-api.port';

const line = (code: string, location: string, sarze_id = 0): QueueItem => ({
  code,
  name: `Produkt ${code}`,
  ean: `859${code}`,
  location_id: location.length,
  location_name: location,
  sector_name: 'P',
  sarze_id,
  batch: null,
  amount: 4,
  suggested_location: null,
});

/** BOX-A is a multi-EAN box of A; Z is a product not in the queue; NET fails; the rest is no product. */
const lookup = strictFake<ScanLookup>('ScanLookup', {
  lookUp: async (code) => {
    if (code === 'NET') throw new HttpFailure({ status: 503, payload: { detail: 'Server je přetížený.' } });
    const name = ({ 'BOX-A': 'A', Z: 'Z' } as Record<string, string>)[code];
    return { location: null, contents: null, product: name ? { variant: { code: name } } : null } as ScanLookupAnswer;
  },
});

describe('reading a scan on the chaos queue (use case)', () => {
  const items = [line('A', 'P-01'), line('A', 'P-02'), line('B', 'P-03')];

  it('with nothing chosen picks the line of a code, EAN or receiving location at once', () => {
    const queue = { items, selected: null };
    expect(readChaosScan(queue, ' a ', lookup)).toEqual({ kind: 'pick', item: items[0] });
    expect(readChaosScan(queue, '859B', lookup)).toEqual({ kind: 'pick', item: items[2] });
    expect(readChaosScan(queue, 'p-02', lookup)).toEqual({ kind: 'pick', item: items[1] });
    expect(readChaosScan(queue, '  ', lookup)).toBeUndefined();
  });

  it('R-SCAN-06 asks the scan lookup for a box, and names a product that is not queued', async () => {
    const queue = { items, selected: null };
    await expect(readChaosScan(queue, 'BOX-A', lookup)).resolves.toEqual({ kind: 'pick', item: items[0] });
    await expect(readChaosScan(queue, 'Z', lookup)).resolves.toEqual({
      kind: 'refused',
      intent: 'warning',
      text: 'Z ve frontě k přeskladnění není.',
    });
    await expect(readChaosScan(queue, 'X-9', lookup)).resolves.toMatchObject({
      text: 'X-9 ve frontě k přeskladnění není.',
    });
    await expect(readChaosScan(queue, 'NET', lookup)).resolves.toEqual({
      kind: 'refused',
      intent: 'danger',
      text: 'Server je přetížený.',
    });
  });

  it('with a product chosen: its other location is where it is taken from, any other place the target', async () => {
    const queue = { items, selected: items[0] };
    expect(readChaosScan(queue, 'P-02', lookup)).toEqual({ kind: 'pick', item: items[1] });
    expect(readChaosScan(queue, 'A', lookup)).toEqual({ kind: 'keep' });
    expect(readChaosScan(queue, 'B', lookup)).toEqual({ kind: 'pick', item: items[2] });
    await expect(readChaosScan(queue, 'a-05-1', lookup)).resolves.toEqual({ kind: 'target', location: 'A-05-1' });
  });

  it('reads the queue as it is once the lookup answers', async () => {
    const queue: { items: QueueItem[]; selected: QueueItem | null } = { items, selected: null };
    const read = readChaosScan(queue, 'BOX-A', lookup);
    queue.selected = items[2];
    await expect(read).resolves.toEqual({ kind: 'pick', item: items[0] });
    queue.items = [items[2]];
    await expect(readChaosScan(queue, 'BOX-A', lookup)).resolves.toMatchObject({
      text: 'BOX-A (A) ve frontě k přeskladnění není.',
    });
  });

  it('a chosen line stays chosen after a reload only while it is queued', () => {
    expect(stillQueued(items, line('A', 'P-02'))).toBe(true);
    expect(stillQueued(items, line('A', 'P-02', 9))).toBe(false);
  });
});

describe('sending a chaos move (use case)', () => {
  const plan = { guid: 'g-1', item: line('A', 'P-01'), from: 'P-01', to: 'A-02-1', amount: 3 };
  const ids = { uuid: () => 'key-1' };

  it('sends the move with the queue guid and its own key, and answers the new guid', async () => {
    const sent: unknown[] = [];
    const api = strictFake<ChaosQueueApi>('ChaosQueueApi', {
      move: async (move, options) => {
        sent.push([move, options]);
        return { guid: 'g-2', change_id: 1 };
      },
    });
    expect(await sendChaosMove({ api, ids }, plan)).toEqual({
      moved: true,
      guid: 'g-2',
      text: 'A: 3 ks přesunuto z P-01 na A-02-1.',
    });
    expect(sent).toEqual([
      [
        { guid: 'g-1', code: 'A', sarze_id: null, from_location: 'P-01', to_location: 'A-02-1', amount: 3 },
        { idempotencyKey: 'key-1' },
      ],
    ]);
  });

  it('a refusal as stale (409) asks for a reload; another failure does not', async () => {
    const failing = (status: number) =>
      strictFake<ChaosQueueApi>('ChaosQueueApi', {
        move: async () => {
          throw new HttpFailure({ status, payload: { detail: 'Fronta se mezitím změnila.' } });
        },
      });
    expect(await sendChaosMove({ api: failing(409), ids }, plan)).toEqual({
      moved: false,
      stale: true,
      text: 'Fronta se mezitím změnila.',
    });
    expect(await sendChaosMove({ api: failing(400), ids }, plan)).toMatchObject({ moved: false, stale: false });
  });
});
