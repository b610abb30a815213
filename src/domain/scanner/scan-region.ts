// Scanner configuration rules for the scan region, the "qrbox" (SPEC 5, R-CAM-08).
import { DEFAULT_SCAN_WIDTH, MAX_DECODE_WIDTH, MIN_QRBOX_SIDE, WIDE_DECODE_WIDTH } from './scanner-constants';

export interface Size {
  readonly width: number;
  readonly height: number;
}

export type QrboxResult =
  | { readonly ok: true; readonly qrbox: Size }
  | { readonly ok: false; readonly reason: 'qrboxTooSmall' | 'qrboxTallerThanRoot' };

// A root that has not been laid out yet reports 0; the scanner then assumes the default width.
export function rootWidthOrDefault(measuredWidth: number): number {
  return measuredWidth > 0 ? measuredWidth : DEFAULT_SCAN_WIDTH;
}

// A too-wide box is cut to the root width (a phone turned upright must not break the scanner),
// but a box below the minimum or taller than the root is a configuration error.
export function fitQrbox(requested: Size, root: Size): QrboxResult {
  const width = Math.min(requested.width, root.width);
  const height = requested.height;
  if (width < MIN_QRBOX_SIDE || height < MIN_QRBOX_SIDE) return { ok: false, reason: 'qrboxTooSmall' };
  if (height > root.height) return { ok: false, reason: 'qrboxTallerThanRoot' };
  return { ok: true, qrbox: { width, height } };
}

// The default region: a square about half the panel width, at least the minimum side, and cut to
// the root. A root narrower than the minimum cannot host a box at all and says so.
export function defaultQrbox(root: Size): QrboxResult {
  const width = rootWidthOrDefault(root.width);
  const height = root.height > 0 ? root.height : width;
  const side = Math.max(MIN_QRBOX_SIDE, Math.round(width / 2));
  return fitQrbox({ width: side, height: Math.min(side, height) }, { width, height });
}

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

// The qrbox is drawn centred over the preview, which shows the video scaled to the view's width.
// This maps it back to video pixels so only that part of each frame is decoded.
export function scanRegionInVideo(video: Size, view: Size, qrbox: Size): Rect {
  const scale = video.width / rootWidthOrDefault(view.width);
  const width = Math.min(video.width, Math.round(qrbox.width * scale));
  const height = Math.min(video.height, Math.round(qrbox.height * scale));
  return { x: Math.floor((video.width - width) / 2), y: Math.floor((video.height - height) / 2), width, height };
}

export interface DecodeRegion {
  // video pixels
  readonly rect: Rect;
  // the region is scaled down to at most this width before decoding
  readonly maxWidth: number;
}

// What one camera frame is decoded from, in order, until something is read: the drawn box at up
// to MAX_DECODE_WIDTH, then the whole picture at WIDE_DECODE_WIDTH, for a code held so close that
// it fills most of the preview and its ends (an EAN's guard bars) fall outside the box. Without a
// box (not laid out yet) the whole picture is the only region.
export function decodeRegions(video: Size, view: Size, qrbox: Size | null): DecodeRegion[] {
  const whole: Rect = { x: 0, y: 0, width: video.width, height: video.height };
  if (qrbox === null) return [{ rect: whole, maxWidth: MAX_DECODE_WIDTH }];
  const box = scanRegionInVideo(video, view, qrbox);
  const boxRegion = { rect: box, maxWidth: MAX_DECODE_WIDTH };
  if (box.width >= video.width && box.height >= video.height) return [boxRegion];
  return [boxRegion, { rect: whole, maxWidth: WIDE_DECODE_WIDTH }];
}
