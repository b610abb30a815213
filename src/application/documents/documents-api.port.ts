import type {
  CreateDocumentBody,
  PostedMovementDto,
  DocumentDetailDto,
  DocumentPdfDto,
  DocumentTypeDto,
  MovementDocumentDto,
  PostQueuedDto,
  QueuedRowDto,
  RemoveQueuedBody,
  UpdateDocumentBody,
} from '../../api/documents.schema';
import type { DocumentType } from '../../domain/documents/document-types';

export type {
  DocumentDetailDto,
  PostedMovementDto,
  DocumentTypeDto,
  MovementDocumentDto,
  PostQueuedDto,
  QueuedRowDto,
  RemoveQueuedBody,
  UpdateDocumentBody,
};

/** Every write carries the key that makes a retry apply once (the server replays the first answer). */
export interface DocumentWrite {
  idempotencyKey: string;
}

/** SPEC 7 "Movement documents": the twelve calls, and the printable PDF. */
export interface DocumentsApi {
  types(): Promise<DocumentTypeDto[]>;
  list(type: DocumentType, q?: string): Promise<MovementDocumentDto[]>;
  archived(type: DocumentType, q?: string): Promise<MovementDocumentDto[]>;
  detail(id: number): Promise<DocumentDetailDto>;
  create(body: CreateDocumentBody, write: DocumentWrite): Promise<MovementDocumentDto>;
  /** Header changes and rows added to the queue. */
  update(id: number, body: UpdateDocumentBody, write: DocumentWrite): Promise<MovementDocumentDto>;
  remove(id: number, write: DocumentWrite): Promise<{ deleted: number }>;
  archive(id: number, write: DocumentWrite): Promise<MovementDocumentDto>;
  unarchive(id: number, write: DocumentWrite): Promise<MovementDocumentDto>;
  /** R-DOC-01: answers posted_count, failed_count and errors. */
  postQueued(id: number, write: DocumentWrite): Promise<PostQueuedDto>;
  queue(id: number): Promise<QueuedRowDto[]>;
  removeQueued(id: number, row: RemoveQueuedBody, write: DocumentWrite): Promise<{ removed: number }>;
  pdf(id: number): Promise<DocumentPdfDto>;
}
export const DocumentsApi = Symbol.for('DocumentsApi');
