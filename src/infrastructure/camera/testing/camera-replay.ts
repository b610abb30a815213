// A still picture held in front of the camera: the same pixels decoded frame after frame through
// the app's own pipeline (ZxingWasmReader.decodeFrame, then the scan session's read gate), as the
// scanner panel does at 2 frames a second. Returns what was handed on, frame by frame.
import type { BarcodeFormat } from '../../../domain/scanner/barcode-format';
import { openGate, passFrame } from '../../../domain/scanner/read-gate';
import type { ImageLike } from '../../../application/scanning/barcode-decoder.port';
import type { ZxingWasmReader } from '../zxing-wasm-reader';

export async function holdInFrontOfCamera(
  reader: ZxingWasmReader,
  image: ImageLike,
  formats: readonly BarcodeFormat[],
  frames: number,
): Promise<Array<string | null>> {
  let gate = openGate;
  const handedOn: Array<string | null> = [];
  for (let i = 0; i < frames; i++) {
    // decodeFrame may hand the pixels to a worker; each frame is a fresh grab
    const copy = { data: new Uint8ClampedArray(image.data), width: image.width, height: image.height };
    const step = passFrame(gate, await reader.decodeFrame(copy, formats));
    gate = step.gate;
    handedOn.push(step.code);
  }
  return handedOn;
}

// zxing-cpp's expected texts give UPC-A in its EAN-13 form (a leading 0); the app reports the
// printed 12 digits, as hardware scanners do.
export function sameCode(read: string, expected: string): boolean {
  return read === expected || (expected.length === 13 && expected.startsWith('0') && read === expected.slice(1));
}
