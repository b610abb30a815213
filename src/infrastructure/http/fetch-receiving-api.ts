import * as calls from '../../api/receiving.schema';
import type { HttpClient } from '../../application/ports/http-client.port';
import type { ReceivingApi } from '../../application/receiving/receiving-api.port';
import { callEndpoint } from './call-endpoint';

/** SPEC 7 "Shopping lists" over the transport, each call made from its declaration. */
export class FetchReceivingApi implements ReceivingApi {
  constructor(private readonly http: HttpClient) {}

  shoplists: ReceivingApi['shoplists'] = (filter) =>
    callEndpoint(this.http, calls.ListShoplists, {
      query: {
        state: filter.state === 'open' ? undefined : filter.state,
        status: filter.status == null ? undefined : String(filter.status),
        archived: filter.archived ? '1' : undefined,
      },
    });
  search: ReceivingApi['search'] = (q) => callEndpoint(this.http, calls.SearchShoplists, { body: { q } });
  customStates: ReceivingApi['customStates'] = () => callEndpoint(this.http, calls.ListCustomStates);
  shoplist: ReceivingApi['shoplist'] = (id) => callEndpoint(this.http, calls.ReadShoplist, { params: { id } });
  comments: ReceivingApi['comments'] = (id) => callEndpoint(this.http, calls.ListComments, { params: { id } });
  addComment: ReceivingApi['addComment'] = (id, body, idempotencyKey) =>
    callEndpoint(this.http, calls.AddComment, { params: { id }, body: { body }, idempotencyKey });
  changeStatus: ReceivingApi['changeStatus'] = (id, status, idempotencyKey) =>
    callEndpoint(this.http, calls.ChangeShoplistStatus, { params: { id }, body: { status }, idempotencyKey });
  archive: ReceivingApi['archive'] = (id, idempotencyKey) =>
    callEndpoint(this.http, calls.ArchiveShoplist, { params: { id }, idempotencyKey });
  process: ReceivingApi['process'] = (id, body, idempotencyKey) =>
    callEndpoint(this.http, calls.ProcessShoplist, { params: { id }, body, idempotencyKey });
}
