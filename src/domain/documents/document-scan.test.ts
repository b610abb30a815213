import { describe, expect, it } from 'vitest';
import { queuedPieces, scannedLocation } from './document-scan';

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
});
