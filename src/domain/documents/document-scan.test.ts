import { describe, expect, it } from 'vitest';
import { chosenRowBatch, queuedPieces, rowBatch, scannedLocation } from './document-scan';

describe('the document scan field', () => {
  const locations = [
    { id: 1, name: 'A-01-1' },
    { id: 2, name: 'B-02-3' },
  ];
  it('knows a location by its name, whatever the case', () => {
    expect(scannedLocation(' a-01-1 ', locations)?.id).toBe(1);
    expect(scannedLocation('8594100000015', locations)).toBeUndefined();
  });

  it('R-SCAN-06 multiplies the typed count by the pieces of a multi-EAN box', () => {
    expect(queuedPieces('', null)).toEqual({ ok: true, amount: 1 });
    expect(queuedPieces('3', 12)).toEqual({ ok: true, amount: 36 });
    expect(queuedPieces('', 6)).toEqual({ ok: true, amount: 6 });
    expect(queuedPieces('1,5', null)).toMatchObject({ ok: false });
    expect(queuedPieces('0', null)).toMatchObject({ ok: false });
  });

  it('a stock-out from a location holding one batch takes it; batches otherwise are asked for; a plain receipt needs none', () => {
    const at = (sarze_id: number | null, amount = 5, location_name = 'A-01-1') => ({ location_name, amount, sarze_id });
    const plain = { requireBatch: false, batchCount: 0, stock: [at(null)] };
    expect(rowBatch(plain, 'A-01-1', false)).toEqual({ kind: 'none' });
    const oneBatch = { requireBatch: false, batchCount: 2, stock: [at(4), at(5, 3, 'B-01-1')] };
    expect(rowBatch(oneBatch, 'A-01-1', false)).toEqual({ kind: 'take', sarzeId: 4 });
    expect(rowBatch(oneBatch, 'A-01-1', true)).toEqual({ kind: 'ask' });
    expect(rowBatch({ ...oneBatch, stock: [at(4), at(5)] }, 'A-01-1', false)).toEqual({ kind: 'ask' });
    expect(rowBatch({ requireBatch: false, batchCount: 1, stock: [at(null)] }, 'A-01-1', true)).toEqual({
      kind: 'none',
    });
    expect(rowBatch({ requireBatch: true, batchCount: 0, stock: [] }, 'A-01-1', true)).toEqual({ kind: 'ask' });
  });

  it('the batch form needs an existing batch or a new name', () => {
    expect(chosenRowBatch('A', { sarzeId: null, newName: ' ', newExpiry: '' })).toEqual({
      ok: false,
      error: 'Vyberte šarži produktu A.',
    });
    expect(chosenRowBatch('A', { sarzeId: 3, newName: 'x', newExpiry: '' })).toEqual({
      ok: true,
      batch: { sarze_id: 3, new_sarze: null },
    });
    expect(chosenRowBatch('A', { sarzeId: null, newName: ' L1 ', newExpiry: '' })).toEqual({
      ok: true,
      batch: { sarze_id: null, new_sarze: { name: 'L1', expires_at: null } },
    });
  });
});
