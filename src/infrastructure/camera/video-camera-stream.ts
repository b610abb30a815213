// A running camera: the MediaStream for the preview and a hidden <video> that frames are copied from.
import type { Rect } from '../../domain/scanner/scan-region';
import type { ImageLike } from '../../application/scanning/barcode-decoder.port';
import type { CameraStream } from '../../application/scanning/camera-source.port';

type Context2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

export class VideoCameraStream implements CameraStream {
  private context: Context2D | null = null;

  constructor(
    readonly preview: MediaStream,
    private readonly video: HTMLVideoElement,
  ) {}

  get deviceId(): string | null {
    return this.preview.getVideoTracks()[0]?.getSettings().deviceId ?? null;
  }

  get videoSize(): { width: number; height: number } {
    return { width: this.video.videoWidth, height: this.video.videoHeight };
  }

  grabFrame(region?: Rect, maxWidth = Infinity): ImageLike | null {
    const { width: vw, height: vh } = this.videoSize;
    if (vw === 0 || vh === 0 || this.video.readyState < 2) return null;
    const r = region ?? { x: 0, y: 0, width: vw, height: vh };
    // Scaling happens in drawImage, so a big region never reaches the decoder at full size.
    const scale = Math.min(1, maxWidth / r.width);
    const width = Math.max(1, Math.round(r.width * scale));
    const height = Math.max(1, Math.round(r.height * scale));
    const context = this.contextOfSize(width, height);
    context.imageSmoothingEnabled = true;
    context.drawImage(this.video, r.x, r.y, r.width, r.height, 0, 0, width, height);
    return context.getImageData(0, 0, width, height);
  }

  stop(): void {
    for (const track of this.preview.getTracks()) track.stop();
    this.video.pause();
    this.video.srcObject = null;
  }

  private contextOfSize(width: number, height: number): Context2D {
    const canvas = this.context?.canvas;
    if (this.context && canvas && canvas.width === width && canvas.height === height) return this.context;
    const fresh =
      typeof OffscreenCanvas === 'function'
        ? new OffscreenCanvas(width, height)
        : Object.assign(document.createElement('canvas'), { width, height });
    // Frames are read back every half second; tell the browser to keep the pixels on the CPU side.
    const context = fresh.getContext('2d', { willReadFrequently: true }) as Context2D | null;
    if (!context) throw new Error('2D canvas is not available');
    this.context = context;
    return context;
  }
}
