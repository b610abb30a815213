import type {
  PipedLine,
  PutInventoryBody,
  ScannedProduct as ScannedProductSchema,
  SelectiveBody,
  StockInBody,
  StockOutBody,
  StockWrite as StockWriteSchema,
} from '../../api/stock.schema';
import type { SourceLabelValue } from '../../domain/stock/source-labels';

// The types of the stock calls derive from the wire schemas of src/api/stock.schema.ts, which the
// server validates with: a renamed field breaks the compiler on both sides.

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends ReadonlyArray<infer I> ? I[] : T[K] };
/** A request as the app always sends it: every optional field given, the source one of the known labels. */
type Sent<T> = Omit<Required<Mutable<T>>, 'source'> & { source: SourceLabelValue };

/** A piped product line (SPEC 3), as the scanned-list domain builds it. */
export type PipedProduct = Required<Mutable<typeof PipedLine.Type>>;

/** SPEC 3 "Scanned product": what POST /inventory/search/ answers for a scanned text. */
export type ScannedProduct = typeof ScannedProductSchema.Type;

/** The answer of an accepted write (its errors list was empty). */
export type StockWrite = Omit<typeof StockWriteSchema.Type, 'errors'>;

/** Every write carries the key that makes a retry of the same submit apply once. */
export interface WriteOptions {
  idempotencyKey: string;
}

export type StockInRequest = Omit<Sent<typeof StockInBody.Type>, 'products' | 'shoplist_id'> & {
  products: PipedProduct[];
  /** Stocking in from a shopping list (POST /inventory/ao/). */
  fromList?: boolean;
  /** With fromList: the list whose lines the pieces raise (amount_stocked_up). */
  shoplist_id?: number;
};

// order_code is the order system's marker of a dispatch (server side); the app's stock-out never sends one.
export type StockOutRequest = Omit<Sent<typeof StockOutBody.Type>, 'products' | 'sector_name' | 'order_code'> & {
  products: PipedProduct[];
  sector_name?: string | null;
  /** Returns/positions not synchronised with the e-shop (DELETE /inventory/vratky). */
  returns: boolean;
};

type CheckedLine = Required<Omit<Mutable<(typeof PutInventoryBody.Type)['products'][number]>, 'from_location_name'>>;
export type LocationCheckRequest = Omit<Sent<typeof PutInventoryBody.Type>, 'action' | 'products' | 'shoptet_sync'> & {
  products: Array<Omit<CheckedLine, 'amount'> & { amount: number }>;
};

export type RelocationRequest = Omit<Sent<typeof SelectiveBody.Type>, 'products'> & {
  products: Array<Required<Mutable<(typeof SelectiveBody.Type)['products'][number]>>>;
};

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
