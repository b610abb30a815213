import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { HttpFailure } from '../src/application/errors';
import { FetchEshopSyncApi } from '../src/infrastructure/http/fetch-eshop-sync-api';
import { ESHOP_SYNC_EXAMPLE } from './provider-states/eshop-sync.states';
import { consumerSpec } from './support/consumer-spec';
import { BEARER, JSON_BODY, JSON_RESPONSE } from './support/matchers';

const { like, atLeastLike, integer, string, boolean, regex } = MatchersV3;

// The calls of the settings' "Propojení s e-shopem" card as the app's real FetchEshopSyncApi makes them (#28 item 6).
const CONNECTED = 'signed in as admin with a connected e-shop';
const ADDON = 'signed in as admin with the Shoptet add-on configured';
const BASE = '/api/sklad/eshop_sync';
const api = (http: ConstructorParameters<typeof FetchEshopSyncApi>[0]) => new FetchEshopSyncApi(http);

/** The status of a connected e-shop; counts and times are whatever the server holds. */
const connectedStatus = (syncEnabled: boolean) => ({
  connected: true,
  platform: like('shoptet'),
  state: 'connected',
  state_detail: null,
  sync_enabled: syncEnabled,
  dispatch_deducted_by: like('warehouse'),
  last_push_at: null,
  rows_waiting: integer(0),
  rows_failed: integer(0),
  rows_covered: integer(0),
  failures: atLeastLike(
    {
      code: string('ZAH0001'),
      reason: string('invalid-amount'),
      detail: string('E-shop změnu nepřijal.'),
      message: string('Invalid amount'),
      rows: integer(1),
    },
    0,
    1,
  ),
  stalled: boolean(false),
  stalled_reason: null,
});

export default consumerSpec('EshopSyncApi', [
  {
    title: 'status answers the connection state, the queue and its failures',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(CONNECTED)
        .uponReceiving('a request for the e-shop sync status')
        .withRequest('GET', `${BASE}/status/`, (b) => b.headers(BEARER))
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody(connectedStatus(true))),
    exercise: async ({ http }) => {
      const status = await api(http).status();
      expect(status.state).toBe('connected');
      expect(status.rows_waiting).toBeGreaterThanOrEqual(0);
    },
  },
  {
    title: 'retry puts failed rows back and answers the status',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(CONNECTED)
        .uponReceiving('a retry of the failed e-shop stock changes')
        .withRequest('POST', `${BASE}/retry/`, (b) => b.headers(BEARER))
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody(connectedStatus(true))),
    exercise: async ({ http }) => {
      expect((await api(http).retry()).rows_failed).toBe(0);
    },
  },
  {
    title: 'the sync switch turns the stock push off and answers the status',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(CONNECTED)
        .uponReceiving('the e-shop stock push switched off')
        .withRequest('POST', `${BASE}/settings/`, (b) => b.headers(JSON_BODY).jsonBody({ sync_enabled: false }))
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody(connectedStatus(false))),
    exercise: async ({ http }) => {
      expect((await api(http).setSyncEnabled(false)).sync_enabled).toBe(false);
    },
  },
  {
    title: "connect answers Shoptet's authorisation URL with a state",
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(ADDON)
        .uponReceiving('a start of the Shoptet add-on connection')
        .withRequest('POST', `${BASE}/connect/`, (b) => b.headers(BEARER))
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            url: regex(
              /^http:\/\/127\.0\.0\.1:9\/partner\/action\/ApiOAuthServer\/authorize\?.*state=[\w.-]+$/,
              `${ESHOP_SYNC_EXAMPLE.partnerUrl}/action/ApiOAuthServer/authorize?client_id=pact-addon&response_type=code&scope=api&state=x`,
            ),
          }),
        ),
    exercise: async ({ http }) => {
      expect((await api(http).connect()).url).toContain('ApiOAuthServer/authorize');
    },
  },
  {
    title: 'a private token Shoptet does not answer for is refused in Czech and nothing is connected',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(ADDON)
        .uponReceiving('a pasted private API token while Shoptet does not answer')
        .withRequest('POST', `${BASE}/private_token/`, (b) =>
          b.headers(JSON_BODY).jsonBody({ token: 'shptt-pact-private-token-0001' }),
        )
        .willRespondWith(400, (b) =>
          b
            .headers(JSON_RESPONSE)
            .jsonBody({ detail: string('Shoptet teď neodpovídá. Instalaci doplňku zkuste za chvíli znovu.') }),
        ),
    exercise: async ({ http }) => {
      const failure = await api(http)
        .pastePrivateToken('shptt-pact-private-token-0001')
        .catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(HttpFailure);
      expect((failure as HttpFailure).status).toBe(400);
    },
  },
  {
    title: 'the comparison while the e-shop does not answer is refused with a Czech sentence',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(CONNECTED)
        .uponReceiving('a stock comparison while the e-shop does not answer')
        .withRequest('GET', `${BASE}/comparison/`, (b) => b.headers(BEARER))
        .willRespondWith(400, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({ detail: string('E-shop teď neodpovídá, zkuste to za chvíli.') }),
        ),
    exercise: async ({ http }) => {
      const failure = await api(http)
        .comparison()
        .catch((e: unknown) => e);
      expect((failure as HttpFailure).detail).toMatch(/E-shop/);
    },
  },
  {
    title: "setting the e-shop to the warehouse's figure queues the chosen products",
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(CONNECTED)
        .uponReceiving("the e-shop set to the warehouse's figure for ZAH0001")
        .withRequest('POST', `${BASE}/comparison/apply/`, (b) => b.headers(JSON_BODY).jsonBody({ codes: ['ZAH0001'] }))
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody({ queued: 1 })),
    exercise: async ({ http }) => {
      expect(await api(http).setToWarehouse(['ZAH0001'])).toEqual({ queued: 1 });
    },
  },
]);
