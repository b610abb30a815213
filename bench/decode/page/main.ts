// Runs inside Chromium: the app's per-frame decoding (VideoCameraStream's drawImage + getImageData,
// the Web Worker's zxing-wasm decodeFrame, the read gate) on real photographs and on generated
// camera frames, and the camera-to-ScanSink latency of the real view-model.
import 'reflect-metadata';
import { STOCK_SCREEN_FORMATS } from '../../../src/domain/scanner/barcode-format';
import { openGate, passFrame } from '../../../src/domain/scanner/read-gate';
import { decodeRegions, defaultQrbox, type Rect } from '../../../src/domain/scanner/scan-region';
import type { CameraSource } from '../../../src/application/scanning/camera-source.port';
import { MemoryStore } from '../../../src/application/testing/memory-store';
import { sameCode } from '../../../src/infrastructure/camera/testing/camera-replay';
import { VideoCameraStream } from '../../../src/infrastructure/camera/video-camera-stream';
import { ZxingWasmDecoder } from '../../../src/infrastructure/camera/zxing-wasm-decoder';
import { ScannerPanelViewModel } from '../../../src/ui/scanner/scanner-panel.view-model';
import { STOCK_LABELS, drawLabel, frameCanvas, type BenchLabel, type LabelLook } from './frames';

export interface PhotoInput {
  folder: string;
  name: string;
  expected: string | null;
  base64: string;
}

export interface PhotoOutcome {
  folder: string;
  name: string;
  expected: string | null;
  // codes handed on while the photo was held for the frames
  handedOn: string[];
  // 1-based frame at which the photo's own code was handed on, null if never
  readAtFrame: number | null;
  // per frame: drawImage + getImageData + worker decodeFrame, ms
  frameMs: number[];
}

export interface FrameTiming {
  size: string;
  label: string;
  // the drawn box only: quick pass, thorough pass on a miss, confirming read (what the targets are about)
  boxMs: number[];
  // the whole frame as the app decodes it: the box, and on a miss the whole picture at 320 px
  frameMs: number[];
  // for comparison: the box decoded by the thorough pass alone (no quick pass, no confirming read)
  thoroughAloneMs: number[];
  readInBox: number;
  readInWhole: number;
  runs: number;
}

export interface Environment {
  barcodeDetector: string;
  // medians, ms: what every frame costs before zxing-wasm decodes anything
  workerRoundTrip: number;
  grab320: number;
  grab640: number;
}

// a phone held upright: the panel is as wide as the screen
const PANEL = { width: 390, height: 292 };
const SIZES = [
  [640, 480],
  [1280, 720],
] as const;

function canvasOf(width: number, height: number): CanvasRenderingContext2D {
  return Object.assign(document.createElement('canvas'), { width, height }).getContext('2d', {
    willReadFrequently: true,
  })!;
}

// VideoCameraStream.grabFrame on a canvas instead of a video: the region, scaled to maxWidth.
function grab(source: CanvasImageSource, r: Rect, maxWidth: number): ImageData {
  const scale = Math.min(1, maxWidth / r.width);
  const context = canvasOf(Math.max(1, Math.round(r.width * scale)), Math.max(1, Math.round(r.height * scale)));
  context.imageSmoothingEnabled = true;
  context.drawImage(source, r.x, r.y, r.width, r.height, 0, 0, context.canvas.width, context.canvas.height);
  return context.getImageData(0, 0, context.canvas.width, context.canvas.height);
}

async function corpus(photos: PhotoInput[], framesHeld: number): Promise<PhotoOutcome[]> {
  const decoder = new ZxingWasmDecoder();
  await decoder.prepare();
  const out: PhotoOutcome[] = [];
  for (const photo of photos) {
    const bytes = Uint8Array.from(atob(photo.base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes]));
    const whole: Rect = { x: 0, y: 0, width: bitmap.width, height: bitmap.height };
    // warm-up: the first decode of a size pays for memory the later ones reuse
    await decoder.decodeFrame(grab(bitmap, whole, 640), STOCK_SCREEN_FORMATS);
    let gate = openGate;
    const outcome: PhotoOutcome = {
      folder: photo.folder,
      name: photo.name,
      expected: photo.expected,
      handedOn: [],
      readAtFrame: null,
      frameMs: [],
    };
    for (let frame = 1; frame <= framesHeld; frame++) {
      const t = performance.now();
      const reads = await decoder.decodeFrame(grab(bitmap, whole, 640), STOCK_SCREEN_FORMATS);
      outcome.frameMs.push(performance.now() - t);
      const step = passFrame(gate, reads);
      gate = step.gate;
      if (step.code === null) continue;
      outcome.handedOn.push(step.code);
      if (outcome.readAtFrame === null && photo.expected !== null && sameCode(step.code, photo.expected))
        outcome.readAtFrame = frame;
    }
    out.push(outcome);
  }
  return out;
}

