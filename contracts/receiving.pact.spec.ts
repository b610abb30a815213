import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { HttpFailure } from '../src/application/errors';
import { FetchReceivingApi } from '../src/infrastructure/http/fetch-receiving-api';
import { FetchStockMovementsApi } from '../src/infrastructure/http/fetch-stock-movements-api';
import { RECEIVING_EXAMPLE } from './provider-states/receiving.states';
import { consumerSpec } from './support/consumer-spec';
import { BEARER, ISO_INSTANT, JSON_RESPONSE, keyedWrite } from './support/matchers';

const { eachLike, integer, string, boolean, regex } = MatchersV3;

// Every call of FetchReceivingApi (SPEC 7 "Shopping lists") and the stock-in from a list, as the app's
// real adapters make them over FetchHttpClient. Lists 940001/940002 are the provider state's
// (contracts/provider-states/receiving.states.ts).
const EXAMPLE = 'signed in as admin with the shopping-list example';
const [FIRST, SECOND] = RECEIVING_EXAMPLE.lists;
const write = (exampleKey: string) => keyedWrite(exampleKey, false);
const receiving = (http: ConstructorParameters<typeof FetchReceivingApi>[0]) => new FetchReceivingApi(http);

const SUMMARY = (id: number, reference: string, extra: Record<string, unknown> = {}) => ({
  shoplist_id: integer(id),
  reference: string(reference),
  name: string('Pact seznam 1'),
  supplier: string('Pact dodavatel'),
  state: regex(/^(open|processed)$/, 'open'),
  status: integer(RECEIVING_EXAMPLE.status),
  archived: boolean(false),
  created_at: ISO_INSTANT(),
  processed_at: null,
  backorder_of: null,
  backorder_id: null,
  extras_of: null,
  extras_id: null,
  lines: integer(2),
  pieces_expected: integer(5),
  pieces_stocked_up: integer(1),
  ...extra,
});
const ORDER = { order_code: string('P0-1'), count: integer(1), ordered_at: ISO_INSTANT(), isFulfilled: boolean(true) };
const PRODUCT = {
  code: string('ZAH0060'),
  name: string('Zahradní rukavice Premium'),
  variant_name: string('S'),
  ean: string('8594100000602'),
  image: string('ZAH0060.svg'),
  require_batch: boolean(false),
  amount_expected: integer(3),
  amount_stocked_up: integer(1),
  orders: eachLike(ORDER),
};
const RECEIPT = {
  products: [
    {
      code: 'ZAH0061',
      ean: null,
      amount: 2,
      requireBatch: false,
      isMultiean: false,
      sarze_id: null,
      new_sarze: null,
    },
  ],
  location_name: RECEIVING_EXAMPLE.location,
  shoptet_sync: true,
  acknowledge_multiple_sarze: false,
};
const COMMENT = {
  id: integer(1),
  body: string('Dodávka dorazí ve čtvrtek.'),
  client_name: string('Alena Adminová'),
  created_at: ISO_INSTANT(),
};

