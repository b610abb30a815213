import * as calls from '../../api/documents.schema';
import type { DocumentsApi } from '../../application/documents/documents-api.port';
import type { HttpClient } from '../../application/ports/http-client.port';
import { callEndpoint } from './call-endpoint';

/** The movement-document calls of SPEC 7 over the app's transport, each made from its declaration. */
export class FetchDocumentsApi implements DocumentsApi {
  constructor(private readonly http: HttpClient) {}

  types: DocumentsApi['types'] = () => callEndpoint(this.http, calls.ListDocumentTypes);
  list: DocumentsApi['list'] = (type, q) =>
    callEndpoint(this.http, calls.ListDocuments, { query: { type, q: q || undefined } });
  archived: DocumentsApi['archived'] = (type, q) =>
    callEndpoint(this.http, calls.ListArchivedDocuments, { query: { type, q: q || undefined } });
  detail: DocumentsApi['detail'] = (id) => callEndpoint(this.http, calls.ReadDocument, { params: { id } });
  create: DocumentsApi['create'] = (body, { idempotencyKey }) =>
    callEndpoint(this.http, calls.CreateDocument, { body, idempotencyKey });
  update: DocumentsApi['update'] = (document_id, body, { idempotencyKey }) =>
    callEndpoint(this.http, calls.UpdateDocument, { params: { document_id }, body, idempotencyKey });
  remove: DocumentsApi['remove'] = (id, { idempotencyKey }) =>
    callEndpoint(this.http, calls.DeleteDocument, { params: { id }, idempotencyKey });
  archive: DocumentsApi['archive'] = (id, { idempotencyKey }) =>
    callEndpoint(this.http, calls.ArchiveDocument, { params: { id }, idempotencyKey });
  unarchive: DocumentsApi['unarchive'] = (id, { idempotencyKey }) =>
    callEndpoint(this.http, calls.UnarchiveDocument, { params: { id }, idempotencyKey });
  postQueued: DocumentsApi['postQueued'] = (id, { idempotencyKey }) =>
    callEndpoint(this.http, calls.PostQueued, { params: { id }, idempotencyKey });
  queue: DocumentsApi['queue'] = (id) => callEndpoint(this.http, calls.ListQueued, { params: { id } });
  removeQueued: DocumentsApi['removeQueued'] = (id, body, { idempotencyKey }) =>
    callEndpoint(this.http, calls.RemoveQueued, { params: { id }, body, idempotencyKey });
  pdf: DocumentsApi['pdf'] = (id) => callEndpoint(this.http, calls.ReadDocumentPdf, { params: { id } });
}
