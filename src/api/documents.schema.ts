import { Schema } from 'effect';
import { Scope } from '../domain/permissions/scopes';
import { answer, sklad, type ApiEndpoint } from './endpoint';
import { Id, List, MultilineText, Text, labelled } from './fields';

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

export interface DocumentTypeDto {
  document_id: number;
  type: 'receipt' | 'issue';
  name: string;
  prefix: string;
}

export interface MovementDocumentDto {
  document_id: number;
  type: 'receipt' | 'issue';
  number: string;
  partner: string;
  document_date: string;
  note: string;
  author_name: string;
  created_at: string;
  archived: boolean;
  queued_count: number;
  posted_count: number;
}

/** A product at a location, with its batch, as the queue, the posted list and the PDF show it. */
export interface DocumentLineDto {
  location_name: string;
  product_code: string;
  product_name: string | null;
  sarze_id: number | null;
  sarze_name: string | null;
  amount: number;
}

export interface QueuedRowDto extends DocumentLineDto {
  location_id: number;
  /** Why the last post left this row queued (Czech), or null. */
  error: string | null;
  reason: string | null;
}

export interface PostedMovementDto extends DocumentLineDto {
  movement_id: number;
  change_id: number;
  created_at: string;
}

export interface DocumentDetailDto extends MovementDocumentDto {
  movements: PostedMovementDto[];
}

export interface PostErrorDto {
  location_id: number;
  location_name: string;
  product_code: string;
  sarze_id: number | null;
  reason: string;
  detail: string;
}

/** POST /movement_documents/{id}/post_queued (SPEC 7, R-DOC-01). */
export interface PostQueuedDto {
  posted_count: number;
  failed_count: number;
  errors: PostErrorDto[];
}

export interface DocumentPdfDto {
  file_name: string;
  content_base64: string;
}

// Every call also needs the document type's own scope (sklad.prijemky / sklad.vydejky), checked per document.
const DOCS = [Scope.documents];
const WRITE = { headers: ['Idempotency-Key'] } as const;
export const ListDocumentTypes = sklad('GET', '/movement_documents/types/', 'Typy dokladů', DOCS, {
  answer: answer<DocumentTypeDto[]>(),
});
export const ListDocuments = sklad('GET', '/movement_documents/', 'Aktivní doklady', DOCS, {
  query: DocumentListQuery,
  answer: answer<MovementDocumentDto[]>(),
});
export const ListArchivedDocuments = sklad('GET', '/movement_documents/archived', 'Archiv dokladů', DOCS, {
  query: DocumentListQuery,
  answer: answer<MovementDocumentDto[]>(),
});
export const ReadDocument = sklad('GET', '/movement_documents/{id}', 'Doklad s naskladněnými pohyby', DOCS, {
  answer: answer<DocumentDetailDto>(),
});
export const CreateDocument = sklad('POST', '/movement_documents/', 'Nový doklad', DOCS, {
  ...WRITE,
  body: CreateDocumentBody,
  answer: answer<MovementDocumentDto>(),
});
export const UpdateDocument = sklad(
  'PUT',
  '/movement_documents/{document_id}',
  'Úprava hlavičky, přidání řádků do fronty',
  DOCS,
  { ...WRITE, body: UpdateDocumentBody, answer: answer<MovementDocumentDto>() },
);
export const DeleteDocument = sklad(
  'DELETE',
  '/movement_documents/{id}',
  'Smazání dokladu bez zaúčtovaných řádků',
  DOCS,
  {
    ...WRITE,
    answer: answer<{ deleted: number }>(),
  },
);
export const ArchiveDocument = sklad('PUT', '/movement_documents/{id}/archive', 'Archivace', DOCS, {
  ...WRITE,
  answer: answer<MovementDocumentDto>(),
});
export const UnarchiveDocument = sklad('PUT', '/movement_documents/{id}/unarchive', 'Obnovení z archivu', DOCS, {
  ...WRITE,
  answer: answer<MovementDocumentDto>(),
});
export const PostQueued = sklad('POST', '/movement_documents/{id}/post_queued', 'Zaúčtování fronty (R-DOC-01)', DOCS, {
  ...WRITE,
  answer: answer<PostQueuedDto>(),
});
export const ListQueued = sklad('GET', '/movement_documents/queue/{id}', 'Fronta řádků dokladu', DOCS, {
  answer: answer<QueuedRowDto[]>(),
});
export const RemoveQueued = sklad('DELETE', '/movement_documents/queue/{id}', 'Odebrání řádku z fronty', DOCS, {
  ...WRITE,
  body: RemoveQueuedBody,
  answer: answer<{ removed: number }>(),
});
export const ReadDocumentPdf = sklad(
  'GET',
  '/movement_documents/{id}/pdf',
  'Tisková podoba dokladu (PDF, base64)',
  DOCS,
  {
    answer: answer<DocumentPdfDto>(),
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
