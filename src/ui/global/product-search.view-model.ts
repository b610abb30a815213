import { makeAutoObservable, observableRef } from 'mobx';
import type { FoundProduct, ProductSearchApi } from '../../application/product-search/product-search-api.port';
import { searchProducts, type ProductSearchResult } from '../../application/product-search/search-products';
import { FULLTEXT_MIN_LENGTH } from '../../domain/stock/product-search-text';
import { countCs } from '../../domain/text/czech-plural';
import { LatestFetch, loadInto } from './load-state';

/**
 * Finding a product by name (POST /search/fulltext/), for the screens where staff know the name but have
 * no code to scan: the overview's search, the label screen, adding a product by hand on a scanning screen.
 */
export class ProductSearchViewModel {
  text = '';
  products: readonly FoundProduct[] = [];
  loading = false;
  /** The failure of the last search, in Czech. */
  error: string | null = null;
  /** What the list says instead of products: nothing found, or too short a text. */
  hint: string | null = null;
  private readonly fetches = new LatestFetch();

  constructor(private readonly api: Pick<ProductSearchApi, 'fulltext'>) {
    makeAutoObservable<this, 'fetches' | 'api'>(
      this,
      { products: observableRef, fetches: false, api: false },
      { autoBind: true },
    );
  }

  textChanged(text: string): void {
    this.text = text;
  }

  cleared(): void {
    this.fetches.next();
    this.text = '';
    this.products = [];
    this.hint = null;
    this.error = null;
    this.loading = false;
  }

  /** Enter or the search button; an answer to an older text is dropped. */
  searchSubmitted(): Promise<void> {
    return loadInto(
      this,
      () => searchProducts(this.api, this.text),
      (result) => this.show(result),
      this.fetches.next(),
    );
  }

  private show(result: ProductSearchResult): void {
    if (result.kind === 'too-short') {
      this.products = [];
      this.hint = `Zadejte alespoň ${countCs(FULLTEXT_MIN_LENGTH, 'znak', 'znaky', 'znaků')} názvu, kódu nebo EAN.`;
    } else {
      this.products = result.products;
      this.hint = result.products.length ? null : `Žádný produkt neodpovídá „${result.text}“.`;
    }
  }
}

/** A found product's name as the lists show it: name, then the variant. */
export const foundProductTitle = (p: FoundProduct) =>
  [p.name ?? p.code, p.variant_name].filter((part) => part && part.trim()).join(' – ');
