import type { BarcodeFormat } from '../../domain/scanner/barcode-format';
import type { CameraSelector } from '../../domain/scanner/camera-selector';
import type { FrameRead } from '../../domain/scanner/frame-read';
import type { ScanMode } from '../../domain/scanner/scan-mode';
import { decodeRegions, type Size } from '../../domain/scanner/scan-region';
import {
  idleSession,
  isFrameDue,
  nextDeadline,
  step,
  type ScanSession,
  type SessionEvent,
} from '../../domain/scanner/scan-session';
import { FRAME_INTERVAL_MS } from '../../domain/scanner/scanner-constants';
import type { BarcodeDecoder } from './barcode-decoder.port';
import type { CameraSource, CameraStream } from './camera-source.port';
import type { ScanSink } from './scan-sink.port';

/** What the camera panel tells and is told while the camera scans. */
export interface CameraScanningPanel {
  /** Read at each frame: the scan mode, the formats asked for, the preview's size and its drawn box. */
  readonly reading: { mode: ScanMode; formats: readonly BarcodeFormat[]; viewSize: Size; qrbox: Size | null };
  /** Whether the panel is still open (a slow camera start must not revive a closed one). */
  readonly open: boolean;
  /** The session after each step, with the clock as that step saw it (null for start and stop). */
  sessionChanged(session: ScanSession, now: number | null): void;
  /** The live picture (null once stopped) and the device that gives it. */
  previewChanged(preview: MediaStream | null, deviceId: string | null): void;
  cameraFailed(error: unknown, selector: CameraSelector): void;
  decoderFailed(error: unknown): void;
  /** The session says the panel closes (once mode after a read). */
  closeRequested(): void;
}

/**
 * The camera panel's scanning (SPEC 2.4, 4): the camera's life cycle, the 2-fps frame loop (the drawn
 * box first, then the whole picture) and the scan session's steps and deadlines. Codes the session
 * emits go to the ScanSink, so every screen receives them as it receives the keyboard's. Rules come
 * from src/domain/scanner; this class owns the stream and the timers.
 */
export class CameraScanning {
  private session: ScanSession = idleSession;
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
    private readonly panel: CameraScanningPanel,
  ) {}

  get state(): ScanSession {
    return this.session;
  }

  async start(selector: CameraSelector): Promise<void> {
    this.stop();
    const generation = this.generation;
    let stream: CameraStream;
    try {
      stream = await this.camera.start(selector);
    } catch (error) {
      if (generation === this.generation) this.panel.cameraFailed(error, selector);
      return;
    }
    if (generation !== this.generation || !this.panel.open) {
      stream.stop();
      return;
    }
    this.stream = stream;
    this.panel.previewChanged(stream.preview, stream.deviceId);
    this.apply({ type: 'started' });
    this.scheduleFrame();
  }

  stop(): void {
    this.generation++;
    this.clearTimer('frame');
    this.lastFrameAt = null;
    if (this.stream) {
      this.stream.stop();
      this.stream = null;
    }
    this.panel.previewChanged(null, null);
    if (this.session.camera !== 'notStarted') this.apply({ type: 'stopped' });
  }

  /** The panel closes: the camera stops and the session starts over. */
  closed(): void {
    this.stop();
    this.clearTimer('deadline');
    this.session = idleSession;
    this.panel.sessionChanged(this.session, null);
  }

  confirmed(now: number): void {
    this.apply({ type: 'confirmed', now });
  }
  cancelled(now: number): void {
    this.apply({ type: 'cancelled', now });
  }
  fileDecoded(code: string, now: number): void {
    this.apply({ type: 'fileDecoded', code, mode: this.panel.reading.mode, now });
  }

  // A timer every frame interval; frames are skipped while paused or while the last decode runs.
  private scheduleFrame(): void {
    this.clearTimer('frame');
    this.frameTimer = setTimeout(() => this.onFrameTimer(), FRAME_INTERVAL_MS);
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
    const { viewSize, qrbox, formats } = this.panel.reading;
    const regions = decodeRegions(stream.videoSize, viewSize, qrbox);
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
        reads = await this.decoder.decodeFrame(frame, formats);
        if (reads.length > 0 || generation !== this.generation) break;
      }
      // R-CAM-10: a frame without a code is a normal miss; the read gate counts it too.
      if (grabbed && generation === this.generation) {
        this.apply({ type: 'frameDecoded', reads, mode: this.panel.reading.mode, now: Date.now() });
      }
    } catch (error) {
      this.panel.decoderFailed(error);
    } finally {
      this.decoding = false;
    }
  }

  private apply(event: SessionEvent): void {
    const result = step(this.session, event);
    this.session = result.session;
    this.panel.sessionChanged(this.session, event.type !== 'started' && event.type !== 'stopped' ? event.now : null);
    if (result.emit !== null) this.sink.accept(result.emit, 'camera');
    // once mode: the reducer stopped the scanner, so the camera goes off now, the panel later
    if (this.session.camera === 'notStarted' && this.stream) this.stop();
    if (result.closePanel) this.panel.closeRequested();
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
}
