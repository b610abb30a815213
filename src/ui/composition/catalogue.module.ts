import { ContainerModule } from 'inversify';
import { BatchesApi } from '../../application/batches/batches-api.port';
import { DiscrepanciesApi } from '../../application/discrepancies/discrepancies-api.port';
import { MultiEanApi } from '../../application/multiean/multiean-api.port';
import { HttpClient } from '../../application/ports/http-client.port';
import { ProductSearchApi } from '../../application/product-search/product-search-api.port';
import { FetchBatchesApi } from '../../infrastructure/http/fetch-batches-api';
import { FetchDiscrepanciesApi } from '../../infrastructure/http/fetch-discrepancies-api';
import { FetchMultiEanApi } from '../../infrastructure/http/fetch-multiean-api';
import { FetchProductSearchApi } from '../../infrastructure/http/fetch-product-search-api';

/**
 * The catalogue screens (/product_diffs, /eans, /batches, /batchInit) and the search of products by name
 * (overview, labels, scanning screens): their ports to the HTTP adapters.
 */
export const catalogueModule = new ContainerModule(({ bind }) => {
  bind<DiscrepanciesApi>(DiscrepanciesApi)
    .toDynamicValue((ctx) => new FetchDiscrepanciesApi(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope();
  bind<MultiEanApi>(MultiEanApi)
    .toDynamicValue((ctx) => new FetchMultiEanApi(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope();
  bind<BatchesApi>(BatchesApi)
    .toDynamicValue((ctx) => new FetchBatchesApi(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope();
  bind<ProductSearchApi>(ProductSearchApi)
    .toDynamicValue((ctx) => new FetchProductSearchApi(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope();
});
