import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { HttpFailure } from '../src/application/errors';
import { FetchMultiEanApi } from '../src/infrastructure/http/fetch-multiean-api';
import { BOX_EXAMPLE as X } from './provider-states/catalogue.states';
import { consumerSpec } from './support/consumer-spec';
import { BEARER, JSON_RESPONSE, keyedWrite as writeHeaders } from './support/matchers';

const { eachLike, integer, string } = MatchersV3;

// The four multi-EAN calls of /eans as the app's real FetchMultiEanApi makes them (R-SCAN-07).
const STATE = 'signed in as admin with the box examples';
const PATH = '/api/sklad/inventory/custom_products/';
const api = (http: ConstructorParameters<typeof FetchMultiEanApi>[0]) => new FetchMultiEanApi(http);

export default consumerSpec('MultiEanApi', [
  {
    title: 'list answers the boxes with id, ean, amount and code',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a request for the multi-EAN products')
        .withRequest('GET', PATH, (b) => b.headers(BEARER))
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody(
            eachLike({
              id: integer(X.edited.id),
              ean: string(X.edited.ean),
              amount: integer(X.edited.amount),
              code: string(X.edited.code),
            }),
          ),
        ),
    exercise: async ({ http }) => {
      expect((await api(http).list())[0]).toHaveProperty('ean');
    },
  },
  {
    title: 'R-SCAN-07 create saves a box with a free EAN',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a new box with a free EAN')
        .withRequest('POST', PATH, (b) =>
          b.headers(writeHeaders('pact-box-1')).jsonBody({ ean: X.freeEan, amount: 24, code: 'ZAH0003' }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({ id: integer(1), ean: X.freeEan, amount: 24, code: 'ZAH0003' }),
        ),
    exercise: async ({ http }) => {
      const saved = await api(http).create({ ean: X.freeEan, amount: 24, code: 'ZAH0003' }, 'pact-box-1');
      expect(saved.amount).toBe(24);
    },
  },
  {
    title: "R-SCAN-07 create refuses an EAN in use with 'EAN {ean} již existuje'",
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a new box with an EAN already in use')
        .withRequest('POST', PATH, (b) =>
          b.headers(writeHeaders('pact-box-2')).jsonBody({ ean: X.edited.ean, amount: 2, code: 'ZAH0003' }),
        )
        .willRespondWith(400, (b) => b.headers(JSON_RESPONSE).jsonBody({ detail: `EAN ${X.edited.ean} již existuje` })),
    exercise: async ({ http }) => {
      const failure = await api(http)
        .create({ ean: X.edited.ean, amount: 2, code: 'ZAH0003' }, 'pact-box-2')
        .catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(HttpFailure);
      expect((failure as HttpFailure).detail).toBe(`EAN ${X.edited.ean} již existuje`);
    },
  },
  {
    title: 'update changes a box by its custom_id',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a changed box amount')
        .withRequest('PUT', PATH, (b) =>
          b
            .headers(writeHeaders('pact-box-3'))
            .query({ custom_id: String(X.edited.id) })
            .jsonBody({ ean: X.edited.ean, amount: 10, code: X.edited.code }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({ id: X.edited.id, ean: X.edited.ean, amount: 10, code: X.edited.code }),
        ),
    exercise: async ({ http }) => {
      const saved = await api(http).update(
        X.edited.id,
        { ean: X.edited.ean, amount: 10, code: X.edited.code },
        'pact-box-3',
      );
      expect(saved.amount).toBe(10);
    },
  },
  {
    title: 'remove deletes a box by its id',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a box deleted')
        .withRequest('DELETE', PATH, (b) =>
          b.headers(writeHeaders('pact-box-4', false)).query({ id: String(X.deleted.id) }),
        )
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody({ ok: true, id: X.deleted.id })),
    exercise: async ({ http }) => {
      await expect(api(http).remove(X.deleted.id, 'pact-box-4')).resolves.toBeUndefined();
    },
  },
]);
