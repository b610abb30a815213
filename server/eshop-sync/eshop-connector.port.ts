import type { CatalogueEntry } from '../catalogue/upsert-products';

/**
 * What the warehouse needs from an e-shop platform. The stock push worker, the comparison and the
 * status read speak only this port; Shoptet is one adapter (server/eshop-sync/shoptet/). A second
 * platform is a second adapter plus its `platform` value in eshop_connections: the ledger, the
 * outbox and the worker do not change (docs/decisions/eshop-sync.md, "A second platform").
 */
export interface EshopConnector {
  readonly platform: string;
  /** The most rows one push or one absolute write may carry (Shoptet: 300). */
  readonly maxRowsPerRequest: number;

  /**
   * Relative stock changes (+ in, − out) of the connection's stock. Rows the e-shop refused come back
   * in `failed`; every other row was applied. Throws EshopCallError when the call as a whole failed;
   * `outcome: 'unknown'` then means the e-shop may have applied it (answer lost, timeout).
   */
  pushStockChanges(rows: readonly StockChangeRow[], hooks?: SendHooks): Promise<RowsResult>;

  /** Sets the physical stock (absolute, so repeating it is harmless). Same answer rules as the push. */
  setRealStock(rows: readonly RealStockRow[], hooks?: SendHooks): Promise<RowsResult>;

  /** The newest movement id of the stock: the cursor to start from after a first import. */
  lastMovementId(): Promise<number>;

  /** Movements after `afterId` (exclusive), oldest first, at most one page of the platform's size. */
  readMovements(afterId: number): Promise<{ movements: EshopMovement[]; more: boolean }>;

  /** Physical stock and claim of every variant of the stock, page by page. */
  readRealStock(): AsyncIterable<RealStockLevel[]>;

  /** Whether a movement was written by this connection itself (our echo, never a new change). */
  isOwnWrite(movement: EshopMovement): boolean;

  /** Products changed or deleted since `from` (inclusive), page by page: the catch-up for a missed webhook. */
  productChanges(from: Date): AsyncIterable<EshopProductChange[]>;

  /**
   * One product as the catalogue takes it (each variant a Sklad product); null when the platform no longer
   * has it (deleted); `skip` with a Czech reason when it cannot be taken as it is.
   */
  readProduct(productId: string): Promise<EshopProduct | null>;
}

export interface EshopProductChange {
  /** The platform's product id (Shoptet: the guid). */
  productId: string;
  changedAt: Date;
  deleted: boolean;
}

export type EshopProduct = { entries: CatalogueEntry[] } | { skip: string };

/** What the caller of a write does at the last moment before each attempt of it leaves. */
export interface SendHooks {
  /**
   * Called right before every attempt of the request is sent (a retry after 429 or 503 too). When it
   * throws, that attempt is not sent and its error comes back to the caller as it is.
   */
  beforeSend?(): Promise<void>;
}

export interface StockChangeRow {
  code: string;
  amountChange: number;
}

export interface RealStockRow {
  code: string;
  realStock: number;
}

export interface RowFailure {
  code: string;
  /** The platform's error code, e.g. `unknown-product`. */
  reason: string;
  /** The platform's message as it sent it. */
  message: string;
}

export interface RowsResult {
  failed: RowFailure[];
}

export interface EshopMovement {
  id: number;
  code: string;
  amountChange: number | null;
  /** Stock after the change, when the platform tells it. */
  actualAmount: number | null;
  changedBy: string | null;
  changeTime: string | null;
}

export interface RealStockLevel {
  code: string;
  realStock: number | null;
  claim: number | null;
}

/**
 * Why a whole call failed. `auth`: the e-shop no longer accepts our tokens (revoked, uninstalled):
 * sync stops until an admin reconnects. `rate-limited`: wait `retryAfterMs`. `unavailable`: nothing was
 * applied (connection refused, 5xx, 423); retry later. `rejected`: the e-shop refused the request as a
 * whole (4xx), so retrying as it is cannot help. `outcome: 'unknown'`: the request left and no answer
 * came back; it may have been applied.
 */
export type EshopErrorKind = 'auth' | 'rate-limited' | 'unavailable' | 'rejected';

export class EshopCallError extends Error {
  constructor(
    readonly kind: EshopErrorKind,
    message: string,
    readonly details: {
      status?: number;
      retryAfterMs?: number;
      outcome?: 'not-applied' | 'unknown';
      errors?: RowFailure[];
    } = {},
  ) {
    super(message);
    this.name = 'EshopCallError';
  }

  get outcomeUnknown(): boolean {
    return this.details.outcome === 'unknown';
  }
}
