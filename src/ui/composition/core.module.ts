import { ContainerModule } from 'inversify';
import { AuthApi } from '../../application/ports/auth-api.port';
import { Clock } from '../../application/ports/clock.port';
import { ConfigApi } from '../../application/ports/config-api.port';
import { HttpClient } from '../../application/ports/http-client.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { KeyValueStore } from '../../application/ports/key-value-store.port';
import { TokenSession } from '../../application/session/token-session';
import { apiBaseUrls, devIpsFrom, isDevHost } from '../../infrastructure/http/api-hosts';
import { FetchAuthApi } from '../../infrastructure/http/fetch-auth-api';
import { FetchConfigApi } from '../../infrastructure/http/fetch-config-api';
import { FetchHttpClient } from '../../infrastructure/http/fetch-http-client';
import { LocalStorageStore } from '../../infrastructure/storage/local-storage-store';
import { CryptoIdGenerator, SystemClock } from '../../infrastructure/system/system-clock';
import * as Stores from '../di/tokens';
import { AppConfigStore } from '../stores/app-config.store';
import { SessionStore } from '../stores/session.store';

export interface CoreEnvironment {
  hostname: string;
  env: Record<string, string | undefined>;
  storage?: Storage;
  fetch?: typeof fetch;
}

/** Transport, sign-in and configuration: the part every screen stands on. */
export function coreModule(environment: CoreEnvironment): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const transport = isDevHost(environment.hostname, devIpsFrom(environment.env)) ? 'bearer' : 'cookie';
    bind<Stores.TransportMode>(Stores.TransportMode).toConstantValue(transport);
    bind<KeyValueStore>(KeyValueStore).toConstantValue(new LocalStorageStore(environment.storage));
    bind<Clock>(Clock).toConstantValue(new SystemClock());
    bind<IdGenerator>(IdGenerator).toConstantValue(new CryptoIdGenerator());
    bind<TokenSession>(Stores.TokenSession)
      .toDynamicValue((ctx) => new TokenSession(ctx.get<KeyValueStore>(KeyValueStore)))
      .inSingletonScope();
    bind<HttpClient>(HttpClient)
      .toDynamicValue(
        (ctx) =>
          new FetchHttpClient({
            baseUrls: apiBaseUrls(environment.env),
            transport,
            session: ctx.get<TokenSession>(Stores.TokenSession),
            clock: ctx.get<Clock>(Clock),
            // The one refresh call, FetchAuthApi.refresh (the adapter its Pact exercises), over this transport.
            tokenRefresh: { refresh: (tokens) => ctx.get<AuthApi>(AuthApi).refresh(tokens) },
            fetch: environment.fetch,
          }),
      )
      .inSingletonScope();
    bind<AuthApi>(AuthApi)
      .toDynamicValue((ctx) => new FetchAuthApi(ctx.get<HttpClient>(HttpClient)))
      .inSingletonScope();
    bind<ConfigApi>(ConfigApi)
      .toDynamicValue((ctx) => new FetchConfigApi(ctx.get<HttpClient>(HttpClient)))
      .inSingletonScope();
    bind<SessionStore>(Stores.SessionStore)
      .toDynamicValue(
        (ctx) => new SessionStore(ctx.get<AuthApi>(AuthApi), ctx.get<TokenSession>(Stores.TokenSession), transport),
      )
      .inSingletonScope();
    bind<AppConfigStore>(Stores.AppConfigStore)
      .toDynamicValue((ctx) => new AppConfigStore(ctx.get<AuthApi>(AuthApi), ctx.get<ConfigApi>(ConfigApi)))
      .inSingletonScope();
  });
}
