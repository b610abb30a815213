import type { HttpClient, HttpMethod } from '../../application/ports/http-client.port';
import type { DocumentsApi, DocumentWrite } from '../../application/documents/documents-api.port';

const BASE = '/movement_documents';

/** The movement-document calls of SPEC 7 over the app's transport. */
export class FetchDocumentsApi implements DocumentsApi {
  constructor(private readonly http: HttpClient) {}

  private call<T>(
    method: HttpMethod,
    path: string,
    write?: DocumentWrite,
    body?: unknown,
    query?: Record<string, string | undefined>,
  ) {
    return this.http.request<T>({
      host: 'main',
      method,
      path: BASE + path,
      body,
      query,
      idempotencyKey: write?.idempotencyKey,
    });
  }

  types: DocumentsApi['types'] = () => this.call('GET', '/types/');
  list: DocumentsApi['list'] = (type, q) => this.call('GET', '/', undefined, undefined, { type, q: q || undefined });
  archived: DocumentsApi['archived'] = (type, q) =>
    this.call('GET', '/archived', undefined, undefined, { type, q: q || undefined });
  detail: DocumentsApi['detail'] = (id) => this.call('GET', `/${id}`);
  create: DocumentsApi['create'] = (body, write) => this.call('POST', '/', write, body);
  update: DocumentsApi['update'] = (id, body, write) => this.call('PUT', `/${id}`, write, body);
  remove: DocumentsApi['remove'] = (id, write) => this.call('DELETE', `/${id}`, write);
  archive: DocumentsApi['archive'] = (id, write) => this.call('PUT', `/${id}/archive`, write);
  unarchive: DocumentsApi['unarchive'] = (id, write) => this.call('PUT', `/${id}/unarchive`, write);
  postQueued: DocumentsApi['postQueued'] = (id, write) => this.call('POST', `/${id}/post_queued`, write);
  queue: DocumentsApi['queue'] = (id) => this.call('GET', `/queue/${id}`);
  removeQueued: DocumentsApi['removeQueued'] = (id, row, write) => this.call('DELETE', `/queue/${id}`, write, row);
  pdf: DocumentsApi['pdf'] = (id) => this.call('GET', `/${id}/pdf`);
}
