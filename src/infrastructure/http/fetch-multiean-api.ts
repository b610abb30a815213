import type { MultiEanApi } from '../../application/multiean/multiean-api.port';
import type { HttpClient } from '../../application/ports/http-client.port';

const PATH = '/inventory/custom_products/';

/** The four multi-EAN calls of SPEC 7 over the app's transport. */
export class FetchMultiEanApi implements MultiEanApi {
  constructor(private readonly http: HttpClient) {}

  list: MultiEanApi['list'] = () => this.http.request({ host: 'main', method: 'GET', path: PATH });
  create: MultiEanApi['create'] = (body, idempotencyKey) =>
    this.http.request({ host: 'main', method: 'POST', path: PATH, body, idempotencyKey });
  update: MultiEanApi['update'] = (id, body, idempotencyKey) =>
    this.http.request({ host: 'main', method: 'PUT', path: PATH, query: { custom_id: id }, body, idempotencyKey });
  remove: MultiEanApi['remove'] = async (id, idempotencyKey) => {
    await this.http.request({ host: 'main', method: 'DELETE', path: PATH, query: { id }, idempotencyKey });
  };
}
