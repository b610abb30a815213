import { MemoryStore } from '../../src/application/testing/memory-store';
import { TokenSession } from '../../src/application/session/token-session';
import { FetchAuthApi } from '../../src/infrastructure/http/fetch-auth-api';
import { FetchConfigApi } from '../../src/infrastructure/http/fetch-config-api';
import { FetchHttpClient } from '../../src/infrastructure/http/fetch-http-client';

/**
 * Example credentials the consumer sends. They are placeholders: the provider verification
 * replaces the Bearer header with a real token of the state's user (requestFilter), and a
 * provider state stores CONSUMER_REFRESH_TOKEN as a genuine refresh token.
 */
export const CONSUMER_ACCESS_TOKEN = 'consumer-access-token';
export const CONSUMER_REFRESH_TOKEN = 'consumer-refresh-token';
/** One-time set-password links of a Shoptet catalogue install (auth.states.ts stores their hashes). */
export const SETUP_LINK_TOKEN = 'consumer-setup-link-token';
export const USED_SETUP_LINK_TOKEN = 'consumer-used-setup-link-token';
const FAR_FUTURE = '2099-01-01T00:00:00.000Z';

/**
 * Every mock server lives for one interaction and the next may get the same port: a pooled
 * keep-alive socket to the closed one then fails the request before the new mock sees it
 * ("expected but not received" under load). A fresh connection per request rules that out.
 */
const freshConnectionFetch: typeof fetch = async (input, init) => {
  const once = () =>
    fetch(input, {
      ...init,
      headers: { ...(init?.headers as Record<string, string> | undefined), connection: 'close' },
    });
  try {
    return await once();
  } catch (failure) {
    // A connection refused or reset before any answer (the mock server still binding its port on
    // a loaded machine). A second try cannot hide a wrong request: had the first reached the mock,
    // the repeat would show up there as an unexpected extra request and fail the interaction.
    if (!(failure instanceof TypeError) || init?.signal?.aborted) throw failure;
    console.warn(`pact consumer: ${String((failure as { cause?: unknown }).cause ?? failure)}; trying once more`);
    return once();
  }
};

export interface ConsumerApis {
  http: FetchHttpClient;
  session: TokenSession;
  store: MemoryStore;
  auth: FetchAuthApi;
  config: FetchConfigApi;
}

/**
 * The app's REAL adapters (fetch transport, auth and config APIs) pointed at the Pact mock
 * server, laid out like the real server: /api/sklad, /api/settings, /api/auth. The session
 * starts signed in (dev transport, Bearer) with a token that has not expired.
 * Areas add their own adapter here when they add their consumer spec.
 */
export function consumerApis(mockServerUrl: string, options: { signedIn?: boolean } = {}): ConsumerApis {
  const store = new MemoryStore(
    options.signedIn === false
      ? {}
      : {
          authToken: CONSUMER_ACCESS_TOKEN,
          refreshToken: CONSUMER_REFRESH_TOKEN,
          expireToken: FAR_FUTURE,
          orgHash: '0'.repeat(32),
        },
  );
  const session = new TokenSession(store);
  const http: FetchHttpClient = new FetchHttpClient({
    baseUrls: {
      main: `${mockServerUrl}/api/sklad`,
      settings: `${mockServerUrl}/api/settings`,
      auth: `${mockServerUrl}/api/auth`,
    },
    transport: 'bearer',
    session,
    clock: { now: () => new Date() },
    tokenRefresh: { refresh: (tokens) => auth.refresh(tokens) },
    fetch: freshConnectionFetch,
  });
  const auth = new FetchAuthApi(http);
  return { http, session, store, auth, config: new FetchConfigApi(http) };
}
