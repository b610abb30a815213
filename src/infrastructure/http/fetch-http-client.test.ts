import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpFailure, NetworkFailure, NotSignedIn } from '../../application/errors';
import { TokenSession } from '../../application/session/token-session';
import { MemoryStore } from '../../application/testing/memory-store';
import { FetchAuthApi } from './fetch-auth-api';
import { FetchHttpClient, isSuccessStatus } from './fetch-http-client';

const BASE = 'http://sklad.test';
const baseUrls = { main: `${BASE}/api/sklad`, settings: `${BASE}/api/settings`, auth: `${BASE}/api/auth` };
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const NOW = new Date('2026-11-22T10:00:00Z');
const clock = { now: () => NOW };

function client(transport: 'bearer' | 'cookie', tokens?: { access?: string; refresh?: string; expire: string }) {
  const session = new TokenSession(new MemoryStore());
  if (tokens)
    session.save({
      access_token: tokens.access,
      refresh_token: tokens.refresh,
      access_token_expire: tokens.expire,
      token_hash: 'h',
    });
  // The refresh goes through the adapter the Pact exercises, as the composition root wires it.
  const http: FetchHttpClient = new FetchHttpClient({
    baseUrls,
    transport,
    session,
    clock,
    tokenRefresh: { refresh: (t) => new FetchAuthApi(http).refresh(t) },
  });
  return { session, http };
}
const VALID = { access: 'tok-1', refresh: 'ref-1', expire: '2026-11-22T11:00:00Z' };
const EXPIRED = { access: 'tok-old', refresh: 'ref-1', expire: '2026-11-22T09:00:00Z' };

