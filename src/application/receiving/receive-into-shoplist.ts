import { batchRequired, type ScannedBatch } from '../../domain/batches/batch-rules';
import {
  isOpenForReceiving,
  receiptPieces,
  receiptQuestion,
  type ReceiptQuestion,
} from '../../domain/receiving/live-receipt';
import {
  defaultAmount,
  pipedProducts,
  scanIntoList,
  setLineAmount,
  type ScannedLine,
} from '../../domain/stock/scanned-list';
import { SourceLabel } from '../../domain/stock/source-labels';
import { describeFailure, OperationErrors } from '../errors';
import type { IdGenerator } from '../ports/id-generator.port';
import { chooseLineBatch, typedLineBatch } from '../stock-movements/line-batch';
import { linesMissingBatch, scanHitOf } from '../stock-movements/scan-hit';
import { describeStockFailure, refusedLines } from '../stock-movements/stock-failure';
import type { ScannedProduct, StockMovementsApi } from '../stock-movements/stock-movements.port';
import type { ReceivingApi, ShoplistDetailDto } from './receiving-api.port';

export interface ReceivingPorts {
  api: Pick<ReceivingApi, 'shoplist'>;
  stock: Pick<StockMovementsApi, 'search' | 'stockIn'>;
  ids: IdGenerator;
  /** Told the lines of each receipt that went through (labels printed on scan, SPEC 4). */
  stockedIn?: (lines: readonly ScannedLine[]) => void;
}

/** Where a product lies after it was received: the location it went to, and where else it already was. */
export interface Placed {
  code: string;
  name: string;
  location: string;
  amountThere: number;
  elsewhere: Array<{ location_name: string; amount: number }>;
}

export type Refused = { ok: false; detail: string };
/** A receipt changed by the user's act: the new lines, or why it stays as it was. */
export type ReceiptChange = { ok: true; receipt: ScannedLine[] } | Refused;

/** A looked-up product, with the question to ask before its pieces count (null: they just count). */
export type ProductScan = { ok: true; product: ScannedProduct; question: ReceiptAsk | null } | Refused;

/** A receipt that needs the user's word before it counts: the rule's question about one product. */
export type ReceiptAsk = ReceiptQuestion & { code: string; name: string };

export type Submitted =
  | { ok: true; sent: readonly ScannedLine[]; placed: Placed[]; pieces: number; notice: string }
  | (Refused & {
      lineErrors: ReadonlyMap<ScannedLine, string>;
      /** Whether the server asks to acknowledge several batches (undefined: it did not judge the lines). */
      needsMultipleBatchAck?: boolean;
    });

const CLOSED_LIST = 'Do tohoto seznamu už nelze naskladňovat.';

/**
 * Receiving into a shopping list (SPEC "Automatické objednávky", /products/add-ao/:shoplist): a location, then
 * products, each checked against the list (over, ten times over, not on it) before it counts; the receipt goes
 * to POST /inventory/ao/ with the list, and a retry of the same receipt keeps its idempotency key. It knows
 * nothing of the screen: the view-model keeps the receipt and asks the questions this returns.
 */
export class ReceiveIntoShoplist {
  private attempt: { fingerprint: string; key: string } | null = null;

  constructor(
    readonly shoplistId: number,
    private readonly ports: ReceivingPorts,
  ) {}

  load(): Promise<ShoplistDetailDto> {
    return this.ports.api.shoplist(this.shoplistId);
  }

  /** The list as the server has it now, or the Czech reason it could not be fetched. */
  async opened(): Promise<{ ok: true; list: ShoplistDetailDto } | Refused> {
    try {
      return { ok: true, list: await this.load() };
    } catch (e) {
      return { ok: false, detail: describeFailure(e) };
    }
  }

  /** A new location was scanned: what was tried for the old one is a different receipt. */
  locationChosen(): void {
    this.attempt = null;
  }

  /**
   * A code scanned on the list's screen: the location to receive at while none is chosen (`location` null; a
   * new location starts a new receipt), else a product there. A list closed to receiving takes no scan.
   */
  async codeScanned(
    list: ShoplistDetailDto | null,
    receipt: readonly ScannedLine[],
    code: string,
    location: string | null,
  ): Promise<ProductScan | { ok: true; location: string }> {
    if (!list || !isOpenForReceiving(list)) return { ok: false, detail: CLOSED_LIST };
    if (location !== null) return this.productScanned(list, receipt, code, location);
    this.locationChosen();
    return { ok: true, location: code };
  }

  /**
   * A product code scanned at `location`. The seam for the shared scanning use case: the lookup and the
   * scan's amount (multi-EAN box, delimited code) are the stock screens' own (`search`, `scanHitOf`).
   */
  async productScanned(
    list: ShoplistDetailDto,
    receipt: readonly ScannedLine[],
    code: string,
    location: string,
  ): Promise<ProductScan> {
    if (!isOpenForReceiving(list)) return { ok: false, detail: CLOSED_LIST };
    let product: ScannedProduct;
    try {
      product = await this.ports.stock.search(code, location);
    } catch (e) {
      return { ok: false, detail: describeStockFailure(e) };
    }
    const hit = scanHitOf(product, receipt, null);
    return { ok: true, product, question: this.question(list, receipt, hit.code, product.name, defaultAmount(hit)) };
  }

