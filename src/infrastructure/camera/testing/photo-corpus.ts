// The real barcode photographs of ../shared/testdata/barcode-photos (zxing-cpp's blackbox samples)
// as RGBA frames. Node has no WebP decoder, so Chromium decodes every photo (WebP, PNG, JPEG alike)
// and draws it as VideoCameraStream.grabFrame draws a camera frame: scaled in drawImage to at most
// MAX_DECODE_WIDTH wide, then getImageData.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { MAX_DECODE_WIDTH } from '../../../domain/scanner/scanner-constants';
import type { RgbaImage } from './rgba-image';

const REPO_ROOT = resolve(import.meta.dirname, '../../../..');
// The data sits beside the repository (../shared from the repo root), not in it.
export const PHOTO_ROOT = resolve(REPO_ROOT, '../shared/testdata/barcode-photos');

export interface Photo {
  readonly folder: string;
  readonly name: string;
  // null in falsepositives-1: the photo holds no barcode at all
  readonly expected: string | null;
  readonly image: RgbaImage;
}

const IMAGE = /\.(webp|png|jpe?g)$/i;

export const photosAvailable = (): boolean => existsSync(PHOTO_ROOT);

export async function corpusFolders(): Promise<string[]> {
  const entries = await readdir(PHOTO_ROOT, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

// Decodes the photos of the given folders (all of them by default) in one headless Chromium.
export async function loadPhotos(folders?: readonly string[], maxWidth = MAX_DECODE_WIDTH): Promise<Photo[]> {
  const wanted = folders ?? (await corpusFolders());
  const files: Array<{ folder: string; name: string; path: string; expected: string | null }> = [];
  for (const folder of wanted) {
    for (const file of (await readdir(join(PHOTO_ROOT, folder))).filter((f) => IMAGE.test(f)).sort()) {
      const name = file.replace(IMAGE, '');
      const textPath = join(PHOTO_ROOT, folder, `${name}.txt`);
      const expected = existsSync(textPath) ? await readFile(textPath, 'utf8') : null;
      files.push({ folder, name, path: join(PHOTO_ROOT, folder, file), expected });
    }
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const photos: Photo[] = [];
    for (const file of files) {
      const bytes = (await readFile(file.path)).toString('base64');
      const decoded = await page.evaluate(
        async ({ bytes, maxWidth }) => {
          const raw = Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0));
          const bitmap = await createImageBitmap(new Blob([raw]));
          const scale = Math.min(1, maxWidth / bitmap.width);
          const width = Math.max(1, Math.round(bitmap.width * scale));
          const height = Math.max(1, Math.round(bitmap.height * scale));
          const context = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true })!;
          context.imageSmoothingEnabled = true;
          context.drawImage(bitmap, 0, 0, width, height);
          const data = context.getImageData(0, 0, width, height).data;
          let binary = '';
          for (let i = 0; i < data.length; i += 0x8000)
            binary += String.fromCharCode(...data.subarray(i, Math.min(data.length, i + 0x8000)));
          return { width, height, data: btoa(binary) };
        },
        { bytes, maxWidth },
      );
      const data = new Uint8ClampedArray(Buffer.from(decoded.data, 'base64'));
      photos.push({
        folder: file.folder,
        name: file.name,
        expected: file.expected,
        image: { data, width: decoded.width, height: decoded.height },
      });
    }
    return photos;
  } finally {
    await browser.close();
  }
}
