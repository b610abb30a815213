// Benchmark frames drawn in the page: a label centred on a grey desk, or the desk alone.
import bwipjs from 'bwip-js/browser';

export interface BenchLabel {
  readonly name: string;
  readonly bcid: string;
  readonly text: string;
  readonly expected: string;
  readonly h5Format: number; // Html5QrcodeSupportedFormats
}

export const STOCK_LABELS: readonly BenchLabel[] = [
  { name: 'EAN-13', bcid: 'ean13', text: '859123456789', expected: '8591234567893', h5Format: 9 },
  { name: 'EAN-8', bcid: 'ean8', text: '9638507', expected: '96385074', h5Format: 10 },
  // a location code short enough to fit the scan region at 2 px per module (see RESULTS.md notes)
  { name: 'Code 128', bcid: 'code128', text: 'A01-03', expected: 'A01-03', h5Format: 5 },
  { name: 'QR', bcid: 'qrcode', text: 'SKLAD-A01-03', expected: 'SKLAD-A01-03', h5Format: 0 },
  { name: 'UPC-A', bcid: 'upca', text: '03600029145', expected: '036000291452', h5Format: 14 },
];

// A slightly uneven desk with sensor noise, so an empty frame is not trivially blank.
function paintDesk(ctx: CanvasRenderingContext2D, width: number, height: number, seed: number): void {
  const image = ctx.createImageData(width, height);
  let state = seed;
  for (let i = 0; i < width * height; i++) {
    state = (state * 1664525 + 1013904223) >>> 0;
    const v = 150 + ((i % width) / width) * 40 + ((state >>> 24) % 16);
    image.data.set([v, v, v, 255], i * 4);
  }
  ctx.putImageData(image, 0, 0);
}

export interface LabelLook {
  // a Gaussian blur of this many px over the label (out of focus)
  readonly blur?: number;
  // the label's share of the frame width (default a third, never under 2 px per module)
  readonly widthShare?: number;
}

export function frameCanvas(
  width: number,
  height: number,
  label: BenchLabel | null,
  look: LabelLook = {},
  seed = 7,
): HTMLCanvasElement {
  const canvas = Object.assign(document.createElement('canvas'), { width, height });
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  paintDesk(ctx, width, height, seed);
  if (label) drawLabel(ctx, width, height, label, look);
  return canvas;
}

export function drawLabel(
  ctx: CanvasRenderingContext2D,
  width: number,
  height: number,
  label: BenchLabel,
  look: LabelLook = {},
): void {
  const symbol = document.createElement('canvas');
  bwipjs.toCanvas(symbol, {
    bcid: label.bcid,
    text: label.text,
    scale: 2,
    height: 12,
    paddingwidth: 8,
    paddingheight: 8,
    backgroundcolor: 'FFFFFF',
  });
  // the label takes about a third of the frame width, as when held at a comfortable distance, but
  // is never shrunk below the 2 px per module it is drawn at (bwip-js scale 2)
  const scale = Math.max(1, (width * (look.widthShare ?? 1 / 3)) / symbol.width);
  const w = symbol.width * scale;
  const h = symbol.height * scale;
  ctx.imageSmoothingEnabled = true;
  ctx.filter = look.blur ? `blur(${look.blur}px)` : 'none';
  ctx.drawImage(symbol, (width - w) / 2, (height - h) / 2, w, h);
  ctx.filter = 'none';
}
