import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { HttpFailure } from '../src/application/errors';
import { FetchDiscrepanciesApi } from '../src/infrastructure/http/fetch-discrepancies-api';
import { CATALOGUE_EXAMPLE as X } from './provider-states/catalogue.states';
import { consumerSpec } from './support/consumer-spec';
import { BEARER, JSON_RESPONSE, keyedWrite as writeHeaders } from './support/matchers';

const { eachLike, atLeastLike, integer, string, boolean, regex } = MatchersV3;

// The discrepancy lists of /product_diffs and the two clean-ups, as the app's real
// FetchDiscrepanciesApi makes them, against discrepancies the catalogue integration made.
const STATE = 'signed in as admin with catalogue discrepancies';
const LINE = (code: string, name: string | null) => ({
  code: string(code),
  name: name === null ? null : string(name),
  amount: integer(X.held),
  location_name: string(X.location),
  sector_name: string('A'),
  sarze_id: null,
});
const WRITTEN = (code: string, amount: number) => ({
  errors: [],
  change_id: integer(1),
  shoptet_sync: boolean(false),
  movements: eachLike({
    code,
    location_name: X.location,
    sarze_id: null,
    amount: -amount,
    before: integer(2),
    after: integer(1),
  }),
});
const api = (http: ConstructorParameters<typeof FetchDiscrepanciesApi>[0]) => new FetchDiscrepanciesApi(http);
const clearBody = (code: string, source: string) => ({
  products: [{ code, amount: 1, sarze_id: null, location_name: X.location }],
  source,
  shoptet_sync: false,
});

const listCase = (report: 'orphan' | 'invisible' | 'set', path: string, code: string, name: string | null) => ({
  title: `stockLines('${report}') lists ${code} with its stock (GET ${path})`,
  interaction: (pact: Parameters<Parameters<typeof consumerSpec>[1][number]['interaction']>[0]) =>
    pact
      .addInteraction()
      .given(STATE)
      .uponReceiving(`a request for the ${report} stock lines`)
      .withRequest('GET', `/api/sklad${path}`, (b) => b.headers(BEARER))
      .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody(atLeastLike(LINE(code, name), 1))),
  exercise: async ({ http }: { http: ConstructorParameters<typeof FetchDiscrepanciesApi>[0] }) => {
    const lines = await api(http).stockLines(report);
    expect(lines[0]).toMatchObject({ location_name: X.location });
  },
});

export default consumerSpec('DiscrepanciesApi', [
  listCase('orphan', '/inventory/orphan_products/', X.orphan, null),
  listCase('invisible', '/inventory/invisible_products/', X.hidden, 'PACT skrytý'),
  listCase('set', '/inventory/set_products/', X.set, 'PACT sada'),
  {
    title: 'duplicateEans lists an EAN with the products that share it (GET /inventory/duplicate_ean/)',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a request for the duplicate EANs')
        .withRequest('GET', '/api/sklad/inventory/duplicate_ean/', (b) => b.headers(BEARER))
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody(
            eachLike({
              ean: string(X.duplicateEan),
              products: atLeastLike(
                {
                  code: string('KAT-PACT-DUP1'),
                  name: string('PACT dvojče A'),
                  variant_name: string(''),
                  kind: regex(/^(product|multiean)$/, 'product'),
                },
                2,
              ),
            }),
          ),
        ),
    exercise: async ({ http }) => {
      const groups = await api(http).duplicateEans();
      expect(groups[0].products.length).toBeGreaterThanOrEqual(2);
    },
  },
  {
    title: "clear('orphan') stocks out a deleted product's piece with the source 'smazany-produkt'",
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a removal of an orphan piece')
        .withRequest('DELETE', '/api/sklad/inventory/orphan_products/', (b) =>
          b.headers(writeHeaders('pact-orphan-1')).jsonBody(clearBody(X.orphan, 'smazany-produkt')),
        )
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody(WRITTEN(X.orphan, 1))),
    exercise: async ({ http }) => {
      const w = await api(http).clear('orphan', clearBody(X.orphan, 'smazany-produkt'), 'pact-orphan-1');
      expect(w.movements[0]).toMatchObject({ code: X.orphan, amount: -1 });
    },
  },
  {
    title: "clear('set') stocks out a set's piece with the source 'smazanana-sada'",
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a removal of a set piece')
        .withRequest('DELETE', '/api/sklad/inventory/set_products/', (b) =>
          b.headers(writeHeaders('pact-set-1')).jsonBody(clearBody(X.set, 'smazanana-sada')),
        )
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody(WRITTEN(X.set, 1))),
    exercise: async ({ http }) => {
      const w = await api(http).clear('set', clearBody(X.set, 'smazanana-sada'), 'pact-set-1');
      expect(w.movements[0]).toMatchObject({ code: X.set, amount: -1 });
    },
  },
  {
    title: 'clear refuses a product that still exists in the e-shop with a Czech 400',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STATE)
        .uponReceiving('a removal of a hidden (not deleted) product as an orphan')
        .withRequest('DELETE', '/api/sklad/inventory/orphan_products/', (b) =>
          b.headers(writeHeaders('pact-orphan-2')).jsonBody(clearBody(X.hidden, 'smazany-produkt')),
        )
        .willRespondWith(400, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            detail: string(`Produkt ${X.hidden} v e-shopu stále existuje, nejde o smazaný produkt.`),
            errors: eachLike({ code: X.hidden, reason: 'not_orphan', detail: string('…') }),
          }),
        ),
    exercise: async ({ http }) => {
      const failure = await api(http)
        .clear('orphan', clearBody(X.hidden, 'smazany-produkt'), 'pact-orphan-2')
        .catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(HttpFailure);
      expect((failure as HttpFailure).status).toBe(400);
    },
  },
]);
