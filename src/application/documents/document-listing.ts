import { describeFailure } from '../errors';
import type { DocumentType, DocumentTypeInfo } from '../../domain/documents/document-types';
import type { IdGenerator } from '../ports/id-generator.port';
import { documentTypeInfo } from './document-type-info';
import type { DocumentsApi, MovementDocumentDto } from './documents-api.port';

export type DocumentTab = 'active' | 'archived';
export interface NewDocumentForm {
  partner: string;
  document_date: string;
  note: string;
}

/**
 * The documents of one type (SPEC 7 "Movement documents", R-DOC-01): found by number or partner among the
 * active or the archived ones, created, archived and restored, deleted. Every write has its own idempotency
 * key; a write answers the Czech notice that says what happened (a refusal throws).
 */
export class DocumentListing {
  constructor(
    private readonly ports: { api: DocumentsApi; ids: IdGenerator },
    readonly type: DocumentType,
  ) {}

  /** The type's name and prefix as the server gives them (the domain's when it cannot be asked). */
  typeInfo(): Promise<DocumentTypeInfo> {
    return documentTypeInfo(this.ports.api, this.type);
  }

  find(tab: DocumentTab, query: string): Promise<MovementDocumentDto[]> {
    const q = query.trim();
    return tab === 'active' ? this.ports.api.list(this.type, q) : this.ports.api.archived(this.type, q);
  }

  /** Creates a document of this type; answers its id, so that the screen can open it. */
  async create(form: NewDocumentForm): Promise<number> {
    const created = await this.ports.api.create({ type: this.type, ...form }, this.write());
    return created.document_id;
  }

  /** Creates a document of this type: its id, or the Czech reason it was refused. */
  async created(form: NewDocumentForm): Promise<{ id: number } | { error: string }> {
    try {
      return { id: await this.create(form) };
    } catch (e) {
      return { error: describeFailure(e) };
    }
  }

  /** A write on the list (archive, restore, delete): the notice of what happened, or the Czech reason it did not. */
  async written(
    work: () => Promise<string>,
  ): Promise<{ notice: string; error: null } | { notice: null; error: string }> {
    try {
      return { notice: await work(), error: null };
    } catch (e) {
      return { notice: null, error: describeFailure(e) };
    }
  }

  async archiveToggled(doc: MovementDocumentDto): Promise<string> {
    const { api } = this.ports;
    const changed = doc.archived
      ? await api.unarchive(doc.document_id, this.write())
      : await api.archive(doc.document_id, this.write());
    return changed.archived ? `Doklad ${doc.number} byl archivován.` : `Doklad ${doc.number} byl obnoven z archivu.`;
  }

  async remove(doc: MovementDocumentDto): Promise<string> {
    await this.ports.api.remove(doc.document_id, this.write());
    return `Doklad ${doc.number} byl smazán.`;
  }

  private write(): { idempotencyKey: string } {
    return { idempotencyKey: this.ports.ids.uuid() };
  }
}
