// The stock-in screen (/products/add) of the real app with Chromium's fake camera filming a
// location label, then product EAN labels. Shared by tests/e2e/camera-stock-in.e2e.ts and the
// latency benchmark (bench/decode/app-latency.ts), which times from the video frame where a label
// appears to the screen showing what it carried.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import bwipjs from 'bwip-js';
import type { Browser, Page } from 'playwright-core';
import type { Runtime } from '../../../server/runtime';
import { gardenCatalogue } from '../../../server/seed/demo-catalogue';
import {
  decodeBwipPng,
  placeOnFrame,
  blankImage,
  gaussianBlur,
  type RgbaImage,
} from '../../../src/infrastructure/camera/testing/rgba-image';
import { launchBrowser } from './browser';
import { DEV_HOST, appUrl } from './e2e-config';
import { launchWithFakeCamera } from './fake-camera-harness';
import { writeY4m, type VideoScene } from './fake-camera-video';
import { openSignedIn } from './session';

export const CAMERA_LOCATION = 'C-02-2';
const WIDTH = 640;
const HEIGHT = 480;
const FPS = 5;
const GREY = 170;

export interface CameraProduct {
  readonly code: string;
  readonly ean: string;
}

// Demo products of e-shop 101 whose EAN labels the camera films, in this order.
export function cameraProducts(count: number): CameraProduct[] {
  return gardenCatalogue()
    .slice(20, 20 + count)
    .map((p) => ({ code: p.code, ean: p.ean }));
}

// A label drawn at 2 px per module: it fits the scan region (the centre half of a 390 px panel,
// 320 video px of 640) with its quiet zones, as a label held 15–20 cm from a phone does.
export async function label(bcid: string, text: string, blurSigma = 0): Promise<RgbaImage> {
  const png = await bwipjs.toBuffer({
    bcid,
    text,
    scale: 2,
    height: 12,
    includetext: true,
    paddingwidth: 10,
    paddingheight: 8,
    backgroundcolor: 'FFFFFF',
  });
  const framed = placeOnFrame(decodeBwipPng(png), WIDTH, HEIGHT, GREY);
  return blurSigma > 0 ? gaussianBlur(framed, blurSigma) : framed;
}

export interface CameraScript {
  readonly scenes: VideoScene[];
  // what each label scene carries, in the order of appearance
  readonly labels: string[];
}

// Empty desk, the location's Code 128, empty desk, then each product's EAN-13 between empty desks.
// A label is held `holdSeconds`, long enough for a few 2-fps frames. `productBlurSigma` > 0 films the
// product labels out of focus (a Gaussian blur of that many px; 1.1 at 2 px per module leaves an
// EAN that only the thorough pass reads).
export async function stockInScript(
  products: readonly CameraProduct[],
  holdSeconds = 2,
  gapSeconds = 2,
  productBlurSigma = 0,
): Promise<CameraScript> {
  const empty = blankImage(WIDTH, HEIGHT, GREY);
  const scenes: VideoScene[] = [
    { frame: empty, seconds: gapSeconds },
    { frame: await label('code128', CAMERA_LOCATION), seconds: holdSeconds },
  ];
  for (const p of products) {
    scenes.push(
      { frame: empty, seconds: gapSeconds },
      { frame: await label('ean13', p.ean, productBlurSigma), seconds: holdSeconds },
    );
  }
  scenes.push({ frame: empty, seconds: gapSeconds });
  return { scenes, labels: [CAMERA_LOCATION, ...products.map((p) => p.ean)] };
}

export interface CameraApp {
  readonly browser: Browser;
  readonly page: Page;
  readonly errors: string[];
  close(): Promise<void>;
}

