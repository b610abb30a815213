import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { FetchBatchesApi } from '../src/infrastructure/http/fetch-batches-api';
import { BATCH_EXAMPLE as X } from './provider-states/catalogue.states';
import { consumerSpec } from './support/consumer-spec';
import { BEARER, JSON_RESPONSE, keyedWrite as writeHeaders } from './support/matchers';

const { eachLike, integer, string, boolean, regex } = MatchersV3;

// The batch calls of /batches and /batchInit as the app's real FetchBatchesApi makes them.
const STATE = 'signed in as admin with a batch example';
const ROW = {
  id: integer(X.batch.id),
  code: X.code,
  product_name: string('PACT šaržovaný'),
  name: string(X.batch.name),
  expires_at: regex(/^\d{4}-\d\d-\d\d$/, X.batch.expiresAt),
  expired: boolean(false),
  total: integer(0),
  stock: [],
};
const api = (http: ConstructorParameters<typeof FetchBatchesApi>[0]) => new FetchBatchesApi(http);

export default consumerSpec('BatchesApi', [
  {
    title: 'R-ROUTE-04 list finds the batches of a product, first to expire first, with stock per location',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a search of the batches expiring within 10000 days')
        .withRequest('GET', '/api/sklad/batches/', (b) =>
          b.headers(BEARER).query({ q: X.batch.name, expiring_within: '9999' }),
        )
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody(eachLike(ROW))),
    exercise: async ({ http }) => {
      const rows = await api(http).list({ q: X.batch.name, expiringWithin: 9999 });
      expect(rows[0].code).toBe(X.code);
    },
  },
  {
    title: 'edit renames a batch and moves its expiry',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a batch renamed')
        .withRequest('PUT', `/api/sklad/batches/${X.batch.id}/`, (b) =>
          b.headers(writeHeaders('pact-batch-1')).jsonBody({ name: 'PACT-L1b', expires_at: '2030-02-28' }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({ ...ROW, name: 'PACT-L1b', expires_at: '2030-02-28' }),
        ),
    exercise: async ({ http }) => {
      const row = await api(http).edit(X.batch.id, { name: 'PACT-L1b', expires_at: '2030-02-28' }, 'pact-batch-1');
      expect(row.name).toBe('PACT-L1b');
    },
  },
  {
    title: 'init turns the untracked pieces at a location into a batch as one change',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a batch initialisation at one location')
        .withRequest('POST', '/api/sklad/batches/init/', (b) =>
          b.headers(writeHeaders('pact-batch-2')).jsonBody({
            code: X.code,
            name: 'PACT-INIT',
            expires_at: '2030-06-30',
            location_name: X.location,
          }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            errors: [],
            change_id: integer(1),
            shoptet_sync: false,
            // −n without batch, then +n in the new batch.
            movements: [
              {
                code: X.code,
                location_name: X.location,
                sarze_id: null,
                amount: integer(-2),
                before: integer(2),
                after: integer(0),
              },
              {
                code: X.code,
                location_name: X.location,
                sarze_id: integer(1),
                amount: integer(2),
                before: integer(0),
                after: integer(2),
              },
            ],
          }),
        ),
    exercise: async ({ http }) => {
      const done = await api(http).init(
        { code: X.code, name: 'PACT-INIT', expires_at: '2030-06-30', location_name: X.location },
        'pact-batch-2',
      );
      expect(done.movements.length).toBeGreaterThan(0);
    },
  },
]);
