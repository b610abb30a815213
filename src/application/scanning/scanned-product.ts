import type { ScanLookup } from './scan-lookup.port';

/**
 * The product code a scanned text names, asked through the one scan lookup (POST /inventory/scan/):
 * its code (any case), its EAN or a multi-EAN box of it. Every screen that takes a product and matches
 * it against its own lines asks this when the text is not one of its codes, so an EAN or a box works
 * wherever a code does. Null when the text is no product.
 */
export async function scannedProductCode(lookup: ScanLookup, text: string): Promise<string | null> {
  const answer = await lookup.lookUp(text.trim(), { locationName: null });
  return answer.product?.variant.code ?? null;
}
