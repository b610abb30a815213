// Runs inside Chromium: the per-frame decode cost of our scanner against html5-qrcode on the same
// video frames, and the camera-to-ScanSink latency.
import 'reflect-metadata';
// html5-qrcode keeps its zxing-js decoder in a module of its own; the scanner class would also
// want a camera, which this comparison does not need.
import { ZXingHtml5QrcodeDecoder } from 'html5-qrcode/esm/zxing-html5-qrcode-decoder.js';
import { STOCK_SCREEN_FORMATS } from '../../../src/domain/scanner/barcode-format';
import { effortForFrame } from '../../../src/domain/scanner/decode-effort';
import { defaultQrbox, scanRegionInVideo, type Rect } from '../../../src/domain/scanner/scan-region';
import { MAX_DECODE_WIDTH } from '../../../src/domain/scanner/scanner-constants';
import type { CameraSource } from '../../../src/application/scanning/camera-source.port';
import { MemoryScannerStore } from '../../../src/application/scanning/testing/memory-scanner-store';
import { VideoCameraStream } from '../../../src/infrastructure/camera/video-camera-stream';
import { ZxingWasmDecoder } from '../../../src/infrastructure/camera/zxing-wasm-decoder';
import { ScannerPanelViewModel } from '../../../src/ui/scanner/scanner-panel.view-model';
import { STOCK_LABELS, drawLabel, frameCanvas } from './frames';

export type DecoderName =
  | 'ours'
  | 'ours, quick pass only'
  | 'ours, thorough pass only'
  | 'html5-qrcode, qrbox'
  | 'html5-qrcode, no qrbox'
  | 'html5-qrcode, our pixels';

export interface Timing {
  size: string;
  label: string;
  decoder: DecoderName;
  input: string; // the pixels the decoder looked at
  samples: number[];
  read: number;
  runs: number;
}

export interface Environment {
  barcodeDetector: string;
  // medians, ms: what every frame of ours costs before zxing-wasm decodes anything
  workerRoundTrip: number;
  grab320: number;
  grab640: number;
}

const SIZES = [
  [640, 480],
  [1280, 720],
] as const;
// a phone held upright: the panel is as wide as the screen
const PANEL = { width: 390, height: 292 };
const quietLogger = {
  log: () => undefined,
  warn: () => undefined,
  logError: () => undefined,
  logErrors: () => undefined,
};

function canvasOf(width: number, height: number): CanvasRenderingContext2D {
  return Object.assign(document.createElement('canvas'), { width, height }).getContext('2d', {
    willReadFrequently: true,
  })!;
}

// The same drawImage a camera frame goes through in each library, from the frame to the pixels it decodes.
function drawRegion(target: CanvasRenderingContext2D, frame: HTMLCanvasElement, r: Rect): void {
  target.imageSmoothingEnabled = true;
  target.drawImage(frame, r.x, r.y, r.width, r.height, 0, 0, target.canvas.width, target.canvas.height);
}

