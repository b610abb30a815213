import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { OperationErrors, HttpFailure } from '../src/application/errors';
import { FetchMovementLogApi } from '../src/infrastructure/http/fetch-movement-log-api';
import { FetchStockMovementsApi } from '../src/infrastructure/http/fetch-stock-movements-api';
import { consumerSpec } from './support/consumer-spec';
import { BEARER, ISO_INSTANT, JSON_RESPONSE, keyedWrite } from './support/matchers';

const { eachLike, atLeastLike, integer, string, boolean } = MatchersV3;

// The calls of SPEC 7 "Stock in, out, relocation and search" and POST /log/, as the app's real
// FetchStockMovementsApi / FetchMovementLogApi make them over FetchHttpClient.
const writeHeaders = (exampleKey: string) => keyedWrite(exampleKey, false);
const KEY = { idempotencyKey: 'key-1' };
const MOVEMENT = {
  code: string('ZAH0001'),
  location_name: string('A-01-1'),
  sarze_id: null,
  amount: integer(2),
  before: integer(0),
  after: integer(2),
};
const WRITTEN = { errors: [], change_id: integer(1), shoptet_sync: boolean(true), movements: eachLike(MOVEMENT) };
const REFUSAL = {
  detail: string('Pozice „Z-99-9“ neexistuje.'),
  errors: eachLike({
    code: string(''),
    detail: string('Pozice „Z-99-9“ neexistuje.'),
    reason: string('unknown_location'),
  }),
};
const piped = (code: string, amount: number) => ({
  code,
  ean: null,
  amount,
  requireBatch: false,
  isMultiean: false,
  sarze_id: null,
  new_sarze: null,
});
const HELD = 'signed in as admin with 5 pieces of ZAH0002 at A-01-2';
const stockInBody = (code: string, amount: number, location_name: string) => ({
  products: [piped(code, amount)],
  location_name,
  shoptet_sync: true,
  acknowledge_multiple_sarze: false,
  source: 'Sklad' as const,
});
const stockOutBody = (shoptet_sync: boolean) => ({
  products: [piped('ZAH0002', 1)],
  location_name: 'A-01-2',
  shoptet_sync,
  source: 'Sklad' as const,
});
const CHECKED = {
  products: [{ code: 'ZAH0002', amount: 5, sarze_id: null, new_sarze: null }],
  location_name: 'A-01-2',
};
const RELOCATED = {
  products: [{ code: 'ZAH0002', amount: 1, sarze_id: null, from: 'A-01-2', to: 'A-01-4' }],
  shoptet_sync: true,
  source: 'Přesun ve skladu' as const,
};

/** One keyed stock write (its own example key) and the JSON answer it gets. */
const stockWrite =
  (write: {
    given: string;
    upon: string;
    method: 'POST' | 'PUT' | 'DELETE';
    path: string;
    exampleKey: string;
    body: object;
    status?: number;
    answer: object;
  }) =>
  (pact: PactV4) =>
    pact
      .addInteraction()
      .given(write.given)
      .uponReceiving(write.upon)
      .withRequest(write.method, `/api/sklad${write.path}`, (b) =>
        b.headers(writeHeaders(write.exampleKey)).jsonBody(write.body),
      )
      .willRespondWith(write.status ?? 200, (b) => b.headers(JSON_RESPONSE).jsonBody(write.answer));

const api = (http: ConstructorParameters<typeof FetchStockMovementsApi>[0]) => new FetchStockMovementsApi(http);

