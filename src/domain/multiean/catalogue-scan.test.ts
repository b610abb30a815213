import { describe, expect, it } from 'vitest';
import { findInCatalogue, type CatalogueLookups } from './catalogue-scan';

const products = new Map([
  ['zah0001', { code: 'ZAH0001', ean: '8594100000012' }],
  ['box-x2', { code: 'box-x2', ean: null }],
]);
const lookups: CatalogueLookups<{ code: string }> = {
  byCode: (code) => products.get(code.toLowerCase()),
  byEan: (ean) => [...products.values()].find((p) => p.ean === ean),
  box: (ean) => (ean === '8590000097001' ? { product: products.get('zah0001')!, amount: 6 } : undefined),
};
const star = { delimiters: ['*', 'x'], num: 1 };

describe('a scan looked up in the device copy of the catalogue', () => {
  it('R-SCAN-06 a box EAN yields its pieces; a delimited box or EAN multiplies; a plain code is one piece', () => {
    expect(findInCatalogue('zah0001', lookups, star)).toEqual({
      product: { code: 'ZAH0001', ean: '8594100000012' },
      pieces: 1,
      multiean: false,
    });
    expect(findInCatalogue('8590000097001', lookups, star)).toMatchObject({ pieces: 6, multiean: true });
    expect(findInCatalogue('8590000097001*2', lookups, star)).toMatchObject({ pieces: 12, multiean: true });
    expect(findInCatalogue('3x8594100000012', lookups, star)).toMatchObject({
      product: { code: 'ZAH0001' },
      pieces: 3,
      multiean: true,
    });
  });

  it("applies only the e-shop's delimiters, and the literal code first (a code may hold a delimiter)", () => {
    expect(findInCatalogue('8594100000012*4', lookups, { delimiters: ['x'], num: 1 })).toBeNull();
    expect(findInCatalogue('box-x2', lookups, star)).toMatchObject({ product: { code: 'box-x2' }, pieces: 1 });
    expect(findInCatalogue('nothing*2', lookups, star)).toBeNull();
    expect(findInCatalogue('  ', lookups, star)).toBeNull();
  });
});
