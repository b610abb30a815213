import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { describeFailure } from '../../application/errors';
import type {
  DocumentDetailDto,
  DocumentsApi,
  PostQueuedDto,
  QueuedRowDto,
  UpdateDocumentBody,
} from '../../application/documents/documents-api.port';
import type { LayoutApi, LocationDto } from '../../application/layout/layout-api.port';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type { KeyboardWedge } from '../../application/scanning/keyboard-wedge.port';
import type { ScannedProduct, StockMovementsApi } from '../../application/stock-movements/stock-movements.port';
import { DOCUMENT_TYPE_INFO } from '../../domain/documents/document-types';
import { queuedPieces, scannedLocation } from '../../domain/documents/document-scan';

export interface DocumentDetailPorts {
  documents: DocumentsApi;
  /** The stock screens' product lookup (POST /inventory/search/): EANs, multi-EAN boxes, batches. */
  products: Pick<StockMovementsApi, 'search'>;
  layout: Pick<LayoutApi, 'locations'>;
  ids: IdGenerator;
}

export interface HeaderForm {
  partner: string;
  document_date: string;
  note: string;
}

/** A scanned product that needs a batch chosen (or, on a receipt, a new one named) before it is queued. */
export interface PendingBatch {
  product: ScannedProduct;
  amount: number;
  sarzeId: number | null;
  newName: string;
  newExpiry: string;
}

/**
 * /documents/detail/:id: the header, the scan field (a location, then its products), the queue
 * with remove, the post and its summary, and the posted movements. Scans are handled one after
 * another in the order they came, so a fast scanner never reorders or loses a row.
 */
export class DocumentDetailViewModel {
  document: DocumentDetailDto | null = null;
  queue: QueuedRowDto[] = [];
  locations: LocationDto[] = [];
  location: LocationDto | null = null;
  header: HeaderForm = { partner: '', document_date: '', note: '' };
  codeInput = '';
  amountInput = '';
  pending: PendingBatch | null = null;
  summary: PostQueuedDto | null = null;
  error: string | null = null;
  notice: string | null = null;
  busy = false;
  loadFailed = false;
  private scans: Promise<void> = Promise.resolve();

  constructor(
    private readonly ports: DocumentDetailPorts,
    readonly id: number,
  ) {
    makeObservable(this, {
      document: observableRef,
      queue: observableRef,
      locations: observableRef,
      location: observableRef,
      header: observable,
      codeInput: observable,
      amountInput: observable,
      pending: observable,
      summary: observableRef,
      error: observable,
      notice: observable,
      busy: observable,
      loadFailed: observable,
      info: computed,
      editable: computed,
      headerChanged: computed,
      queuedPieces: computed,
      headerEdited: action,
      codeTyped: action,
      amountTyped: action,
      pendingChanged: action,
      pendingCancelled: action,
      locationCleared: action,
      errorDismissed: action,
    });
  }

  get info() {
    return this.document ? DOCUMENT_TYPE_INFO[this.document.type] : null;
  }
  get editable(): boolean {
    return this.document !== null && !this.document.archived;
  }
  get headerChanged(): boolean {
    const d = this.document;
    return (
      d !== null &&
      (d.partner !== this.header.partner ||
        d.document_date !== this.header.document_date ||
        d.note !== this.header.note)
    );
  }
  get queuedPieces(): number {
    return this.queue.reduce((n, r) => n + r.amount, 0);
  }

  async load(): Promise<void> {
    try {
      const [document, queue, locations] = await Promise.all([
        this.ports.documents.detail(this.id),
        this.ports.documents.queue(this.id),
        this.ports.layout.locations(),
      ]);
      runInAction(() => {
        this.showDocument(document);
        this.queue = queue;
        this.locations = locations;
        this.loadFailed = false;
      });
    } catch (e) {
      runInAction(() => {
        this.error = describeFailure(e);
        this.loadFailed = this.document === null;
      });
    }
  }

