import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STOCK_SCREEN_FORMATS } from '../../domain/scanner/barcode-format';
import type { ScanSession } from '../../domain/scanner/scan-session';
import type { FrameRead } from '../../domain/scanner/frame-read';
import { strictFake } from '../testing/strict-fake';
import type { BarcodeDecoder, ImageLike } from './barcode-decoder.port';
import { CameraScanning, type CameraScanningPanel } from './camera-scanning';
import type { CameraSource, CameraStream } from './camera-source.port';
import type { ScanSink } from './scan-sink.port';

const FRAME: ImageLike = { data: new Uint8ClampedArray(16), width: 2, height: 2 };

function rig(mode: 'continious' | 'once' = 'continious') {
  const emitted: string[] = [];
  const sessions: ScanSession[] = [];
  const reads: FrameRead[][] = [];
  let stops = 0;
  let closes = 0;
  const stream: CameraStream = {
    preview: {} as MediaStream,
    deviceId: 'cam-back',
    videoSize: { width: 640, height: 480 },
    grabFrame: () => FRAME,
    stop: () => void stops++,
  };
  const camera = strictFake<CameraSource>('CameraSource', { start: async () => stream });
  const decoder = strictFake<BarcodeDecoder>('BarcodeDecoder', { decodeFrame: async () => reads.shift() ?? [] });
  const sink = strictFake<ScanSink>('ScanSink', { accept: (code, source) => void emitted.push(`${source}:${code}`) });
  const panel: CameraScanningPanel = {
    reading: { mode, formats: STOCK_SCREEN_FORMATS, viewSize: { width: 320, height: 240 }, qrbox: null },
    open: true,
    sessionChanged: (s) => void sessions.push(s),
    previewChanged: () => undefined,
    cameraFailed: (e) => {
      throw e;
    },
    decoderFailed: (e) => {
      throw e;
    },
    closeRequested: () => void closes++,
  };
  const scanning = new CameraScanning(camera, decoder, sink, panel);
  return { scanning, emitted, sessions, reads, stops: () => stops, closes: () => closes };
}
const read = (text: string): FrameRead[] => [{ text, format: 'EAN13', confirmed: true }];

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('CameraScanning', () => {
  it('decodes a frame each interval once started and hands a read code to the scan sink as a camera scan', async () => {
    const r = rig();
    await r.scanning.start({ facingMode: 'environment' });
    expect(r.scanning.state.camera).toBe('scanning');
    r.reads.push(read('8594000000012'));
    await vi.advanceTimersByTimeAsync(600);
    expect(r.emitted).toEqual(['camera:8594000000012']);
  });

  it('once mode: the first read stops the camera and asks the panel to close', async () => {
    const r = rig('once');
    await r.scanning.start({ facingMode: 'environment' });
    r.reads.push(read('8594000000012'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(r.emitted).toEqual(['camera:8594000000012']);
    expect(r.stops()).toBe(1);
    expect(r.scanning.state.camera).toBe('notStarted');
  });

  it('a closed panel stops the camera, and a start that answers after the close does not revive it', async () => {
    const r = rig();
    const starting = r.scanning.start({ facingMode: 'environment' });
    r.scanning.closed();
    await starting;
    expect(r.stops()).toBe(1);
    expect(r.scanning.state.camera).toBe('notStarted');
    r.reads.push(read('8594000000012'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(r.emitted).toEqual([]);
  });
});
