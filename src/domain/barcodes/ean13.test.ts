import { describe, expect, it } from 'vitest';
import { completeEan13, gs1CheckDigit, isValidEan13 } from './ean13';

describe('EAN-13 check digits', () => {
  it('computes the GS1 check digit of known codes', () => {
    expect(completeEan13('859400100001')).toHaveLength(13);
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(gs1CheckDigit('9638507')).toBe(4); // EAN-8 96385074
  });
});
