import { fulltextQuery } from '../../domain/stock/product-search-text';
import type { FoundProduct, ProductSearchApi } from './product-search-api.port';

export type ProductSearchResult =
  { kind: 'too-short' } | { kind: 'found'; text: string; products: readonly FoundProduct[] };

/** Looks a product up by what staff typed (name, code, EAN or variant); too short a text is not sent. */
export async function searchProducts(
  api: Pick<ProductSearchApi, 'fulltext'>,
  typed: string,
): Promise<ProductSearchResult> {
  const text = fulltextQuery(typed);
  if (text === null) return { kind: 'too-short' };
  return { kind: 'found', text, products: await api.fulltext(text) };
}
