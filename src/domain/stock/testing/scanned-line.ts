import type { ScannedLine } from '../scanned-list';

/** A line of a scanned list for tests: `amount` pieces of `code` without an EAN, in `batch` (none unless given). */
export const scannedLine = (
  code: string,
  amount = 1,
  batch: ScannedLine['batch'] = null,
  extra: Partial<ScannedLine> = {},
): ScannedLine => ({ code, ean: null, amount, requireBatch: false, isMultiean: false, batch, ...extra });
