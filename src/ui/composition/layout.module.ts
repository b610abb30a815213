import { ContainerModule } from 'inversify';
import { LayoutApi } from '../../application/layout/layout-api.port';
import { HttpClient } from '../../application/ports/http-client.port';
import { FetchLayoutApi } from '../../infrastructure/http/fetch-layout-api';

/** Warehouse layout (/inventory/layout) and stock overview (/inventory/overview): the layout port to its HTTP adapter. */
export const layoutModule = new ContainerModule(({ bind }) => {
  bind<LayoutApi>(LayoutApi)
    .toDynamicValue((ctx) => new FetchLayoutApi(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope();
});