  /** What adding `add` pieces of `code` (named `name`) asks first (null: nothing). */
  question(
    list: ShoplistDetailDto | null,
    receipt: readonly ScannedLine[],
    code: string,
    name: string,
    add: number,
  ): ReceiptAsk | null {
    const question = receiptQuestion(
      list?.products.find((p) => p.code === code),
      receipt,
      code,
      add,
    );
    return question && { ...question, code, name };
  }

  /** The scanned product joins the receipt (R-SCAN-01/03: same line, one batch at a time). */
  productAdded(receipt: readonly ScannedLine[], product: ScannedProduct): ReceiptChange {
    const outcome = scanIntoList(receipt, scanHitOf(product, receipt, null));
    return outcome.ok ? { ok: true, receipt: outcome.list } : { ok: false, detail: outcome.error.detail };
  }

  /** A typed amount (0 removes the line). */
  amountSet(receipt: readonly ScannedLine[], line: ScannedLine, amount: number): ScannedLine[] {
    const index = receipt.indexOf(line);
    return index === -1 ? [...receipt] : setLineAmount(receipt, index, amount);
  }

  batchChosen(receipt: readonly ScannedLine[], line: ScannedLine, batch: ScannedBatch): ReceiptChange {
    const choice = chooseLineBatch(receipt, receipt.indexOf(line), batch);
    return choice.ok ? { ok: true, receipt: choice.list } : { ok: false, detail: choice.detail };
  }

  /** A batch typed by name: an existing one of that name (R-SCAN-05), else a new one, which needs an expiry. */
  newBatchEntered(
    receipt: readonly ScannedLine[],
    line: ScannedLine,
    product: ScannedProduct | undefined,
    name: string,
    expiresAt: string | null,
  ): ReceiptChange {
    const choice = typedLineBatch(receipt, receipt.indexOf(line), product, name, expiresAt);
    return choice.ok ? { ok: true, receipt: choice.list } : { ok: false, detail: choice.detail };
  }

  /** Why the receipt cannot be sent now (null: it can). */
  refusal(list: ShoplistDetailDto | null, location: string | null, receipt: readonly ScannedLine[]): string | null {
    if (!list || !isOpenForReceiving(list)) return CLOSED_LIST;
    if (location === null) return 'Nejprve naskenujte pozici.';
    const [missing] = linesMissingBatch(receipt);
    return missing ? batchRequired(missing.code).detail : null;
  }

  /** Stocks the receipt in through POST /inventory/ao/ with the list; a retry of the same receipt keeps its key. */
  async submit(
    list: ShoplistDetailDto | null,
    location: string | null,
    receipt: readonly ScannedLine[],
    products: ReadonlyMap<string, ScannedProduct>,
    acknowledgeMultipleSarze: boolean,
  ): Promise<Submitted> {
    const refusal = this.refusal(list, location, receipt);
    if (refusal) return { ok: false, detail: refusal, lineErrors: new Map() };
    const body = {
      products: pipedProducts(receipt),
      location_name: location!,
      shoptet_sync: true,
      acknowledge_multiple_sarze: acknowledgeMultipleSarze,
      source: SourceLabel.warehouse,
      fromList: true,
      shoplist_id: this.shoplistId,
    };
    const fingerprint = JSON.stringify(body);
    if (this.attempt?.fingerprint !== fingerprint) this.attempt = { fingerprint, key: this.ports.ids.uuid() };
    try {
      const written = await this.ports.stock.stockIn(body, { idempotencyKey: this.attempt.key });
      this.attempt = null;
      this.ports.stockedIn?.(receipt);
      const pieces = receiptPieces(receipt);
      return {
        ok: true,
        sent: receipt,
        placed: placedOf(receipt, written.movements, products, location!),
        pieces,
        notice: `Naskladněno ${pieces} ks na pozici ${location}.`,
      };
    } catch (e) {
      const refused = e instanceof OperationErrors ? refusedLines(e) : null;
      return {
        ok: false,
        detail: describeStockFailure(e),
        lineErrors: new Map(
          (refused ?? [])
            .filter((r) => r.line !== undefined && receipt[r.line])
            .map((r) => [receipt[r.line!], r.detail]),
        ),
        needsMultipleBatchAck: refused?.some((r) => r.reason === 'multiple_sarze'),
      };
    }
  }
}

function placedOf(
  sent: readonly ScannedLine[],
  movements: ReadonlyArray<{ code: string; location_name: string; after: number }>,
  products: ReadonlyMap<string, ScannedProduct>,
  location: string,
): Placed[] {
  const codes = [...new Set(sent.map((l) => l.code))];
  return codes.map((code) => {
    const product = products.get(code);
    const here = movements.filter((m) => m.code === code && m.location_name === location);
    const amountThere = here.reduce((sum, m) => sum + m.after, 0);
    const elsewhere = new Map<string, number>();
    for (const s of product?.stock ?? [])
      if (s.location_name !== location && s.amount > 0)
        elsewhere.set(s.location_name, (elsewhere.get(s.location_name) ?? 0) + s.amount);
    return {
      code,
      name: product?.name ?? code,
      location,
      amountThere,
      elsewhere: [...elsewhere].map(([location_name, amount]) => ({ location_name, amount })),
    };
  });
}
