// Test and benchmark support: RGBA images in memory, with the distortions a phone camera adds.
// Deterministic (seeded noise) so a failing read can be reproduced.
import { inflateSync } from 'node:zlib';
import type { ImageLike } from '../../../application/scanning/barcode-decoder.port';

export interface RgbaImage extends ImageLike {
  readonly data: Uint8ClampedArray;
}

export function blankImage(width: number, height: number, grey = 255): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4).fill(grey);
  return { data, width, height };
}

// bwip-js writes 8-bit RGBA PNGs with one IDAT stream and filter type 0 on every row; that is all
// this reads, and it says so loudly when given anything else.
export function decodeBwipPng(png: Uint8Array): RgbaImage {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Uint8Array[] = [];
  while (offset < png.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8));
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(offset + 8);
      height = view.getUint32(offset + 12);
      if (body[8] !== 8 || body[9] !== 6 || body[12] !== 0)
        throw new Error('only 8-bit RGBA non-interlaced PNG is supported');
    } else if (type === 'IDAT') idat.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const rowStart = y * (width * 4 + 1);
    if (raw[rowStart] !== 0) throw new Error(`PNG row filter ${raw[rowStart]} is not supported`);
    data.set(raw.subarray(rowStart + 1, rowStart + 1 + width * 4), y * width * 4);
  }
  return { data, width, height };
}

function sample(img: RgbaImage, x: number, y: number, c: number): number {
  const xi = Math.min(img.width - 1, Math.max(0, x));
  const yi = Math.min(img.height - 1, Math.max(0, y));
  return img.data[(yi * img.width + xi) * 4 + c];
}

function bilinear(img: RgbaImage, x: number, y: number, c: number, outside: number): number {
  if (x < -0.5 || y < -0.5 || x > img.width - 0.5 || y > img.height - 0.5) return outside;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const top = sample(img, x0, y0, c) * (1 - fx) + sample(img, x0 + 1, y0, c) * fx;
  const bottom = sample(img, x0, y0 + 1, c) * (1 - fx) + sample(img, x0 + 1, y0 + 1, c) * fx;
  return top * (1 - fy) + bottom * fy;
}

// Resamples `img` onto a width × height picture: `source(x, y)` says where in `img` each output
// pixel comes from (bilinear), `outside` fills what falls off the picture. Perspective, curvature
// and wrinkles are all such maps.
export function warp(
  img: RgbaImage,
  width: number,
  height: number,
  source: (x: number, y: number) => readonly [number, number],
  outside = 255,
): RgbaImage {
  const out = blankImage(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [sx, sy] = source(x, y);
      for (let c = 0; c < 3; c++) out.data[(y * width + x) * 4 + c] = bilinear(img, sx, sy, c, outside);
    }
  }
  return out;
}

// Rotates about the centre onto a canvas big enough to hold the whole turned image, white around.
export function rotate(img: RgbaImage, degrees: number): RgbaImage {
  const rad = (degrees * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const width = Math.ceil(Math.abs(img.width * cos) + Math.abs(img.height * sin));
  const height = Math.ceil(Math.abs(img.width * sin) + Math.abs(img.height * cos));
  const out = blankImage(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = x - width / 2;
      const dy = y - height / 2;
      const sx = dx * cos + dy * sin + img.width / 2;
      const sy = -dx * sin + dy * cos + img.height / 2;
      for (let c = 0; c < 3; c++) out.data[(y * width + x) * 4 + c] = bilinear(img, sx, sy, c, 255);
    }
  }
  return out;
}

// One horizontal and one vertical pass of a symmetric kernel (weights from -r to r), divided by
// `divisor`: the shared body of both blurs below.
function convolve(img: RgbaImage, weights: readonly number[], divisor: number): RgbaImage {
  const radius = (weights.length - 1) / 2;
  const pass = (src: RgbaImage, horizontal: boolean): RgbaImage => {
    const out = blankImage(src.width, src.height);
    for (let y = 0; y < src.height; y++) {
      for (let x = 0; x < src.width; x++) {
        for (let c = 0; c < 3; c++) {
          let sum = 0;
          for (let k = -radius; k <= radius; k++)
            sum += weights[k + radius] * (horizontal ? sample(src, x + k, y, c) : sample(src, x, y + k, c));
          out.data[(y * src.width + x) * 4 + c] = sum / divisor;
        }
      }
    }
    return out;
  };
  return pass(pass(img, true), false);
}

// A box blur of the given radius, run twice: close enough to an out-of-focus lens.
export function blur(img: RgbaImage, radius: number): RgbaImage {
  const box = Array<number>(2 * radius + 1).fill(1);
  return convolve(convolve(img, box, box.length), box, box.length);
}

// An out-of-focus lens: a Gaussian blur of standard deviation `sigma` px.
export function gaussianBlur(img: RgbaImage, sigma: number): RgbaImage {
  const radius = Math.ceil(sigma * 3);
  const weights = Array.from({ length: 2 * radius + 1 }, (_, i) =>
    Math.exp(-((i - radius) ** 2) / (2 * sigma * sigma)),
  );
  return convolve(
    img,
    weights,
    weights.reduce((a, b) => a + b, 0),
  );
}

// Gaussian-ish sensor noise from a seeded generator (mulberry32), the same every run.
export function addNoise(img: RgbaImage, amplitude: number, seed = 42): RgbaImage {
  let state = seed >>> 0;
  const random = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const data = new Uint8ClampedArray(img.data);
  for (let i = 0; i < data.length; i += 4) {
    const n = (random() + random() + random() - 1.5) * 2 * amplitude;
    for (let c = 0; c < 3; c++) data[i + c] = data[i + c] + n;
  }
  return { data, width: img.width, height: img.height };
}

// Area-averaged downscale, as a far-away label lands on fewer sensor pixels.
export function scaleTo(img: RgbaImage, width: number, height: number): RgbaImage {
  const out = blankImage(width, height);
  const sx = img.width / width;
  const sy = img.height / height;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 3; c++) {
        let sum = 0;
        let count = 0;
        for (let yy = Math.floor(y * sy); yy < Math.max(Math.floor(y * sy) + 1, Math.floor((y + 1) * sy)); yy++) {
          for (let xx = Math.floor(x * sx); xx < Math.max(Math.floor(x * sx) + 1, Math.floor((x + 1) * sx)); xx++) {
            sum += sample(img, xx, yy, c);
            count++;
          }
        }
        out.data[(y * width + x) * 4 + c] = sum / count;
      }
    }
  }
  return out;
}

// Pastes `img` centred on a grey background frame, the way a label sits in the camera view.
export function placeOnFrame(img: RgbaImage, width: number, height: number, background = 170): RgbaImage {
  const frame = blankImage(width, height, background);
  const left = Math.floor((width - img.width) / 2);
  const top = Math.floor((height - img.height) / 2);
  for (let y = 0; y < img.height; y++) {
    const fy = top + y;
    if (fy < 0 || fy >= height) continue;
    for (let x = 0; x < img.width; x++) {
      const fx = left + x;
      if (fx < 0 || fx >= width) continue;
      frame.data.set(img.data.subarray((y * img.width + x) * 4, (y * img.width + x) * 4 + 4), (fy * width + fx) * 4);
    }
  }
  return frame;
}
