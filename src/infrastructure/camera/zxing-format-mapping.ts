// Translates between the spec's format names and zxing-cpp's, in both directions.
import type { ReadInputBarcodeFormat, ReaderOptions, ReadResult } from 'zxing-wasm/reader';
import { isLinearFormat, type BarcodeFormat } from '../../domain/scanner/barcode-format';
import type { Rect } from '../../domain/scanner/scan-region';
import { CONFIRMING_SYMBOLS, MAX_SYMBOLS_PER_FRAME } from '../../domain/scanner/scanner-constants';
import type { DecodeEffort, ScanResult } from '../../application/scanning/barcode-decoder.port';

// UPC/EAN extension is not a symbology of its own in zxing-cpp: it is read as part of the EAN/UPC code.
const TO_ZXING: Readonly<Record<Exclude<BarcodeFormat, 'UPCEANExtension'>, ReadInputBarcodeFormat>> = {
  QR: 'QRCode',
  Aztec: 'Aztec',
  Codabar: 'Codabar',
  Code39: 'Code39',
  Code93: 'Code93',
  Code128: 'Code128',
  DataMatrix: 'DataMatrix',
  MaxiCode: 'MaxiCode',
  ITF: 'ITF',
  EAN13: 'EAN13',
  EAN8: 'EAN8',
  PDF417: 'PDF417',
  RSS14: 'DataBar',
  RSSExpanded: 'DataBarExp',
  UPCA: 'UPCA',
  UPCE: 'UPCE',
};

export function toReaderOptions(formats: readonly BarcodeFormat[], effort: DecodeEffort = 'thorough'): ReaderOptions {
  const thorough = effort === 'thorough';
  const zxingFormats = formats.flatMap((f) => (f === 'UPCEANExtension' ? [] : [TO_ZXING[f]]));
  const withExtension = formats.includes('UPCEANExtension');
  return {
    // An extension alone still needs an EAN/UPC to hang on.
    formats: withExtension && zxingFormats.length === 0 ? ['EAN13', 'EAN8', 'UPCA', 'UPCE'] : zxingFormats,
    eanAddOnSymbol: withExtension ? 'Read' : 'Ignore',
    maxNumberOfSymbols: MAX_SYMBOLS_PER_FRAME,
    // The thorough pass scans every line at every scale and finds small, blurred and very noisy
    // labels too; the quick pass (a few lines, one scale, still both orientations) reads an ordinary
    // label for a fraction of the cost (bench/decode/RESULTS.md). A camera frame gets the quick pass
    // and, when it reads nothing, the thorough pass; a file gets the thorough pass.
    tryHarder: thorough,
    tryRotate: true,
    tryDownscale: thorough,
    // Light-on-dark codes (a QR location label printed inverted) are looked for by the thorough
    // pass, which runs on every frame the quick pass read nothing in.
    tryInvert: thorough,
    // Plain content, as a keyboard-wedge scanner would type it: no GS1 brackets, add-on digits appended.
    textMode: 'Plain',
  };
}

// The second read of a linear code found in a frame, over the pixels around it (see
// frame-confirmation.ts): the thorough search with the global-histogram binarizer instead of the
// local-average one, so the two reads do not share a thresholding mistake, and up to
// CONFIRMING_SYMBOLS symbols, so a second way of reading the same label shows up as a conflict
// instead of staying hidden behind the first hit. At the effort of the pass that found the code:
// the quick search confirms what the quick pass read for a fraction of a millisecond, the thorough
// one what only the thorough pass could read (blurred, small). Only linear formats: a QR code
// cannot be a misread EAN, and looking for one is the dearest part of a search. No inverted or
// downscaled search: the area is small and the first read found the code the right way round.
export function confirmingReaderOptions(
  formats: readonly BarcodeFormat[],
  effort: DecodeEffort = 'thorough',
): ReaderOptions {
  return {
    ...toReaderOptions(formats.filter(isLinearFormat), effort),
    binarizer: 'GlobalHistogram',
    maxNumberOfSymbols: CONFIRMING_SYMBOLS,
    tryInvert: false,
    tryDownscale: false,
  };
}

export function fromZxingFormat(format: string): BarcodeFormat | null {
  if (format.startsWith('QRCode') || format === 'MicroQRCode' || format === 'RMQRCode') return 'QR';
  if (format.startsWith('Aztec')) return 'Aztec';
  if (format.startsWith('Code39') || format === 'Code32' || format === 'PZN') return 'Code39';
  if (format.startsWith('ITF')) return 'ITF';
  if (format.endsWith('PDF417')) return 'PDF417';
  if (format.startsWith('DataBarExp')) return 'RSSExpanded';
  if (format.startsWith('DataBar')) return 'RSS14';
  if (format === 'ISBN') return 'EAN13';
  const direct: Record<string, BarcodeFormat> = {
    Codabar: 'Codabar',
    Code93: 'Code93',
    Code128: 'Code128',
    DataMatrix: 'DataMatrix',
    MaxiCode: 'MaxiCode',
    EAN13: 'EAN13',
    EAN8: 'EAN8',
    UPCA: 'UPCA',
    UPCE: 'UPCE',
  };
  return direct[format] ?? null;
}

// zxing-cpp reports UPC codes in their EAN-13 form; labels and e-shops carry the printed
// 12-digit UPC-A and 8-digit UPC-E, which is also what a hardware scanner sends.
function printedText(result: ReadResult, format: BarcodeFormat): string {
  if (format === 'UPCA' && result.text.length === 13 && result.text.startsWith('0')) return result.text.slice(1);
  if (format === 'UPCE' && result.extra) {
    const printed = (JSON.parse(result.extra) as { UPCE?: unknown }).UPCE;
    if (typeof printed === 'string') return printed + result.text.slice(13);
  }
  return result.text;
}

// With EAN-13 enabled too, zxing-cpp reports a UPC-A as an EAN-13 with a leading 0. A screen that
// asked for UPC-A gets it as UPC-A, as other readers (zxing-js, hardware scanners) report it.
function reportedFormat(result: ReadResult, requested: readonly BarcodeFormat[]): BarcodeFormat | null {
  const format = fromZxingFormat(result.format);
  if (format === 'EAN13' && requested.includes('UPCA') && result.text.length >= 13 && result.text.startsWith('0'))
    return 'UPCA';
  return format;
}

// A read with the number of scan lines that agreed on it (linear codes; 0 for 2D symbols) and
// the smallest upright rectangle around where it was found, in the decoded image's pixels.
export interface LinedRead extends ScanResult {
  readonly lines: number;
  readonly area?: Rect;
}

function boundingBox(position: ReadResult['position']): Rect {
  const points = [position.topLeft, position.topRight, position.bottomLeft, position.bottomRight];
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

export function toLinedReads(results: readonly ReadResult[], requested: readonly BarcodeFormat[]): LinedRead[] {
  return results.flatMap((r) => {
    const format = reportedFormat(r, requested);
    // A symbol zxing saw but could not read (checksum, format errors) is a miss like any other.
    if (!r.isValid || format === null) return [];
    return [{ text: printedText(r, format), format, lines: r.lineCount, area: boundingBox(r.position) }];
  });
}

export function toScanResults(results: readonly ReadResult[], requested: readonly BarcodeFormat[]): ScanResult[] {
  return toLinedReads(results, requested).map(({ text, format }) => ({ text, format }));
}
