import type { FulltextAnswer } from '../../api/stock.schema';
import type { HttpClient } from '../../application/ports/http-client.port';
import type { ProductSearchApi } from '../../application/product-search/product-search-api.port';

/** POST /search/fulltext/ over the transport. */
export class FetchProductSearchApi implements ProductSearchApi {
  constructor(private readonly http: HttpClient) {}

  fulltext: ProductSearchApi['fulltext'] = async (text) => {
    const answer = await this.http.request<typeof FulltextAnswer.Type>({
      host: 'main',
      method: 'POST',
      path: '/search/fulltext/',
      body: { fulltext: text },
    });
    return answer.products;
  };
}
