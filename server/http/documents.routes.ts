import { Hono } from 'hono';
import {
  ArchiveDocument,
  CreateDocument,
  DeleteDocument,
  ListArchivedDocuments,
  ListDocuments,
  ListDocumentTypes,
  ListQueued,
  PostQueued,
  ReadDocument,
  ReadDocumentPdf,
  RemoveQueued,
  UnarchiveDocument,
  UpdateDocument,
} from '../../src/api/documents.schema';
import { documentActorOf } from '../documents/documents-access';
import { changeHeader, createDocument, deleteDocument, setArchived } from '../documents/document-header';
import { documentPdf } from '../documents/document-pdf';
import { documentDetail, documentTypes, listDocuments } from '../documents/document-queries';
import { queuedRows, queueRows, removeQueued } from '../documents/document-queue';
import { documentJson, loadDocument } from '../documents/document-record';
import { postQueued } from '../documents/post-queued';
import type { AppEnv } from './app-env';
import { mount } from './mount-endpoint';

/**
 * SPEC 7 "Movement documents": the twelve calls plus the printable PDF, mounted from
 * src/api/documents.schema.ts (the more specific paths first). Every call needs sklad.documents
 * and the document type's own scope; every write is one transaction behind the Idempotency-Key
 * replay, so a retried create, queue or post is applied once.
 */
export function documentsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const now = (c: { var: AppEnv['Variables'] }) => c.var.deps.now();
  const actor = (c: { var: AppEnv['Variables'] }) => documentActorOf(c.var.session);

  mount(app, ListDocumentTypes, async (_, c) => documentTypes(actor(c)));
  mount(app, ListDocuments, ({ query }, c) => listDocuments(c.var.db, actor(c), query, false));
  mount(app, ListArchivedDocuments, ({ query }, c) => listDocuments(c.var.db, actor(c), query, true));
  mount(app, ListQueued, ({ params: { id } }, c) => queuedRows(c.var.db, actor(c), id));
  mount(app, RemoveQueued, ({ params: { id }, body }, c, tx) => removeQueued(tx, actor(c), id, body));
  mount(app, ReadDocumentPdf, ({ params: { id } }, c) => documentPdf(c.var.db, actor(c), id, now(c)));
  mount(app, ReadDocument, ({ params: { id } }, c) => documentDetail(c.var.db, actor(c), id));

  mount(app, CreateDocument, ({ body }, c, tx) => createDocument(tx, actor(c), now(c), body));
  mount(app, UpdateDocument, async ({ params: { document_id: id }, body }, c, tx) => {
    const doc = await loadDocument(tx, actor(c), id, true);
    await changeHeader(tx, doc, body, now(c));
    await queueRows(tx, actor(c), doc, body.queue ?? []);
    return documentJson(await loadDocument(tx, actor(c), id, false));
  });
  mount(app, DeleteDocument, ({ params: { id } }, c, tx) => deleteDocument(tx, actor(c), id, now(c)));
  for (const [endpoint, archived] of [
    [ArchiveDocument, true],
    [UnarchiveDocument, false],
  ] as const)
    mount(app, endpoint, ({ params: { id } }, c, tx) => setArchived(tx, actor(c), id, archived, now(c)));
  mount(app, PostQueued, ({ params: { id } }, c, tx) => postQueued(tx, actor(c), id, now(c)));
  return app;
}
