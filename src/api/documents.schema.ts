import { Schema } from 'effect';
import { Scope } from '../domain/permissions/scopes';
import { sklad, type ApiEndpoint } from './endpoint';
import { DeletedRow, Id, List, MultilineText, Text, labelled, locationRef } from './fields';

// Wire shapes of the twelve /movement_documents/ calls (SPEC 7), validated by the server and typed
// in the app's port. The type is a plain string here so an unknown one gets a Czech sentence naming it.
const Day = (title: string) => Text(title, 10);
export const MAX_QUEUE_LINES = 500;

export const CreateDocumentBody = Schema.Struct({
  type: Text('Typ dokladu', 20),
  partner: Schema.optionalKey(Text('Partner', 200)),
  document_date: Schema.optionalKey(Day('Datum dokladu')),
  note: Schema.optionalKey(MultilineText('Poznámka', 2000)),
});
export type CreateDocumentBody = typeof CreateDocumentBody.Type;

/** A scanned row for the queue: where, what, how many and which batch (an existing id, or a new one on a receipt). */
export const QueueLine = Schema.Struct({
  location_id: Id('Pozice'),
  product_code: Text('Kód produktu', 100, 1),
  amount: labelled(Schema.Number, 'Množství'),
  sarze_id: Schema.optionalKey(labelled(Schema.NullOr(Id('Šarže')), 'Šarže')),
  new_sarze: Schema.optionalKey(
    labelled(
      Schema.NullOr(
        Schema.Struct({
          name: Text('Název šarže', 100),
          expires_at: Schema.optionalKey(labelled(Schema.NullOr(Day('Expirace šarže')), 'Expirace šarže')),
        }),
      ),
      'Nová šarže',
    ),
  ),
});
export type QueueLine = typeof QueueLine.Type;

/** PUT /movement_documents/{document_id}: header fields to change and rows to add to the queue. */
export const UpdateDocumentBody = Schema.Struct({
  partner: Schema.optionalKey(Text('Partner', 200)),
  document_date: Schema.optionalKey(Day('Datum dokladu')),
  note: Schema.optionalKey(MultilineText('Poznámka', 2000)),
  queue: Schema.optionalKey(List(QueueLine, 'Řádky do fronty', MAX_QUEUE_LINES)),
});
export type UpdateDocumentBody = typeof UpdateDocumentBody.Type;

/** DELETE /movement_documents/queue/{id}: the queued row's key (SPEC 7). */
export const RemoveQueuedBody = Schema.Struct({
  location_id: Id('Pozice'),
  product_code: Text('Kód produktu', 100, 1),
  sarze_id: labelled(Schema.NullOr(Id('Šarže')), 'Šarže'),
});
export type RemoveQueuedBody = typeof RemoveQueuedBody.Type;

export const DocumentListQuery = Schema.Struct({
  type: Schema.optionalKey(Text('Typ dokladu', 20)),
  q: Schema.optionalKey(Text('Hledaný text', 100)),
});
export type DocumentListQuery = typeof DocumentListQuery.Type;

// ---- answers ----

const DOCUMENT_KINDS = ['receipt', 'issue'] as const;

export const DocumentType = Schema.Struct({
  document_id: Schema.Number,
  type: Schema.Literals(DOCUMENT_KINDS),
  name: Schema.String,
  prefix: Schema.String,
});
export type DocumentTypeDto = typeof DocumentType.Type;

export const MovementDocument = Schema.Struct({
  document_id: Schema.Number,
  type: Schema.Literals(DOCUMENT_KINDS),
  number: Schema.String,
  partner: Schema.String,
  document_date: Schema.String,
  note: Schema.String,
  author_name: Schema.String,
  created_at: Schema.String,
  archived: Schema.Boolean,
  queued_count: Schema.Number,
  posted_count: Schema.Number,
});
export type MovementDocumentDto = typeof MovementDocument.Type;

/** A product at a location, with its batch, as the queue, the posted list and the PDF show it. */
const documentLine = {
  location_name: Schema.String,
  product_code: Schema.String,
  product_name: Schema.NullOr(Schema.String),
  sarze_id: Schema.NullOr(Schema.Number),
  sarze_name: Schema.NullOr(Schema.String),
  amount: Schema.Number,
};
export const QueuedRow = Schema.Struct({
  ...documentLine,
  location_id: Schema.Number,
  /** Why the last post left this row queued (Czech), or null. */
  error: Schema.NullOr(Schema.String),
  reason: Schema.NullOr(Schema.String),
});
export type QueuedRowDto = typeof QueuedRow.Type;

