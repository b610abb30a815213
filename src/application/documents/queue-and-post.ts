import { headerChange, type DocumentHeader } from '../../domain/documents/document-header';
import { chosenRowBatch, queuedPieces, rowBatch, scannedLocation } from '../../domain/documents/document-scan';
import { describeFailure } from '../errors';
import type { LayoutApi, LocationDto } from '../layout/layout-api.port';
import type { IdGenerator } from '../ports/id-generator.port';
import type { ScannedProduct, StockMovementsApi } from '../stock-movements/stock-movements.port';
import type { DocumentDetailDto, DocumentsApi, PostQueuedDto, QueuedRowDto } from './documents-api.port';

export interface DocumentPorts {
  documents: DocumentsApi;
  /** The stock screens' product lookup (POST /inventory/search/): EANs, multi-EAN boxes, batches. */
  products: Pick<StockMovementsApi, 'search'>;
  layout: Pick<LayoutApi, 'locations'>;
  ids: IdGenerator;
}

export type HeaderForm = DocumentHeader;

/** A scanned product that needs a batch chosen (or, on a receipt, a new one named) before it is queued. */
export interface PendingBatch {
  product: ScannedProduct;
  amount: number;
  sarzeId: number | null;
  newName: string;
  newExpiry: string;
}

/** A row ready to queue: the product, its pieces and its batch (an existing one by id, or a new one). */
export interface ReadyRow {
  kind: 'row';
  product: ScannedProduct;
  amount: number;
  batch: { sarze_id?: number | null; new_sarze?: { name: string; expires_at: string | null } | null };
}

/** What a product scan means: a row to queue, a batch to ask for first, or a refusal in Czech. */
export type ProductScanned = ReadyRow | { kind: 'batch'; pending: PendingBatch } | { kind: 'refused'; error: string };

/** Where the screen is when a code comes: the document's locations, the one scanned last, a batch still asked for. */
export interface ScanContext {
  locations: readonly LocationDto[];
  location: LocationDto | null;
  /** The product whose batch is being asked for, if any: nothing else is queued until it is answered. */
  pendingCode: string | null;
  typed: string;
  inbound: boolean;
}

/** What a scanned code means: rows now go to a location, or a product scan's meaning. */
export type DocumentScan = { kind: 'location'; location: LocationDto; notice: string } | ProductScanned;

/** The document and its queue as the server has them after a write, with the notice; or the failure in Czech. */
export type Written =
  | { ok: true; document: DocumentDetailDto; queue: QueuedRowDto[]; notice: string | null }
  | { ok: false; error: string };

/** A write's result beside the notice: what posting answered (R-DOC-01) is shown as its summary. */
export type Posted = Written & { summary?: PostQueuedDto };

/**
 * A movement document's work (SPEC 7 "Movement documents", /documents/detail/:id): scanned products are queued
 * at the scanned location with their batch (SPEC 5), the queue is posted (R-DOC-01), the header saved, the
 * document archived. Every write carries a new idempotency key, so a retried call applies once.
 */
export class QueueAndPostDocument {
  constructor(
    readonly id: number,
    private readonly ports: DocumentPorts,
  ) {}

  async load(): Promise<{ document: DocumentDetailDto; queue: QueuedRowDto[]; locations: LocationDto[] }> {
    const [[document, queue], locations] = await Promise.all([this.shown(), this.ports.layout.locations()]);
    return { document, queue, locations };
  }

  /** The document and its queue as the server has them now. */
  shown(): Promise<[DocumentDetailDto, QueuedRowDto[]]> {
    return Promise.all([this.ports.documents.detail(this.id), this.ports.documents.queue(this.id)]);
  }

  /**
   * One write, then the document and queue fetched again: the screen shows what the server holds (another
   * device's rows too), never a guess. A failure of either call is the Czech reason, nothing half shown.
   */
  async written(write: () => Promise<string | null>): Promise<Written> {
    try {
      const notice = await write();
      const [document, queue] = await this.shown();
      return { ok: true, document, queue, notice };
    } catch (e) {
      return { ok: false, error: describeFailure(e) };
    }
  }

  /**
   * R-DOC-01: posts the queue, then the document as it stands; the summary says what was posted and why not
   * (kept even when the refetch after it fails: the posting happened).
   */
  async posted(): Promise<Posted> {
    let summary: PostQueuedDto | undefined;
    const result = await this.written(async () => {
      summary = await this.post();
      return null;
    });
    return { ...result, summary };
  }

  /** The document, its queue and the locations to scan, or why they could not be fetched. */
  async opened(): Promise<Written & { locations?: LocationDto[] }> {
    try {
      const { locations, ...shown } = await this.load();
      return { ok: true, ...shown, notice: null, locations };
    } catch (e) {
      return { ok: false, error: describeFailure(e) };
    }
  }

