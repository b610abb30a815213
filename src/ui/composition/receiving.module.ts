import { ContainerModule } from 'inversify';
import { HttpClient } from '../../application/ports/http-client.port';
import { ReceivingApi } from '../../application/receiving/receiving-api.port';
import { FetchReceivingApi } from '../../infrastructure/http/fetch-receiving-api';

/** Goods receiving from shopping lists (issue 12): the port to its HTTP adapter. */
export const receivingModule = new ContainerModule(({ bind }) => {
  bind<ReceivingApi>(ReceivingApi)
    .toDynamicValue((ctx) => new FetchReceivingApi(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope();
});
