import * as calls from '../../api/stocktaking.schema';
import type { HttpClient } from '../../application/ports/http-client.port';
import type { StocktakingApi } from '../../application/stocktaking/stocktaking-api.port';
import { callEndpoint } from './call-endpoint';
import { stockAnswer } from './fetch-stock-movements-api';

/** SPEC 7 "Stock-taking" over the transport, each call made from its declaration. */
export class FetchStocktakingApi implements StocktakingApi {
  constructor(private readonly http: HttpClient) {}

  list: StocktakingApi['list'] = (body) => callEndpoint(this.http, calls.ListChecks, { body });
  changes: StocktakingApi['changes'] = (id, listAll) =>
    callEndpoint(this.http, calls.ReadCheckChanges, { params: { id }, query: listAll ? { list_all: '1' } : {} });
  detail: StocktakingApi['detail'] = (id, location) =>
    callEndpoint(this.http, calls.ReadCheck, { params: { id }, query: location ? { location } : {} });
  edit: StocktakingApi['edit'] = (id, body, { idempotencyKey }) =>
    callEndpoint(this.http, calls.EditCheck, { params: { id }, body, idempotencyKey });
  start: StocktakingApi['start'] = (body, { idempotencyKey }) =>
    callEndpoint(this.http, calls.StartCheck, { body, idempotencyKey });
  cancel: StocktakingApi['cancel'] = (id, { idempotencyKey }) =>
    callEndpoint(this.http, calls.CancelCheck, { params: { id }, idempotencyKey });
  addProduct: StocktakingApi['addProduct'] = (body) => stockAnswer(callEndpoint(this.http, calls.AddProduct, { body }));
  removeProduct: StocktakingApi['removeProduct'] = (body, { idempotencyKey }) =>
    callEndpoint(this.http, calls.RemoveProduct, { body, idempotencyKey });
  /** R-HTTP-08: a non-empty errors list is a failure (OperationErrors). */
  commit: StocktakingApi['commit'] = (body, { idempotencyKey }) =>
    stockAnswer(callEndpoint(this.http, calls.CommitCheck, { body, idempotencyKey }));
}