const PostedMovement = Schema.Struct({
  ...documentLine,
  movement_id: Schema.Number,
  change_id: Schema.Number,
  created_at: Schema.String,
});
export type PostedMovementDto = typeof PostedMovement.Type;

export const DocumentDetail = Schema.Struct({ ...MovementDocument.fields, movements: Schema.Array(PostedMovement) });
export type DocumentDetailDto = typeof DocumentDetail.Type;

const PostError = Schema.Struct({
  ...locationRef,
  product_code: Schema.String,
  sarze_id: Schema.NullOr(Schema.Number),
  reason: Schema.String,
  detail: Schema.String,
});
export type PostErrorDto = typeof PostError.Type;

/** POST /movement_documents/{id}/post_queued (SPEC 7, R-DOC-01). */
export const PostQueuedAnswer = Schema.Struct({
  posted_count: Schema.Number,
  failed_count: Schema.Number,
  errors: Schema.Array(PostError),
});
export type PostQueuedDto = typeof PostQueuedAnswer.Type;

export const DocumentPdf = Schema.Struct({ file_name: Schema.String, content_base64: Schema.String });
export type DocumentPdfDto = typeof DocumentPdf.Type;

// Every call also needs the document type's own scope (sklad.prijemky / sklad.vydejky), checked per document.
const DOCS = [Scope.documents];
const WRITE = { headers: ['Idempotency-Key'] } as const;
export const ListDocumentTypes = sklad('GET', '/movement_documents/types/', 'Typy dokladů', DOCS, {
  response: Schema.Array(DocumentType),
});
export const ListDocuments = sklad('GET', '/movement_documents/', 'Aktivní doklady', DOCS, {
  query: DocumentListQuery,
  response: Schema.Array(MovementDocument),
});
export const ListArchivedDocuments = sklad('GET', '/movement_documents/archived', 'Archiv dokladů', DOCS, {
  query: DocumentListQuery,
  response: Schema.Array(MovementDocument),
});
export const ReadDocument = sklad('GET', '/movement_documents/{id}', 'Doklad s naskladněnými pohyby', DOCS, {
  response: DocumentDetail,
});
export const CreateDocument = sklad('POST', '/movement_documents/', 'Nový doklad', DOCS, {
  ...WRITE,
  body: CreateDocumentBody,
  response: MovementDocument,
});
export const UpdateDocument = sklad(
  'PUT',
  '/movement_documents/{document_id}',
  'Úprava hlavičky, přidání řádků do fronty',
  DOCS,
  { ...WRITE, body: UpdateDocumentBody, response: MovementDocument },
);
export const DeleteDocument = sklad(
  'DELETE',
  '/movement_documents/{id}',
  'Smazání dokladu bez zaúčtovaných řádků',
  DOCS,
  {
    ...WRITE,
    response: DeletedRow,
  },
);
export const ArchiveDocument = sklad('PUT', '/movement_documents/{id}/archive', 'Archivace', DOCS, {
  ...WRITE,
  response: MovementDocument,
});
export const UnarchiveDocument = sklad('PUT', '/movement_documents/{id}/unarchive', 'Obnovení z archivu', DOCS, {
  ...WRITE,
  response: MovementDocument,
});
export const PostQueued = sklad('POST', '/movement_documents/{id}/post_queued', 'Zaúčtování fronty (R-DOC-01)', DOCS, {
  ...WRITE,
  response: PostQueuedAnswer,
});
export const ListQueued = sklad('GET', '/movement_documents/queue/{id}', 'Fronta řádků dokladu', DOCS, {
  response: Schema.Array(QueuedRow),
});
export const RemoveQueued = sklad('DELETE', '/movement_documents/queue/{id}', 'Odebrání řádku z fronty', DOCS, {
  ...WRITE,
  body: RemoveQueuedBody,
  response: Schema.Struct({ removed: Schema.Number }),
});
export const ReadDocumentPdf = sklad(
  'GET',
  '/movement_documents/{id}/pdf',
  'Tisková podoba dokladu (PDF, base64)',
  DOCS,
  {
    response: DocumentPdf,
  },
);

export const documentEndpoints: readonly ApiEndpoint[] = [
  ListDocumentTypes,
  ListDocuments,
  ListArchivedDocuments,
  ReadDocument,
  CreateDocument,
  UpdateDocument,
  DeleteDocument,
  ArchiveDocument,
  UnarchiveDocument,
  PostQueued,
  ListQueued,
  RemoveQueued,
  ReadDocumentPdf,
];
