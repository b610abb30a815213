import { scanQuantity, scannedCodeCandidates, type CodeCandidate, type MultieanDelimiters } from './scanned-code';

/** A catalogue the device keeps, as a scan looks things up in it. */
export interface CatalogueLookups<P> {
  /** A product by its code (any letter case). */
  byCode(code: string): P | undefined;
  byEan(ean: string): P | undefined;
  /** A multi-EAN box by its EAN: its product and how many pieces it holds. */
  box(ean: string): { product: P; amount: number } | undefined;
}

/** What a scanned text means in the catalogue: the product and the pieces it stands for (R-SCAN-06). */
export interface CatalogueHit<P> {
  product: P;
  pieces: number;
  /** A box or a delimited code: the amount came from the scan, not from counting scans. */
  multiean: boolean;
}

const NO_DELIMITERS: MultieanDelimiters = { delimiters: [], num: 1 };

/**
 * R-SCAN-06 without the server, in the server's order (server/ledger/product-search.query.ts): for each
 * reading of the text, a product code, else an EAN, else a box's EAN; the readings the e-shop's
 * delimiters give are tried only when the plain text matched nothing.
 */
export function findInCatalogue<P>(
  text: string,
  lookups: CatalogueLookups<P>,
  delimiters: MultieanDelimiters,
): CatalogueHit<P> | null {
  const first = (candidates: readonly CodeCandidate[]) => {
    for (const candidate of candidates) {
      const product = lookups.byCode(candidate.code) ?? lookups.byEan(candidate.code);
      if (product) return { candidate, product, box: null };
      const box = lookups.box(candidate.code);
      if (box) return { candidate, product: box.product, box: box.amount };
    }
    return null;
  };
  const literal = scannedCodeCandidates(text, NO_DELIMITERS);
  let hit = first(literal);
  if (!hit) {
    const delimited = scannedCodeCandidates(text, delimiters);
    if (delimited.length === literal.length) return null;
    hit = first(delimited);
  }
  if (!hit) return null;
  const { candidate, product, box } = hit;
  const delimited = candidate.quantity !== 1 || candidate.code !== text.trim();
  return { product, pieces: scanQuantity(candidate, box), multiean: box !== null || delimited };
}
