import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../testing/memory-store';
import { scannedLine } from '../../domain/stock/testing/scanned-line';
import { draftOf, draftSlot, resumedDraft, type ScanDraft } from './scan-drafts';

const line = { code: 'ZAH0001', ean: null, amount: 3, requireBatch: false, isMultiean: false, batch: null };
const draft: ScanDraft = { location: 'A-01-1', target: null, lines: [line], savedAt: '2026-11-23T10:00:00.000Z' };

describe('scanned lists kept on the device', () => {
  it('gives a saved list back to the same user, e-shop and screen only', () => {
    const store = new MemoryStore();
    draftSlot(store, { clientId: 1, eshopId: 101, screen: 'add' }).save(draft);
    expect(draftSlot(store, { clientId: 1, eshopId: 101, screen: 'add' }).load()).toEqual(draft);
    expect(draftSlot(store, { clientId: 2, eshopId: 101, screen: 'add' }).load()).toBeNull();
    expect(draftSlot(store, { clientId: 1, eshopId: 102, screen: 'add' }).load()).toBeNull();
    expect(draftSlot(store, { clientId: 1, eshopId: 101, screen: 'remove' }).load()).toBeNull();
  });
  it('forgets the list once it is sent or emptied', () => {
    const store = new MemoryStore();
    const slot = draftSlot(store, { clientId: 1, eshopId: 101, screen: 'add' });
    slot.save(draft);
    slot.save({ ...draft, lines: [] });
    expect(slot.load()).toBeNull();
    slot.save(draft);
    slot.clear();
    expect(store.dump()).toEqual({});
  });
  it('drops a damaged or foreign value instead of restoring half of it', () => {
    const store = new MemoryStore({
      'scanDraft:1:101:add': '{not json',
      'scanDraft:1:101:remove': JSON.stringify({ ...draft, lines: [{ code: 5 }] }),
    });
    expect(draftSlot(store, { clientId: 1, eshopId: 101, screen: 'add' }).load()).toBeNull();
    expect(draftSlot(store, { clientId: 1, eshopId: 101, screen: 'remove' }).load()).toBeNull();
  });

  it('stamps the list with the time of the change and takes it back where scanning left off', () => {
    const lines = [scannedLine('P1', 2), scannedLine('P2')];
    const draft = draftOf({ location: 'A-01', target: null, lines }, new Date('2026-01-02T03:04:05Z'));
    expect(draft).toEqual({ location: 'A-01', target: null, lines, savedAt: '2026-01-02T03:04:05.000Z' });
    expect(resumedDraft(draft)).toEqual({ phase: 'products', codes: ['P1', 'P2'] });
    expect(resumedDraft({ ...draft, location: null }).phase).toBe('location');
  });
});