  /**
   * Another device changed this document (posted its queue, edited it, archived it): the header, the
   * queue and the posted rows are fetched again. Header fields being edited here stay as typed.
   */
  async changedElsewhere(): Promise<void> {
    try {
      const [document, queue] = await this.fetchShown();
      runInAction(() => {
        this.showDocument(document);
        this.queue = queue;
      });
    } catch (e) {
      runInAction(() => {
        this.error = describeFailure(e);
      });
    }
  }

  headerEdited(change: Partial<HeaderForm>): void {
    this.header = { ...this.header, ...change };
  }
  codeTyped(value: string): void {
    this.codeInput = value;
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

  headerSaved(): Promise<void> {
    const d = this.document;
    if (!d) return Promise.resolve();
    const change: UpdateDocumentBody = {
      ...(this.header.partner !== d.partner ? { partner: this.header.partner } : {}),
      ...(this.header.note !== d.note ? { note: this.header.note } : {}),
      ...(this.header.document_date !== d.document_date ? { document_date: this.header.document_date } : {}),
    };
    return this.run(async (key) => {
      await this.ports.documents.update(this.id, change, key);
      return 'Hlavička dokladu byla uložena.';
    });
  }

  /** Enter in the scan field. */
  codeSubmitted(): Promise<void> {
    const code = this.codeInput.trim();
    runInAction(() => {
      this.codeInput = '';
    });
    return code ? this.scanned(code) : Promise.resolve();
  }

  /** A code from the field or a hardware scanner: a location switches where rows go, anything else is a product there. */
  scanned(code: string): Promise<void> {
    // The typed amount belongs to this scan: taken now, not when the queue reaches it.
    const typed = scannedLocation(code, this.locations) ? '' : this.amountInput;
    if (typed)
      runInAction(() => {
        this.amountInput = '';
      });
    this.scans = this.scans.then(() => this.handleScan(code, typed));
    return this.scans;
  }

  /** The camera panel's sink (ScanSink): a camera read is a scan like any other. */
  accept(code: string): void {
    void this.scanned(code);
  }

  listenTo(wedge: KeyboardWedge): () => void {
    return wedge.attach({ scanned: (code) => void this.scanned(code), submitted: () => void this.codeSubmitted() });
  }

  pendingChanged(change: Partial<Omit<PendingBatch, 'product' | 'amount'>>): void {
    if (this.pending) this.pending = { ...this.pending, ...change };
  }
  pendingCancelled(): void {
    this.pending = null;
  }

  /** The batch of the pending product is chosen: queue it. */
  async pendingConfirmed(): Promise<void> {
    const p = this.pending;
    if (!p || !this.location) return;
    const newBatch = p.sarzeId === null && p.newName.trim() !== '';
    if (p.sarzeId === null && !newBatch) {
      runInAction(() => {
        this.error = `Vyberte šarži produktu ${p.product.variant.code}.`;
      });
      return;
    }
    const ok = await this.addRow(p.product, p.amount, {
      sarze_id: p.sarzeId,
      new_sarze: newBatch ? { name: p.newName.trim(), expires_at: p.newExpiry || null } : null,
    });
    if (ok)
      runInAction(() => {
        this.pending = null;
      });
  }

  queueRemoved(row: QueuedRowDto): Promise<void> {
    return this.run(async (key) => {
      await this.ports.documents.removeQueued(
        this.id,
        { location_id: row.location_id, product_code: row.product_code, sarze_id: row.sarze_id },
        key,
      );
      return `Řádek ${row.product_code} byl odebrán z fronty.`;
    });
  }

  /** R-DOC-01: post the queue; the summary says how many rows were posted and why the others were not. */
  postClicked(): Promise<void> {
    return this.run(async (key) => {
      const result = await this.ports.documents.postQueued(this.id, key);
      runInAction(() => {
        this.summary = result;
      });
      return null;
    });
  }

  archiveToggled(): Promise<void> {
    const d = this.document;
    if (!d) return Promise.resolve();
    return this.run(async (key) => {
      if (d.archived) await this.ports.documents.unarchive(this.id, key);
      else await this.ports.documents.archive(this.id, key);
      return d.archived ? 'Doklad byl obnoven z archivu.' : 'Doklad byl archivován.';
    });
  }

  /** The printable PDF, or null when it could not be made (the error says why). */
  async pdfRequested(): Promise<{ file_name: string; content_base64: string } | null> {
    try {
      return await this.ports.documents.pdf(this.id);
    } catch (e) {
      runInAction(() => {
        this.error = describeFailure(e);
      });
      return null;
    }
  }

  private async handleScan(code: string, typed: string): Promise<void> {
    const location = scannedLocation(code, this.locations);
    if (location) {
      runInAction(() => {
        this.location = location;
        this.pending = null;
        this.error = null;
        this.notice = `Pozice ${location.name}: naskenujte produkty.`;
      });
      return;
    }
    if (!this.location) {
      runInAction(() => {
        this.error = `Pozice „${code}“ neexistuje. Nejprve naskenujte pozici, potom produkty.`;
      });
      return;
    }
    if (this.pending) {
      runInAction(() => {
        this.error = `Nejprve vyberte šarži produktu ${this.pending!.product.variant.code}.`;
      });
      return;
    }
    let product: ScannedProduct;
    try {
      product = await this.ports.products.search(code, this.location.name);
    } catch (e) {
      runInAction(() => {
        this.error = describeFailure(e);
      });
      return;
    }
    const pieces = queuedPieces(typed, product.variant.custom_quantity);
    if (!pieces.ok) {
      runInAction(() => {
        this.error = pieces.error;
      });
      return;
    }
    const inbound = this.info?.direction === 'in';
    const batches = product.sarze;
    if (product.vynutit_zadani_sarze || batches.length > 0) {
      // A stock-out from a location holding the product in one batch only takes that batch.
      const held = product.stock.filter((s) => s.location_name === this.location!.name && s.amount > 0);
      if (!inbound && held.length === 1 && held[0].sarze_id !== null) {
        await this.addRow(product, pieces.amount, { sarze_id: held[0].sarze_id });
        return;
      }
      if (product.vynutit_zadani_sarze || !inbound || held.some((s) => s.sarze_id !== null)) {
        runInAction(() => {
          this.pending = {
            product,
            amount: pieces.amount,
            sarzeId: batches[0]?.id ?? null,
            newName: '',
            newExpiry: '',
          };
        });
        return;
      }
    }
    await this.addRow(product, pieces.amount, {});
  }

  private async addRow(
    product: ScannedProduct,
    amount: number,
    batch: { sarze_id?: number | null; new_sarze?: { name: string; expires_at: string | null } | null },
  ): Promise<boolean> {
    const location = this.location!;
    let ok = false;
    await this.run(async (key) => {
      await this.ports.documents.update(
        this.id,
        { queue: [{ location_id: location.id, product_code: product.variant.code, amount, ...batch }] },
        key,
      );
      ok = true;
      return `${product.variant.code} × ${amount} do fronty (${location.name}).`;
    });
    return ok;
  }

  private async run(work: (write: { idempotencyKey: string }) => Promise<string | null>): Promise<void> {
    runInAction(() => {
      this.busy = true;
    });
    try {
      const notice = await work({ idempotencyKey: this.ports.ids.uuid() });
      const [document, queue] = await this.fetchShown();
      runInAction(() => {
        this.showDocument(document);
        this.queue = queue;
        this.notice = notice;
        this.error = null;
      });
    } catch (e) {
      runInAction(() => {
        this.error = describeFailure(e);
        this.notice = null;
      });
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** The document and its queue as the server has them now. */
  private fetchShown() {
    return Promise.all([this.ports.documents.detail(this.id), this.ports.documents.queue(this.id)]);
  }

  /** A field edited here (differing from what was shown) keeps the edit; the others show the server's value. */
  private showDocument(document: DocumentDetailDto): void {
    const shown = this.document;
    const field = <K extends keyof HeaderForm>(key: K): HeaderForm[K] =>
      shown !== null && this.header[key] !== shown[key] ? this.header[key] : document[key];
    this.header = { partner: field('partner'), document_date: field('document_date'), note: field('note') };
    this.document = document;
  }
}