async function decodeTimings(iterations: number): Promise<Timing[]> {
  const ours = new ZxingWasmDecoder();
  await ours.prepare();
  const theirs = new ZXingHtml5QrcodeDecoder(
    STOCK_LABELS.map((l) => l.h5Format),
    false,
    quietLogger,
  );
  const qrbox = defaultQrbox(PANEL);
  if (!qrbox.ok) throw new Error('no qrbox');
  const out: Timing[] = [];
  for (const [width, height] of SIZES) {
    const region = scanRegionInVideo({ width, height }, PANEL, qrbox.qrbox);
    const scale = Math.min(1, MAX_DECODE_WIDTH / region.width);
    // ours: the scan region in video pixels, at most MAX_DECODE_WIDTH wide (VideoCameraStream.grabFrame)
    const ourContext = canvasOf(Math.round(region.width * scale), Math.round(region.height * scale));
    // html5-qrcode draws its qrbox, or without one the whole viewfinder, at the element's CSS size
    const h5Box = canvasOf(qrbox.qrbox.width, qrbox.qrbox.height);
    const h5Full = canvasOf(PANEL.width, Math.round((PANEL.width * height) / width));
    const h5Ours = canvasOf(ourContext.canvas.width, ourContext.canvas.height);
    const whole: Rect = { x: 0, y: 0, width, height };
    for (const label of [...STOCK_LABELS, null]) {
      const frame = frameCanvas(width, height, label);
      const name = label?.name ?? 'no code';
      const size = `${width}×${height}`;
      const run = (decoder: DecoderName, input: string): Timing => ({
        size,
        label: name,
        decoder,
        input,
        samples: [],
        read: 0,
        runs: 0,
      });
      const ourPx = `${ourContext.canvas.width}×${ourContext.canvas.height}`;
      const mixed = run('ours', `${ourPx} region, 2 quick + 1 thorough`);
      const quick = run('ours, quick pass only', `${ourPx} region`);
      const thorough = run('ours, thorough pass only', `${ourPx} region`);
      const box = run('html5-qrcode, qrbox', `${h5Box.canvas.width}×${h5Box.canvas.height} qrbox`);
      const full = run('html5-qrcode, no qrbox', `${h5Full.canvas.width}×${h5Full.canvas.height} view`);
      const same = run('html5-qrcode, our pixels', `${ourPx} region`);
      const record = (t: Timing, i: number, ms: number, text: string | null | undefined) => {
        if (i < 2) return; // warm-up: JIT and the worker's first wasm call
        t.samples.push(ms);
        t.runs++;
        if (label && text === label.expected) t.read++;
      };
      const timeOurs = async (effort: 'quick' | 'thorough') => {
        const t = performance.now();
        drawRegion(ourContext, frame, region);
        const pixels = ourContext.getImageData(0, 0, ourContext.canvas.width, ourContext.canvas.height);
        const results = await ours.decode(pixels, STOCK_SCREEN_FORMATS, effort);
        return [performance.now() - t, results[0]?.text] as const;
      };
      const timeTheirs = async (context: CanvasRenderingContext2D, r: Rect) => {
        const t = performance.now();
        drawRegion(context, frame, r);
        let text: string | null = null;
        try {
          text = (await theirs.decodeAsync(context.canvas)).text;
        } catch {
          text = null; // zxing-js throws NotFoundException on a frame without a code
        }
        return [performance.now() - t, text] as const;
      };
      for (let i = 0; i < iterations + 2; i++) {
        let [ms, text] = await timeOurs(effortForFrame(i));
        record(mixed, i, ms, text);
        [ms, text] = await timeOurs('quick');
        record(quick, i, ms, text);
        [ms, text] = await timeOurs('thorough');
        record(thorough, i, ms, text);
        let [hms, htext] = await timeTheirs(h5Box, region);
        record(box, i, hms, htext);
        [hms, htext] = await timeTheirs(h5Full, whole);
        record(full, i, hms, htext);
        [hms, htext] = await timeTheirs(h5Ours, region);
        record(same, i, hms, htext);
      }
      out.push(mixed, quick, thorough, box, full, same);
    }
  }
  return out;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function environment(): Promise<Environment> {
  const detector = (window as unknown as { BarcodeDetector?: { getSupportedFormats(): Promise<string[]> } })
    .BarcodeDetector;
  const formats = detector ? await detector.getSupportedFormats().catch(() => []) : [];
  const barcodeDetector = !detector
    ? 'not present'
    : formats.length
      ? `present, formats: ${formats.join(', ')}`
      : 'present, no formats supported';
  // The floor under our per-frame time: a message to the worker and back with a 4×4 frame, and
  // drawing the region out of a 1280×720 frame and reading its pixels back.
  const worker = new ZxingWasmDecoder();
  await worker.prepare();
  const trips: number[] = [];
  for (let i = 0; i < 40; i++) {
    const t = performance.now();
    await worker.decode({ data: new Uint8ClampedArray(64), width: 4, height: 4 }, ['EAN13'], 'quick');
    trips.push(performance.now() - t);
  }
  const frame = frameCanvas(1280, 720, null);
  const grab = (side: number) => {
    const context = canvasOf(side, side);
    const times: number[] = [];
    for (let i = 0; i < 40; i++) {
      const t = performance.now();
      drawRegion(context, frame, { x: 320, y: 40, width: 640, height: 640 });
      context.getImageData(0, 0, side, side);
      times.push(performance.now() - t);
    }
    return median(times.slice(5));
  };
  return { barcodeDetector, workerRoundTrip: median(trips.slice(5)), grab320: grab(320), grab640: grab(640) };
}

// The real view-model and frame grabber, fed by a canvas stream instead of a camera: the time
// from drawing a label on the "camera" to the ScanSink receiving it.
async function sinkLatencies(rounds: number): Promise<number[]> {
  const canvas = document.getElementById('camera') as HTMLCanvasElement;
  const ctx = canvas.getContext('2d')!;
  const blank = frameCanvas(640, 480, null);
  const stream = canvas.captureStream(30);
  const paintBlank = () => ctx.drawImage(blank, 0, 0);
  paintBlank();
  let appearedAt = 0;
  const latencies: number[] = [];
  let received: (() => void) | null = null;
  const camera: CameraSource = {
    listCameras: async () => [{ id: 'canvas', label: 'canvas' }],
    start: async () => {
      const video = Object.assign(document.createElement('video'), {
        muted: true,
        playsInline: true,
        srcObject: stream,
      });
      await video.play();
      return new VideoCameraStream(stream, video);
    },
  };
  const store = new MemoryScannerStore({
    virtualScanCameraGuid: 'canvas',
    virtualScanner: JSON.stringify({ mode: 'continious', persistent: false }),
  });
  const sink = {
    accept: () => {
      latencies.push(performance.now() - appearedAt);
      received?.();
    },
  };
  const vm = new ScannerPanelViewModel(camera, new ZxingWasmDecoder(), sink, store);
  vm.viewMeasured(PANEL.width, PANEL.height);
  vm.open({ formats: STOCK_SCREEN_FORMATS });
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  await sleep(1500);
  for (let i = 0; i < rounds; i++) {
    paintBlank();
    await sleep(1200 + ((i * 137) % 500)); // past the 1 s pause, at a different phase of the 2-fps loop each round
    const got = new Promise<void>((r) => (received = r));
    ctx.drawImage(blank, 0, 0);
    drawLabel(ctx, 640, 480, STOCK_LABELS[i % STOCK_LABELS.length]);
    appearedAt = performance.now();
    await Promise.race([got, sleep(5000)]);
  }
  vm.close();
  return latencies;
}

Object.assign(window, { decodeTimings, sinkLatencies, environment });
