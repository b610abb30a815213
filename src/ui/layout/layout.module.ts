import { ContainerModule } from 'inversify';
import { HttpClient } from '../../application/ports/http-client.port';
import { FetchLayoutApi } from './fetch-layout-api';
import { LayoutApi } from './layout-api.port';

/** Warehouse layout and stock overview: load with `container.load(layoutModule)` in composition-root.ts. */
export const layoutModule = new ContainerModule(({ bind }) => {
  bind<LayoutApi>(LayoutApi).toDynamicValue((ctx) => new FetchLayoutApi(ctx.get<HttpClient>(HttpClient))).inSingletonScope();
});
