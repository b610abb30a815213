import { Schema } from 'effect';
import type { ApiEndpoint } from './endpoint';

// Wire shapes of the twelve /movement_documents/ calls (SPEC 7), validated by the server and typed
// in the app's port. The type is a plain string here so an unknown one gets a Czech sentence naming it.
const Id = Schema.Int.check(Schema.isGreaterThan(0));
const Code = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100));
const Day = Schema.String.check(Schema.isMaxLength(10));
export const MAX_QUEUE_LINES = 500;

export const CreateDocumentBody = Schema.Struct({
  type: Schema.String.check(Schema.isMaxLength(20)),
  partner: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(200))),
  document_date: Schema.optionalKey(Day),
  note: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(2000))),
});
export type CreateDocumentBody = typeof CreateDocumentBody.Type;

/** A scanned row for the queue: where, what, how many and which batch (an existing id, or a new one on a receipt). */
export const QueueLine = Schema.Struct({
  location_id: Id,
  product_code: Code,
  amount: Schema.Number,
  sarze_id: Schema.optionalKey(Schema.NullOr(Id)),
  new_sarze: Schema.optionalKey(
    Schema.NullOr(
      Schema.Struct({
        name: Schema.String.check(Schema.isMaxLength(100)),
        expires_at: Schema.optionalKey(Schema.NullOr(Day)),
      }),
    ),
  ),
});
export type QueueLine = typeof QueueLine.Type;

/** PUT /movement_documents/{document_id}: header fields to change and rows to add to the queue. */
export const UpdateDocumentBody = Schema.Struct({
  partner: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(200))),
  document_date: Schema.optionalKey(Day),
  note: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(2000))),
  queue: Schema.optionalKey(Schema.Array(QueueLine).check(Schema.isMaxLength(MAX_QUEUE_LINES))),
});
export type UpdateDocumentBody = typeof UpdateDocumentBody.Type;

/** DELETE /movement_documents/queue/{id}: the queued row's key (SPEC 7). */
export const RemoveQueuedBody = Schema.Struct({
  location_id: Id,
  product_code: Code,
  sarze_id: Schema.NullOr(Id),
});
export type RemoveQueuedBody = typeof RemoveQueuedBody.Type;

export const DocumentListQuery = Schema.Struct({
  type: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(20))),
  q: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(100))),
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

const documents = ['sklad.documents'] as const;
const base = { host: 'sklad', scopes: documents } as const;
export const documentEndpoints: readonly ApiEndpoint[] = [
  { ...base, method: 'GET', path: '/movement_documents/types/', summary: 'Typy dokladů' },
  { ...base, method: 'GET', path: '/movement_documents/', summary: 'Aktivní doklady', query: DocumentListQuery },
  { ...base, method: 'GET', path: '/movement_documents/archived', summary: 'Archiv dokladů', query: DocumentListQuery },
  { ...base, method: 'GET', path: '/movement_documents/{id}', summary: 'Doklad s naskladněnými pohyby' },
  { ...base, method: 'POST', path: '/movement_documents/', summary: 'Nový doklad', body: CreateDocumentBody },
  {
    ...base,
    method: 'PUT',
    path: '/movement_documents/{document_id}',
    summary: 'Úprava hlavičky, přidání řádků do fronty',
    body: UpdateDocumentBody,
  },
  { ...base, method: 'DELETE', path: '/movement_documents/{id}', summary: 'Smazání dokladu' },
  { ...base, method: 'PUT', path: '/movement_documents/{id}/archive', summary: 'Archivace' },
  { ...base, method: 'PUT', path: '/movement_documents/{id}/unarchive', summary: 'Obnovení z archivu' },
  { ...base, method: 'POST', path: '/movement_documents/{id}/post_queued', summary: 'Zaúčtování fronty' },
  { ...base, method: 'GET', path: '/movement_documents/queue/{id}', summary: 'Fronta řádků dokladu' },
  {
    ...base,
    method: 'DELETE',
    path: '/movement_documents/queue/{id}',
    summary: 'Odebrání řádku z fronty',
    body: RemoveQueuedBody,
  },
  { ...base, method: 'GET', path: '/movement_documents/{id}/pdf', summary: 'Tisková podoba dokladu (PDF)' },
];
