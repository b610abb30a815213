// Whether the second read of a camera frame agrees with the first (see read-gate.ts for why a
// linear code needs two reads).
import { isLinearFormat } from '../../domain/scanner/barcode-format';
import type { FrameRead } from '../../domain/scanner/frame-read';
import type { ImageLike } from '../../application/scanning/barcode-decoder.port';
import type { Rect } from '../../domain/scanner/scan-region';
import type { LinedRead } from './zxing-format-mapping';

// The pixels the confirming read looks at: a square around the code the first read found, as
// wide as the code is long in both directions (so a label's full bar height is inside whichever
// way it is turned) plus a quiet-zone margin, cut to the image. Decoding this instead of the
// whole region keeps the confirming read cheap.
export function confirmationArea(image: ImageLike, found: Rect): Rect {
  const side = Math.max(found.width, found.height) * 1.3 + 32;
  const cx = found.x + found.width / 2;
  const cy = found.y + found.height / 2;
  const x = Math.max(0, Math.floor(cx - side / 2));
  const y = Math.max(0, Math.floor(cy - side / 2));
  return {
    x,
    y,
    width: Math.min(image.width, Math.ceil(cx + side / 2)) - x,
    height: Math.min(image.height, Math.ceil(cy + side / 2)) - y,
  };
}

export function crop(image: ImageLike, r: Rect): ImageLike {
  if (r.x === 0 && r.y === 0 && r.width === image.width && r.height === image.height) return image;
  const data = new Uint8ClampedArray(r.width * r.height * 4);
  for (let row = 0; row < r.height; row++) {
    const start = ((r.y + row) * image.width + r.x) * 4;
    data.set(image.data.subarray(start, start + r.width * 4), row * r.width * 4);
  }
  return { data, width: r.width, height: r.height };
}

// `found`: what the first pass that read anything read; `second`: every symbol of the confirming pass.
export function confirmFrameRead(found: LinedRead, second: readonly LinedRead[]): FrameRead[] {
  const { text, format } = found;
  if (!isLinearFormat(format)) return [{ text, format, confirmed: true }];
  const linear = second.filter((r) => isLinearFormat(r.format));
  if (linear.every((r) => r.text === text)) return [{ text, format, confirmed: linear.length > 0 }];
  // Two texts in one frame: one worn label read two ways, or two labels under the box. The text
  // more scan lines agree on is kept, unconfirmed, so the next frame has to read it again; on a
  // tie the frame reads nothing.
  const lines = new Map<string, LinedRead & { total: number }>();
  for (const r of [found, ...linear]) {
    const seen = lines.get(r.text);
    lines.set(r.text, { ...r, total: (seen?.total ?? 0) + (r === found ? 0 : r.lines) });
  }
  const ranked = [...lines.values()].sort((a, b) => b.total - a.total);
  if (ranked[0].total === ranked[1].total) return [];
  return [{ text: ranked[0].text, format: ranked[0].format, confirmed: false }];
}
