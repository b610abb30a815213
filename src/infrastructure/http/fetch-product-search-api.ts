import { FulltextSearch } from '../../api/stock.schema';
import type { HttpClient } from '../../application/ports/http-client.port';
import type { ProductSearchApi } from '../../application/product-search/product-search-api.port';
import { callEndpoint } from './call-endpoint';

/** POST /search/fulltext/ over the transport. */
export class FetchProductSearchApi implements ProductSearchApi {
  constructor(private readonly http: HttpClient) {}

  fulltext: ProductSearchApi['fulltext'] = async (fulltext) =>
    (await callEndpoint(this.http, FulltextSearch, { body: { fulltext } })).products;
}