  /** The printable PDF, or the Czech reason it could not be made. */
  async printed(): Promise<{ ok: true; file: DocumentPdf } | { ok: false; error: string }> {
    try {
      return { ok: true, file: await this.pdf() };
    } catch (e) {
      return { ok: false, error: describeFailure(e) };
    }
  }

  /** A code from the field or a scanner: a location switches where rows go, anything else is a product there. */
  codeScanned(code: string, at: ScanContext): Promise<DocumentScan> | DocumentScan {
    const location = scannedLocation(code, at.locations);
    if (location) return { kind: 'location', location, notice: `Pozice ${location.name}: naskenujte produkty.` };
    if (!at.location) return refused(`Pozice „${code}“ neexistuje. Nejprve naskenujte pozici, potom produkty.`);
    if (at.pendingCode) return refused(`Nejprve vyberte šarži produktu ${at.pendingCode}.`);
    return this.productScanned(code, at.location, at.typed, at.inbound);
  }

  /** The amount typed beside the field belongs to a product scan, not to a location's. */
  takesTypedAmount(code: string, locations: readonly LocationDto[]): boolean {
    return !scannedLocation(code, locations);
  }

  /**
   * A product scanned at `location` with the count typed beside the field (taken when scanned). The seam for
   * the shared scanning use case: the lookup is the stock screens' `search`; what follows is this document's.
   */
  async productScanned(code: string, location: LocationDto, typed: string, inbound: boolean): Promise<ProductScanned> {
    let product: ScannedProduct;
    try {
      product = await this.ports.products.search(code, location.name);
    } catch (e) {
      return { kind: 'refused', error: describeFailure(e) };
    }
    const pieces = queuedPieces(typed, product.variant.custom_quantity);
    if (!pieces.ok) return { kind: 'refused', error: pieces.error };
    const batch = rowBatch(
      { requireBatch: product.vynutit_zadani_sarze, batchCount: product.sarze.length, stock: product.stock },
      location.name,
      inbound,
    );
    if (batch.kind === 'ask') {
      const pending = {
        product,
        amount: pieces.amount,
        sarzeId: product.sarze[0]?.id ?? null,
        newName: '',
        newExpiry: '',
      };
      return { kind: 'batch', pending };
    }
    return {
      kind: 'row',
      product,
      amount: pieces.amount,
      batch: batch.kind === 'take' ? { sarze_id: batch.sarzeId } : {},
    };
  }

  /** The batch form confirmed: the row to queue, or why it cannot be. */
  batchChosen(pending: PendingBatch): ReadyRow | { kind: 'refused'; error: string } {
    const chosen = chosenRowBatch(pending.product.variant.code, pending);
    if (!chosen.ok) return { kind: 'refused', error: chosen.error };
    return { kind: 'row', product: pending.product, amount: pending.amount, batch: chosen.batch };
  }

  /** Queues a row at `location`; answers the notice saying what went in. */
  async queueRow(location: LocationDto, { product, amount, batch }: ReadyRow): Promise<string> {
    const code = product.variant.code;
    const row = { location_id: location.id, product_code: code, amount, ...batch };
    await this.ports.documents.update(this.id, { queue: [row] }, this.write());
    return `${code} × ${amount} do fronty (${location.name}).`;
  }

  async saveHeader(document: DocumentDetailDto, header: HeaderForm): Promise<string> {
    await this.ports.documents.update(this.id, headerChange(document, header), this.write());
    return 'Hlavička dokladu byla uložena.';
  }

  async rowRemoved(row: QueuedRowDto): Promise<string> {
    const { location_id, product_code, sarze_id } = row;
    await this.ports.documents.removeQueued(this.id, { location_id, product_code, sarze_id }, this.write());
    return `Řádek ${row.product_code} byl odebrán z fronty.`;
  }

  /** R-DOC-01: posts the queue; the answer says how many rows were posted and why the others were not. */
  post(): Promise<PostQueuedDto> {
    return this.ports.documents.postQueued(this.id, this.write());
  }

  async archiveToggled(document: DocumentDetailDto): Promise<string> {
    if (document.archived) await this.ports.documents.unarchive(this.id, this.write());
    else await this.ports.documents.archive(this.id, this.write());
    return document.archived ? 'Doklad byl obnoven z archivu.' : 'Doklad byl archivován.';
  }

  pdf(): Promise<DocumentPdf> {
    return this.ports.documents.pdf(this.id);
  }

  private write() {
    return { idempotencyKey: this.ports.ids.uuid() };
  }
}

type DocumentPdf = { file_name: string; content_base64: string };

const refused = (error: string): ProductScanned => ({ kind: 'refused', error });
