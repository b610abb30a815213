import { describe, expect, it } from 'vitest';
import { duplicateEanMessage, scanQuantity, scannedCodeCandidates } from './scanned-code';

const shop = { delimiters: ['*', 'x'], num: 1 };

describe('multi-EAN scanned codes', () => {
  it('R-SCAN-06 a code with a delimiter and a number yields that amount, on either side', () => {
    expect(scannedCodeCandidates('8594100000015*12', shop)).toEqual([
      { code: '8594100000015*12', quantity: 1 },
      { code: '8594100000015', quantity: 12 },
    ]);
    expect(scannedCodeCandidates('12x8594100000015', shop)[1]).toEqual({ code: '8594100000015', quantity: 12 });
    expect(scannedCodeCandidates(' 8594100000015 ', shop)).toEqual([{ code: '8594100000015', quantity: 1 }]);
  });

  it("R-SCAN-06 only the e-shop's own delimiters count, and a multi-EAN box multiplies", () => {
    expect(scannedCodeCandidates('8594100000015/12', shop)).toHaveLength(1);
    expect(scannedCodeCandidates('8594100000015/12', { delimiters: ['/'], num: 1 })[1]).toEqual({
      code: '8594100000015',
      quantity: 12,
    });
    expect(scanQuantity({ code: 'BOX', quantity: 1 }, 24)).toBe(24);
    expect(scanQuantity({ code: 'BOX', quantity: 3 }, 24)).toBe(72);
    expect(scanQuantity({ code: 'EAN', quantity: 5 }, null)).toBe(5);
  });

  it('R-SCAN-06 the literal code is tried first; num settles which side is the number when both could be', () => {
    expect(scannedCodeCandidates('box-x2', shop)[0]).toEqual({ code: 'box-x2', quantity: 1 });
    expect(scannedCodeCandidates('12*24', { delimiters: ['*'], num: 1 })[1]).toEqual({ code: '24', quantity: 12 });
    expect(scannedCodeCandidates('12*24', { delimiters: ['*'], num: 2 })[1]).toEqual({ code: '12', quantity: 24 });
    expect(scannedCodeCandidates('ABC*0', shop)).toHaveLength(1);
    expect(scannedCodeCandidates('*12', shop)).toHaveLength(1);
    expect(scannedCodeCandidates('', shop)).toEqual([]);
  });

  it('R-SCAN-07 a duplicate EAN is reported as "EAN {ean} již existuje"', () => {
    expect(duplicateEanMessage('8594100000015')).toBe('EAN 8594100000015 již existuje');
  });
});
