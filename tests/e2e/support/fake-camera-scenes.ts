// The video the fake camera plays: an empty desk, then an EAN-13, a Code 128 and a QR label in
// turn, each held long enough for a few 2-fps scans. Chromium loops it.
import { BARCODE_SAMPLES, renderSample } from '../../../src/infrastructure/camera/testing/barcode-samples';
import { blankImage, placeOnFrame } from '../../../src/infrastructure/camera/testing/rgba-image';
import type { VideoScene } from './fake-camera-video';

export const FAKE_CAMERA_CODES = ['8591234567893', 'A01-03', 'SKLAD-A01-03'] as const;

export async function labelScenes(width = 640, height = 480, holdSeconds = 3): Promise<VideoScene[]> {
  const ean = BARCODE_SAMPLES.find((s) => s.format === 'EAN13')!;
  const qr = BARCODE_SAMPLES.find((s) => s.format === 'QR')!;
  // a short Code 128 so it fits the centre scan region at 640 px
  const code128 = { ...BARCODE_SAMPLES.find((s) => s.format === 'Code128')!, text: 'A01-03', expected: 'A01-03' };
  const empty = blankImage(width, height, 170);
  const scenes: VideoScene[] = [{ frame: empty, seconds: 1 }];
  for (const [sample, scale] of [
    [ean, 2],
    [code128, 2],
    [qr, 4],
  ] as const) {
    scenes.push({ frame: placeOnFrame(await renderSample(sample, scale), width, height), seconds: holdSeconds });
    scenes.push({ frame: empty, seconds: 1 });
  }
  return scenes;
}
