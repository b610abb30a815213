// The virtual scanner panel (SPEC 2.4, 4): what the panel shows and the worker's choices (camera,
// mode, persistence, a file). The camera's life cycle, the frame loop and the session's timers are
// CameraScanning's (src/application/scanning); rules come from src/domain/scanner.
import { makeAutoObservable, runInAction } from 'mobx';
import { STOCK_SCREEN_FORMATS, type BarcodeFormat } from '../../domain/scanner/barcode-format';
import { selectorFor, type CameraSelector } from '../../domain/scanner/camera-selector';
import { defaultQrbox, type Size } from '../../domain/scanner/scan-region';
import { idleSession, isFlashing, type ScanSession } from '../../domain/scanner/scan-session';
import type { ScanMode } from '../../domain/scanner/scan-mode';
import { canDismissByOutsideTap, type ScannerSettings } from '../../domain/scanner/scanner-settings';
import { canClear, canScanFile } from '../../domain/scanner/scanner-state';
import {
  cameraFailureOf,
  decoderFailureOf,
  nextCamera,
  scanChosenFile,
  type ScannerFailure,
} from '../../application/scanning/scanner-panel-choices';
import type { BarcodeDecoder } from '../../application/scanning/barcode-decoder.port';
import type { CameraDevice, CameraSource } from '../../application/scanning/camera-source.port';
import { CameraScanning } from '../../application/scanning/camera-scanning';
import type { ScanSink } from '../../application/scanning/scan-sink.port';
import {
  loadSavedCameraId,
  loadScannerSettings,
  saveCameraId,
  saveScannerSettings,
} from '../../application/scanning/scanner-preferences';
import type { KeyValueStore } from '../../application/ports/key-value-store.port';
import { SCANNER_FAILURE_MESSAGES } from './scanner-messages';

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

  private readonly scanning: CameraScanning;

  constructor(
    private readonly camera: CameraSource,
    private readonly decoder: BarcodeDecoder,
    sink: ScanSink,
    private readonly store: KeyValueStore,
  ) {
    this.settings = loadScannerSettings(store);
    this.selectedCameraId = loadSavedCameraId(store);
    const vm = this;
    this.scanning = new CameraScanning(camera, decoder, sink, {
      get reading() {
        return { mode: vm.settings.mode, formats: vm.formats, viewSize: vm.viewSize, qrbox: vm.qrbox };
      },
      get open() {
        return vm.isOpen;
      },
      sessionChanged: (session, now) => this.sessionChanged(session, now),
      previewChanged: (preview, deviceId) => this.previewChanged(preview, deviceId),
      cameraFailed: (error, selector) => this.cameraFailed(error, selector),
      decoderFailed: (error) => this.decoderFailed(error),
      closeRequested: () => this.close(),
    });
    makeAutoObservable<this, 'scanning' | 'camera' | 'decoder' | 'store'>(
      this,
      { scanning: false, camera: false, decoder: false, store: false, preview: false },
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
    if (this.selectedCameraId) this.start(selectorFor(this.selectedCameraId));
  }

  close(): void {
    this.scanning.closed();
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
    this.start(selectorFor(this.selectedCameraId));
  }

  cameraChosen(id: string): void {
    this.selectedCameraId = id;
    saveCameraId(this.store, id);
    this.start({ deviceId: id });
  }

  changeCameraClicked(): void {
    const next = nextCamera(this.cameras, this.selectedCameraId);
    if (next !== null) this.cameraChosen(next);
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
    this.scanning.confirmed(Date.now());
  }

  cancelClicked(): void {
    this.scanning.cancelled(Date.now());
  }

  viewMeasured(width: number, height: number): void {
    if (width !== this.viewSize.width || height !== this.viewSize.height) this.viewSize = { width, height };
  }

  async fileChosen(file: Blob | null): Promise<void> {
    this.failure = null;
    const scan = await scanChosenFile(this.decoder, this.session.camera, file, this.formats);
    runInAction(() => {
      if (scan.kind === 'code') this.scanning.fileDecoded(scan.text, Date.now());
      else this.showFailure(scan.failure);
    });
  }

  private start(selector: CameraSelector): void {
    this.failure = null;
    void this.scanning.start(selector);
  }

  private async loadCameras(): Promise<void> {
    try {
      const cameras = await this.camera.listCameras();
      runInAction(() => (this.cameras = cameras));
    } catch (error) {
      this.cameraFailed(error);
    }
  }

  private sessionChanged(session: ScanSession, now: number | null): void {
    this.session = session;
    if (now !== null) this.now = now;
  }

  private previewChanged(preview: MediaStream | null, deviceId: string | null): void {
    this.preview = preview;
    if (deviceId) this.selectedCameraId = deviceId;
  }

  private cameraFailed(error: unknown, selector?: CameraSelector): void {
    const { failure, forgetSavedCamera } = cameraFailureOf(error, selector);
    this.failure = failure;
    if (forgetSavedCamera) {
      saveCameraId(this.store, null);
      this.selectedCameraId = null;
    }
  }

  private decoderFailed(error: unknown): void {
    this.showFailure(decoderFailureOf(error));
  }

  private showFailure(failure: ScannerFailure | null): void {
    if (failure === null) return;
    this.failure = failure;
    if (failure === 'decoderUnavailable') this.scanning.stop();
  }
}