describe('FetchHttpClient, the transport of SPEC 7 and 8', () => {
  it('R-HTTP-01 every status below 304 is success, 304 and above are not', async () => {
    expect([200, 201, 204, 299, 303].every(isSuccessStatus)).toBe(true);
    expect([304, 400, 500].some(isSuccessStatus)).toBe(false);
    server.use(http.get(`${BASE}/api/sklad/eshop/`, () => HttpResponse.json({ id: 101 }, { status: 203 })));
    await expect(
      client('bearer', VALID).http.request({ host: 'main', method: 'GET', path: '/eshop/' }),
    ).resolves.toEqual({ id: 101 });
    server.use(http.get(`${BASE}/api/sklad/eshop/`, () => new HttpResponse(null, { status: 304 })));
    await expect(
      client('bearer', VALID).http.request({ host: 'main', method: 'GET', path: '/eshop/' }),
    ).rejects.toMatchObject({ _tag: 'HttpFailure', status: 304 });
  });

  it.each([401, 403])(
    'R-HTTP-02 R-PERM-04 a %i rejects as 403 "Uživatel není přihlášen." and ends the session',
    async (status) => {
      server.use(http.get(`${BASE}/api/sklad/eshop/`, () => HttpResponse.json({ detail: 'x' }, { status })));
      const { http: api, session } = client('bearer', VALID);
      let ended = 0;
      session.onEnded(() => {
        ended++;
      });
      const error = await api.request({ host: 'main', method: 'GET', path: '/eshop/' }).catch((e) => e);
      expect(error).toBeInstanceOf(NotSignedIn);
      expect(error).toMatchObject({ status: 403, message: 'Uživatel není přihlášen.' });
      expect([ended, session.isActive, session.accessToken]).toEqual([1, false, null]);
      // the sign-in page tells the worker the server refused them, rather than showing a bare form
      expect(session.endReason).toBe('refused');
    },
  );

  it('R-HTTP-03 any other status rejects with the status and the response body as payload', async () => {
    server.use(
      http.post(`${BASE}/api/sklad/log/`, () =>
        HttpResponse.json({ detail: 'Neplatný údaj „next_id“.' }, { status: 400 }),
      ),
    );
    const error = await client('bearer', VALID)
      .http.request({ host: 'main', method: 'POST', path: '/log/', body: { next_id: 'x' } })
      .catch((e) => e);
    expect(error).toBeInstanceOf(HttpFailure);
    expect(error).toMatchObject({ status: 400, payload: { detail: 'Neplatný údaj „next_id“.' } });
    expect((error as HttpFailure).detail).toBe('Neplatný údaj „next_id“.');
  });

  it('R-HTTP-04 dev (bearer) sends the token in the Authorization header; cookie mode sends none and includes credentials', async () => {
    const seen: Array<{ auth: string | null; credentials: string }> = [];
    server.use(
      http.get(`${BASE}/api/sklad/eshop/`, ({ request }) => {
        seen.push({ auth: request.headers.get('authorization'), credentials: request.credentials });
        return HttpResponse.json({});
      }),
    );
    await client('bearer', VALID).http.request({ host: 'main', method: 'GET', path: '/eshop/' });
    await client('cookie', { expire: VALID.expire }).http.request({ host: 'main', method: 'GET', path: '/eshop/' });
    expect(seen).toEqual([
      { auth: 'Bearer tok-1', credentials: 'same-origin' },
      { auth: null, credentials: 'include' },
    ]);
  });

  it('R-HTTP-05 an expired token is refreshed once before the calls that found it expired, which then use the new one', async () => {
    const refreshes: string[] = [];
    const auths: Array<string | null> = [];
    server.use(
      http.get(`${BASE}/api/auth/refresh-token/`, ({ request }) => {
        refreshes.push(new URL(request.url).search);
        return HttpResponse.json({
          access_token: 'tok-new',
          access_token_expire: '2026-11-22T12:00:00Z',
          token_hash: 'h2',
        });
      }),
      http.get(`${BASE}/api/sklad/eshop/`, ({ request }) => {
        auths.push(request.headers.get('authorization'));
        return HttpResponse.json({});
      }),
    );
    const { http: api, session } = client('bearer', EXPIRED);
    await Promise.all([1, 2, 3].map(() => api.request({ host: 'main', method: 'GET', path: '/eshop/' })));
    expect(refreshes).toEqual(['?access_token=tok-old&refresh_token=ref-1']);
    expect(auths).toEqual(['Bearer tok-new', 'Bearer tok-new', 'Bearer tok-new']);
    expect([session.accessToken, session.refreshToken, session.orgHash]).toEqual(['tok-new', 'ref-1', 'h2']);
  });

  it('R-HTTP-05 the transport refreshes only through the injected AuthApi.refresh, the adapter under contract (issue 27)', async () => {
    const asked: unknown[] = [];
    const sent: string[] = [];
    server.use(
      http.all(`${BASE}/*`, ({ request }) => {
        sent.push(new URL(request.url).pathname);
        return HttpResponse.json({});
      }),
    );
    const session = new TokenSession(new MemoryStore());
    session.save({
      access_token: 'tok-old',
      refresh_token: 'ref-1',
      access_token_expire: EXPIRED.expire,
      token_hash: 'h',
    });
    const api = new FetchHttpClient({
      baseUrls,
      transport: 'bearer',
      session,
      clock,
      tokenRefresh: {
        refresh: async (tokens) => {
          asked.push(tokens);
          return { access_token: 'tok-new', access_token_expire: '2026-11-22T12:00:00Z', token_hash: 'h2' };
        },
      },
    });
    await api.request({ host: 'main', method: 'GET', path: '/eshop/' });
    expect(asked).toEqual([{ accessToken: 'tok-old', refreshToken: 'ref-1' }]);
    expect(sent).toEqual(['/api/sklad/eshop/']);
    expect(session.accessToken).toBe('tok-new');
  });

  it('R-HTTP-05 the refresh call is sent without the expired Bearer token', async () => {
    const auths: Array<string | null> = [];
    server.use(
      http.get(`${BASE}/api/auth/refresh-token/`, ({ request }) => {
        auths.push(request.headers.get('authorization'));
        return HttpResponse.json({
          access_token: 'tok-new',
          access_token_expire: '2026-11-22T12:00:00Z',
          token_hash: 'h',
        });
      }),
      http.get(`${BASE}/api/sklad/eshop/`, () => HttpResponse.json({})),
    );
    await client('bearer', EXPIRED).http.request({ host: 'main', method: 'GET', path: '/eshop/' });
    expect(auths).toEqual([null]);
  });

  it('R-HTTP-05 two tabs of one browser (one store, Web Locks) refresh once: the second finds the token fresh', async () => {
    let refreshes = 0;
    server.use(
      http.get(`${BASE}/api/auth/refresh-token/`, async () => {
        refreshes++;
        await delay(20);
        return HttpResponse.json({
          access_token: 'tok-new',
          refresh_token: 'ref-2',
          access_token_expire: '2026-11-22T12:00:00Z',
          token_hash: 'h2',
        });
      }),
      http.get(`${BASE}/api/sklad/eshop/`, () => HttpResponse.json({})),
    );
    // Web Locks as a browser has them: one holder of a name at a time, the others queue.
    let queue = Promise.resolve();
    const locks = {
      request: (_name: string, work: () => Promise<void>) => {
        const run = queue.then(work);
        queue = run.catch(() => undefined);
        return run;
      },
    };
    const store = new MemoryStore();
    const shared = new TokenSession(store);
    shared.save({
      access_token: EXPIRED.access,
      refresh_token: EXPIRED.refresh,
      access_token_expire: EXPIRED.expire,
      token_hash: 'h',
    });
    const tab = () => {
      const http: FetchHttpClient = new FetchHttpClient({
        baseUrls,
        transport: 'bearer',
        session: new TokenSession(store),
        clock,
        tokenRefresh: { refresh: (t) => new FetchAuthApi(http).refresh(t) },
      });
      return http;
    };
    const navigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value: { locks }, configurable: true });
    try {
      const [a, b] = [tab(), tab()];
      await Promise.all([a, b].map((t) => t.request({ host: 'main', method: 'GET', path: '/eshop/' })));
    } finally {
      if (navigator) Object.defineProperty(globalThis, 'navigator', navigator);
      else delete (globalThis as { navigator?: unknown }).navigator;
    }
    expect(refreshes).toBe(1);
    expect([shared.accessToken, shared.refreshToken]).toEqual(['tok-new', 'ref-2']);
  });

  it('R-HTTP-05 a failed refresh signs out and the call is not sent', async () => {
    let sent = 0;
    server.use(
      http.get(`${BASE}/api/auth/refresh-token/`, () =>
        HttpResponse.json({ detail: 'Uživatel není přihlášen.' }, { status: 401 }),
      ),
      http.get(`${BASE}/api/sklad/eshop/`, () => {
        sent++;
        return HttpResponse.json({});
      }),
    );
    const { http: api, session } = client('bearer', EXPIRED);
    await expect(api.request({ host: 'main', method: 'GET', path: '/eshop/' })).rejects.toBeInstanceOf(NotSignedIn);
    expect([sent, session.isActive]).toEqual([0, false]);
    expect(session.endReason).toBe('expired');
  });

  it('R-HTTP-05 in dev a missing refresh token signs out without asking the server', async () => {
    const { http: api, session } = client('bearer', { access: 'tok-old', expire: EXPIRED.expire });
    await expect(api.request({ host: 'main', method: 'GET', path: '/eshop/' })).rejects.toBeInstanceOf(NotSignedIn);
    expect(session.isActive).toBe(false);
  });

  it('R-HTTP-05 with cookies the refresh carries no tokens in the query (the cookie travels by itself)', async () => {
    const queries: string[] = [];
    server.use(
      http.get(`${BASE}/api/auth/refresh-token/`, ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({ access_token_expire: '2026-11-22T12:00:00Z', token_hash: 'h' });
      }),
      http.get(`${BASE}/api/sklad/eshop/`, () => HttpResponse.json({})),
    );
    await client('cookie', { expire: EXPIRED.expire }).http.request({ host: 'main', method: 'GET', path: '/eshop/' });
    expect(queries).toEqual(['']);
  });

  it('R-HTTP-06 no timeout unless asked; a call with timeoutMs that gets no answer fails as a timeout', async () => {
    server.use(
      http.post(`${BASE}/api/sklad/log/`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const error = await client('bearer', VALID)
      .http.request({ host: 'main', method: 'POST', path: '/log/', body: {}, timeoutMs: 30 })
      .catch((e) => e);
    expect(error).toBeInstanceOf(NetworkFailure);
    expect(error).toMatchObject({ reason: 'timeout' });
  });

  it('sends query parameters, a JSON body and the idempotency key of a write', async () => {
    let seen: { url: string; body: unknown; key: string | null; type: string | null } | undefined;
    server.use(
      http.post(`${BASE}/api/sklad/inventory/`, async ({ request }) => {
        seen = {
          url: request.url,
          body: await request.json(),
          key: request.headers.get('idempotency-key'),
          type: request.headers.get('content-type'),
        };
        return HttpResponse.json({ errors: [] });
      }),
    );
    await client('bearer', VALID).http.request({
      host: 'main',
      method: 'POST',
      path: '/inventory/',
      query: { a: 1, skip: undefined },
      body: { q: 'x' },
      idempotencyKey: 'k-1',
    });
    expect(seen).toEqual({
      url: `${BASE}/api/sklad/inventory/?a=1`,
      body: { q: 'x' },
      key: 'k-1',
      type: 'application/json',
    });
  });
});
