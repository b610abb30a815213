import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BarcodeFormat } from '../../domain/scanner/barcode-format';
import type { BarcodeDecoder, FrameRead, ImageLike, ScanResult } from '../../application/scanning/barcode-decoder.port';
import { CameraError, DecoderUnavailable } from '../../application/scanning/camera-error';
import type { CameraSource, CameraStream } from '../../application/scanning/camera-source.port';
import type { ScanSink } from '../../application/scanning/scan-sink.port';
import { MemoryStore } from '../../application/testing/memory-store';
import { strictFake } from '../../application/testing/strict-fake';
import { ScannerPanelViewModel } from './scanner-panel.view-model';

const FRAME: ImageLike = { data: new Uint8ClampedArray(4 * 4), width: 2, height: 2 };

interface Rig {
  vm: ScannerPanelViewModel;
  store: MemoryStore;
  emitted: string[];
  stream: CameraStream & { stops: number; grabs: number };
  startSelectors: unknown[];
  decodeFormats: (readonly BarcodeFormat[])[];
  // what the next decoded frames read, in order; a frame beyond the list reads nothing
  nextResults: FrameRead[][];
}

function fakeStream(): Rig['stream'] {
  const stream = {
    stops: 0,
    grabs: 0,
    preview: {} as MediaStream,
    deviceId: 'cam-back',
    videoSize: { width: 640, height: 480 },
    grabFrame: () => {
      stream.grabs++;
      return FRAME;
    },
    stop: () => {
      stream.stops++;
    },
  };
  return stream;
}

function rig(
  options: { saved?: Record<string, string>; camera?: Partial<CameraSource>; decoder?: Partial<BarcodeDecoder> } = {},
): Rig {
  const store = new MemoryStore(options.saved);
  const emitted: string[] = [];
  const stream = fakeStream();
  const startSelectors: unknown[] = [];
  const decodeFormats: (readonly BarcodeFormat[])[] = [];
  const nextResults: FrameRead[][] = [];
  const camera = strictFake<CameraSource>('CameraSource', {
    listCameras: async () => [
      { id: 'cam-back', label: 'Zadní' },
      { id: 'cam-front', label: 'Přední' },
    ],
    start: async (selector) => {
      startSelectors.push(selector);
      return stream;
    },
    ...options.camera,
  });
  const decoder = strictFake<BarcodeDecoder>('BarcodeDecoder', {
    prepare: async () => undefined,
    decodeFrame: async (_image, formats) => {
      decodeFormats.push(formats);
      return nextResults.shift() ?? [];
    },
    ...options.decoder,
  });
  const sink = strictFake<ScanSink>('ScanSink', { accept: (code, source) => void emitted.push(`${source}:${code}`) });
  const vm = new ScannerPanelViewModel(camera, decoder, sink, store);
  return { vm, store, emitted, stream, startSelectors, decodeFormats, nextResults };
}

