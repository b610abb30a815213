// The virtual scanner panel (SPEC 2.4, 4): camera life cycle, the 2-fps frame loop and the
// scan modes. Rules come from src/domain/scanner; this class owns the timers and the ports.
import { makeAutoObservable, runInAction } from 'mobx';
import { STOCK_SCREEN_FORMATS, type BarcodeFormat } from '../../domain/scanner/barcode-format';
import { selectorFor, type CameraSelector } from '../../domain/scanner/camera-selector';
import { decodeRegions, defaultQrbox, type Size } from '../../domain/scanner/scan-region';
import {
  idleSession,
  isFlashing,
  isFrameDue,
  nextDeadline,
  step,
  type ScanSession,
  type SessionEvent,
} from '../../domain/scanner/scan-session';
import type { ScanMode } from '../../domain/scanner/scan-mode';
import type { FrameRead } from '../../domain/scanner/frame-read';
import { FRAME_INTERVAL_MS } from '../../domain/scanner/scanner-constants';
import { canDismissByOutsideTap, type ScannerSettings } from '../../domain/scanner/scanner-settings';
import { canClear, canScanFile } from '../../domain/scanner/scanner-state';
import type { BarcodeDecoder } from '../../application/scanning/barcode-decoder.port';
import { CameraError, DecoderUnavailable } from '../../application/scanning/camera-error';
import type { CameraDevice, CameraSource, CameraStream } from '../../application/scanning/camera-source.port';
import type { ScanSink } from '../../application/scanning/scan-sink.port';
import {
  loadSavedCameraId,
  loadScannerSettings,
  saveCameraId,
  saveScannerSettings,
} from '../../application/scanning/scanner-preferences';
import type { KeyValueStore } from '../../application/ports/key-value-store.port';
import { SCANNER_FAILURE_MESSAGES, type ScannerFailure } from './scanner-messages';

export interface OpenOptions {
  // each screen asks only for what its labels carry; fewer formats decode faster
  readonly formats?: readonly BarcodeFormat[];
}

export class ScannerPanelViewModel {
  isOpen = false;
  session: ScanSession = idleSession;
  settings: ScannerSettings;
  cameras: CameraDevice[] = [];
  selectedCameraId: string | null;
  failure: ScannerFailure | null = null;
  preview: MediaStream | null = null;
  formats: readonly BarcodeFormat[] = STOCK_SCREEN_FORMATS;
  viewSize: Size = { width: 0, height: 0 };
  // the clock as last seen by a timer; drives the 'scanned' flash
  now = 0;

  private stream: CameraStream | null = null;
  private frameTimer: ReturnType<typeof setTimeout> | null = null;
  private deadlineTimer: ReturnType<typeof setTimeout> | null = null;
  private lastFrameAt: number | null = null;
  private decoding = false;
  // bumps on every start/stop so a slow getUserMedia cannot revive a closed panel
  private generation = 0;

  constructor(
    private readonly camera: CameraSource,
    private readonly decoder: BarcodeDecoder,
    private readonly sink: ScanSink,
    private readonly store: KeyValueStore,
  ) {
    this.settings = loadScannerSettings(store);
    this.selectedCameraId = loadSavedCameraId(store);
    makeAutoObservable<
      this,
      | 'stream'
      | 'frameTimer'
      | 'deadlineTimer'
      | 'lastFrameAt'
      | 'decoding'
      | 'generation'
      | 'camera'
      | 'decoder'
      | 'sink'
      | 'store'
    >(
      this,
      {
        stream: false,
        frameTimer: false,
        deadlineTimer: false,
        lastFrameAt: false,
        decoding: false,
        generation: false,
        camera: false,
        decoder: false,
        sink: false,
        store: false,
        preview: false,
      },
      { autoBind: true },
    );
  }

  get dismissable(): boolean {
    return canDismissByOutsideTap(this.settings);
  }

  get flashing(): boolean {
    return isFlashing(this.session, this.now);
  }

  get pendingCode(): string | null {
    return this.session.pendingCode;
  }

  get failureMessage(): string | null {
    return this.failure ? SCANNER_FAILURE_MESSAGES[this.failure] : null;
  }

