import type { HttpClient, HttpMethod } from '../../application/ports/http-client.port';
import type { StocktakingApi } from '../../application/stocktaking/stocktaking-api.port';
import { stockAnswer } from './fetch-stock-movements-api';

/** SPEC 7 "Stock-taking" over the transport. */
export class FetchStocktakingApi implements StocktakingApi {
  constructor(private readonly http: HttpClient) {}

  private call<T>(
    method: HttpMethod,
    path: string,
    extra: { body?: unknown; query?: Record<string, string | undefined>; idempotencyKey?: string } = {},
  ): Promise<T> {
    return this.http.request<T>({ host: 'main', method, path, ...extra });
  }

  list: StocktakingApi['list'] = (request) => this.call('POST', '/inventory_check/list/', { body: request });
  changes: StocktakingApi['changes'] = (id, listAll) =>
    this.call('GET', `/inventory_check/list/${id}/`, { query: listAll ? { list_all: '1' } : {} });
  detail: StocktakingApi['detail'] = (id, location) =>
    this.call('GET', `/inventory_check/detail/${id}/`, { query: location ? { location } : {} });
  edit: StocktakingApi['edit'] = (id, body, { idempotencyKey }) =>
    this.call('POST', `/inventory_check/edit/${id}/`, { body, idempotencyKey });
  start: StocktakingApi['start'] = (body, { idempotencyKey }) =>
    this.call('POST', '/inventory_check/start/', { body, idempotencyKey });
  cancel: StocktakingApi['cancel'] = (id, { idempotencyKey }) =>
    this.call('DELETE', `/inventory_check/cancel/${id}/`, { idempotencyKey });
  addProduct: StocktakingApi['addProduct'] = (body) =>
    stockAnswer(this.call('POST', '/inventory_check/add_product/', { body }));
  removeProduct: StocktakingApi['removeProduct'] = (body, { idempotencyKey }) =>
    this.call('DELETE', '/inventory_check/remove_product/', { body, idempotencyKey });
  /** R-HTTP-08: a non-empty errors list is a failure (OperationErrors). */
  commit: StocktakingApi['commit'] = (body, { idempotencyKey }) =>
    stockAnswer(this.call('POST', '/inventory_check/commit/', { body, idempotencyKey }));
}
