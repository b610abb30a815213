import type { BarcodeFormat } from '../../domain/scanner/barcode-format';
import type { DecodeEffort } from '../../domain/scanner/decode-effort';
import type { FrameRead } from '../../domain/scanner/frame-read';

export type { DecodeEffort, FrameRead };

// Structurally an ImageData, so a canvas frame, a worker message or a test buffer all fit.
export interface ImageLike {
  readonly data: Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
}

// SPEC 3 "Scanner result": the decoded text and a format name.
export interface ScanResult {
  readonly text: string;
  readonly format: BarcodeFormat;
}

export interface BarcodeDecoder {
  // Loads the decoder ahead of the first frame; the panel calls it when it opens.
  prepare(): Promise<void>;
  // An empty array is a normal miss, not an error. Effort defaults to 'thorough'.
  decode(image: ImageLike, formats: readonly BarcodeFormat[], effort?: DecodeEffort): Promise<ScanResult[]>;
  // A camera frame: quick pass, thorough pass on a miss, a second read of a linear code. An empty
  // array is a normal miss.
  decodeFrame(image: ImageLike, formats: readonly BarcodeFormat[]): Promise<FrameRead[]>;
  decodeFile(file: Blob, formats: readonly BarcodeFormat[]): Promise<ScanResult[]>;
}
export const BarcodeDecoder = Symbol.for('BarcodeDecoder');