const FRAME_LABELS: Array<{ name: string; label: BenchLabel | null; look?: LabelLook }> = [
  ...STOCK_LABELS.map((label) => ({ name: label.name, label })),
  { name: 'EAN-13 out of focus (blur 1.2 px)', label: STOCK_LABELS[0], look: { blur: 1.2 } },
  { name: 'EAN-13 filling 85 % of the view', label: STOCK_LABELS[0], look: { widthShare: 0.85 } },
  { name: 'no code', label: null },
];

async function frameTimings(iterations: number): Promise<FrameTiming[]> {
  const decoder = new ZxingWasmDecoder();
  await decoder.prepare();
  const qrbox = defaultQrbox(PANEL);
  if (!qrbox.ok) throw new Error('no qrbox');
  const out: FrameTiming[] = [];
  for (const [width, height] of SIZES) {
    const regions = decodeRegions({ width, height }, PANEL, qrbox.qrbox);
    for (const { name, label, look } of FRAME_LABELS) {
      const frame = frameCanvas(width, height, label, look);
      const timing: FrameTiming = {
        size: `${width}×${height}`,
        label: name,
        boxMs: [],
        frameMs: [],
        thoroughAloneMs: [],
        readInBox: 0,
        readInWhole: 0,
        runs: 0,
      };
      for (let i = 0; i < iterations + 2; i++) {
        const t = performance.now();
        let boxMs = 0;
        let readIn: 'box' | 'whole' | null = null;
        for (const [index, region] of regions.entries()) {
          const reads = await decoder.decodeFrame(grab(frame, region.rect, region.maxWidth), STOCK_SCREEN_FORMATS);
          if (index === 0) boxMs = performance.now() - t;
          if (reads.some((r) => label !== null && r.text === label.expected)) {
            readIn = index === 0 ? 'box' : 'whole';
            break;
          }
          if (reads.length > 0) break;
        }
        const frameMs = performance.now() - t;
        const t2 = performance.now();
        await decoder.decode(grab(frame, regions[0].rect, regions[0].maxWidth), STOCK_SCREEN_FORMATS, 'thorough');
        const thoroughAloneMs = performance.now() - t2;
        if (i < 2) continue; // warm-up: JIT and the worker's first wasm calls
        timing.boxMs.push(boxMs);
        timing.frameMs.push(frameMs);
        timing.thoroughAloneMs.push(thoroughAloneMs);
        timing.runs++;
        if (readIn === 'box') timing.readInBox++;
        if (readIn === 'whole') timing.readInWhole++;
      }
      out.push(timing);
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
  const worker = new ZxingWasmDecoder();
  await worker.prepare();
  const trips: number[] = [];
  for (let i = 0; i < 40; i++) {
    const t = performance.now();
    await worker.decode({ data: new Uint8ClampedArray(64), width: 4, height: 4 }, ['EAN13'], 'quick');
    trips.push(performance.now() - t);
  }
  const frame = frameCanvas(1280, 720, null);
  const grabTime = (side: number) => {
    const times: number[] = [];
    for (let i = 0; i < 40; i++) {
      const t = performance.now();
      grab(frame, { x: 320, y: 40, width: 640, height: 640 }, side);
      times.push(performance.now() - t);
    }
    return median(times.slice(5));
  };
  return { barcodeDetector, workerRoundTrip: median(trips.slice(5)), grab320: grabTime(320), grab640: grabTime(640) };
}

// The real view-model and frame grabber, fed by a canvas stream instead of a camera: the time
// from drawing a label on the "camera" to the ScanSink receiving it.
async function sinkLatencies(rounds: number, look: LabelLook = {}): Promise<number[]> {
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
  const store = new MemoryStore({
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
    // past the 1 s pause and the 1 s the label must be gone, at a different phase of the 2-fps loop each round
    await sleep(2200 + ((i * 137) % 500));
    const got = new Promise<void>((r) => (received = r));
    ctx.drawImage(blank, 0, 0);
    drawLabel(ctx, 640, 480, STOCK_LABELS[i % STOCK_LABELS.length], look);
    appearedAt = performance.now();
    await Promise.race([got, sleep(5000)]);
  }
  vm.close();
  return latencies;
}

Object.assign(window, { corpus, frameTimings, sinkLatencies, environment });
