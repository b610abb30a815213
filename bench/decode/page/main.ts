// Runs inside Chromium: decode timings of our worker-backed zxing-wasm decoder against
// html5-qrcode's zxing-js decoder on the same frames, and the camera-to-ScanSink latency.
import 'reflect-metadata';
// html5-qrcode keeps its zxing-js decoder in a module of its own; the scanner class would also
// want a camera, which this comparison does not need.
import { ZXingHtml5QrcodeDecoder } from 'html5-qrcode/esm/zxing-html5-qrcode-decoder.js';
import { STOCK_SCREEN_FORMATS } from '../../../src/domain/scanner/barcode-format';
import type { ImageLike } from '../../../src/application/scanning/barcode-decoder.port';
import type { CameraSource } from '../../../src/application/scanning/camera-source.port';
import { MemoryScannerStore } from '../../../src/application/scanning/testing/memory-scanner-store';
import { VideoCameraStream } from '../../../src/infrastructure/camera/video-camera-stream';
import { ZxingWasmDecoder } from '../../../src/infrastructure/camera/zxing-wasm-decoder';
import { ScannerPanelViewModel } from '../../../src/ui/scanner/scanner-panel.view-model';
import { STOCK_LABELS, drawLabel, frameCanvas } from './frames';

export interface Timing {
  size: string;
  label: string;
  decoder: 'zxing-wasm (worker)' | 'html5-qrcode (zxing-js)';
  samples: number[];
  read: number;
  runs: number;
}

const SIZES = [
  [640, 480],
  [1280, 720],
] as const;
const quietLogger = { log: () => undefined, warn: () => undefined, logError: () => undefined, logErrors: () => undefined };

async function decodeTimings(iterations: number): Promise<Timing[]> {
  const ours = new ZxingWasmDecoder();
  await ours.prepare();
  const theirs = new ZXingHtml5QrcodeDecoder(STOCK_LABELS.map((l) => l.h5Format), false, quietLogger);
  const out: Timing[] = [];
  for (const [width, height] of SIZES) {
    for (const label of [...STOCK_LABELS, null]) {
      const canvas = frameCanvas(width, height, label);
      const pixels = canvas.getContext('2d')!.getImageData(0, 0, width, height);
      const name = label?.name ?? 'no code';
      const ourRun: Timing = { size: `${width}×${height}`, label: name, decoder: 'zxing-wasm (worker)', samples: [], read: 0, runs: 0 };
      const theirRun: Timing = { ...ourRun, decoder: 'html5-qrcode (zxing-js)', samples: [] };
      for (let i = 0; i < iterations + 2; i++) {
        const frame: ImageLike = { data: new Uint8ClampedArray(pixels.data), width, height };
        let t = performance.now();
        const results = await ours.decode(frame, STOCK_SCREEN_FORMATS);
        const ourMs = performance.now() - t;
        t = performance.now();
        let theirText: string | null = null;
        try {
          theirText = (await theirs.decodeAsync(canvas)).text;
        } catch {
          theirText = null; // zxing-js throws NotFoundException on a frame without a code
        }
        const theirMs = performance.now() - t;
        if (i < 2) continue; // warm-up: JIT and the worker's first wasm call
        ourRun.samples.push(ourMs);
        theirRun.samples.push(theirMs);
        ourRun.runs++;
        theirRun.runs++;
        if (label && results[0]?.text === label.expected) ourRun.read++;
        if (label && theirText === label.expected) theirRun.read++;
      }
      out.push(ourRun, theirRun);
    }
  }
  return out;
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
      const video = Object.assign(document.createElement('video'), { muted: true, playsInline: true, srcObject: stream });
      await video.play();
      return new VideoCameraStream(stream, video);
    },
  };
  const store = new MemoryScannerStore({ virtualScanCameraGuid: 'canvas', virtualScanner: JSON.stringify({ mode: 'continious', persistent: false }) });
  const sink = { accept: () => { latencies.push(performance.now() - appearedAt); received?.(); } };
  const vm = new ScannerPanelViewModel(camera, new ZxingWasmDecoder(), sink, store);
  vm.viewMeasured(390, 292);
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

Object.assign(window, { decodeTimings, sinkLatencies });
