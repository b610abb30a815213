import { each } from '../global/annotate';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { describeFailure } from '../../application/errors';
import type { DocumentDetailDto, PostQueuedDto, QueuedRowDto } from '../../application/documents/documents-api.port';
import {
  QueueAndPostDocument,
  type DocumentPorts,
  type HeaderForm,
  type PendingBatch,
  type Posted,
  type ReadyRow,
} from '../../application/documents/queue-and-post';
import type { LocationDto } from '../../application/layout/layout-api.port';
import { DOCUMENT_TYPE_INFO } from '../../domain/documents/document-types';
import { headerChange, keptEdits } from '../../domain/documents/document-header';
import { ScanFieldStore } from '../global/scan-field.store';

/**
 * /documents/detail/:id: header, scan field, queue, post and posted rows; the work is `QueueAndPostDocument`'s.
 * Scans are handled one after another in the order they came: a fast scanner never reorders or loses a row.
 */
export class DocumentDetailViewModel {
  document: DocumentDetailDto | null = null;
  queue: QueuedRowDto[] = [];
  locations: LocationDto[] = [];
  location: LocationDto | null = null;
  header: HeaderForm = { partner: '', document_date: '', note: '' };
  amountInput = '';
  pending: PendingBatch | null = null;
  summary: PostQueuedDto | null = null;
  error: string | null = null;
  notice: string | null = null;
  busy = false;
  loadFailed = false;
  readonly field = new ScanFieldStore((code) => void this.scanned(code));
  private readonly work: QueueAndPostDocument;
  private scans: Promise<void> = Promise.resolve();

  constructor(
    ports: DocumentPorts,
    readonly id: number,
  ) {
    this.work = new QueueAndPostDocument(id, ports);
    makeAutoObservable<this, 'work' | 'scans'>(
      this,
      {
        ...each(observableRef, 'document', 'queue', 'locations', 'location', 'summary'),
        ...each(false, 'field', 'work', 'scans', 'id'),
      },
      { autoBind: true },
    );
  }

  get info() {
    return this.document ? DOCUMENT_TYPE_INFO[this.document.type] : null;
  }
  get editable(): boolean {
    return this.document !== null && !this.document.archived;
  }
  get headerChanged(): boolean {
    return this.document !== null && Object.keys(headerChange(this.document, this.header)).length > 0;
  }
  get queuedPieces(): number {
    return this.queue.reduce((n, r) => n + r.amount, 0);
  }

  async load(): Promise<void> {
    const opened = await this.work.opened();
    runInAction(() => {
      if (!opened.ok) {
        this.error = opened.error;
        this.loadFailed = this.document === null;
        return;
      }
      this.showDocument(opened.document, opened.queue);
      this.locations = opened.locations ?? [];
      this.loadFailed = false;
    });
  }

  /**
   * Another device changed this document (posted its queue, edited it, archived it): the header, the
   * queue and the posted rows are fetched again. Header fields being edited here stay as typed.
   */
  async changedElsewhere(): Promise<void> {
    try {
      const [document, queue] = await this.work.shown();
      this.showDocument(document, queue);
    } catch (e) {
      runInAction(() => (this.error = describeFailure(e)));
    }
  }

  headerEdited(change: Partial<HeaderForm>): void {
    this.header = { ...this.header, ...change };
  }
  amountTyped(value: string): void {
    this.amountInput = value;
  }
  locationCleared(): void {
    this.location = null;
  }
  errorDismissed(): void {
    this.error = null;
  }

  headerSaved(): Promise<boolean> {
    const d = this.document;
    return d ? this.run(this.work.written(() => this.work.saveHeader(d, this.header))) : Promise.resolve(false);
  }

  codeSubmitted(): Promise<void> {
    this.field.submitted();
    return this.scans;
  }

  /** A code from the field or a hardware scanner: a location switches where rows go, anything else is a product there. */
  scanned(code: string): Promise<void> {
    // The typed amount belongs to this scan: taken now, not when the queue reaches it.
    const typed = this.work.takesTypedAmount(code, this.locations) ? this.amountInput : '';
    if (typed) runInAction(() => (this.amountInput = ''));
    this.scans = this.scans.then(() => this.handleScan(code, typed));
    return this.scans;
  }

  /** The camera panel's sink (ScanSink): a camera read is a scan like any other. */
  accept(code: string): void {
    void this.scanned(code);
  }

  pendingChanged(change: Partial<Omit<PendingBatch, 'product' | 'amount'>>): void {
    if (this.pending) this.pending = { ...this.pending, ...change };
  }
  pendingCancelled(): void {
    this.pending = null;
  }

  /** The batch of the pending product is chosen: queue it. */
  async pendingConfirmed(): Promise<void> {
    if (!this.pending || !this.location) return;
    if (await this.queued(this.work.batchChosen(this.pending))) runInAction(() => (this.pending = null));
  }

  queueRemoved(row: QueuedRowDto): Promise<boolean> {
    return this.run(this.work.written(() => this.work.rowRemoved(row)));
  }

  /** R-DOC-01: post the queue; the summary says how many rows were posted and why the others were not. */
  postClicked(): Promise<boolean> {
    return this.run(this.work.posted());
  }

  archiveToggled(): Promise<boolean> {
    const d = this.document;
    return d ? this.run(this.work.written(() => this.work.archiveToggled(d))) : Promise.resolve(false);
  }

  /** The printable PDF, or null when it could not be made (the error says why). */
  async pdfRequested(): Promise<{ file_name: string; content_base64: string } | null> {
    const printed = await this.work.printed();
    if (!printed.ok) runInAction(() => (this.error = printed.error));
    return printed.ok ? printed.file : null;
  }

  private async handleScan(code: string, typed: string): Promise<void> {
    const { locations, location, pending } = this;
    const pendingCode = pending?.product.variant.code ?? null;
    const inbound = this.info?.direction === 'in';
    const scan = await this.work.codeScanned(code, { locations, location, pendingCode, typed, inbound });
    if (scan.kind === 'location') {
      return runInAction(() => {
        this.location = scan.location;
        this.pending = null;
        this.error = null;
        this.notice = scan.notice;
      });
    }
    if (scan.kind === 'batch') runInAction(() => (this.pending = scan.pending));
    else await this.queued(scan);
  }

  /** Queues a ready row at the current location (true when it went in), or says why not. */
  private async queued(row: ReadyRow | { kind: 'refused'; error: string }): Promise<boolean> {
    if (row.kind === 'refused') {
      this.refuse(row.error);
      return false;
    }
    const location = this.location!;
    return this.run(this.work.written(() => this.work.queueRow(location, row)));
  }

  /** One write (`QueueAndPostDocument.written`): busy meanwhile, then what it left, or the failure. */
  private async run(written: Promise<Posted>): Promise<boolean> {
    runInAction(() => (this.busy = true));
    const result = await written;
    runInAction(() => {
      this.busy = false;
      this.error = result.ok ? null : result.error;
      this.notice = result.ok ? result.notice : null;
      if (result.summary) this.summary = result.summary;
      if (result.ok) this.showDocument(result.document, result.queue);
    });
    return result.ok;
  }

  private refuse(error: string): void {
    runInAction(() => (this.error = error));
  }

  /** A field edited here (differing from what was shown) keeps the edit; the others show the server's value. */
  private showDocument(document: DocumentDetailDto, queue: QueuedRowDto[]): void {
    this.header = keptEdits(this.document, this.header, document);
    this.document = document;
    this.queue = queue;
  }
}
