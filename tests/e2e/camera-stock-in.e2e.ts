// The camera scanner end to end in the real app: on the stock-in screen (/products/add) the camera button
// opens the scanner panel, and Chromium's fake camera films a location label (Code 128) and then a
// product's EAN-13. Both land on the screen exactly as a hardware scan would: the location chip,
// then a line of the product. Own server, so the amounts of other files are not touched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../server/runtime';
import { screenshot } from './support/browser';
import {
  cameraProducts,
  openStockInWithCamera,
  scannedLines,
  startCameraAndWaitForLine,
  stockInScript,
  type CameraApp,
} from './support/fake-camera-stock-in';
import { startOwnServer } from './support/servers';

const [product] = cameraProducts(1);
let runtime: Runtime;
let app: CameraApp;

beforeAll(async () => {
  runtime = await startOwnServer();
  // the video loops: location, product, location, product…; each label held 3 s
  app = await openStockInWithCamera(runtime, await stockInScript([product], 3, 2));
}, 120_000);
afterAll(async () => {
  await app?.close();
  await runtime?.close();
});

describe('camera scanner on the stock-in screen', () => {
  it('R-CAM-03 R-SCAN-02 a location label and then an EAN in the video land as the location and a line of the product with amount 1 or more', async () => {
    const { page } = app;
    await startCameraAndWaitForLine(page, product.code);
    const [[, amount]] = await scannedLines(page);
    expect(amount).toBeGreaterThanOrEqual(1);
    await screenshot(page, 'camera-stock-in');
  });
});
