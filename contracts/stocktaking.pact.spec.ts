import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { OperationErrors } from '../src/application/errors';
import { FetchStocktakingApi } from '../src/infrastructure/http/fetch-stocktaking-api';
import { STOCKTAKING_EXAMPLE } from './provider-states/stocktaking.states';
import { consumerSpec } from './support/consumer-spec';
import { BEARER, ISO_INSTANT, JSON_RESPONSE, keyedWrite as write, JSON_BODY as BODY } from './support/matchers';

const { eachLike, atLeastLike, integer, string, boolean, like } = MatchersV3;

// The nine /inventory_check/ calls of SPEC 7 "Stock-taking" as the app's real FetchStocktakingApi
// makes them over FetchHttpClient, against the provider state's corner of e-shop 101
// (contracts/provider-states/stocktaking.states.ts): check 940001 over PACT-ST-01, 5 pieces held, 4 counted.
const RUNNING = 'signed in as admin with the running stock-taking PACT inventura';
const MOVED = 'signed in as admin with the running stock-taking PACT inventura whose counted stock moved since';
const E = STOCKTAKING_EXAMPLE;
const [L1, L2] = E.locations;
// Each write's example key differs: a key reused for another request is refused by the provider.

const SUMMARY = {
  id: integer(E.checkId),
  inventory_check_id: integer(E.checkId),
  name: string(E.checkName),
  status: null,
  blind: boolean(false),
  sectors: atLeastLike({ id: integer(E.sector.id), sector_name: string(E.sector.name) }, 0, 1),
  locations: eachLike({ id: integer(L1.id), name: string(L1.name) }),
  changed: ISO_INSTANT(),
  created_by_name: string('Alena Adminová'),
  progress: like({ counted_locations: 0, total_locations: 1, lines: 1 }),
};
const COUNTED_LINE = {
  location_name: string(L1.name),
  code: string(E.code),
  name: string('Zahradní hadice'),
  sarze_id: null,
  sarze_name: null,
  amount: integer(E.counted),
  entries: integer(1),
  expected: integer(E.held),
};
const DETAIL = {
  ...SUMMARY,
  location_states: eachLike({
    id: integer(L1.id),
    name: string(L1.name),
    sector_id: integer(E.sector.id),
    sector_name: string(E.sector.name),
    counted: boolean(false),
    counted_by: null,
    lines: integer(1),
  }),
  counters: atLeastLike(
    { client_name: string('Alena Adminová'), location_name: string(L1.name), at: ISO_INSTANT() },
    0,
    1,
  ),
  // Issue 24 item 12: a committed check answers its change and the record of its lines; a running one has neither.
  committed_change_id: null,
  record: null,
};
const KEY = (k: string) => ({ idempotencyKey: k });
const api = (http: ConstructorParameters<typeof FetchStocktakingApi>[0]) => new FetchStocktakingApi(http);

