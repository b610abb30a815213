import { describe, expect, it } from 'vitest';
import { productLabel } from './label-content';

describe('a product label', () => {
  it('names the variant on a line of its own, so a cut title never hides which variant it is', () => {
    const bag = (variant_name: string) => ({
      code: 'ZAH0010',
      ean: '8594100000104',
      name: 'Substrát pro pokojové rostliny',
      variant_name,
    });
    expect(productLabel(bag('20 l'), null, false)).toMatchObject({
      title: 'Substrát pro pokojové rostliny',
      lines: ['20 l', 'Kód: ZAH0010'],
    });
    expect(productLabel(bag(''), { name: 'L1', expires_at: '2027-01-31' }, false).lines).toEqual([
      'Kód: ZAH0010',
      'Šarže: L1, exp. 31. 1. 2027',
    ]);
  });
});
