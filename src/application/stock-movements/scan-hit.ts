import type { ScannedBatch } from '../../domain/batches/batch-rules';
import type { ScanHit, ScannedLine } from '../../domain/stock/scanned-list';
import type { ScannedProduct } from './stock-movements.port';

/**
 * What a looked-up product means for the list: its scan amount (multi-EAN box or delimited code,
 * R-SCAN-02/06) and its batch. A product already on the list keeps counting into the batch its
 * line has; taking stock out of a location that holds the product in exactly one batch takes
 * that batch without asking.
 */
export function scanHitOf(product: ScannedProduct, list: readonly ScannedLine[], outgoingFrom: string | null): ScanHit {
  const code = product.variant.code;
  const listed = list.find((l) => l.code === code);
  let batch: ScannedBatch | null = listed ? listed.batch : null;
  if (!listed && outgoingFrom !== null) {
    const held = product.stock.filter((s) => s.location_name === outgoingFrom && s.amount > 0);
    if (held.length === 1 && held[0].sarze_id !== null) batch = { kind: 'existing', id: held[0].sarze_id };
  }
  return {
    code,
    ean: product.variant.ean,
    customQuantity: product.variant.custom_quantity,
    requireBatch: product.vynutit_zadani_sarze,
    isMultiean: product.multiean,
    batch,
  };
}

/** Lines that need a batch and have none yet: they cannot be sent. */
export function linesMissingBatch(list: readonly ScannedLine[]): ScannedLine[] {
  return list.filter((l) => l.requireBatch && l.batch === null);
}
