import {
  CreateCustomProduct,
  DeleteCustomProduct,
  ListCustomProducts,
  UpdateCustomProduct,
} from '../../api/stock.schema';
import type { MultiEanApi } from '../../application/multiean/multiean-api.port';
import type { HttpClient } from '../../application/ports/http-client.port';
import { callEndpoint } from './call-endpoint';

/** The four multi-EAN calls of SPEC 7 over the app's transport, each made from its declaration. */
export class FetchMultiEanApi implements MultiEanApi {
  constructor(private readonly http: HttpClient) {}

  list: MultiEanApi['list'] = () => callEndpoint(this.http, ListCustomProducts);
  create: MultiEanApi['create'] = (body, idempotencyKey) =>
    callEndpoint(this.http, CreateCustomProduct, { body, idempotencyKey });
  update: MultiEanApi['update'] = (id, body, idempotencyKey) =>
    callEndpoint(this.http, UpdateCustomProduct, { query: { custom_id: String(id) }, body, idempotencyKey });
  remove: MultiEanApi['remove'] = async (id, idempotencyKey) => {
    await callEndpoint(this.http, DeleteCustomProduct, { query: { id: String(id) }, idempotencyKey });
  };
}
