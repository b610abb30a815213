import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import {
  CONSUMER_ACCESS_TOKEN,
  CONSUMER_REFRESH_TOKEN,
  SETUP_LINK_TOKEN,
  USED_SETUP_LINK_TOKEN,
} from './support/consumer-apis';
import { consumerSpec } from './support/consumer-spec';
import { BEARER, ISO_INSTANT, JSON_RESPONSE, TOKEN_HASH } from './support/matchers';

const { like, integer, string, boolean, regex } = MatchersV3;

// The sign-in service ({auth} host, SPEC 7) as FetchAuthApi calls it.
export default consumerSpec('AuthApi', [
  {
    title: 'set_password sets the first password with a catalogue install one-time link and answers the sign-in name',
    signedOut: true,
    interaction: (pact) =>
      pact
        .addInteraction()
        .given('a catalogue install left a one-time set-password link')
        .uponReceiving('a first password set with a one-time link')
        .withRequest('POST', '/api/auth/set_password/', (b) =>
          b
            .headers({ 'content-type': 'application/json' })
            .jsonBody({ token: SETUP_LINK_TOKEN, password: 'nove-heslo-123' }),
        )
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody({ username: string('majitel@obchod5001.cz') })),
    exercise: async ({ auth }) => {
      expect((await auth.setPassword(SETUP_LINK_TOKEN, 'nove-heslo-123')).username).toBeTruthy();
    },
  },
  {
    title: 'set_password with a used link answers 400 with a Czech detail',
    signedOut: true,
    interaction: (pact) =>
      pact
        .addInteraction()
        .given('the set-password link was already used')
        .uponReceiving('a first password set with a used one-time link')
        .withRequest('POST', '/api/auth/set_password/', (b) =>
          b
            .headers({ 'content-type': 'application/json' })
            .jsonBody({ token: USED_SETUP_LINK_TOKEN, password: 'nove-heslo-123' }),
        )
        .willRespondWith(400, (b) =>
          b.jsonBody({ detail: 'Odkaz pro nastavení hesla je neplatný, vypršel nebo už byl použit.' }),
        ),
    exercise: async ({ auth }) => {
      await expect(auth.setPassword(USED_SETUP_LINK_TOKEN, 'nove-heslo-123')).rejects.toMatchObject({
        _tag: 'HttpFailure',
        status: 400,
        detail: 'Odkaz pro nastavení hesla je neplatný, vypršel nebo už byl použit.',
      });
    },
  },
  {
    title: 'R-HTTP-04 login (bearer) answers the token response with a refresh token',
    signedOut: true,
    interaction: (pact) =>
      pact
        .addInteraction()
        .given('user admin exists with password admin')
        .uponReceiving('a bearer sign-in of admin')
        .withRequest('POST', '/api/auth/login/', (b) =>
          b
            .headers({ 'content-type': 'application/json' })
            .jsonBody({ username: 'admin', password: 'admin', transport: 'bearer' }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            access_token: string('eyJzdWIiOjF9.c2lnbmF0dXJl'),
            refresh_token: string('b3BhcXVlLXJlZnJlc2g'),
            access_token_expire: ISO_INSTANT(),
            token_hash: TOKEN_HASH,
          }),
        ),
    exercise: async ({ auth }) => {
      const tokens = await auth.login('admin', 'admin', 'bearer');
      expect(tokens.access_token).toBeTruthy();
      expect(tokens.refresh_token).toBeTruthy();
      expect(new Date(tokens.access_token_expire).getTime()).not.toBeNaN();
    },
  },
  {
    title: 'R-HTTP-03 login with a wrong password answers 400 with a Czech detail',
    signedOut: true,
    interaction: (pact) =>
      pact
        .addInteraction()
        .given('user admin exists with password admin')
        .uponReceiving('a sign-in of admin with a wrong password')
        .withRequest('POST', '/api/auth/login/', (b) =>
          b
            .headers({ 'content-type': 'application/json' })
            .jsonBody({ username: 'admin', password: 'spatne', transport: 'bearer' }),
        )
        .willRespondWith(400, (b) => b.jsonBody({ detail: string('Nesprávné uživatelské jméno nebo heslo.') })),
    exercise: async ({ auth }) => {
      await expect(auth.login('admin', 'spatne', 'bearer')).rejects.toMatchObject({
        _tag: 'HttpFailure',
        status: 400,
        detail: expect.any(String),
      });
    },
  },
  {
    title:
      'R-HTTP-05 refresh-token (dev) takes both tokens in the query and answers a new access token and the next refresh token',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given('admin holds the refresh token consumer-refresh-token')
        .uponReceiving('a dev refresh of the access token')
        .withRequest('GET', '/api/auth/refresh-token/', (b) =>
          b.query({
            access_token: regex(/^\S+$/, CONSUMER_ACCESS_TOKEN),
            refresh_token: CONSUMER_REFRESH_TOKEN,
          }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            access_token: string('eyJzdWIiOjF9.bmV3'),
            access_token_expire: ISO_INSTANT(),
            token_hash: TOKEN_HASH,
            refresh_token: string('bmV4dC1yZWZyZXNo'),
          }),
        ),
    exercise: async ({ auth }) => {
      const tokens = await auth.refresh({ accessToken: CONSUMER_ACCESS_TOKEN, refreshToken: CONSUMER_REFRESH_TOKEN });
      expect(tokens.access_token).toBeTruthy();
      expect(tokens.refresh_token).toBeTruthy();
      expect(tokens.token_hash).toMatch(/^[0-9a-f]{32}$/);
    },
  },
  {
    title: 'R-MENU-11 client_info answers the signed-in user',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given('signed in as admin')
        .uponReceiving('a request for the client info')
        .withRequest('GET', '/api/auth/client_info/', (b) => b.headers(BEARER))
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            client_id: integer(1),
            client_name: string('Alena Adminová'),
            org_id: integer(1),
            org_name: string('Demo s.r.o.'),
            org_note: string('Demo organizace'),
            is_superadmin: boolean(false),
            role_id: integer(1),
            stock_eshop_id: integer(101),
          }),
        ),
    exercise: async ({ auth }) => {
      const info = await auth.clientInfo();
      expect(info).toMatchObject({ client_id: 1, role_id: 1, stock_eshop_id: 101, is_superadmin: false });
    },
  },
  {
    title: 'R-MENU-09 set_stock_eshop switches to another own e-shop and answers a token for it',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given('signed in as admin')
        .uponReceiving('a switch of the current stock to e-shop 102')
        .withRequest('GET', '/api/auth/set_stock_eshop/', (b) => b.headers(BEARER).query({ stock_eshop_id: '102' }))
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            access_token: string('eyJlc2hvcCI6MTAyfQ.c2ln'),
            access_token_expire: ISO_INSTANT(),
            token_hash: TOKEN_HASH,
          }),
        ),
    exercise: async ({ auth }) => {
      const tokens = await auth.setStockEshop(102);
      expect(tokens.access_token).toBeTruthy();
    },
  },
  {
    title:
      "R-UI-12 R-MENU-09 set_stock_eshop to another organisation's e-shop is refused with a detail and keeps the user signed in",
    interaction: (pact) =>
      pact
        .addInteraction()
        .given('signed in as admin')
        .uponReceiving('a switch of the current stock to a foreign e-shop 201')
        .withRequest('GET', '/api/auth/set_stock_eshop/', (b) => b.headers(BEARER).query({ stock_eshop_id: '201' }))
        .willRespondWith(400, (b) => b.jsonBody({ detail: string('K tomuto skladu nemáte přístup.') })),
    exercise: async ({ auth, session }) => {
      await expect(auth.setStockEshop(201)).rejects.toMatchObject({
        _tag: 'HttpFailure',
        status: 400,
        payload: { detail: 'K tomuto skladu nemáte přístup.' },
      });
      expect(session.isActive).toBe(true);
    },
  },
  {
    title: 'R-PERM-04 logout sends the refresh token so the server revokes it',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given('admin holds the refresh token consumer-refresh-token')
        .uponReceiving('a sign-out with the refresh token')
        .withRequest('POST', '/api/auth/logout/', (b) =>
          b.headers({ 'content-type': 'application/json' }).jsonBody({ refresh_token: CONSUMER_REFRESH_TOKEN }),
        )
        .willRespondWith(200, (b) => b.jsonBody(like({ ok: true }))),
    exercise: async ({ auth }) => {
      await expect(auth.logout(CONSUMER_REFRESH_TOKEN)).resolves.toBeUndefined();
    },
  },
]);
