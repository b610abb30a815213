import { describe, expect, it } from 'vitest';
import { strictFake } from '../testing/strict-fake';
import type { LayoutApi, LocationProductDto } from './layout-api.port';
import { locationContents } from './location-contents';

const line = (code: string, amount: number, sarze: LocationProductDto['sarze'] = null): LocationProductDto => ({
  code,
  ean: null,
  name: code,
  variant_name: '',
  image: null,
  sarze,
  amount,
});

describe('locationContents', () => {
  it('asks for the location with or without the emptied lines and counts pieces and products', async () => {
    const asked: unknown[] = [];
    const api = strictFake<LayoutApi>('LayoutApi', {
      locationProducts: async (id, options) => {
        asked.push([id, options]);
        return [
          line('A', 3, { id: 1, name: 'L1', expires_at: null }),
          line('A', 2, { id: 2, name: 'L2', expires_at: null }),
          line('B', 0),
        ];
      },
    });
    await expect(locationContents(api, 7, true)).resolves.toMatchObject({ pieces: 5, products: 2 });
    await locationContents(api, 7, false);
    expect(asked).toEqual([
      [7, { zeroAmounts: true }],
      [7, { zeroAmounts: false }],
    ]);
  });
});
