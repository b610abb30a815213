// The symbologies the scanner reads (SPEC 9, R-CAM-11), named as the spec names them.
export const BARCODE_FORMATS = [
  'QR',
  'Aztec',
  'Codabar',
  'Code39',
  'Code93',
  'Code128',
  'DataMatrix',
  'MaxiCode',
  'ITF',
  'EAN13',
  'EAN8',
  'PDF417',
  'RSS14',
  'RSSExpanded',
  'UPCA',
  'UPCE',
  'UPCEANExtension',
] as const;

export type BarcodeFormat = (typeof BARCODE_FORMATS)[number];

// What product and location labels in a stock screen carry; fewer formats decode faster.
export const STOCK_SCREEN_FORMATS: readonly BarcodeFormat[] = ['EAN13', 'EAN8', 'Code128', 'QR', 'UPCA'];

// Symbologies whose symbols carry error correction: a damaged one fails to decode rather than
// decoding as another text, so one read is enough. A linear code has at most a check digit, and a
// worn or curved one can read as another valid code (bench/decode/RESULTS.md).
const WITH_ERROR_CORRECTION: readonly BarcodeFormat[] = ['QR', 'Aztec', 'DataMatrix', 'MaxiCode', 'PDF417'];

export function isLinearFormat(format: BarcodeFormat): boolean {
  return !WITH_ERROR_CORRECTION.includes(format);
}
