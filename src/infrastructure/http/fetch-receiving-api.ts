import type { HttpClient } from '../../application/ports/http-client.port';
import type { ReceivingApi } from '../../application/receiving/receiving-api.port';

/** SPEC 7 "Shopping lists" over the transport (server: server/http/receiving.routes.ts). */
export class FetchReceivingApi implements ReceivingApi {
  constructor(private readonly http: HttpClient) {}

  shoplists: ReceivingApi['shoplists'] = (filter) =>
    this.http.request({
      host: 'main',
      method: 'GET',
      path: '/ao/shoplists/',
      query: {
        state: filter.state === 'open' ? undefined : filter.state,
        status: filter.status ?? undefined,
        archived: filter.archived ? '1' : undefined,
      },
    });
  search: ReceivingApi['search'] = (q) =>
    this.http.request({ host: 'main', method: 'POST', path: '/ao/shoplist/search/', body: { q } });
  customStates: ReceivingApi['customStates'] = () =>
    this.http.request({ host: 'main', method: 'GET', path: '/ao/custom_shoplist_states/' });
  shoplist: ReceivingApi['shoplist'] = (id) =>
    this.http.request({ host: 'main', method: 'GET', path: `/ao/shoplist/${id}/` });
  comments: ReceivingApi['comments'] = (id) =>
    this.http.request({ host: 'main', method: 'GET', path: `/ao/shoplist/${id}/comment/` });
  addComment: ReceivingApi['addComment'] = (id, body, idempotencyKey) =>
    this.http.request({
      host: 'main',
      method: 'POST',
      path: `/ao/shoplist/${id}/comment/`,
      body: { body },
      idempotencyKey,
    });
  changeStatus: ReceivingApi['changeStatus'] = (id, status, idempotencyKey) =>
    this.http.request({
      host: 'main',
      method: 'PUT',
      path: `/ao/shoplist/${id}/status/`,
      body: { status },
      idempotencyKey,
    });
  archive: ReceivingApi['archive'] = (id, idempotencyKey) =>
    this.http.request({ host: 'main', method: 'PUT', path: `/ao/shoplist/${id}/archive/`, idempotencyKey });
  process: ReceivingApi['process'] = (id, options, idempotencyKey) =>
    this.http.request({
      host: 'main',
      method: 'POST',
      path: `/ao/shoplist/${id}/process/`,
      body: options,
      idempotencyKey,
    });
}
