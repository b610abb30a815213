// The camera scanner in Chromium with a fake camera that films generated EAN-13, Code 128 and
// QR labels. Checks each scan mode end to end and that nothing is fetched from outside 127.0.0.1.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchWithFakeCamera, startHarnessServer } from './support/fake-camera-harness';
import { FAKE_CAMERA_CODES, labelScenes } from './support/fake-camera-scenes';
import { writeY4m } from './support/fake-camera-video';

const SCREENSHOTS = join(process.cwd(), 'test-results', 'screenshots');
const PHONE = { width: 390, height: 844 };

let server: ViteDevServer;
let origin: string;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let videoDir: string;
let context: BrowserContext;
let requests: string[];

beforeAll(async () => {
  videoDir = await mkdtemp(join(tmpdir(), 'sklad-fake-camera-'));
  const video = join(videoDir, 'labels.y4m');
  await writeY4m(video, await labelScenes(), 5);
  ({ server, origin } = await startHarnessServer());
  ({ browser, close: closeBrowser } = await launchWithFakeCamera(video));
  await mkdir(SCREENSHOTS, { recursive: true });
});

afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
  await rm(videoDir, { recursive: true, force: true });
});

afterEach(async () => {
  await context?.close();
});

async function openHarness(settings?: { mode: string; persistent: boolean }, withSavedCamera = false): Promise<Page> {
  context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
  requests = [];
  context.on('request', (r) => void requests.push(r.url()));
  const page = await context.newPage();
  await page.goto(origin);
  if (settings || withSavedCamera) {
    const deviceId = await page.evaluate(
      async () =>
        (await navigator.mediaDevices.enumerateDevices()).find((d) => d.kind === 'videoinput')?.deviceId ?? '',
    );
    await page.evaluate(
      ([s, id]) => {
        if (s) localStorage.setItem('virtualScanner', s);
        if (id) localStorage.setItem('virtualScanCameraGuid', id);
      },
      [settings ? JSON.stringify(settings) : '', withSavedCamera ? deviceId : ''] as const,
    );
    await page.reload();
  }
  await page.locator('#open-scanner').waitFor();
  return page;
}

const scanned = (page: Page) => page.locator('#scanned li').allTextContents();
const panel = (page: Page) => page.locator('.sklad-scanner');
const cameraState = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { scannerPanel: { session: { camera: string } } }).scannerPanel.session.camera,
  );

function expectOnlyLocalRequests(): void {
  const foreign = requests.filter(
    (url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:'),
  );
  expect(foreign).toEqual([]);
}

describe('camera scanner in Chromium', () => {
  it('R-CAM-03 R-CAM-12 continious mode: camera picked by "Vyberte kameru", every label reaches the ScanSink, wasm served locally', async () => {
    const page = await openHarness();
    expect(requests.some((u) => u.endsWith('.wasm'))).toBe(false);
    await page.locator('#open-scanner').click();
    await expect.poll(() => page.getByLabel('Vyberte kameru').locator('option').count()).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Změnit kameru' }).waitFor();
    await page.getByRole('button', { name: 'Zavřít' }).waitFor();
    const cameraId = await page.getByLabel('Vyberte kameru').locator('option').nth(1).getAttribute('value');
    await page.getByLabel('Vyberte kameru').selectOption(cameraId!);
    await page.getByRole('status').filter({ hasText: 'Naskenováno' }).waitFor({ timeout: 30_000 });
    await page.screenshot({ path: join(SCREENSHOTS, 'scanner-continious-flash.png') });
    await expect
      .poll(async () => new Set(await scanned(page)), { timeout: 45_000, interval: 500 })
      .toEqual(new Set(FAKE_CAMERA_CODES.map((c) => `camera:${c}`)));
    expect(await page.evaluate(() => localStorage.getItem('virtualScanCameraGuid'))).toBe(cameraId);
    // R-CAM-07: in continious mode a tap outside the sheet does not close it
    await page.mouse.click(195, 20);
    await page.waitForTimeout(300);
    await expect.poll(() => panel(page).isVisible()).toBe(true);
    const wasm = requests.filter((u) => u.endsWith('zxing_reader.wasm'));
    expect(wasm.length).toBeGreaterThan(0);
    expectOnlyLocalRequests();
  });

  it('R-CAM-04 R-CAM-06 confirm mode: a saved camera starts on open, the code waits for Potvrdit, Zrušit drops it', async () => {
    const page = await openHarness({ mode: 'confirm', persistent: false }, true);
    await page.locator('#open-scanner').click();
    const question = page.getByText(/^Byl naskenován kód: .+ chcete jej potvrdit\?$/);
    await question.waitFor({ timeout: 30_000 });
    await page.screenshot({ path: join(SCREENSHOTS, 'scanner-confirm-question.png') });
    const asked = (await question.textContent())!
      .replace('Byl naskenován kód: ', '')
      .replace(' chcete jej potvrdit?', '');
    expect(FAKE_CAMERA_CODES).toContain(asked);
    expect(await scanned(page)).toEqual([]);
    await page.getByRole('button', { name: 'Potvrdit' }).click();
    expect(await scanned(page)).toEqual([`camera:${asked}`]);
    await question.waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Zrušit' }).click();
    expect(await scanned(page)).toEqual([`camera:${asked}`]);
    expect(await cameraState(page)).toBe('scanning');
    // not continious and not persistent: a tap outside closes the sheet, and closing stops the camera
    await page.mouse.click(195, 20);
    await expect.poll(() => panel(page).isVisible()).toBe(false);
    expect(await cameraState(page)).toBe('notStarted');
    expectOnlyLocalRequests();
  });

  it('R-CAM-05 once mode: the first code is handed over, the camera stops and the panel closes', async () => {
    const page = await openHarness({ mode: 'once', persistent: false }, true);
    await page.locator('#open-scanner').click();
    await panel(page).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'scanner-once-open.png') });
    await expect.poll(() => scanned(page), { timeout: 30_000 }).toHaveLength(1);
    await expect.poll(() => panel(page).isVisible(), { timeout: 5_000 }).toBe(false);
    expect(await cameraState(page)).toBe('notStarted');
    await page.waitForTimeout(2_000);
    expect(await scanned(page)).toHaveLength(1);
    expect(FAKE_CAMERA_CODES.map((c) => `camera:${c}`)).toContain((await scanned(page))[0]);
    await page.screenshot({ path: join(SCREENSHOTS, 'scanner-once-closed.png') });
    expectOnlyLocalRequests();
  });

  it('R-CAM-07 persistent confirm mode: a tap outside does not close the panel', async () => {
    const page = await openHarness({ mode: 'confirm', persistent: true }, true);
    await page.locator('#open-scanner').click();
    await panel(page).waitFor();
    await page.mouse.click(195, 20);
    await page.waitForTimeout(300);
    expect(await panel(page).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Zavřít' }).click();
    await expect.poll(() => panel(page).isVisible()).toBe(false);
    expect(await cameraState(page)).toBe('notStarted');
  });
});
