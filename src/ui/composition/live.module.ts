import { ContainerModule } from 'inversify';
import { LiveUpdates } from '../../application/live/live-updates.port';
import { HttpClient } from '../../application/ports/http-client.port';
import { FetchHttpClient } from '../../infrastructure/http/fetch-http-client';
import { FetchLiveUpdates } from '../../infrastructure/live/fetch-live-updates';

/** Live updates: one server-sent-events stream per signed-in tab, shared by every screen that listens. */
export function liveModule(win: Window): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<LiveUpdates>(LiveUpdates)
      .toDynamicValue((ctx) => {
        const http = ctx.get<HttpClient>(HttpClient);
        if (!(http instanceof FetchHttpClient)) throw new Error('Live updates need the fetch transport');
        return new FetchLiveUpdates(http, {
          onOnline: (listener) => {
            win.addEventListener('online', listener);
            return () => win.removeEventListener('online', listener);
          },
        });
      })
      .inSingletonScope();
  });
}
