import { ContainerModule } from 'inversify';
import { EshopSyncApi } from '../../application/eshop-sync/eshop-sync-api.port';
import { HttpClient } from '../../application/ports/http-client.port';
import { FetchEshopSyncApi } from '../../infrastructure/http/fetch-eshop-sync-api';

/** The e-shop connection panel in the settings (issue 28 item 6): its port to the HTTP adapter. */
export const eshopSyncModule = new ContainerModule(({ bind }) => {
  bind<EshopSyncApi>(EshopSyncApi)
    .toDynamicValue((ctx) => new FetchEshopSyncApi(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope();
});
