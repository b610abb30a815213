import { findInCatalogue, type CatalogueHit } from '../../domain/multiean/catalogue-scan';
import type { MultieanDelimiters } from '../../domain/multiean/scanned-code';
import type { CachedProduct, OfflineCatalogue } from './offline-store.port';

/** The parts of a catalogue a device keeps; a copy saved by an older version has no boxes or delimiters. */
export type KeptCatalogue = Pick<OfflineCatalogue, 'products' | 'locations'> &
  Partial<Pick<OfflineCatalogue, 'boxes' | 'delimiters'>>;

/** Lookups by code, EAN, box EAN and location name over one e-shop's copy, built once per copy read. */
export class CatalogueIndex {
  private readonly byCode = new Map<string, CachedProduct>();
  private readonly byEan = new Map<string, CachedProduct>();
  private readonly boxes = new Map<string, { product: CachedProduct; amount: number }>();
  private readonly locations: Map<string, string>;
  private readonly delimiters: MultieanDelimiters;

  constructor(catalogue: KeptCatalogue) {
    for (const p of catalogue.products) {
      this.byCode.set(p.code.toLowerCase(), p);
      if (p.ean && !this.byEan.has(p.ean)) this.byEan.set(p.ean, p);
    }
    for (const box of catalogue.boxes ?? []) {
      const product = this.byCode.get(box.code.toLowerCase());
      if (product && !this.boxes.has(box.ean)) this.boxes.set(box.ean, { product, amount: box.amount });
    }
    this.locations = new Map(catalogue.locations.map((l) => [l.toLowerCase(), l]));
    this.delimiters = catalogue.delimiters ?? { delimiters: [], num: 1 };
  }

  /** A scanned text as the online lookup reads it: a code (any letter case), an EAN or a box, maybe delimited. */
  find(text: string): CatalogueHit<CachedProduct> | null {
    return findInCatalogue(
      text,
      {
        byCode: (code) => this.byCode.get(code.toLowerCase()),
        byEan: (ean) => this.byEan.get(ean),
        box: (ean) => this.boxes.get(ean),
      },
      this.delimiters,
    );
  }

  location(name: string): string | null {
    return this.locations.get(name.trim().toLowerCase()) ?? null;
  }
}
