import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { DocumentsApi, MovementDocumentDto } from '../../application/documents/documents-api.port';
import { DocumentListing, type DocumentTab, type NewDocumentForm } from '../../application/documents/document-listing';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import { LatestFetch, loadInto } from '../global/load-state';
import { DOCUMENT_TYPE_INFO, type DocumentType, type DocumentTypeInfo } from '../../domain/documents/document-types';
import { ConfirmTarget } from '../global/confirm-target.store';

/**
 * /documents/receipt and /documents/issue: the active or archived documents of one type, searched
 * by number or partner, with create, archive/unarchive and delete (after a confirm); the work is
 * `DocumentListing`'s. Every list shown is the server's answer to the last search.
 */
export class DocumentListViewModel {
  tab: DocumentTab = 'active';
  query = '';
  documents: MovementDocumentDto[] = [];
  loading = false;
  error: string | null = null;
  notice: string | null = null;
  form: NewDocumentForm | null = null;
  /** The type's name and prefix: the domain's until the server's are in (and offline). */
  info: DocumentTypeInfo;
  readonly deleteAsk = new ConfirmTarget<MovementDocumentDto>();
  private readonly fetches = new LatestFetch();
  private readonly listing: DocumentListing;

  constructor(
    api: DocumentsApi,
    ids: IdGenerator,
    readonly type: DocumentType,
  ) {
    this.listing = new DocumentListing({ api, ids }, type);
    this.info = DOCUMENT_TYPE_INFO[type];
    makeAutoObservable<this, 'fetches' | 'listing'>(
      this,
      { info: observableRef, documents: observableRef, deleteAsk: false, fetches: false, listing: false, type: false },
      { autoBind: true },
    );
  }

  /** GET /movement_documents/types/: the name and prefix the server gives this type. */
  async loadTypeInfo(): Promise<void> {
    const info = await this.listing.typeInfo();
    runInAction(() => (this.info = info));
  }

  load(): Promise<void> {
    const { tab, query } = this;
    return loadInto(
      this,
      () => this.listing.find(tab, query),
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
    const created = await this.listing.created(this.form);
    runInAction(() => {
      if ('id' in created) this.form = null;
      else this.error = created.error;
    });
    return 'id' in created ? created.id : null;
  }

  archiveToggled(doc: MovementDocumentDto): Promise<void> {
    return this.write(() => this.listing.archiveToggled(doc));
  }

  async deleteConfirmed(): Promise<void> {
    const doc = this.deleteAsk.taken();
    if (doc) await this.write(() => this.listing.remove(doc));
  }

  errorDismissed(): void {
    this.error = null;
  }

  /** A write, its notice or failure shown, then the list fetched again (as the server has it after the write). */
  private async write(work: () => Promise<string>): Promise<void> {
    const { notice, error } = await this.listing.written(work);
    runInAction(() => {
      this.notice = notice;
      this.error = error;
    });
    await this.load();
  }
}
