import type { CameraSelector } from '../../domain/scanner/camera-selector';
import type { Rect } from '../../domain/scanner/scan-region';
import type { ImageLike } from './barcode-decoder.port';

// SPEC 3 "Scanner settings": a camera device has an id and a label.
export interface CameraDevice {
  readonly id: string;
  readonly label: string;
}

export interface CameraStream {
  // The live picture for the preview element.
  readonly preview: MediaStream;
  readonly deviceId: string | null;
  readonly videoSize: { readonly width: number; readonly height: number };
  // The current frame, cut to `region` (video pixels) and scaled down to at most `maxWidth` pixels
  // wide; null while the video has no frame yet.
  grabFrame(region?: Rect, maxWidth?: number): ImageLike | null;
  stop(): void;
}

// Rejects with CameraError (camera-error.ts).
export interface CameraSource {
  listCameras(): Promise<CameraDevice[]>;
  start(selector: CameraSelector): Promise<CameraStream>;
}
export const CameraSource = Symbol.for('CameraSource');
