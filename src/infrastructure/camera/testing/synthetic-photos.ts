// Photographs of our own making, for the cases the zxing-cpp corpus lacks: a warehouse location
// label (Code 128 and an inverted QR), a product in shrink wrap, a curved and worn UPC-A can, and
// an EAN-13 held so close that it fills most of the preview. Every one is named "synthetic-…":
// a real label drawn by bwip-js, then what a phone camera and a warehouse do to it (perspective,
// curvature, glare, wear, blur, sensor noise), seeded so every run sees the same pixels.
import bwipjs from 'bwip-js';
import { addNoise, blankImage, blur, decodeBwipPng, placeOnFrame, warp, type RgbaImage } from './rgba-image';

export interface SyntheticPhoto {
  readonly folder: string;
  readonly name: string;
  readonly expected: string;
  readonly image: RgbaImage;
}

const FRAME_WIDTH = 640;
const FRAME_HEIGHT = 480;
const DESK = 120;

async function label(
  bcid: string,
  text: string,
  scale: number,
  extra: Record<string, unknown> = {},
): Promise<RgbaImage> {
  const png = await bwipjs.toBuffer({
    bcid,
    text,
    scale,
    paddingwidth: 12,
    paddingheight: 10,
    backgroundcolor: 'FFFFFF',
    ...extra,
  });
  return decodeBwipPng(png);
}

function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Light on dark: the label's ink and paper swapped, as on a printed dark location sign.
function invert(img: RgbaImage): RgbaImage {
  const data = new Uint8ClampedArray(img.data);
  for (let i = 0; i < data.length; i += 4) for (let c = 0; c < 3; c++) data[i + c] = 255 - data[i + c];
  return { data, width: img.width, height: img.height };
}

// The label centred on the camera frame through `map`, which takes a frame pixel relative to the
// frame's centre to a label pixel relative to the label's centre (null: off the label).
function ontoFrame(img: RgbaImage, map: (dx: number, dy: number) => readonly [number, number] | null): RgbaImage {
  return warp(
    img,
    FRAME_WIDTH,
    FRAME_HEIGHT,
    (x, y) => {
      const at = map(x - FRAME_WIDTH / 2, y - FRAME_HEIGHT / 2);
      return at === null ? [-10, -10] : [at[0] + img.width / 2, at[1] + img.height / 2];
    },
    DESK,
  );
}

// The label seen at an angle: its far edge (the top) is shorter than the near one, and it is turned.
function perspective(img: RgbaImage, topShrink: number, degrees: number): RgbaImage {
  const rad = (degrees * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  return ontoFrame(img, (fx, fy) => {
    const dx = fx * cos + fy * sin;
    const dy = -fx * sin + fy * cos;
    // row v of the label (0 top … 1 bottom) is drawn 1 − topShrink·(1 − v) as wide
    const v = Math.min(1, Math.max(0, dy / img.height + 0.5));
    return [dx / (1 - topShrink * (1 - v)), dy];
  });
}

// Wrapped round a can of radius `radius` px seen from the front: the bars crowd towards the edges.
function cylinder(img: RgbaImage, radius: number): RgbaImage {
  return ontoFrame(img, (fx, fy) => (Math.abs(fx) >= radius ? null : [Math.asin(fx / radius) * radius, fy]));
}

// Shrink wrap: a wavy film shifts the bars a little sideways, row by row.
function wrinkle(img: RgbaImage, amplitude: number, period: number): RgbaImage {
  return warp(img, img.width, img.height, (x, y) => [x + amplitude * Math.sin((2 * Math.PI * y) / period), y]);
}

// A soft bright band where the film reflects the warehouse lights.
function glare(img: RgbaImage, centre: number, halfWidth: number, strength: number): RgbaImage {
  const data = new Uint8ClampedArray(img.data);
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      const d = Math.abs(x + 0.6 * y - centre) / halfWidth;
      if (d >= 1) continue;
      const k = strength * (1 - d * d);
      const i = (y * img.width + x) * 4;
      for (let c = 0; c < 3; c++) data[i + c] = data[i + c] + (255 - data[i + c]) * k;
    }
  }
  return { data, width: img.width, height: img.height };
}

