import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { FetchProductSearchApi } from '../src/infrastructure/http/fetch-product-search-api';
import { consumerSpec } from './support/consumer-spec';
import { JSON_BODY, JSON_RESPONSE } from './support/matchers';

const { eachLike, integer, string, like } = MatchersV3;

// POST /search/fulltext/ as the overview, the label screen and the scanning screens' hand-picker ask it,
// over the real FetchProductSearchApi.
const HELD = 'signed in as admin with 5 pieces of ZAH0002 at A-01-2';

export default consumerSpec('ProductSearchApi', [
  {
    title: 'fulltext finds products by name and answers each with its pieces in the whole stock',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(HELD)
        .uponReceiving('a full-text search of products named hadice')
        .withRequest('POST', '/api/sklad/search/fulltext/', (b) =>
          b.headers(JSON_BODY).jsonBody({ fulltext: 'hadice' }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            products: eachLike({
              code: string('ZAH0002'),
              ean: like('8590000000028'),
              name: string('Zahradní hadice'),
              variant_name: string('25 m'),
              image: like('ZAH0002.svg'),
              amount: integer(5),
            }),
          }),
        ),
    exercise: async ({ http }) => {
      const products = await new FetchProductSearchApi(http).fulltext('hadice');
      expect(products.length).toBeGreaterThan(0);
      expect(products[0].name).toMatch(/hadice/i);
    },
  },
  {
    title: 'fulltext answers an empty list when nothing matches',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(HELD)
        .uponReceiving('a full-text search that matches no product')
        .withRequest('POST', '/api/sklad/search/fulltext/', (b) =>
          b.headers(JSON_BODY).jsonBody({ fulltext: 'neexistujici-zbozi' }),
        )
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody({ products: [] })),
    exercise: async ({ http }) => {
      await expect(new FetchProductSearchApi(http).fulltext('neexistujici-zbozi')).resolves.toEqual([]);
    },
  },
]);
