import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { FetchScanLookup } from '../src/infrastructure/http/fetch-scan-lookup';
import { consumerSpec } from './support/consumer-spec';
import { BEARER, JSON_RESPONSE } from './support/matchers';

const { eachLike, integer, string, boolean } = MatchersV3;

// POST /inventory/scan/ as the stock screens ask it for every scan, over the real FetchScanLookup.
const HELD = 'signed in as admin with 5 pieces of ZAH0002 at A-01-2';

export default consumerSpec('ScanLookup', [
  {
    title: 'a scanned location is answered as a location with what it holds (the location check shows it)',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(HELD)
        .uponReceiving('a scan lookup of a location with its contents')
        .withRequest('POST', '/api/sklad/inventory/scan/', (b) =>
          b.headers(BEARER).jsonBody({ code: 'A-01-2', with_contents: true }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            location: { id: integer(2), name: 'A-01-2', sector_name: string('A'), non_stock: boolean(false) },
            contents: eachLike({
              code: string('ZAH0002'),
              ean: string('8590000000028'),
              name: string('Zahradní hadice'),
              variant_name: string('20 m'),
              image: string('ZAH0002.svg'),
              sarze: null,
              amount: integer(5),
            }),
            product: null,
          }),
        ),
    exercise: async ({ http }) => {
      const answer = await new FetchScanLookup(http).lookUp('A-01-2', { locationName: null, withContents: true });
      expect(answer.location?.name).toBe('A-01-2');
      expect(answer.contents?.[0].code).toBe('ZAH0002');
    },
  },
  {
    title: 'a product code typed in lower case is answered as that product, with its amount at the location',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(HELD)
        .uponReceiving('a scan lookup of a lower-case product code at a location')
        .withRequest('POST', '/api/sklad/inventory/scan/', (b) =>
          b.headers(BEARER).jsonBody({ code: 'zah0002', location_name: 'A-01-2' }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            location: null,
            contents: null,
            product: {
              name: string('Zahradní hadice'),
              variant: {
                code: 'ZAH0002',
                ean: string('8590000000028'),
                name: string('20 m'),
                image: string('ZAH0002.svg'),
                custom_quantity: null,
              },
              sarze: [],
              multiean: boolean(false),
              vynutit_zadani_sarze: boolean(false),
              amount: integer(5),
              invalidLocation: false,
              stock: eachLike({
                location_id: integer(2),
                location_name: string('A-01-2'),
                sector_name: string('A'),
                sarze_id: null,
                amount: integer(5),
              }),
            },
          }),
        ),
    exercise: async ({ http }) => {
      const answer = await new FetchScanLookup(http).lookUp('zah0002', { locationName: 'A-01-2' });
      expect(answer.product?.variant.code).toBe('ZAH0002');
      expect(answer.product?.amount).toBe(5);
    },
  },
]);