export default consumerSpec('ReceivingApi', [
  {
    title: 'the open shopping lists, newest first',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving('a request for the open shopping lists')
        .withRequest('GET', '/api/sklad/ao/shoplists/', (b) => b.headers(BEARER))
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody(eachLike(SUMMARY(SECOND.id, SECOND.reference)))),
    exercise: async ({ http }) => {
      const lists = await receiving(http).shoplists({ state: 'open', status: null, archived: false });
      expect(lists[0].state).toBe('open');
    },
  },
  {
    title: 'lists filtered by state, custom status and archive',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving('a request for all lists of custom state 1 outside the archive')
        .withRequest('GET', '/api/sklad/ao/shoplists/', (b) =>
          b.headers(BEARER).query({ state: 'all', status: String(RECEIVING_EXAMPLE.status) }),
        )
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody(eachLike(SUMMARY(SECOND.id, SECOND.reference)))),
    exercise: async ({ http }) => {
      const lists = await receiving(http).shoplists({
        state: 'all',
        status: RECEIVING_EXAMPLE.status,
        archived: false,
      });
      expect(lists.every((l) => l.status === RECEIVING_EXAMPLE.status)).toBe(true);
    },
  },
  {
    title: 'the custom states of the e-shop',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving('a request for the custom shopping-list states')
        .withRequest('GET', '/api/sklad/ao/custom_shoplist_states/', (b) => b.headers(BEARER))
        .willRespondWith(200, (b) =>
          b
            .headers(JSON_RESPONSE)
            .jsonBody(
              eachLike({ id: integer(1), name: string('Objednáno'), color: regex(/^#[0-9a-f]{6}$/i, '#2d72d2') }),
            ),
        ),
    exercise: async ({ http }) => {
      expect((await receiving(http).customStates())[0].name).toBeTruthy();
    },
  },
  {
    title: 'R-AO-02 a list with its products, their orders and which are fulfilled',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving('a request for shopping list 940001')
        .withRequest('GET', `/api/sklad/ao/shoplist/${FIRST.id}/`, (b) => b.headers(BEARER))
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({ ...SUMMARY(FIRST.id, FIRST.reference), products: eachLike(PRODUCT) }),
        ),
    exercise: async ({ http }) => {
      const list = await receiving(http).shoplist(FIRST.id);
      expect(list.products[0].orders[0].isFulfilled).toBe(true);
    },
  },
  {
    title: 'a list of another e-shop or none at all is a 404 with a Czech detail',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving('a request for a shopping list that does not exist')
        .withRequest('GET', '/api/sklad/ao/shoplist/999999/', (b) => b.headers(BEARER))
        .willRespondWith(404, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({ detail: string('Nákupní seznam 999999 nebyl nalezen.') }),
        ),
    exercise: async ({ http }) => {
      const e = await receiving(http)
        .shoplist(999999)
        .catch((x: unknown) => x);
      expect(e).toBeInstanceOf(HttpFailure);
      expect((e as HttpFailure).detail).toMatch(/nebyl nalezen/);
    },
  },
  {
    title: 'the comments of a list, oldest first',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving('a request for the comments of list 940001')
        .withRequest('GET', `/api/sklad/ao/shoplist/${FIRST.id}/comment/`, (b) => b.headers(BEARER))
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody(eachLike(COMMENT))),
    exercise: async ({ http }) => {
      expect((await receiving(http).comments(FIRST.id))[0].body).toBeTruthy();
    },
  },
  {
    title: 'a comment is added to a list',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving('a new comment on list 940001')
        .withRequest('POST', `/api/sklad/ao/shoplist/${FIRST.id}/comment/`, (b) =>
          b.headers(write('pact-ao-comment')).jsonBody({ body: 'Chybí dodací list.' }),
        )
        .willRespondWith(201, (b) => b.headers(JSON_RESPONSE).jsonBody({ ...COMMENT, body: 'Chybí dodací list.' })),
    exercise: async ({ http }) => {
      const c = await receiving(http).addComment(FIRST.id, 'Chybí dodací list.', 'key-comment');
      expect(c.body).toBe('Chybí dodací list.');
    },
  },
  {
    title: 'search finds a list by its number',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving('a search for shopping list PACT-AO-1')
        .withRequest('POST', '/api/sklad/ao/shoplist/search/', (b) => b.headers(BEARER).jsonBody({ q: 'PACT-AO-1' }))
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody(eachLike(SUMMARY(FIRST.id, FIRST.reference)))),
    exercise: async ({ http }) => {
      expect((await receiving(http).search('PACT-AO-1'))[0].reference).toBe('PACT-AO-1');
    },
  },
  {
    title: 'R-AO-03 processing with move_missing and create_extras answers an ok status',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving('processing list 940002 with both options')
        .withRequest('POST', `/api/sklad/ao/shoplist/${SECOND.id}/process/`, (b) =>
          b.headers(write('pact-ao-process')).jsonBody({ move_missing: true, create_extras: true }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            status: 'ok',
            shoplist_id: integer(SECOND.id),
            already_processed: boolean(false),
            backorder_id: integer(1),
            extras_id: null,
          }),
        ),
    exercise: async ({ http }) => {
      const answer = await receiving(http).process(SECOND.id, { move_missing: true, create_extras: true }, 'key-p');
      expect(answer.status).toBe('ok');
    },
  },
  {
    title: 'R-AO-03 the status of a list changes by request',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving('a change of list 940001 to custom state 2')
        .withRequest('PUT', `/api/sklad/ao/shoplist/${FIRST.id}/status/`, (b) =>
          b.headers(write('pact-ao-status')).jsonBody({ status: 2 }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody(SUMMARY(FIRST.id, FIRST.reference, { status: integer(2) })),
        ),
    exercise: async ({ http }) => {
      expect((await receiving(http).changeStatus(FIRST.id, 2, 'key-s')).status).toBe(2);
    },
  },
  {
    title: 'R-AO-03 a list can be archived',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving('archiving list 940002')
        .withRequest('PUT', `/api/sklad/ao/shoplist/${SECOND.id}/archive/`, (b) => b.headers(write('pact-ao-archive')))
        .willRespondWith(200, (b) =>
          b
            .headers(JSON_RESPONSE)
            .jsonBody(SUMMARY(SECOND.id, SECOND.reference, { archived: true, pieces_stocked_up: integer(0) })),
        ),
    exercise: async ({ http }) => {
      expect((await receiving(http).archive(SECOND.id, 'key-a')).archived).toBe(true);
    },
  },
  {
    title: 'R-AO-02 stocking in from a list names the list, so its stocked-up amounts rise',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving('a stock-in from shopping list 940001')
        .withRequest('POST', '/api/sklad/inventory/ao/', (b) =>
          b.headers(write('pact-ao-receive')).jsonBody({
            ...RECEIPT,
            source: 'Sklad',
            shoplist_id: FIRST.id,
          }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            errors: [],
            change_id: integer(1),
            shoptet_sync: boolean(true),
            movements: eachLike({
              code: string('ZAH0061'),
              location_name: string(RECEIVING_EXAMPLE.location),
              sarze_id: null,
              amount: integer(2),
              before: integer(0),
              after: integer(2),
            }),
          }),
        ),
    exercise: async ({ http }) => {
      const w = await new FetchStockMovementsApi(http).stockIn(
        {
          ...RECEIPT,
          source: 'Sklad',
          fromList: true,
          shoplist_id: FIRST.id,
        },
        { idempotencyKey: 'key-receive' },
      );
      expect(w.change_id).toBeGreaterThan(0);
    },
  },
]);