// A browser whose camera plays the script, signed in to `origin` on a phone-sized page.
export async function openStockInWithCamera(runtime: Runtime, script: CameraScript): Promise<CameraApp> {
  const dir = await mkdtemp(join(tmpdir(), 'sklad-camera-stock-in-'));
  const video = join(dir, 'stock-in.y4m');
  await writeY4m(video, script.scenes, FPS);
  const { browser } = await launchWithFakeCamera(video);
  const base = appUrl(DEV_HOST, runtime.port, '');
  const { page, errors } = await openSignedIn(browser, base, 'admin', 'phone', '/products/add');
  await page.locator('[data-testid="product-action-add"]').waitFor();
  return {
    browser,
    page,
    errors,
    close: async () => {
      await browser.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

// Opens the panel by the screen's camera button and starts the (only) camera by its picker.
export async function startCamera(page: Page): Promise<void> {
  await page.locator('[data-testid="open-camera"]').click();
  const picker = page.getByLabel('Vyberte kameru');
  await picker.waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => document.querySelectorAll('#sklad-scanner-camera option').length > 1, null, {
    timeout: 30_000,
  });
  const id = await picker.locator('option').nth(1).getAttribute('value');
  await picker.selectOption(id!);
}

export const scannedLines = (page: Page) =>
  page
    .locator('[data-testid="scanned-line"]')
    .evaluateAll((els) =>
      els.map((e) => [e.getAttribute('data-code') ?? '', Number(e.getAttribute('data-amount'))] as [string, number]),
    );

export interface Probe {
  // performance.now() of each preview frame where a label came into view
  appeared: number[];
  // performance.now() and the screen's location and lines each time they changed
  changes: Array<{ at: number; state: string }>;
  // performance.now() of each 'scanned' flash of the panel (a code handed to the screen)
  flashes: number[];
  // each frame sent to the decoder: when, how hard, its size, when answered, codes found
  decodes: Array<{
    id: number;
    at: number;
    effort: string;
    width: number;
    height: number;
    done?: number;
    found?: number;
  }>;
}

// Watches the camera frame by frame (a label is the only white in the picture) and the screen's
// location chip and list, with the page's own clock. Plain JavaScript text: a function
// passed to evaluate would carry the helpers tsx adds to named functions.
const PROBE_SOURCE = `(() => {
  const probe = { appeared: [], changes: [], flashes: [], decodes: [] };
  window.cameraProbe = probe;
  // every frame sent to the decoder's worker and its answer, to tell decoding from waiting
  const post = Worker.prototype.postMessage;
  const watched = new WeakSet();
  Worker.prototype.postMessage = function (message, transfer) {
    if (message && (message.kind === 'decode' || message.kind === 'decodeFrame')) {
      if (!watched.has(this)) {
        watched.add(this);
        this.addEventListener('message', (e) => {
          const d = probe.decodes.find((x) => x.id === e.data.id);
          if (d) { d.done = performance.now(); d.found = e.data.ok ? e.data.results.length : -1; }
        });
      }
      probe.decodes.push({ id: message.id, at: performance.now(), effort: message.effort || message.kind, width: message.image.width, height: message.image.height });
    }
    return post.call(this, message, transfer);
  };
  function state() {
    const lines = Array.from(document.querySelectorAll('[data-testid="scanned-line"]'));
    const location = document.querySelector('[data-testid="location-value"]');
    return (location ? location.textContent : '') + '|' + lines.map((e) => e.getAttribute('data-code') + 'x' + e.getAttribute('data-amount')).join(',');
  }
  let last = state();
  let flashing = false;
  new MutationObserver(() => {
    const at = performance.now();
    const now = state();
    if (now !== last) { last = now; probe.changes.push({ at, state: now }); }
    // the panel's 'scanned' flash: the camera handed a code to the screen's queue
    const flash = document.querySelector('.sklad-scanner__flash') !== null;
    if (flash && !flashing) probe.flashes.push(at);
    flashing = flash;
  }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  // Frames are read as the camera delivers them (MediaStreamTrackProcessor on a clone of the
  // panel's track), not as the preview paints them, which in headless Chromium can lag by a frame
  // or two: the frame loop reads the same track and must not be seen to decode "before" the label.
  const small = new OffscreenCanvas(64, 48).getContext('2d', { willReadFrequently: true });
  let showing = false;
  async function watch(track) {
    const reader = new MediaStreamTrackProcessor({ track }).readable.getReader();
    for (;;) {
      const { value: frame, done } = await reader.read();
      if (done) return;
      const at = performance.now();
      small.drawImage(frame, 0, 0, 64, 48);
      frame.close();
      const px = small.getImageData(0, 0, 64, 48).data;
      let white = 0;
      for (let i = 0; i < px.length; i += 4) if (px[i] > 235) white++;
      const labelShown = white > 20;
      if (labelShown && !showing) probe.appeared.push(at);
      showing = labelShown;
    }
  }
  const poll = setInterval(() => {
    const video = document.querySelector('.sklad-scanner__video');
    const track = video && video.srcObject && video.srcObject.getVideoTracks()[0];
    if (track) { clearInterval(poll); void watch(track.clone()); }
  }, 20);
})()`;

export async function installProbe(page: Page): Promise<void> {
  await page.evaluate(PROBE_SOURCE);
}

export const readProbe = (page: Page): Promise<Probe> =>
  page.evaluate(() => (window as unknown as { cameraProbe: Probe }).cameraProbe);

export { launchBrowser };

// Starts the camera and waits until the filmed location is the screen's location and the list
// holds exactly one line, of `productCode`.
export async function startCameraAndWaitForLine(page: Page, productCode: string): Promise<void> {
  await startCamera(page);
  await page.waitForFunction(
    (location) => document.querySelector('[data-testid="location-value"]')?.textContent === location,
    CAMERA_LOCATION,
    { timeout: 45_000, polling: 250 },
  );
  await page.waitForFunction(
    (code) =>
      [...document.querySelectorAll('[data-testid="scanned-line"]')].map((e) => e.getAttribute('data-code')).join() ===
      code,
    productCode,
    { timeout: 45_000, polling: 250 },
  );
}