  get qrbox(): Size | null {
    const fitted = defaultQrbox(this.viewSize);
    return fitted.ok ? fitted.qrbox : null;
  }

  get canScanFromFile(): boolean {
    return canScanFile({ state: this.session.camera, fileGiven: true });
  }

  open(options: OpenOptions = {}): void {
    if (options.formats && options.formats.length > 0) this.formats = options.formats;
    if (this.isOpen) return;
    this.isOpen = true;
    this.failure = null;
    this.settings = loadScannerSettings(this.store);
    this.selectedCameraId = loadSavedCameraId(this.store);
    // The wasm is fetched the first time the panel opens, not with the first screen.
    this.decoder.prepare().catch(this.decoderFailed);
    void this.loadCameras();
    // R-CAM-06: a camera chosen earlier starts straight away.
    if (this.selectedCameraId) void this.start(selectorFor(this.selectedCameraId));
  }

  close(): void {
    this.stopCamera();
    this.clearTimer('deadline');
    this.session = idleSession;
    this.clear();
    this.isOpen = false;
  }

  // An outside tap or Escape; ignored when the settings say the panel stays (R-CAM-07).
  dismissRequested(): void {
    if (this.dismissable) this.close();
  }

  // Resets what the panel shows. Refused while the camera is running (R-CAM-02).
  clear(): boolean {
    if (!canClear(this.session.camera)) return false;
    this.failure = null;
    this.preview = null;
    return true;
  }

  startClicked(): void {
    void this.start(selectorFor(this.selectedCameraId));
  }

  cameraChosen(id: string): void {
    this.selectedCameraId = id;
    saveCameraId(this.store, id);
    void this.start({ deviceId: id });
  }

  changeCameraClicked(): void {
    if (this.cameras.length === 0) return;
    const index = this.cameras.findIndex((c) => c.id === this.selectedCameraId);
    this.cameraChosen(this.cameras[(index + 1) % this.cameras.length].id);
  }

  modeChanged(mode: ScanMode): void {
    this.settings = { ...this.settings, mode };
    saveScannerSettings(this.store, this.settings);
  }

  persistentChanged(persistent: boolean): void {
    this.settings = { ...this.settings, persistent };
    saveScannerSettings(this.store, this.settings);
  }

  confirmClicked(): void {
    this.apply({ type: 'confirmed', now: Date.now() });
  }

  cancelClicked(): void {
    this.apply({ type: 'cancelled', now: Date.now() });
  }

  viewMeasured(width: number, height: number): void {
    if (width !== this.viewSize.width || height !== this.viewSize.height) this.viewSize = { width, height };
  }

  async fileChosen(file: Blob | null): Promise<void> {
    if (!canScanFile({ state: this.session.camera, fileGiven: file !== null })) {
      this.failure = file === null ? 'noFile' : 'fileWhileScanning';
      return;
    }
    this.failure = null;
    try {
      const results = await this.decoder.decodeFile(file!, this.formats);
      runInAction(() => {
        if (results.length === 0) this.failure = 'fileWithoutCode';
        else this.apply({ type: 'fileDecoded', code: results[0].text, mode: this.settings.mode, now: Date.now() });
      });
    } catch (error) {
      this.decoderFailed(error);
    }
  }

  private async loadCameras(): Promise<void> {
    try {
      const cameras = await this.camera.listCameras();
      runInAction(() => (this.cameras = cameras));
    } catch (error) {
      this.cameraFailed(error);
    }
  }

  private async start(selector: CameraSelector): Promise<void> {
    this.stopCamera();
    const generation = this.generation;
    this.failure = null;
    let stream: CameraStream;
    try {
      stream = await this.camera.start(selector);
    } catch (error) {
      if (generation === this.generation) this.cameraFailed(error, selector);
      return;
    }
    if (generation !== this.generation || !this.isOpen) {
      stream.stop();
      return;
    }
    runInAction(() => {
      this.stream = stream;
      this.preview = stream.preview;
      if (stream.deviceId) this.selectedCameraId = stream.deviceId;
      this.apply({ type: 'started' });
    });
    this.scheduleFrame();
  }

