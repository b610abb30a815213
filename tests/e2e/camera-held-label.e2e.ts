// Issue 17 / issue 10 (camera) end to end in the real app, on the stock-in screen with Chromium's
// fake camera: an EAN held so close that it fills most of the preview (its guard bars outside the
// drawn box) is still read, and in continious mode a label left in view is counted once, not once
// a second; taken out of view and shown again, it is counted again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../server/runtime';
import { closeUpFrame } from '../../src/infrastructure/camera/testing/synthetic-photos';
import { blankImage } from '../../src/infrastructure/camera/testing/rgba-image';
import { screenshot } from './support/browser';
import {
  CAMERA_LOCATION,
  cameraProducts,
  label,
  openStockInWithCamera,
  scannedLines,
  startCameraAndWaitForLine,
  type CameraApp,
} from './support/fake-camera-stock-in';
import { startOwnServer } from './support/servers';

const [product] = cameraProducts(1);
let runtime: Runtime;
let app: CameraApp;

beforeAll(async () => {
  runtime = await startOwnServer();
  const empty = blankImage(640, 480, 170);
  const closeUp = await closeUpFrame(product.ean, 0.85);
  // location; the product held close for 6 s (12 frames); gone 3 s; shown again 3 s; then a long
  // empty tail so the looping video does not come round again while the test looks
  const scenes = [
    { frame: empty, seconds: 1 },
    { frame: await label('code128', CAMERA_LOCATION), seconds: 2 },
    { frame: empty, seconds: 2 },
    { frame: closeUp, seconds: 6 },
    { frame: empty, seconds: 3 },
    { frame: closeUp, seconds: 3 },
    { frame: empty, seconds: 60 },
  ];
  app = await openStockInWithCamera(runtime, { scenes, labels: [CAMERA_LOCATION, product.ean, product.ean] });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await runtime?.close();
});

describe('camera: a label held close and left in view', () => {
  it('R-CAM-08 R-CAM-03 R-SCAN-01 a close-up EAN is read, counted once while in view and again after it left the view', async () => {
    const { page } = app;
    // first showing: read although it fills 85 % of the preview
    await startCameraAndWaitForLine(page, product.code);
    await screenshot(page, 'camera-close-up');
    const [[, firstAmount]] = await scannedLines(page);
    // second showing after 3 s out of view: one more
    await expect
      .poll(async () => (await scannedLines(page))[0]?.[1], { timeout: 30_000, interval: 250 })
      .toBe(2 * firstAmount);
    // the 6 s and 3 s in view (18 frames) added nothing more
    await page.waitForTimeout(4_000);
    expect(await scannedLines(page)).toEqual([[product.code, 2 * firstAmount]]);
  });
});
