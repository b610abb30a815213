// Barcodes as vector rectangles: bwip-js encodes (module widths of a linear symbol, the module matrix of a QR)
// and the bars are drawn straight into the PDF, so they stay sharp at any printer's resolution.
import bwipjs from 'bwip-js';
import type { Pdf } from '../pdf/roboto-subsets';

interface LinearRaw {
  sbs: number[];
}
interface MatrixRaw {
  pixs: number[];
  pixx: number;
  pixy: number;
}

/** Quiet zones in modules (GS1: 11 left and 7 right for EAN-13; Code 128: 10 on each side). */
const QUIET = { ean13: [11, 7], code128: [10, 10] } as const;

/**
 * Draws a linear barcode centred in the box (points), its quiet zones included. The module is as wide as fits,
 * capped at `maxModule` so a short code does not become a wall of bars.
 */
export function drawLinear(
  doc: Pdf,
  symbology: 'ean13' | 'code128',
  value: string,
  box: { x: number; y: number; width: number; height: number; maxModule: number },
): void {
  const raw = bwipjs.raw({ bcid: symbology, text: value })[0] as unknown as LinearRaw;
  const total = raw.sbs.reduce((a, b) => a + b, 0) + QUIET[symbology][0] + QUIET[symbology][1];
  const module = Math.min(box.maxModule, box.width / total);
  let x = box.x + (box.width - total * module) / 2 + QUIET[symbology][0] * module;
  raw.sbs.forEach((width, index) => {
    // Even entries are bars, odd ones spaces.
    if (index % 2 === 0) doc.rect(x, box.y, width * module, box.height);
    x += width * module;
  });
  doc.fill('#000000');
}

/** Draws a QR code (quiet zone of 4 modules included) as a square of `size` points at (x, y). */
export function drawQr(doc: Pdf, value: string, at: { x: number; y: number; size: number }): void {
  const raw = bwipjs.raw({ bcid: 'qrcode', text: value, eclevel: 'M' } as never)[0] as unknown as MatrixRaw;
  const module = at.size / (raw.pixx + 8);
  for (let row = 0; row < raw.pixy; row++) {
    for (let col = 0; col < raw.pixx; col++) {
      if (raw.pixs[row * raw.pixx + col])
        doc.rect(at.x + (col + 4) * module, at.y + (row + 4) * module, module, module);
    }
  }
  doc.fill('#000000');
}
