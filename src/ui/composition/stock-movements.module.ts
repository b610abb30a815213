import { ContainerModule } from 'inversify';
import { HttpClient } from '../../application/ports/http-client.port';
import { StockMovementsApi } from '../../application/stock-movements/stock-movements.port';
import { FetchStockMovementsApi } from '../../infrastructure/http/fetch-stock-movements-api';

/** Stock movements by scanning (/products/:actionType): the port to its HTTP adapter. */
export const stockMovementsModule = new ContainerModule(({ bind }) => {
  bind<StockMovementsApi>(StockMovementsApi)
    .toDynamicValue((ctx) => new FetchStockMovementsApi(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope();
});