const SAVED_CAMERA = { virtualScanCameraGuid: 'cam-back' };
const withMode = (mode: string, persistent = false) => ({
  ...SAVED_CAMERA,
  virtualScanner: JSON.stringify({ mode, persistent }),
});
const code = (text: string): ScanResult[] => [{ text, format: 'EAN13' }];
// a frame whose linear code two passes agreed on (or, confirmed false, only one pass read)
const read = (text: string, confirmed = true): FrameRead[] => [{ text, format: 'EAN13', confirmed }];

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('scanner panel view-model', () => {
  it('R-CAM-06 a saved camera id starts scanning on open with that device', async () => {
    const r = rig({ saved: SAVED_CAMERA });
    r.vm.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(r.startSelectors).toEqual([{ deviceId: 'cam-back' }]);
    expect(r.vm.session.camera).toBe('scanning');
  });

  it('R-CAM-06 without a saved camera the panel waits for a choice, and the choice is saved', async () => {
    const r = rig();
    r.vm.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(r.startSelectors).toEqual([]);
    expect(r.vm.cameras.map((c) => c.id)).toEqual(['cam-back', 'cam-front']);
    r.vm.cameraChosen('cam-front');
    await vi.advanceTimersByTimeAsync(0);
    expect(r.startSelectors).toEqual([{ deviceId: 'cam-front' }]);
    expect(r.store.get('virtualScanCameraGuid')).toBe('cam-front');
  });

  it('R-CAM-06 closing the panel stops the camera', async () => {
    const r = rig({ saved: SAVED_CAMERA });
    r.vm.open();
    await vi.advanceTimersByTimeAsync(0);
    r.vm.close();
    expect(r.stream.stops).toBe(1);
    expect(r.vm.session.camera).toBe('notStarted');
    expect(r.vm.isOpen).toBe(false);
    const grabs = r.stream.grabs;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(r.stream.grabs).toBe(grabs);
  });

  it('R-CAM-10 grabs two frames per second and treats an empty frame as a normal miss', async () => {
    const boxGrabs: unknown[] = [];
    const r = rig({ saved: SAVED_CAMERA });
    const grab = r.stream.grabFrame.bind(r.stream);
    r.stream.grabFrame = (region, maxWidth) => (maxWidth === 640 && boxGrabs.push(region), grab(region, maxWidth));
    r.vm.open();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(boxGrabs).toHaveLength(10);
    expect(r.vm.session.camera).toBe('scanning');
    expect(r.vm.failure).toBeNull();
  });

  it('decodes the drawn box at most 640 px wide and, when it reads nothing, the whole picture at 320 px', async () => {
    const grabs: unknown[] = [];
    const r = rig({ saved: SAVED_CAMERA });
    r.vm.viewMeasured(390, 292);
    const grab = r.stream.grabFrame.bind(r.stream);
    r.stream.grabFrame = (region, maxWidth) => (grabs.push({ ...region, maxWidth }), grab(region, maxWidth));
    r.nextResults.push([], [], [], read('8591234567893'));
    r.vm.open();
    await vi.advanceTimersByTimeAsync(1_000);
    const box = { x: 160, y: 80, width: 320, height: 320, maxWidth: 640 };
    const whole = { x: 0, y: 0, width: 640, height: 480, maxWidth: 320 };
    // frame 1: box, whole; frame 2: box, whole (the code too big for the box is read there)
    expect(grabs).toEqual([box, whole, box, whole]);
    expect(r.emitted).toEqual(['camera:8591234567893']);
  });

  it('R-CAM-03 a linear code read by one pass only is taken when the next frame reads it too', async () => {
    const r = rig({ saved: withMode('continious') });
    r.vm.viewMeasured(390, 292);
    r.nextResults.push(read('0036000291452', false), [], read('8591234567893', false), read('8591234567893', false));
    r.vm.open();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(r.emitted).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(r.emitted).toEqual(['camera:8591234567893']);
  });

  it('R-CAM-03 continious hands a code on once while it stays in view, and again after it left the view', async () => {
    const r = rig({ saved: withMode('continious') });
    r.vm.viewMeasured(390, 292);
    const ean = read('8591234567893');
    // read, 1 s pause, still in view for 3 frames, gone for 2 frames (box and whole each), back
    r.nextResults.push(ean, ean, ean, ean, [], [], [], [], ean);
    r.vm.open();
    await vi.advanceTimersByTimeAsync(500);
    expect(r.emitted).toEqual(['camera:8591234567893']);
    await vi.advanceTimersByTimeAsync(1_000 + 1_500);
    expect(r.emitted).toEqual(['camera:8591234567893']);
    expect(r.vm.flashing).toBe(false);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(r.emitted).toEqual(['camera:8591234567893', 'camera:8591234567893']);
  });

  it('R-CAM-03 continious emits, pauses with a scanned flash and resumes after 1000 ms', async () => {
    const r = rig({ saved: withMode('continious') });
    r.nextResults.push(read('8591234567893'));
    r.vm.open();
    await vi.advanceTimersByTimeAsync(500);
    expect(r.emitted).toEqual(['camera:8591234567893']);
    expect(r.vm.session.camera).toBe('paused');
    expect(r.vm.flashing).toBe(true);
    const grabsWhilePaused = r.stream.grabs;
    await vi.advanceTimersByTimeAsync(999);
    expect(r.vm.session.camera).toBe('paused');
    expect(r.stream.grabs).toBe(grabsWhilePaused);
    await vi.advanceTimersByTimeAsync(1);
    expect(r.vm.session.camera).toBe('scanning');
    expect(r.vm.flashing).toBe(false);
    expect(r.vm.isOpen).toBe(true);
  });

  it('R-CAM-04 confirm asks first and emits only on Potvrdit, then resumes', async () => {
    const r = rig({ saved: withMode('confirm') });
    r.nextResults.push(read('111'));
    r.vm.open();
    await vi.advanceTimersByTimeAsync(500);
    expect(r.emitted).toEqual([]);
    expect(r.vm.pendingCode).toBe('111');
    expect(r.vm.session.camera).toBe('paused');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(r.vm.pendingCode).toBe('111');
    r.vm.confirmClicked();
    expect(r.emitted).toEqual(['camera:111']);
    expect(r.vm.session.camera).toBe('scanning');
  });

  it('R-CAM-04 Zrušit drops the code and resumes scanning', async () => {
    const r = rig({ saved: withMode('confirm') });
    r.nextResults.push(read('111'));
    r.vm.open();
    await vi.advanceTimersByTimeAsync(500);
    r.vm.cancelClicked();
    expect(r.emitted).toEqual([]);
    expect(r.vm.pendingCode).toBeNull();
    expect(r.vm.session.camera).toBe('scanning');
  });

  it('R-CAM-05 once emits, stops the camera and closes the panel after 500 ms', async () => {
    const r = rig({ saved: withMode('once') });
    r.nextResults.push(read('42'));
    r.vm.open();
    await vi.advanceTimersByTimeAsync(500);
    expect(r.emitted).toEqual(['camera:42']);
    expect(r.stream.stops).toBe(1);
    expect(r.vm.session.camera).toBe('notStarted');
    await vi.advanceTimersByTimeAsync(499);
    expect(r.vm.isOpen).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(r.vm.isOpen).toBe(false);
  });

  it('R-CAM-07 an outside tap does not close the panel in continious mode or when persistent', () => {
    for (const saved of [withMode('continious'), withMode('confirm', true), withMode('once', true)]) {
      const r = rig({ saved: { virtualScanner: saved.virtualScanner } });
      r.vm.open();
      r.vm.dismissRequested();
      expect(r.vm.isOpen).toBe(true);
    }
    const r = rig({ saved: { virtualScanner: withMode('confirm').virtualScanner } });
    r.vm.open();
    r.vm.dismissRequested();
    expect(r.vm.isOpen).toBe(false);
  });

  it('R-CAM-02 a file is scanned only while the camera is off', async () => {
    const decodedFiles: Blob[] = [];
    const r = rig({
      saved: SAVED_CAMERA,
      decoder: { decodeFile: async (file) => (decodedFiles.push(file), code('F1')) },
    });
    r.vm.open();
    await vi.advanceTimersByTimeAsync(0);
    await r.vm.fileChosen(new Blob(['x']));
    expect(r.vm.failure).toBe('fileWhileScanning');
    expect(decodedFiles).toEqual([]);
    const idle = rig({ decoder: { decodeFile: async (file) => (decodedFiles.push(file), code('F1')) } });
    idle.vm.open();
    await idle.vm.fileChosen(null);
    expect(idle.vm.failure).toBe('noFile');
    await idle.vm.fileChosen(new Blob(['x']));
    expect(idle.emitted).toEqual(['camera:F1']);
    expect(decodedFiles).toHaveLength(1);
  });

  it('R-CAM-02 the panel cannot be cleared while scanning', async () => {
    const r = rig({ saved: SAVED_CAMERA });
    r.vm.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(r.vm.clear()).toBe(false);
    expect(r.vm.preview).not.toBeNull();
  });

  it('R-CAM-10 a refused permission shows a Czech message saying what to do', async () => {
    const r = rig({
      saved: SAVED_CAMERA,
      camera: { start: async () => Promise.reject(new CameraError({ reason: 'permissionDenied' })) },
    });
    r.vm.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(r.vm.failure).toBe('permissionDenied');
    expect(r.vm.failureMessage).toMatch(/Povolte kameru/);
    expect(r.vm.session.camera).toBe('notStarted');
  });

  it('R-CAM-10 an insecure page explains that the camera needs https or localhost', async () => {
    const r = rig({
      camera: { listCameras: async () => Promise.reject(new CameraError({ reason: 'insecureContext' })) },
    });
    r.vm.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(r.vm.failureMessage).toMatch(/https.*localhost/);
  });

  it('R-CAM-06 a saved camera that disappeared is forgotten', async () => {
    const r = rig({
      saved: SAVED_CAMERA,
      camera: { start: async () => Promise.reject(new CameraError({ reason: 'noCamera' })) },
    });
    r.vm.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(r.vm.failure).toBe('noCamera');
    expect(r.store.get('virtualScanCameraGuid')).toBeNull();
  });

  it('loads the decoder only when the panel opens, and a broken decoder stops the camera with a message', async () => {
    let prepared = 0;
    const r = rig({
      saved: SAVED_CAMERA,
      decoder: {
        prepare: async () => void prepared++,
        decodeFrame: async () => Promise.reject(new DecoderUnavailable({ cause: 'wasm 404' })),
      },
    });
    expect(prepared).toBe(0);
    r.vm.open();
    expect(prepared).toBe(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(r.vm.failure).toBe('decoderUnavailable');
    expect(r.stream.stops).toBe(1);
  });

  it('asks the decoder only for the formats the screen opened it with', async () => {
    const r = rig({ saved: SAVED_CAMERA });
    r.vm.open({ formats: ['QR', 'Code128'] });
    await vi.advanceTimersByTimeAsync(500);
    expect(r.decodeFormats.length).toBeGreaterThan(0);
    expect(new Set(r.decodeFormats.map((f) => f.join()))).toEqual(new Set(['QR,Code128']));
  });

  it('keeps mode and persistent in the store under virtualScanner', () => {
    const r = rig();
    r.vm.modeChanged('once');
    r.vm.persistentChanged(true);
    expect(JSON.parse(r.store.get('virtualScanner')!)).toEqual({ mode: 'once', persistent: true });
  });

  it('R-CAM-12 change camera switches to the next camera in the list', async () => {
    const r = rig({ saved: SAVED_CAMERA });
    r.vm.open();
    await vi.advanceTimersByTimeAsync(0);
    r.vm.changeCameraClicked();
    await vi.advanceTimersByTimeAsync(0);
    expect(r.startSelectors).toEqual([{ deviceId: 'cam-back' }, { deviceId: 'cam-front' }]);
    expect(r.stream.stops).toBe(1);
  });
});
