import type { BatchEditBody, BatchInitBody, BatchRow } from '../../api/batches.schema';
import type { StockWrite } from '../../api/stock.schema';

export type BatchRowDto = typeof BatchRow.Type;
export type BatchEdit = typeof BatchEditBody.Type;
export type BatchInit = typeof BatchInitBody.Type;

/** Batches by expiry, their edits, and batch initialisation (a ledger change). */
export interface BatchesApi {
  list(filter: { q?: string; expiringWithin?: number }): Promise<BatchRowDto[]>;
  edit(id: number, body: BatchEdit, idempotencyKey: string): Promise<BatchRowDto>;
  init(body: BatchInit, idempotencyKey: string): Promise<typeof StockWrite.Type>;
}
export const BatchesApi = Symbol.for('BatchesApi');
