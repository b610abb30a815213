// The zxing-wasm adapter on real symbols drawn by bwip-js, clean and distorted.
import { beforeAll, describe, expect, it } from 'vitest';
import { BARCODE_FORMATS, STOCK_SCREEN_FORMATS, type BarcodeFormat } from '../../domain/scanner/barcode-format';
import { BARCODE_SAMPLES, renderSample } from './testing/barcode-samples';
import { DISTORTIONS, DISTORTION_NAMES, type DistortionName } from './testing/distortions';
import { blankImage, placeOnFrame, scaleTo, type RgbaImage } from './testing/rgba-image';
import { closeUpFrame, emptyDesk } from './testing/synthetic-photos';
import { decodeRegions, type Rect } from '../../domain/scanner/scan-region';
import { createNodeZxingReader } from './zxing-wasm-node';

// Measured with zxing-wasm 3.1; what is not listed is a known miss (see bench/decode/RESULTS.md).
const KNOWN_MISSES: Partial<Record<BarcodeFormat, readonly DistortionName[]>> = {
  Codabar: ['veryNoisy'],
  Code39: ['veryNoisy'],
  Code93: ['veryNoisy'],
  ITF: ['veryNoisy'],
  EAN13: ['veryNoisy', 'small'],
  EAN8: ['veryNoisy'],
  RSS14: ['veryNoisy'],
  UPCA: ['veryNoisy', 'small'],
  UPCE: ['veryNoisy', 'small'],
  UPCEANExtension: ['veryNoisy', 'small'],
  // zxing-cpp reads MaxiCode only when it is upright and alone in the picture
  MaxiCode: ['rotated12', 'rotated90', 'noisy', 'veryNoisy', 'inFrame'],
  PDF417: ['rotated12', 'small'],
};

// What the quick pass gives up on top of KNOWN_MISSES; the thorough pass, run on the same frame
// when the quick one misses, still reads these (the tests above use the default, thorough effort).
const QUICK_ONLY_MISSES: Partial<Record<BarcodeFormat, readonly DistortionName[]>> = {
  Code128: ['veryNoisy'],
};

const reader = createNodeZxingReader();
const images = new Map<BarcodeFormat, RgbaImage>();

beforeAll(async () => {
  await reader.prepare();
  for (const sample of BARCODE_SAMPLES) images.set(sample.format, await renderSample(sample));
});

describe('ZxingWasmReader on generated symbols', () => {
  it('R-CAM-11 has a real sample for every format of the spec', () => {
    expect(BARCODE_SAMPLES.map((s) => s.format).sort()).toEqual([...BARCODE_FORMATS].sort());
  });

  for (const sample of BARCODE_SAMPLES) {
    for (const distortion of DISTORTION_NAMES) {
      const expectedToRead = !(KNOWN_MISSES[sample.format] ?? []).includes(distortion);
      const title = expectedToRead
        ? `R-CAM-11 reads ${sample.format} ${distortion} as ${sample.expected}`
        : `R-CAM-11 ${sample.format} ${distortion} is a known miss and never a wrong code`;
      it(title, async () => {
        const image = DISTORTIONS[distortion](images.get(sample.format)!);
        const results = await reader.decode(image, [sample.format]);
        if (expectedToRead)
          expect(results).toEqual([{ text: sample.expected, format: sample.reportedAs ?? sample.format }]);
        else expect(results.filter((r) => r.text !== sample.expected)).toEqual([]);
      });
    }
  }

  for (const format of STOCK_SCREEN_FORMATS) {
    const sample = BARCODE_SAMPLES.find((s) => s.format === format)!;
    for (const distortion of DISTORTION_NAMES) {
      const thoroughOnly = [...(KNOWN_MISSES[format] ?? []), ...(QUICK_ONLY_MISSES[format] ?? [])].includes(distortion);
      const title = thoroughOnly
        ? `R-CAM-11 quick pass: ${format} ${distortion} is left to the thorough pass and never a wrong code`
        : `R-CAM-11 quick pass reads ${format} ${distortion} as ${sample.expected}`;
      it(title, async () => {
        const image = DISTORTIONS[distortion](images.get(format)!);
        const results = await reader.decode(image, [format], 'quick');
        if (thoroughOnly) expect(results.filter((r) => r.text !== sample.expected)).toEqual([]);
        else expect(results).toEqual([{ text: sample.expected, format: sample.reportedAs ?? format }]);
      });
    }
  }

  it('R-CAM-10 an empty frame is a normal miss: an empty list, no error', async () => {
    await expect(reader.decode(blankImage(640, 480, 170), STOCK_SCREEN_FORMATS)).resolves.toEqual([]);
  });

  it('R-CAM-11 reads only the formats the screen asked for', async () => {
    const ean = images.get('EAN13')!;
    await expect(reader.decode(ean, ['QR', 'Code128'])).resolves.toEqual([]);
    await expect(reader.decode(ean, STOCK_SCREEN_FORMATS)).resolves.toEqual([
      { text: '8591234567893', format: 'EAN13' },
    ]);
  });

  it('R-CAM-11 reads a code from an image file (file scan)', async () => {
    const qr = placeOnFrame(images.get('QR')!, 300, 300);
    const bmp = toBmp(qr);
    await expect(reader.decodeFile(new Blob([bmp]), ['QR'])).resolves.toEqual([{ text: 'SKLAD-A01-03', format: 'QR' }]);
  });
});

