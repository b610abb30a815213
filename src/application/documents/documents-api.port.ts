import type * as Wire from '../../api/documents.schema';
import type { DocumentType } from '../../domain/documents/document-types';

export type {
  DocumentDetailDto,
  PostedMovementDto,
  MovementDocumentDto,
  PostQueuedDto,
  QueuedRowDto,
  UpdateDocumentBody,
} from '../../api/documents.schema';

/** Every write carries the key that makes a retry apply once (the server replays the first answer). */
export interface DocumentWrite {
  idempotencyKey: string;
}

/** SPEC 7 "Movement documents": the twelve calls, and the printable PDF. */
export interface DocumentsApi {
  types(): Promise<Wire.DocumentTypeDto[]>;
  list(type: DocumentType, q?: string): Promise<Wire.MovementDocumentDto[]>;
  archived(type: DocumentType, q?: string): Promise<Wire.MovementDocumentDto[]>;
  detail(id: number): Promise<Wire.DocumentDetailDto>;
  create(body: Wire.CreateDocumentBody, write: DocumentWrite): Promise<Wire.MovementDocumentDto>;
  /** Header changes and rows added to the queue. */
  update(id: number, body: Wire.UpdateDocumentBody, write: DocumentWrite): Promise<Wire.MovementDocumentDto>;
  remove(id: number, write: DocumentWrite): Promise<{ deleted: number }>;
  archive(id: number, write: DocumentWrite): Promise<Wire.MovementDocumentDto>;
  unarchive(id: number, write: DocumentWrite): Promise<Wire.MovementDocumentDto>;
  /** R-DOC-01: answers posted_count, failed_count and errors. */
  postQueued(id: number, write: DocumentWrite): Promise<Wire.PostQueuedDto>;
  queue(id: number): Promise<Wire.QueuedRowDto[]>;
  removeQueued(id: number, row: Wire.RemoveQueuedBody, write: DocumentWrite): Promise<{ removed: number }>;
  pdf(id: number): Promise<Wire.DocumentPdfDto>;
}
export const DocumentsApi = Symbol.for('DocumentsApi');
