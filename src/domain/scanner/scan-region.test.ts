import { describe, expect, it } from 'vitest';
import { decodeRegions, defaultQrbox, fitQrbox, rootWidthOrDefault, scanRegionInVideo } from './scan-region';

describe('scan region (qrbox)', () => {
  it('R-CAM-08 a side below 50 px is rejected', () => {
    expect(fitQrbox({ width: 49, height: 100 }, { width: 400, height: 400 })).toEqual({
      ok: false,
      reason: 'qrboxTooSmall',
    });
    expect(fitQrbox({ width: 100, height: 49 }, { width: 400, height: 400 })).toEqual({
      ok: false,
      reason: 'qrboxTooSmall',
    });
    expect(fitQrbox({ width: 50, height: 50 }, { width: 400, height: 400 })).toEqual({
      ok: true,
      qrbox: { width: 50, height: 50 },
    });
  });

  it('R-CAM-08 a width above the root is cut to the root width', () => {
    expect(fitQrbox({ width: 500, height: 200 }, { width: 320, height: 400 })).toEqual({
      ok: true,
      qrbox: { width: 320, height: 200 },
    });
  });

  it('R-CAM-08 a box taller than the root is rejected', () => {
    expect(fitQrbox({ width: 200, height: 401 }, { width: 320, height: 400 })).toEqual({
      ok: false,
      reason: 'qrboxTallerThanRoot',
    });
  });

  it('R-CAM-08 default width is 300 when the root is not measured yet', () => {
    expect(rootWidthOrDefault(0)).toBe(300);
    expect(rootWidthOrDefault(390)).toBe(390);
    expect(defaultQrbox({ width: 0, height: 0 })).toEqual({ ok: true, qrbox: { width: 150, height: 150 } });
  });

  it('R-CAM-08 the default box is about half the panel width and never below 50 or above the root', () => {
    expect(defaultQrbox({ width: 390, height: 600 })).toEqual({ ok: true, qrbox: { width: 195, height: 195 } });
    expect(defaultQrbox({ width: 80, height: 600 })).toEqual({ ok: true, qrbox: { width: 50, height: 50 } });
    expect(defaultQrbox({ width: 390, height: 120 })).toEqual({ ok: true, qrbox: { width: 195, height: 120 } });
    expect(defaultQrbox({ width: 40, height: 600 })).toEqual({ ok: false, reason: 'qrboxTooSmall' });
  });

  it('R-CAM-08 the box maps to the centre of the video frame in video pixels', () => {
    expect(
      scanRegionInVideo({ width: 1280, height: 720 }, { width: 640, height: 360 }, { width: 320, height: 180 }),
    ).toEqual({
      x: 320,
      y: 180,
      width: 640,
      height: 360,
    });
  });

  it('R-CAM-08 a frame is decoded in the drawn box first, then whole at a lower resolution', () => {
    const regions = decodeRegions(
      { width: 1280, height: 720 },
      { width: 390, height: 292 },
      { width: 195, height: 195 },
    );
    expect(regions).toEqual([
      { rect: { x: 320, y: 40, width: 640, height: 640 }, maxWidth: 640 },
      { rect: { x: 0, y: 0, width: 1280, height: 720 }, maxWidth: 320 },
    ]);
  });

  it('R-CAM-08 without a box, or with a box as big as the picture, the picture is decoded once', () => {
    expect(decodeRegions({ width: 640, height: 480 }, { width: 0, height: 0 }, null)).toEqual([
      { rect: { x: 0, y: 0, width: 640, height: 480 }, maxWidth: 640 },
    ]);
    expect(
      decodeRegions({ width: 640, height: 480 }, { width: 300, height: 300 }, { width: 300, height: 300 }),
    ).toEqual([{ rect: { x: 0, y: 0, width: 640, height: 480 }, maxWidth: 640 }]);
  });
});
