import { EditBatch, InitBatches, ListBatches } from '../../api/batches.schema';
import type { BatchesApi } from '../../application/batches/batches-api.port';
import type { HttpClient } from '../../application/ports/http-client.port';
import { callEndpoint } from './call-endpoint';

/** The batch calls over the app's transport, each made from its declaration. */
export class FetchBatchesApi implements BatchesApi {
  constructor(private readonly http: HttpClient) {}

  list: BatchesApi['list'] = ({ q, expiringWithin }) =>
    callEndpoint(this.http, ListBatches, {
      query: { q: q || undefined, expiring_within: expiringWithin === undefined ? undefined : String(expiringWithin) },
    });
  edit: BatchesApi['edit'] = (id, body, idempotencyKey) =>
    callEndpoint(this.http, EditBatch, { params: { id }, body, idempotencyKey });
  init: BatchesApi['init'] = (body, idempotencyKey) => callEndpoint(this.http, InitBatches, { body, idempotencyKey });
}
