import { ContainerModule } from 'inversify';
import { HttpClient } from '../../application/ports/http-client.port';
import { StocktakingApi } from '../../application/stocktaking/stocktaking-api.port';
import { FetchStocktakingApi } from '../../infrastructure/http/fetch-stocktaking-api';

/** Stock-taking (issue 11): the port to its HTTP adapter. */
export const stocktakingModule = new ContainerModule(({ bind }) => {
  bind<StocktakingApi>(StocktakingApi)
    .toDynamicValue((ctx) => new FetchStocktakingApi(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope();
});