export default consumerSpec('StockMovementsApi', [
  {
    title: 'R-SCAN-06 search answers the scanned product with its custom quantity, batches and stock',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given('signed in as admin')
        .uponReceiving('a search for a scanned code at a location')
        .withRequest('POST', '/api/sklad/inventory/search/', (b) =>
          b.headers(BEARER).jsonBody({ q: 'ZAH0001', location_name: 'A-01-1' }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            errors: [],
            name: string('Zahradní hadice'),
            variant: {
              code: string('ZAH0001'),
              ean: string('8590000000011'),
              name: string('15 m'),
              image: string('ZAH0001.svg'),
              custom_quantity: null,
            },
            sarze: atLeastLike({ id: integer(1), name: string('L1'), expires_at: string('2027-01-31') }, 0),
            multiean: boolean(false),
            vynutit_zadani_sarze: boolean(false),
            amount: integer(0),
            invalidLocation: boolean(true),
            stock: atLeastLike(
              {
                location_id: integer(1),
                location_name: string('A-01-1'),
                sector_name: string('A'),
                sarze_id: null,
                amount: integer(1),
              },
              0,
            ),
          }),
        ),
    exercise: async ({ http }) => {
      const p = await api(http).search('ZAH0001', 'A-01-1');
      expect(p.variant.code).toBe('ZAH0001');
      expect(p.variant.custom_quantity).toBeNull();
    },
  },
  {
    title: 'search of an unknown code is a 404 with a Czech detail',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given('signed in as admin')
        .uponReceiving('a search for a code no product has')
        .withRequest('POST', '/api/sklad/inventory/search/', (b) => b.headers(BEARER).jsonBody({ q: 'NEEXISTUJE-42' }))
        .willRespondWith(404, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({ detail: string('Produkt „NEEXISTUJE-42“ nebyl nalezen.') }),
        ),
    exercise: async ({ http }) => {
      const e = await api(http)
        .search('NEEXISTUJE-42', null)
        .catch((x) => x);
      expect(e).toBeInstanceOf(HttpFailure);
      expect((e as HttpFailure).detail).toContain('NEEXISTUJE-42');
    },
  },
  {
    title: 'R-SCAN-09 stockIn posts the piped products to a location with the warehouse source and an idempotency key',
    interaction: stockWrite({
      given: 'signed in as admin',
      upon: 'a stock-in of two pieces at A-01-1',
      method: 'POST',
      path: '/inventory/',
      exampleKey: 'pact-1',
      body: stockInBody('ZAH0001', 2, 'A-01-1'),
      answer: WRITTEN,
    }),
    exercise: async ({ http }) => {
      const w = await api(http).stockIn(stockInBody('ZAH0001', 2, 'A-01-1'), KEY);
      expect(w.change_id).toBeGreaterThan(0);
    },
  },
  {
    title: 'R-PERM-05 stockIn from a shopping list goes to /inventory/ao/ (auto-order module)',
    interaction: stockWrite({
      given: 'signed in as admin',
      upon: 'a stock-in from a shopping list of one piece at A-01-3',
      method: 'POST',
      path: '/inventory/ao/',
      exampleKey: 'pact-ao-1',
      body: stockInBody('ZAH0003', 1, 'A-01-3'),
      answer: WRITTEN,
    }),
    exercise: async ({ http }) => {
      const w = await api(http).stockIn(
        { ...stockInBody('ZAH0003', 1, 'A-01-3'), fromList: true },
        { idempotencyKey: 'key-ao' },
      );
      expect(w.change_id).toBeGreaterThan(0);
    },
  },
  {
    title: 'R-HTTP-08 a refused stock-in (errors listed) rejects with OperationErrors',
    interaction: stockWrite({
      given: 'signed in as admin',
      upon: 'a stock-in at a location that does not exist',
      method: 'POST',
      path: '/inventory/',
      exampleKey: 'pact-2',
      body: stockInBody('ZAH0001', 1, 'Z-99-9'),
      status: 400,
      answer: REFUSAL,
    }),
    exercise: async ({ http }) => {
      const e = await api(http)
        .stockIn(stockInBody('ZAH0001', 1, 'Z-99-9'), KEY)
        .catch((x) => x);
      expect(e).toBeInstanceOf(OperationErrors);
      expect((e as OperationErrors).errors[0]).toMatchObject({ reason: 'unknown_location' });
    },
  },
  {
    title: 'stockOut deletes pieces from a location (DELETE /inventory/)',
    interaction: stockWrite({
      given: HELD,
      upon: 'a stock-out of one piece from A-01-2',
      method: 'DELETE',
      path: '/inventory/',
      exampleKey: 'pact-3',
      body: stockOutBody(true),
      answer: { ...WRITTEN, movements: eachLike({ ...MOVEMENT, code: string('ZAH0002'), amount: integer(-1) }) },
    }),
    exercise: async ({ http }) => {
      const w = await api(http).stockOut({ ...stockOutBody(true), returns: false }, KEY);
      expect(w.movements[0].amount).toBeLessThan(0);
    },
  },
  {
    title: 'stockOut of returns goes to DELETE /inventory/vratky without synchronisation',
    interaction: stockWrite({
      given: HELD,
      upon: 'a stock-out of returns from A-01-2',
      method: 'DELETE',
      path: '/inventory/vratky',
      exampleKey: 'pact-4',
      body: stockOutBody(false),
      answer: { ...WRITTEN, shoptet_sync: false, movements: eachLike({ ...MOVEMENT, amount: integer(-1) }) },
    }),
    exercise: async ({ http }) => {
      const w = await api(http).stockOut({ ...stockOutBody(false), returns: true }, KEY);
      expect(w.shoptet_sync).toBe(false);
    },
  },
  {
    title: 'checkLocation sets the counted amounts of a location (PUT /inventory/ location_check)',
    interaction: stockWrite({
      given: HELD,
      upon: 'a location check of A-01-2',
      method: 'PUT',
      path: '/inventory/',
      exampleKey: 'pact-5',
      body: { action: 'location_check', ...CHECKED, source: 'Sklad' },
      answer: { ...WRITTEN, movements: eachLike({ ...MOVEMENT, amount: integer(0) }) },
    }),
    exercise: async ({ http }) => {
      const w = await api(http).checkLocation({ ...CHECKED, source: 'Sklad' as const }, KEY);
      expect(w.movements[0].after).toBeGreaterThanOrEqual(0);
    },
  },
  {
    title: 'R-SCAN-09 relocate moves pieces between locations as a warehouse move (PUT /inventory/relocate/selective/)',
    interaction: stockWrite({
      given: HELD,
      upon: 'a selective relocation from A-01-2 to A-01-4',
      method: 'PUT',
      path: '/inventory/relocate/selective/',
      exampleKey: 'pact-6',
      body: RELOCATED,
      answer: { ...WRITTEN, movements: eachLike({ ...MOVEMENT, amount: integer(-1) }) },
    }),
    exercise: async ({ http }) => {
      const w = await api(http).relocate(RELOCATED, KEY);
      expect(w.movements.length).toBeGreaterThan(0);
    },
  },
  {
    title: 'R-LOG-02 revert posts the reverse-record source for a change',
    interaction: stockWrite({
      given: 'signed in as admin with a revertible stock-in 900001',
      upon: 'a revert of change 900001',
      method: 'POST',
      path: '/inventory/revert/900001/',
      exampleKey: 'pact-7',
      body: { source: 'Zpětný záznam' },
      answer: { ...WRITTEN, movements: eachLike({ ...MOVEMENT, amount: integer(-1) }) },
    }),
    exercise: async ({ http }) => {
      const w = await api(http).revert(900001, KEY);
      expect(w.change_id).toBeGreaterThan(0);
    },
  },
  {
    title: 'R-LOG-01 the log answers a page of changes with their details, next_id and previous_id',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given('signed in as admin with a revertible stock-in 900001')
        .uponReceiving('a request for the first page of the movement log')
        .withRequest('POST', '/api/sklad/log/', (b) => b.headers(BEARER).jsonBody({}))
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            changes: eachLike({
              id: integer(900001),
              created_at: ISO_INSTANT(),
              client_id: integer(1),
              client_name: string('Alena Adminová'),
              action: string('stock_in'),
              source: string('Sklad'),
              location_name: string('A-01-3'),
              shoptet_sync: boolean(false),
              reverts_id: null,
              reverted_by_id: null,
              details: eachLike({
                id: integer(1),
                code: string('ZAH0003'),
                name: string('Konev plastová'),
                location_name: string('A-01-3'),
                sarze_id: null,
                sarze_name: null,
                expires_at: null,
                amount: integer(1),
                before: integer(0),
                after: integer(1),
              }),
            }),
            next_id: null,
            previous_id: null,
          }),
        ),
    exercise: async ({ http }) => {
      const page = await new FetchMovementLogApi(http).page({});
      expect(page.changes[0].details.length).toBeGreaterThan(0);
      expect(page.previous_id).toBeNull();
    },
  },
]);
