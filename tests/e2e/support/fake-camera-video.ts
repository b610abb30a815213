// Writes a Y4M video for Chromium's fake camera (--use-file-for-fake-video-capture) from RGBA
// frames, so scanner tests point a "camera" at real, freshly generated barcodes.
import { open } from 'node:fs/promises';
import type { RgbaImage } from '../../../src/infrastructure/camera/testing/rgba-image';

export interface VideoScene {
  readonly frame: RgbaImage;
  readonly seconds: number;
}

// BT.601 full-range RGB to planar 4:2:0, chroma averaged over each 2×2 block.
export function rgbaToI420(img: RgbaImage): Uint8Array {
  const { width, height, data } = img;
  const ySize = width * height;
  const cw = width / 2;
  const out = new Uint8Array(ySize + 2 * (ySize / 4));
  for (let i = 0; i < ySize; i++) {
    out[i] = Math.round(0.299 * data[i * 4] + 0.587 * data[i * 4 + 1] + 0.114 * data[i * 4 + 2]);
  }
  for (let y = 0; y < height / 2; y++) {
    for (let x = 0; x < cw; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ]) {
        const p = ((2 * y + dy) * width + 2 * x + dx) * 4;
        r += data[p] / 4;
        g += data[p + 1] / 4;
        b += data[p + 2] / 4;
      }
      out[ySize + y * cw + x] = Math.round(-0.169 * r - 0.331 * g + 0.5 * b + 128);
      out[ySize + ySize / 4 + y * cw + x] = Math.round(0.5 * r - 0.419 * g - 0.081 * b + 128);
    }
  }
  return out;
}

export async function writeY4m(path: string, scenes: readonly VideoScene[], fps: number): Promise<number> {
  const { width, height } = scenes[0].frame;
  if (width % 2 || height % 2) throw new Error('Y4M 4:2:0 needs even frame sizes');
  const file = await open(path, 'w');
  let frames = 0;
  try {
    await file.write(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`);
    for (const scene of scenes) {
      if (scene.frame.width !== width || scene.frame.height !== height)
        throw new Error('all frames must be the same size');
      const planes = rgbaToI420(scene.frame);
      for (let i = 0; i < Math.round(scene.seconds * fps); i++) {
        await file.write('FRAME\n');
        await file.write(planes);
        frames++;
      }
    }
  } finally {
    await file.close();
  }
  return frames;
}
