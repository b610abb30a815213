import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { CatalogueIndex } from '../src/application/offline/catalogue-index';
import { FetchOfflineCatalogueApi } from '../src/infrastructure/http/fetch-offline-catalogue-api';
import { consumerSpec } from './support/consumer-spec';
import { BEARER, JSON_RESPONSE } from './support/matchers';

const { arrayContaining, integer, string, boolean, atLeastLike, eachLike, like } = MatchersV3;

// The device's copy for offline scanning (docs/decisions/live.md), as the real FetchOfflineCatalogueApi
// asks for it over FetchHttpClient. The demo catalogue of e-shop 101 has products with EANs and locations;
// the box examples (catalogue.states.ts) give it a box of 6 × ZAH0001.
export default consumerSpec('OfflineCatalogueApi', [
  {
    title:
      "catalogue gives the products with code, EAN, names, image and batch flag, the location names, the boxes and the e-shop's delimiters",
    interaction: (pact) =>
      pact
        .addInteraction()
        .given('signed in as admin with the box examples')
        .uponReceiving('a request for the offline catalogue of the current e-shop')
        .withRequest('GET', '/api/sklad/offline/catalogue/', (b) => b.headers(BEARER))
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            eshop_id: integer(101),
            // EAN and image may be null, which no type matcher allows beside a string: the contract asks
            // for at least one product with an EAN and no image (the demo's have none) among any others.
            products: arrayContaining({
              code: string('ZAH0001'),
              ean: string('8594100000012'),
              name: string('Konev'),
              variant_name: string(''),
              image: null,
              require_batch: boolean(false),
            }),
            locations: atLeastLike('A-01-1', 1),
            boxes: arrayContaining({ ean: string('8590000097001'), code: string('ZAH0001'), amount: integer(6) }),
            delimiters: like({ delimiters: eachLike('*'), num: integer(1) }),
          }),
        ),
    exercise: async ({ http }) => {
      const catalogue = await new FetchOfflineCatalogueApi(http).catalogue();
      expect(catalogue.eshop_id).toBe(101);
      expect(catalogue.products[0].code).toBe('ZAH0001');
      expect(catalogue.locations.length).toBeGreaterThan(0);
      // The copy as the phone reads it: the box's EAN stands for its pieces (R-SCAN-06).
      expect(new CatalogueIndex(catalogue).find('8590000097001')).toMatchObject({
        product: { code: 'ZAH0001' },
        pieces: 6,
      });
    },
  },
]);
