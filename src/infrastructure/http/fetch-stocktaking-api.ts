import {
  AddProduct,
  CancelCheck,
  CommitCheck,
  EditCheck,
  ListChecks,
  ReadCheck,
  ReadCheckChanges,
  RemoveProduct,
  StartCheck,
} from '../../api/stocktaking.schema';
import type { HttpClient } from '../../application/ports/http-client.port';
import type { StocktakingApi } from '../../application/stocktaking/stocktaking-api.port';
import { callEndpoint } from './call-endpoint';
import { stockAnswer } from './fetch-stock-movements-api';

/** SPEC 7 "Stock-taking" over the transport, each call made from its declaration. */
export class FetchStocktakingApi implements StocktakingApi {
  constructor(private readonly http: HttpClient) {}

  list: StocktakingApi['list'] = (body) => callEndpoint(this.http, ListChecks, { body });
  changes: StocktakingApi['changes'] = (id, listAll) =>
    callEndpoint(this.http, ReadCheckChanges, { params: { id }, query: listAll ? { list_all: '1' } : {} });
  detail: StocktakingApi['detail'] = (id, location) =>
    callEndpoint(this.http, ReadCheck, { params: { id }, query: location ? { location } : {} });
  edit: StocktakingApi['edit'] = (id, body, { idempotencyKey }) =>
    callEndpoint(this.http, EditCheck, { params: { id }, body, idempotencyKey });
  start: StocktakingApi['start'] = (body, { idempotencyKey }) =>
    callEndpoint(this.http, StartCheck, { body, idempotencyKey });
  cancel: StocktakingApi['cancel'] = (id, { idempotencyKey }) =>
    callEndpoint(this.http, CancelCheck, { params: { id }, idempotencyKey });
  addProduct: StocktakingApi['addProduct'] = (body) => stockAnswer(callEndpoint(this.http, AddProduct, { body }));
  removeProduct: StocktakingApi['removeProduct'] = (body, { idempotencyKey }) =>
    callEndpoint(this.http, RemoveProduct, { body, idempotencyKey });
  /** R-HTTP-08: a non-empty errors list is a failure (OperationErrors). */
  commit: StocktakingApi['commit'] = (body, { idempotencyKey }) =>
    stockAnswer(callEndpoint(this.http, CommitCheck, { body, idempotencyKey }));
}
