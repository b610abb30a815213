// Messages between ZxingWasmDecoder (main thread) and zxing-wasm.worker.ts.
import type { BarcodeFormat } from '../../domain/scanner/barcode-format';
import type { DecodeEffort, FrameRead, ImageLike, ScanResult } from '../../application/scanning/barcode-decoder.port';

export type DecoderRequest =
  | { readonly id: number; readonly kind: 'prepare' }
  | {
      readonly id: number;
      readonly kind: 'decode';
      readonly image: ImageLike;
      readonly formats: readonly BarcodeFormat[];
      readonly effort: DecodeEffort;
    }
  | {
      readonly id: number;
      readonly kind: 'decodeFrame';
      readonly image: ImageLike;
      readonly formats: readonly BarcodeFormat[];
    }
  | {
      readonly id: number;
      readonly kind: 'decodeFile';
      readonly file: Blob;
      readonly formats: readonly BarcodeFormat[];
    };

export type DecoderResponse =
  | { readonly id: number; readonly ok: true; readonly results: ScanResult[] | FrameRead[] }
  | { readonly id: number; readonly ok: false; readonly unavailable: boolean; readonly message: string };