  private stopCamera(): void {
    this.generation++;
    this.clearTimer('frame');
    this.lastFrameAt = null;
    if (this.stream) {
      this.stream.stop();
      this.stream = null;
    }
    this.preview = null;
    if (this.session.camera !== 'notStarted') this.apply({ type: 'stopped' });
  }

  // A timer every frame interval; frames are skipped while paused or while the last decode runs.
  private scheduleFrame(): void {
    this.clearTimer('frame');
    this.frameTimer = setTimeout(this.onFrameTimer, FRAME_INTERVAL_MS);
  }

  private onFrameTimer(): void {
    this.frameTimer = null;
    if (!this.stream) return;
    const now = Date.now();
    if (this.session.camera === 'scanning' && !this.decoding && isFrameDue(this.lastFrameAt, now, FRAME_INTERVAL_MS)) {
      void this.decodeFrame(this.stream, now);
    }
    this.scheduleFrame();
  }

  // The drawn box first; when it reads nothing, the whole picture (a code too big for the box).
  private async decodeFrame(stream: CameraStream, now: number): Promise<void> {
    const regions = decodeRegions(stream.videoSize, this.viewSize, this.qrbox);
    this.decoding = true;
    const generation = this.generation;
    try {
      let reads: FrameRead[] = [];
      let grabbed = false;
      for (const region of regions) {
        const frame = stream.grabFrame(region.rect, region.maxWidth);
        if (!frame) break;
        // a video without a picture yet is tried again on the next tick, not a whole interval later
        if (!grabbed) this.lastFrameAt = now;
        grabbed = true;
        reads = await this.decoder.decodeFrame(frame, this.formats);
        if (reads.length > 0 || generation !== this.generation) break;
      }
      // R-CAM-10: a frame without a code is a normal miss; the read gate counts it too.
      if (grabbed && generation === this.generation) {
        this.apply({ type: 'frameDecoded', reads, mode: this.settings.mode, now: Date.now() });
      }
    } catch (error) {
      this.decoderFailed(error);
    } finally {
      this.decoding = false;
    }
  }

  private apply(event: SessionEvent): void {
    const result = step(this.session, event);
    this.session = result.session;
    if (event.type !== 'started' && event.type !== 'stopped') this.now = event.now;
    if (result.emit !== null) this.sink.accept(result.emit, 'camera');
    // once mode: the reducer stopped the scanner, so the camera goes off now, the panel later
    if (this.session.camera === 'notStarted' && this.stream) this.stopCamera();
    if (result.closePanel) this.close();
    else this.scheduleDeadline();
  }

  private scheduleDeadline(): void {
    this.clearTimer('deadline');
    const deadline = nextDeadline(this.session);
    if (deadline === null) return;
    this.deadlineTimer = setTimeout(
      () => {
        this.deadlineTimer = null;
        this.apply({ type: 'tick', now: Date.now() });
      },
      Math.max(0, deadline - Date.now()),
    );
  }

  private clearTimer(which: 'frame' | 'deadline'): void {
    const timer = which === 'frame' ? this.frameTimer : this.deadlineTimer;
    if (timer !== null) clearTimeout(timer);
    if (which === 'frame') this.frameTimer = null;
    else this.deadlineTimer = null;
  }

  private cameraFailed(error: unknown, selector?: CameraSelector): void {
    if (!(error instanceof CameraError)) {
      console.error('Kameru se nepodařilo použít', error);
      runInAction(() => (this.failure = 'errorGettingUserMedia'));
      return;
    }
    runInAction(() => {
      this.failure = error.reason;
      // A saved camera that is gone must not block every later opening.
      if (error.reason === 'noCamera' && selector && 'deviceId' in selector) {
        saveCameraId(this.store, null);
        this.selectedCameraId = null;
      }
    });
  }

  private decoderFailed(error: unknown): void {
    if (error instanceof DecoderUnavailable) {
      runInAction(() => {
        this.failure = 'decoderUnavailable';
        this.stopCamera();
      });
      return;
    }
    // One unreadable frame is a miss; log it once so a systematic fault is still visible.
    console.error('Dekódování snímku selhalo', error);
  }
}