// Worn print: pale specks scattered over the bars.
function wear(img: RgbaImage, specks: number, seed: number): RgbaImage {
  const random = seeded(seed);
  const data = new Uint8ClampedArray(img.data);
  for (let n = 0; n < specks; n++) {
    const x0 = Math.floor(random() * img.width);
    const y0 = Math.floor(random() * img.height);
    const r = 1 + Math.floor(random() * 2);
    for (let y = y0 - r; y <= y0 + r; y++) {
      for (let x = x0 - r; x <= x0 + r; x++) {
        if (x < 0 || y < 0 || x >= img.width || y >= img.height) continue;
        const i = (y * img.width + x) * 4;
        for (let c = 0; c < 3; c++) data[i + c] = Math.max(data[i + c], 200);
      }
    }
  }
  return { data, width: img.width, height: img.height };
}

const shot = (img: RgbaImage, seed: number, noise = 12) => addNoise(blur(img, 1), noise, seed);

export async function syntheticPhotos(): Promise<SyntheticPhoto[]> {
  const photos: SyntheticPhoto[] = [];
  const location = 'C-02-2';
  const code128 = await label('code128', location, 3, { height: 14, includetext: true });
  const qr = await label('qrcode', location, 5);
  for (const [i, [shrink, degrees]] of [
    [0.1, 4],
    [0.15, -6],
    [0.25, 10],
  ].entries()) {
    photos.push({
      folder: 'synthetic-location-code128',
      name: `angle-${i + 1}`,
      expected: location,
      image: shot(perspective(code128, shrink, degrees), 100 + i),
    });
    photos.push({
      folder: 'synthetic-location-qr-inverted',
      name: `angle-${i + 1}`,
      expected: location,
      image: shot(perspective(invert(qr), shrink, degrees * 2), 200 + i),
    });
  }
  const ean = '8594100000531';
  const wrapped = await label('ean13', ean.slice(0, 12), 3, { height: 18, includetext: true });
  for (const [i, [amplitude, period, glareAt]] of [
    [0.8, 40, 120],
    [1.2, 60, 250],
    [1.6, 30, 330],
  ].entries()) {
    photos.push({
      folder: 'synthetic-shrink-wrap-ean13',
      name: `wrap-${i + 1}`,
      expected: ean,
      image: shot(
        placeOnFrame(glare(wrinkle(wrapped, amplitude, period), glareAt, 45, 0.55), FRAME_WIDTH, FRAME_HEIGHT, DESK),
        300 + i,
      ),
    });
  }
  const upc = '036000291452';
  const can = await label('upca', upc.slice(0, 11), 3, { height: 20, includetext: true });
  for (const [i, [radius, specks]] of [
    [300, 60],
    [240, 90],
    [190, 120],
  ].entries()) {
    photos.push({
      folder: 'synthetic-curved-worn-upca',
      name: `can-${i + 1}`,
      expected: upc,
      image: shot(cylinder(wear(can, specks, 400 + i), radius), 400 + i),
    });
  }
  return photos;
}

// An EAN-13 held close: `widthShare` of the frame wide, centred, on a grey desk.
export async function closeUpFrame(text: string, widthShare: number, seed = 7): Promise<RgbaImage> {
  const symbol = await label('ean13', text.slice(0, 12), 2, { height: 12, includetext: true });
  const width = Math.round(FRAME_WIDTH * widthShare);
  const height = Math.round((symbol.height * width) / symbol.width);
  const scaled = warp(symbol, width, height, (x, y) => [(x * symbol.width) / width, (y * symbol.height) / height]);
  return addNoise(placeOnFrame(scaled, FRAME_WIDTH, FRAME_HEIGHT, DESK), 8, seed);
}

export const emptyDesk = (seed = 3): RgbaImage => addNoise(blankImage(FRAME_WIDTH, FRAME_HEIGHT, DESK), 8, seed);
