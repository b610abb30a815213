import { ContainerModule } from 'inversify';
import { ExportsApi } from '../../application/exports/exports-api.port';
import { HttpClient } from '../../application/ports/http-client.port';
import { FetchExportsApi } from '../../infrastructure/http/fetch-exports-api';

/** Export and import with spreadsheets: the port to its HTTP adapter. */
export const exportsModule = new ContainerModule(({ bind }) => {
  bind<ExportsApi>(ExportsApi)
    .toDynamicValue((ctx) => new FetchExportsApi(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope();
});
