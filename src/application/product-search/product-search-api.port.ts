import type { FulltextProduct } from '../../api/stock.schema';

/** One product found by name, code, EAN or variant, with its pieces in the whole stock. */
export type FoundProduct = typeof FulltextProduct.Type;

/** Staff looking for a product by name (SPEC 7: POST /search/fulltext/). */
export interface ProductSearchApi {
  /** At most 30 products, by code. */
  fulltext(text: string): Promise<readonly FoundProduct[]>;
}
export const ProductSearchApi = Symbol.for('ProductSearchApi');
