// The named distortions the decoder is checked against (tests) and reported on (bench).
import { addNoise, blur, placeOnFrame, rotate, scaleTo, type RgbaImage } from './rgba-image';

export const DISTORTIONS = {
  clean: (img: RgbaImage) => img,
  rotated12: (img: RgbaImage) => rotate(img, 12),
  rotated90: (img: RgbaImage) => rotate(img, 90),
  blurred: (img: RgbaImage) => blur(img, 1),
  noisy: (img: RgbaImage) => addNoise(img, 20),
  veryNoisy: (img: RgbaImage) => addNoise(img, 40),
  // half size: a module of about 1.5 px, a label seen from arm's length
  small: (img: RgbaImage) => scaleTo(img, Math.round(img.width / 2), Math.round(img.height / 2)),
  // the label centred in a 640×480 camera frame with a grey surrounding
  inFrame: (img: RgbaImage) => placeOnFrame(img, Math.max(640, img.width + 20), Math.max(480, img.height + 20)),
} as const satisfies Record<string, (img: RgbaImage) => RgbaImage>;

export type DistortionName = keyof typeof DISTORTIONS;
export const DISTORTION_NAMES = Object.keys(DISTORTIONS) as DistortionName[];
