import { describe, expect, it } from 'vitest';
import { ScannerSlotStore, type ScannerOpenRequest } from './scanner-slot.store';

describe('scanner slot', () => {
  it('mounts the panel on the first open and hands it the request made before it had loaded', () => {
    const slot = new ScannerSlotStore();
    expect(slot.active).toBe(false);
    slot.open({ formats: ['Code128'] });
    expect(slot.active).toBe(true);
    const seen: ScannerOpenRequest[] = [];
    slot.connect((r) => seen.push(r));
    expect(seen).toEqual([{ formats: ['Code128'] }]);
  });

  it('passes later requests straight to the connected panel, and keeps one again once it disconnects', () => {
    const slot = new ScannerSlotStore();
    const first: ScannerOpenRequest[] = [];
    const disconnect = slot.connect((r) => first.push(r));
    expect(first).toEqual([]);
    slot.open();
    expect(first).toEqual([{}]);
    disconnect();
    slot.open({ formats: ['EAN13'] });
    expect(first).toEqual([{}]);
    const second: ScannerOpenRequest[] = [];
    slot.connect((r) => second.push(r));
    expect(second).toEqual([{ formats: ['EAN13'] }]);
  });
});
