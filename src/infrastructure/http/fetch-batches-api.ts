import type { BatchesApi } from '../../application/batches/batches-api.port';
import type { HttpClient } from '../../application/ports/http-client.port';

/** The batch calls over the app's transport. */
export class FetchBatchesApi implements BatchesApi {
  constructor(private readonly http: HttpClient) {}

  list: BatchesApi['list'] = ({ q, expiringWithin }) =>
    this.http.request({
      host: 'main',
      method: 'GET',
      path: '/batches/',
      query: { q: q || undefined, expiring_within: expiringWithin },
    });
  edit: BatchesApi['edit'] = (id, body, idempotencyKey) =>
    this.http.request({ host: 'main', method: 'PUT', path: `/batches/${id}/`, body, idempotencyKey });
  init: BatchesApi['init'] = (body, idempotencyKey) =>
    this.http.request({ host: 'main', method: 'POST', path: '/batches/init/', body, idempotencyKey });
}
