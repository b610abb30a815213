// Real photographs of barcodes (zxing-cpp's blackbox samples, ../shared/testdata/barcode-photos)
// and photographs of our own making (synthetic-photos.ts) read through the app's own camera
// pipeline: each picture held in front of the camera for three frames (1.5 s at 2 fps), decoded by
// ZxingWasmReader.decodeFrame with a stock screen's formats, passed through the read gate. Each
// folder must be read at least as often as zxing-cpp's own "slow" threshold requires, and no
// picture may ever yield a code other than its own; pictures without a code yield nothing.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { STOCK_SCREEN_FORMATS } from '../../domain/scanner/barcode-format';
import { holdInFrontOfCamera, sameCode } from './testing/camera-replay';
import { corpusFolders, loadPhotos, PHOTO_ROOT, photosAvailable, type Photo } from './testing/photo-corpus';
import { syntheticPhotos, type SyntheticPhoto } from './testing/synthetic-photos';
import { createNodeZxingReader } from './zxing-wasm-node';

const FRAMES_HELD = 3;
const FALSE_POSITIVES = 'falsepositives-1';

// What our own pictures must reach; the misses are the hardest variant of each, kept to show they
// are missed cleanly (no wrong code), not read wrongly.
const SYNTHETIC_THRESHOLDS: Record<string, number> = {
  'synthetic-location-code128': 2,
  'synthetic-location-qr-inverted': 2,
  'synthetic-shrink-wrap-ean13': 3,
  'synthetic-curved-worn-upca': 2,
};

// The "slow" column of the README's table: zxing-cpp's required reads with tryHarder, tryRotate
// and tryInvert on.
async function slowThresholds(): Promise<Map<string, number>> {
  const readme = await readFile(join(PHOTO_ROOT, 'README.md'), 'utf8');
  const rows = [...readme.matchAll(/^\|\s*([a-z0-9-]+)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|$/gm)];
  return new Map(rows.map((r) => [r[1], Number(r[4])]));
}

const reader = createNodeZxingReader();
let photos: Photo[] = [];
let synthetic: SyntheticPhoto[] = [];
let thresholds = new Map<string, number>();
let folders: string[] = [];

interface FolderResult {
  read: string[];
  missed: string[];
  wrong: string[];
}

async function readFolder(pictures: ReadonlyArray<Photo | SyntheticPhoto>): Promise<FolderResult> {
  const result: FolderResult = { read: [], missed: [], wrong: [] };
  for (const p of pictures) {
    const handedOn = (await holdInFrontOfCamera(reader, p.image, STOCK_SCREEN_FORMATS, FRAMES_HELD)).filter(
      (c): c is string => c !== null,
    );
    const expected = p.expected;
    for (const code of handedOn)
      if (expected === null || !sameCode(code, expected)) result.wrong.push(`${p.name}: ${code.slice(0, 40)}`);
    if (expected !== null && handedOn.some((c) => sameCode(c, expected))) result.read.push(p.name);
    else result.missed.push(p.name);
  }
  return result;
}

beforeAll(async () => {
  if (!photosAvailable()) throw new Error(`the photographs are missing: ${PHOTO_ROOT}`);
  await reader.prepare();
  folders = await corpusFolders();
  thresholds = await slowThresholds();
  photos = await loadPhotos(folders);
  synthetic = await syntheticPhotos();
}, 180_000);

describe('camera pipeline on real photographs', () => {
  it("has zxing-cpp's threshold for every folder with codes, and photos in every folder", () => {
    for (const folder of folders) {
      expect(photos.filter((p) => p.folder === folder).length, folder).toBeGreaterThan(0);
      if (folder !== FALSE_POSITIVES) expect(thresholds.get(folder), folder).toBeGreaterThan(0);
    }
  });

  it(`R-CAM-10 ${FALSE_POSITIVES}: photos without a barcode never yield a code`, async () => {
    const result = await readFolder(photos.filter((p) => p.folder === FALSE_POSITIVES));
    expect(result.wrong).toEqual([]);
    expect(result.missed.length).toBeGreaterThanOrEqual(20);
  }, 120_000);

  const corpus = [
    'code128-1',
    'code128-3',
    'ean13-1',
    'ean13-3',
    'ean8-1',
    'qrcode-1',
    'qrcode-3',
    'qrcode-5',
    'upca-1',
    'upca-3',
  ];
  it('covers every folder of the corpus', () => {
    expect([...corpus, FALSE_POSITIVES].sort()).toEqual(folders);
  });

  for (const folder of corpus) {
    it(`R-CAM-11 ${folder}: at least zxing-cpp's "slow" threshold read, no wrong code`, async () => {
      const result = await readFolder(photos.filter((p) => p.folder === folder));
      expect(result.wrong).toEqual([]);
      expect(result.read.length, `missed: ${result.missed.join(', ')}`).toBeGreaterThanOrEqual(thresholds.get(folder)!);
    }, 120_000);
  }

  for (const [folder, threshold] of Object.entries(SYNTHETIC_THRESHOLDS)) {
    it(`R-CAM-11 ${folder} (made by us): at least ${threshold} read, no wrong code`, async () => {
      const pictures = synthetic.filter((p) => p.folder === folder);
      expect(pictures.length).toBeGreaterThanOrEqual(threshold);
      const result = await readFolder(pictures);
      expect(result.wrong).toEqual([]);
      expect(result.read.length, `missed: ${result.missed.join(', ')}`).toBeGreaterThanOrEqual(threshold);
    }, 120_000);
  }
});