// What VideoCameraStream.grabFrame hands the decoder: the region, scaled down to maxWidth.
function grab(img: RgbaImage, r: Rect, maxWidth: number): RgbaImage {
  const cut = blankImage(r.width, r.height);
  for (let y = 0; y < r.height; y++)
    cut.data.set(
      img.data.subarray(((r.y + y) * img.width + r.x) * 4, ((r.y + y) * img.width + r.x + r.width) * 4),
      y * r.width * 4,
    );
  const scale = Math.min(1, maxWidth / r.width);
  return scale === 1 ? cut : scaleTo(cut, Math.round(r.width * scale), Math.round(r.height * scale));
}

describe('ZxingWasmReader.decodeFrame (one camera frame)', () => {
  it('R-CAM-10 a frame without a code reads nothing', async () => {
    await expect(reader.decodeFrame(emptyDesk(), STOCK_SCREEN_FORMATS)).resolves.toEqual([]);
  });

  it('R-CAM-11 a clean EAN-13 is read and confirmed by the second read in the same frame', async () => {
    await expect(reader.decodeFrame(DISTORTIONS.inFrame(images.get('EAN13')!), STOCK_SCREEN_FORMATS)).resolves.toEqual([
      { text: '8591234567893', format: 'EAN13', confirmed: true },
    ]);
  });

  it('R-CAM-11 a very noisy Code 128 the quick pass misses is read by the thorough pass of the same frame', async () => {
    const image = DISTORTIONS.veryNoisy(images.get('Code128')!);
    await expect(reader.decode(image, ['Code128'], 'quick')).resolves.toEqual([]);
    const reads = await reader.decodeFrame(image, ['Code128']);
    expect(reads.map((r) => r.text)).toEqual(['POZ-A01-03-2']);
  });

  it('R-CAM-08 an EAN-13 filling most of the preview is missed in the drawn box and read in the whole picture', async () => {
    const frame = await closeUpFrame('8591234567893', 0.85);
    const [box, whole] = decodeRegions(frame, { width: 390, height: 292 }, { width: 195, height: 195 });
    await expect(reader.decodeFrame(grab(frame, box.rect, box.maxWidth), STOCK_SCREEN_FORMATS)).resolves.toEqual([]);
    const reads = await reader.decodeFrame(grab(frame, whole.rect, whole.maxWidth), STOCK_SCREEN_FORMATS);
    expect(reads).toEqual([{ text: '8591234567893', format: 'EAN13', confirmed: true }]);
  });
});

// A 32-bit BMP is the shortest honest image file to write by hand.
function toBmp(img: RgbaImage): Uint8Array<ArrayBuffer> {
  const pixels = img.width * img.height * 4;
  const out = new Uint8Array(54 + pixels);
  const view = new DataView(out.buffer);
  out[0] = 0x42;
  out[1] = 0x4d;
  view.setUint32(2, out.length, true);
  view.setUint32(10, 54, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, img.width, true);
  view.setInt32(22, -img.height, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, 32, true);
  for (let i = 0; i < img.width * img.height; i++) {
    out[54 + i * 4] = img.data[i * 4 + 2];
    out[54 + i * 4 + 1] = img.data[i * 4 + 1];
    out[54 + i * 4 + 2] = img.data[i * 4];
    out[54 + i * 4 + 3] = 255;
  }
  return out;
}
