import type { CustomProductAnswer, CustomProductBody } from '../../api/stock.schema';

export type CustomProductInput = typeof CustomProductBody.Type;
export type CustomProductDto = CustomProductAnswer;

/** SPEC 7 "Multi-EAN products": boxes, an EAN standing for `amount` pieces of a product. */
export interface MultiEanApi {
  list(): Promise<CustomProductDto[]>;
  /** A duplicate EAN is refused with 'EAN {ean} již existuje' (R-SCAN-07). */
  create(body: CustomProductInput, idempotencyKey: string): Promise<CustomProductDto>;
  update(id: number, body: CustomProductInput, idempotencyKey: string): Promise<CustomProductDto>;
  remove(id: number, idempotencyKey: string): Promise<void>;
}
export const MultiEanApi = Symbol.for('MultiEanApi');
