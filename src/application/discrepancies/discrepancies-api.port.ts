import type { DuplicateEan, StockLine } from '../../api/catalogue.schema';
import type { ClearBody, StockWrite } from '../../api/stock.schema';

export type StockLineDto = typeof StockLine.Type;
export type DuplicateEanDto = typeof DuplicateEan.Type;
export type ClearRequest = typeof ClearBody.Type;
export type StockWriteDto = typeof StockWrite.Type;

/** The stock lists that need clearing. */
export type StockReport = 'orphan' | 'invisible' | 'set';

/** SPEC 7 "Deleted products and sets": the discrepancy lists and the two clean-ups (ledger changes). */
export interface DiscrepanciesApi {
  stockLines(report: StockReport): Promise<StockLineDto[]>;
  duplicateEans(): Promise<DuplicateEanDto[]>;
  /** DELETE /inventory/orphan_products/ or /inventory/set_products/; the key makes a retry apply once. */
  clear(what: 'orphan' | 'set', body: ClearRequest, idempotencyKey: string): Promise<StockWriteDto>;
}
export const DiscrepanciesApi = Symbol.for('DiscrepanciesApi');