export default consumerSpec('StocktakingApi', [
  {
    title: 'R-INV-03 list asks for a page of 50 and reads page, per_page, total_pages and total_entries',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(RUNNING)
        .uponReceiving('a request for the running stock-takings named PACT inventura')
        .withRequest('POST', '/api/sklad/inventory_check/list/', (b) =>
          b.headers(BODY).jsonBody({ page: 1, per_page: 50, name: E.checkName, status: 'active' }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            page: 1,
            per_page: 50,
            total_pages: integer(1),
            total_entries: integer(1),
            results: eachLike(SUMMARY),
          }),
        ),
    exercise: async ({ http }) => {
      const page = await api(http).list({ page: 1, per_page: 50, name: E.checkName, status: 'active' });
      expect(page.per_page).toBe(50);
      // R-INV-01: the active list holds checks whose status is null.
      expect(page.results[0].status).toBeNull();
    },
  },
  {
    title: 'changes lists the differences of a check (code, before_amount, after_amount, sarze_id, location_name)',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(RUNNING)
        .uponReceiving('a request for the differences of stock-taking 940001')
        .withRequest('GET', `/api/sklad/inventory_check/list/${E.checkId}/`, (b) => b.headers(BEARER))
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            id: integer(E.checkId),
            name: string(E.checkName),
            status: null,
            blind: boolean(false),
            list_all: false,
            changes: eachLike({
              location_name: string(L1.name),
              code: string(E.code),
              name: string('Zahradní hadice'),
              sarze_id: null,
              before_amount: integer(E.held),
              after_amount: integer(E.counted),
              stock_now: integer(E.held),
              moved_after_count: integer(0),
            }),
          }),
        ),
    exercise: async ({ http }) => {
      const answer = await api(http).changes(E.checkId, false);
      expect(answer.changes[0]).toMatchObject({ code: E.code, after_amount: expect.any(Number) });
    },
  },
  {
    title: 'detail reads the progress, who counts where and the lines of the asked location',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(RUNNING)
        .uponReceiving('a request for stock-taking 940001 with the lines of PACT-ST-01')
        .withRequest('GET', `/api/sklad/inventory_check/detail/${E.checkId}/`, (b) =>
          b.headers(BEARER).query({ location: L1.name }),
        )
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody({ ...DETAIL, lines: eachLike(COUNTED_LINE) })),
    exercise: async ({ http }) => {
      const detail = await api(http).detail(E.checkId, L1.name);
      expect(detail.lines?.[0].amount).toEqual(expect.any(Number));
    },
  },
  {
    title: 'edit marks a location counted and answers the check',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(RUNNING)
        .uponReceiving('marking PACT-ST-01 of stock-taking 940001 counted')
        .withRequest('POST', `/api/sklad/inventory_check/edit/${E.checkId}/`, (b) =>
          b.headers(write('key-st-mark')).jsonBody({ action: 'mark_counted', location_name: L1.name }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            ...DETAIL,
            location_states: eachLike({
              id: integer(L1.id),
              name: string(L1.name),
              sector_id: integer(E.sector.id),
              sector_name: string(E.sector.name),
              counted: true,
              counted_by: string('Alena Adminová'),
              lines: integer(1),
            }),
            lines: eachLike(COUNTED_LINE),
          }),
        ),
    exercise: async ({ http }) => {
      const detail = await api(http).edit(
        E.checkId,
        { action: 'mark_counted', location_name: L1.name },
        KEY('key-st-mark'),
      );
      expect(detail.location_states[0].counted).toBe(true);
    },
  },
  {
    title: 'R-INV-02 start creates a check over chosen locations',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(RUNNING)
        .uponReceiving('starting a stock-taking over PACT-ST-02')
        .withRequest('POST', '/api/sklad/inventory_check/start/', (b) =>
          b.headers(write('key-st-start')).jsonBody({ name: 'PACT nová', blind: false, locations: [L2.id] }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            ...DETAIL,
            id: integer(1),
            inventory_check_id: integer(1),
            name: 'PACT nová',
            locations: [{ id: L2.id, name: L2.name }],
            location_states: eachLike({
              id: integer(L2.id),
              name: string(L2.name),
              sector_id: integer(E.sector.id),
              sector_name: string(E.sector.name),
              counted: false,
              counted_by: null,
              lines: 0,
            }),
            lines: null,
          }),
        ),
    exercise: async ({ http }) => {
      const detail = await api(http).start(
        { name: 'PACT nová', blind: false, locations: [L2.id] },
        KEY('key-st-start'),
      );
      expect(detail.status).toBeNull();
    },
  },
  {
    title: 'R-INV-02 cancel removes a running check (its status becomes cancelled)',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(RUNNING)
        .uponReceiving('cancelling stock-taking 940001')
        .withRequest('DELETE', `/api/sklad/inventory_check/cancel/${E.checkId}/`, (b) =>
          b.headers(write('key-st-cancel', false)),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({ id: E.checkId, inventory_check_id: E.checkId, status: 'cancelled' }),
        ),
    exercise: async ({ http }) => {
      expect((await api(http).cancel(E.checkId, KEY('key-st-cancel'))).status).toBe('cancelled');
    },
  },
  {
    title: 'add_product sends one scan with its own entry id and reads the summed line',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(RUNNING)
        .uponReceiving('a count entry of 1 piece of ZAH0002 at PACT-ST-01')
        .withRequest('POST', '/api/sklad/inventory_check/add_product/', (b) =>
          b.headers(BODY).jsonBody({
            id: E.checkId,
            client_entry_id: 'pact-scan-2',
            location_name: L1.name,
            code: E.code,
            amount: 1,
          }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            errors: [],
            duplicate: false,
            line: { ...COUNTED_LINE, amount: integer(E.counted + 1), entries: integer(2) },
          }),
        ),
    exercise: async ({ http }) => {
      const answer = await api(http).addProduct({
        id: E.checkId,
        client_entry_id: 'pact-scan-2',
        location_name: L1.name,
        code: E.code,
        amount: 1,
      });
      expect(answer.line.code).toBe(E.code);
    },
  },
  {
    title: 'remove_product removes the line of a product at a location',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(RUNNING)
        .uponReceiving('removing the ZAH0002 line of PACT-ST-01')
        .withRequest('DELETE', '/api/sklad/inventory_check/remove_product/', (b) =>
          b
            .headers(write('key-st-remove'))
            .jsonBody({ id: E.checkId, location_name: L1.name, code: E.code, sarze_id: null }),
        )
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody({ errors: [], removed: integer(1) })),
    exercise: async ({ http }) => {
      const answer = await api(http).removeProduct(
        { id: E.checkId, location_name: L1.name, code: E.code, sarze_id: null },
        KEY('key-st-remove'),
      );
      expect(answer.removed).toBeGreaterThan(0);
    },
  },
  {
    title: 'R-INV-02 commit applies the counts with an empty errors list',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(RUNNING)
        .uponReceiving('committing stock-taking 940001')
        .withRequest('POST', '/api/sklad/inventory_check/commit/', (b) =>
          b
            .headers(write('key-st-commit'))
            .jsonBody({ id: E.checkId, shoptet_sync: true, resolution: 'difference', overrides: [] }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            errors: [],
            change_id: integer(1),
            shoptet_sync: boolean(true),
            lines: integer(1),
            movements: integer(1),
          }),
        ),
    exercise: async ({ http }) => {
      const answer = await api(http).commit(
        { id: E.checkId, shoptet_sync: true, resolution: 'difference', overrides: [] },
        KEY('key-st-commit'),
      );
      expect(answer.errors).toEqual([]);
    },
  },
  {
    title: 'R-HTTP-08 a commit answered with a non-empty errors list rejects with them',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(MOVED)
        .uponReceiving('committing stock-taking 940001 without choosing for a line that moved after counting')
        .withRequest('POST', '/api/sklad/inventory_check/commit/', (b) =>
          b.headers(write('key-st-commit-moved')).jsonBody({ id: E.checkId, shoptet_sync: true }),
        )
        .willRespondWith(400, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            detail: string('Zásoba produktu ZAH0002 na pozici PACT-ST-01 se po spočítání změnila (-1 ks)'),
            errors: eachLike({
              code: string(E.code),
              location_name: string(L1.name),
              sarze_id: null,
              reason: 'moved_after_count',
              detail: string('Zásoba produktu ZAH0002 na pozici PACT-ST-01 se po spočítání změnila (-1 ks)'),
            }),
          }),
        ),
    exercise: async ({ http }) => {
      const failure = await api(http)
        .commit({ id: E.checkId, shoptet_sync: true }, KEY('key-st-commit-moved'))
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(failure).toBeInstanceOf(OperationErrors);
      expect((failure as OperationErrors).errors).toHaveLength(1);
    },
  },
]);
