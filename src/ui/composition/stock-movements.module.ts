import { ContainerModule } from 'inversify';
import { HttpClient } from '../../application/ports/http-client.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { ScanLookup } from '../../application/scanning/scan-lookup.port';
import { ScanningService, ScanningServiceToken } from '../../application/scanning/scanning-service';
import { StockMovementsApi } from '../../application/stock-movements/stock-movements.port';
import { FetchScanLookup } from '../../infrastructure/http/fetch-scan-lookup';
import { FetchStockMovementsApi } from '../../infrastructure/http/fetch-stock-movements-api';

/** Stock movements by scanning (/products/:actionType): the ports to their HTTP adapters, and the scanning use case over them. */
export const stockMovementsModule = new ContainerModule(({ bind }) => {
  bind<StockMovementsApi>(StockMovementsApi)
    .toDynamicValue((ctx) => new FetchStockMovementsApi(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope();
  bind<ScanLookup>(ScanLookup)
    .toDynamicValue((ctx) => new FetchScanLookup(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope();
  bind<ScanningService>(ScanningServiceToken)
    .toDynamicValue(
      (ctx) =>
        new ScanningService({
          api: ctx.get<StockMovementsApi>(StockMovementsApi),
          lookup: ctx.get<ScanLookup>(ScanLookup),
          ids: ctx.get<IdGenerator>(IdGenerator),
        }),
    )
    .inSingletonScope();
});
