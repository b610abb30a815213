import { Hono } from 'hono';
import { Scope } from '../../src/domain/permissions/scopes';
import {
  CreateDocumentBody,
  DocumentListQuery,
  RemoveQueuedBody,
  UpdateDocumentBody,
} from '../../src/api/documents.schema';
import { documentActorOf } from '../documents/documents-access';
import { changeHeader, createDocument, deleteDocument, setArchived } from '../documents/document-header';
import { documentPdf } from '../documents/document-pdf';
import { documentDetail, documentTypes, listDocuments } from '../documents/document-queries';
import { queuedRows, queueRows, removeQueued } from '../documents/document-queue';
import { documentJson, loadDocument } from '../documents/document-record';
import { postQueued } from '../documents/post-queued';
import { idempotentWrite } from './idempotent-write';
import type { AppEnv } from './app-env';
import { requireScope } from './session.middleware';
import { idParam, jsonBody, queryParams } from './validate';

/**
 * SPEC 7 "Movement documents": the twelve calls plus the printable PDF. Every call needs
 * sklad.documents and the document type's own scope; every write is one transaction behind
 * the Idempotency-Key replay, so a retried create, queue or post is applied once.
 */
export function documentsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/movement_documents/*', requireScope(Scope.documents));
  const now = (c: { var: AppEnv['Variables'] }) => c.var.deps.now();
  const ok = (body: unknown) => ({ status: 200 as const, body: body as Record<string, unknown> });

  app.get('/movement_documents/types/', (c) => c.json(documentTypes(documentActorOf(c.var.session))));
  app.get('/movement_documents/', async (c) =>
    c.json(await listDocuments(c.var.db, documentActorOf(c.var.session), queryParams(c, DocumentListQuery), false)),
  );
  app.get('/movement_documents/archived', async (c) =>
    c.json(await listDocuments(c.var.db, documentActorOf(c.var.session), queryParams(c, DocumentListQuery), true)),
  );
  app.get('/movement_documents/queue/:id', async (c) =>
    c.json(await queuedRows(c.var.db, documentActorOf(c.var.session), idParam(c))),
  );
  app.delete('/movement_documents/queue/:id', async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, RemoveQueuedBody);
    return idempotentWrite(c, { id, ...body }, async (tx) =>
      ok(await removeQueued(tx, documentActorOf(c.var.session), id, body)),
    );
  });
  app.get('/movement_documents/:id/pdf', async (c) =>
    c.json(await documentPdf(c.var.db, documentActorOf(c.var.session), idParam(c), now(c))),
  );
  app.get('/movement_documents/:id', async (c) =>
    c.json(await documentDetail(c.var.db, documentActorOf(c.var.session), idParam(c))),
  );

  app.post('/movement_documents/', async (c) => {
    const body = await jsonBody(c, CreateDocumentBody);
    return idempotentWrite(c, body, async (tx) =>
      ok(await createDocument(tx, documentActorOf(c.var.session), now(c), body)),
    );
  });
  app.put('/movement_documents/:document_id', async (c) => {
    const id = idParam(c, 'document_id');
    const body = await jsonBody(c, UpdateDocumentBody);
    const actor = documentActorOf(c.var.session);
    return idempotentWrite(c, { id, ...body }, async (tx) => {
      const doc = await loadDocument(tx, actor, id, true);
      await changeHeader(tx, doc, body, now(c));
      await queueRows(tx, actor, doc, body.queue ?? []);
      return ok(documentJson(await loadDocument(tx, actor, id, false)));
    });
  });
  app.delete('/movement_documents/:id', async (c) => {
    const id = idParam(c);
    return idempotentWrite(c, { id }, async (tx) =>
      ok(await deleteDocument(tx, documentActorOf(c.var.session), id, now(c))),
    );
  });
  for (const [action, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.put(`/movement_documents/:id/${action}`, async (c) => {
      const id = idParam(c);
      return idempotentWrite(c, { id, action }, async (tx) =>
        ok(await setArchived(tx, documentActorOf(c.var.session), id, archived, now(c))),
      );
    });
  }
  app.post('/movement_documents/:id/post_queued', async (c) => {
    const id = idParam(c);
    return idempotentWrite(c, { id }, async (tx) =>
      ok(await postQueued(tx, documentActorOf(c.var.session), id, now(c))),
    );
  });
  return app;
}
