import { describe, expect, it } from 'vitest';
import { strictFake } from '../testing/strict-fake';
import type { ProductSearchApi } from './product-search-api.port';
import { searchProducts } from './search-products';

const MUG = { code: 'KUC0001', ean: '8590001', name: 'Hrnek', variant_name: 'modrý', image: null, amount: 4 };

describe('searchProducts', () => {
  it('sends the trimmed text and answers the products found', async () => {
    const asked: string[] = [];
    const api = strictFake<ProductSearchApi>('ProductSearchApi', {
      fulltext: async (text) => {
        asked.push(text);
        return [MUG];
      },
    });
    await expect(searchProducts(api, '  hrnek ')).resolves.toEqual({ kind: 'found', text: 'hrnek', products: [MUG] });
    expect(asked).toEqual(['hrnek']);
  });

  it('does not ask the server about a text shorter than two characters', async () => {
    const api = strictFake<ProductSearchApi>('ProductSearchApi', {});
    await expect(searchProducts(api, ' h ')).resolves.toEqual({ kind: 'too-short' });
  });
});
