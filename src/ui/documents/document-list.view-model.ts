import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { describeFailure } from '../../application/errors';
import type { DocumentsApi, MovementDocumentDto } from '../../application/documents/documents-api.port';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import { LatestFetch, loadInto } from '../global/load-state';
import { DOCUMENT_TYPE_INFO, type DocumentType, type DocumentTypeInfo } from '../../domain/documents/document-types';
import { documentTypeInfo } from '../../application/documents/document-type-info';
import { ConfirmTarget } from '../global/confirm-target.store';

export type DocumentTab = 'active' | 'archived';
export interface NewDocumentForm {
  partner: string;
  document_date: string;
  note: string;
}

/**
 * /documents/receipt and /documents/issue: the active or archived documents of one type, searched
 * by number or partner, with create, archive/unarchive and delete (after a confirm). Every list
 * shown is the server's answer to the last search.
 */
export class DocumentListViewModel {
  tab: DocumentTab = 'active';
  query = '';
  documents: MovementDocumentDto[] = [];
  loading = false;
  error: string | null = null;
  notice: string | null = null;
  form: NewDocumentForm | null = null;
  readonly deleteAsk = new ConfirmTarget<MovementDocumentDto>();
  private readonly fetches = new LatestFetch();

  constructor(
    private readonly api: DocumentsApi,
    private readonly ids: IdGenerator,
    readonly type: DocumentType,
  ) {
    this.info = DOCUMENT_TYPE_INFO[type];
    makeObservable(this, {
      info: observableRef,
      tab: observable,
      query: observable,
      documents: observableRef,
      loading: observable,
      error: observable,
      notice: observable,
      form: observable,
      tabChosen: action,
      queryTyped: action,
      createOpened: action,
      createClosed: action,
      formChanged: action,
      errorDismissed: action,
    });
  }

  /** The type's name and prefix: the domain's until the server's are in (and offline). */
  info: DocumentTypeInfo;

  /** GET /movement_documents/types/: the name and prefix the server gives this type. */
  async loadTypeInfo(): Promise<void> {
    const info = await documentTypeInfo(this.api, this.type);
    runInAction(() => {
      this.info = info;
    });
  }

  load(): Promise<void> {
    const q = this.query.trim();
    return loadInto(
      this,
      () => (this.tab === 'active' ? this.api.list(this.type, q) : this.api.archived(this.type, q)),
      (found) => (this.documents = found),
      this.fetches.next(),
    );
  }

  tabChosen(tab: DocumentTab): Promise<void> {
    this.tab = tab;
    this.notice = null;
    return this.load();
  }

  queryTyped(q: string): Promise<void> {
    this.query = q;
    return this.load();
  }

  createOpened(today: string): void {
    this.form = { partner: '', document_date: today, note: '' };
  }
  createClosed(): void {
    this.form = null;
  }
  formChanged(change: Partial<NewDocumentForm>): void {
    if (this.form) this.form = { ...this.form, ...change };
  }

  /** Creates the document; resolves with its id so the screen can open it, or null when refused. */
  async createSubmitted(): Promise<number | null> {
    if (!this.form) return null;
    try {
      const created = await this.api.create({ type: this.type, ...this.form }, { idempotencyKey: this.ids.uuid() });
      runInAction(() => {
        this.form = null;
      });
      return created.document_id;
    } catch (e) {
      runInAction(() => {
        this.error = describeFailure(e);
      });
      return null;
    }
  }

  async archiveToggled(doc: MovementDocumentDto): Promise<void> {
    await this.write(async (key) => {
      const changed = doc.archived
        ? await this.api.unarchive(doc.document_id, key)
        : await this.api.archive(doc.document_id, key);
      return changed.archived ? `Doklad ${doc.number} byl archivován.` : `Doklad ${doc.number} byl obnoven z archivu.`;
    });
  }

  async deleteConfirmed(): Promise<void> {
    const doc = this.deleteAsk.taken();
    if (!doc) return;
    await this.write(async (key) => {
      await this.api.remove(doc.document_id, key);
      return `Doklad ${doc.number} byl smazán.`;
    });
  }

  errorDismissed(): void {
    this.error = null;
  }

  private async write(work: (write: { idempotencyKey: string }) => Promise<string>): Promise<void> {
    try {
      const notice = await work({ idempotencyKey: this.ids.uuid() });
      runInAction(() => {
        this.notice = notice;
        this.error = null;
      });
    } catch (e) {
      runInAction(() => {
        this.error = describeFailure(e);
        this.notice = null;
      });
    }
    await this.load();
  }
}
