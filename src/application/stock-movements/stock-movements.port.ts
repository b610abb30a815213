import type { SourceLabelValue } from '../../domain/stock/source-labels';

/** A piped product line (SPEC 3), as the scanned-list domain builds it. */
export interface PipedProduct {
  code: string;
  ean: string | null;
  amount: number;
  requireBatch: boolean;
  isMultiean: boolean;
  sarze_id: number | null;
  new_sarze: { name: string; expires_at: string | null } | null;
}

/** SPEC 3 "Scanned product": what POST /inventory/search/ answers for a scanned text. */
export interface ScannedProduct {
  name: string;
  variant: {
    code: string;
    ean: string | null;
    name: string | null;
    image: string | null;
    custom_quantity: number | null;
  };
  sarze: Array<{ id: number; name: string; expires_at: string | null }>;
  multiean: boolean;
  vynutit_zadani_sarze: boolean;
  /** What the asked location holds (or the total without one). */
  amount: number;
  /** The asked location is unknown or holds none of the product. */
  invalidLocation: boolean;
  stock: Array<{
    location_id: number;
    location_name: string;
    sector_name: string;
    sarze_id: number | null;
    amount: number;
  }>;
}

/** One movement a write made. */
export interface WrittenMovement {
  code: string;
  location_name: string;
  sarze_id: number | null;
  amount: number;
  before: number;
  after: number;
}

/** The answer of an accepted write (its errors list was empty). */
export interface StockWrite {
  change_id: number;
  shoptet_sync: boolean;
  movements: WrittenMovement[];
}

/** Every write carries the key that makes a retry of the same submit apply once. */
export interface WriteOptions {
  idempotencyKey: string;
}

export interface StockInRequest {
  products: PipedProduct[];
  location_name: string;
  shoptet_sync: boolean;
  acknowledge_multiple_sarze: boolean;
  source: SourceLabelValue;
  /** Stocking in from a shopping list (POST /inventory/ao/). */
  fromList?: boolean;
  /** With fromList: the list whose lines the pieces raise (amount_stocked_up). */
  shoplist_id?: number;
}

export interface StockOutRequest {
  products: PipedProduct[];
  location_name: string;
  sector_name?: string | null;
  shoptet_sync: boolean;
  source: SourceLabelValue;
  /** Returns/positions not synchronised with the e-shop (DELETE /inventory/vratky). */
  returns: boolean;
}

export interface LocationCheckRequest {
  products: Array<{
    code: string;
    amount: number;
    sarze_id: number | null;
    new_sarze: { name: string; expires_at: string | null } | null;
  }>;
  location_name: string;
  source: SourceLabelValue;
}

export interface RelocationRequest {
  products: Array<{ code: string; amount: number; sarze_id: number | null; from: string; to: string }>;
  shoptet_sync: boolean;
  source: SourceLabelValue;
}

/**
 * SPEC 7 "Stock in, out, relocation and search". A write whose answer lists errors rejects with
 * OperationErrors (R-HTTP-08); other failures reject with the transport's ApiFailure.
 */
export interface StockMovementsApi {
  search(q: string, locationName: string | null): Promise<ScannedProduct>;
  stockIn(request: StockInRequest, options: WriteOptions): Promise<StockWrite>;
  stockOut(request: StockOutRequest, options: WriteOptions): Promise<StockWrite>;
  checkLocation(request: LocationCheckRequest, options: WriteOptions): Promise<StockWrite>;
  relocate(request: RelocationRequest, options: WriteOptions): Promise<StockWrite>;
  /** R-LOG-02: undoes a change as a reverse record. */
  revert(changeId: number, options: WriteOptions): Promise<StockWrite>;
}
export const StockMovementsApi = Symbol.for('StockMovementsApi');
