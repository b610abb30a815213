// The browser's BarcodeDecoder: a Web Worker running zxing-wasm, started on first use so the
// ~400 KB wasm is fetched only when someone opens the scanner.
import type { BarcodeFormat } from '../../domain/scanner/barcode-format';
import type {
  BarcodeDecoder,
  DecodeEffort,
  FrameRead,
  ImageLike,
  ScanResult,
} from '../../application/scanning/barcode-decoder.port';
import { DecoderUnavailable } from '../../application/scanning/camera-error';
import type { DecoderRequest, DecoderResponse } from './zxing-worker-protocol';

type Pending = { resolve: (results: ScanResult[] | FrameRead[]) => void; reject: (error: unknown) => void };
type RequestBody = DecoderRequest extends infer R ? (R extends DecoderRequest ? Omit<R, 'id'> : never) : never;

export class ZxingWasmDecoder implements BarcodeDecoder {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  async prepare(): Promise<void> {
    await this.send<ScanResult[]>({ kind: 'prepare' });
  }

  // The frame's pixel buffer is transferred, not copied; the caller grabs a fresh frame each time.
  decode(
    image: ImageLike,
    formats: readonly BarcodeFormat[],
    effort: DecodeEffort = 'thorough',
  ): Promise<ScanResult[]> {
    return this.send<ScanResult[]>({ kind: 'decode', image: plain(image), formats: [...formats], effort }, [
      image.data.buffer as ArrayBuffer,
    ]);
  }

  decodeFrame(image: ImageLike, formats: readonly BarcodeFormat[]): Promise<FrameRead[]> {
    return this.send<FrameRead[]>({ kind: 'decodeFrame', image: plain(image), formats: [...formats] }, [
      image.data.buffer as ArrayBuffer,
    ]);
  }

  decodeFile(file: Blob, formats: readonly BarcodeFormat[]): Promise<ScanResult[]> {
    return this.send<ScanResult[]>({ kind: 'decodeFile', file, formats: [...formats] });
  }

  private send<T extends ScanResult[] | FrameRead[]>(body: RequestBody, transfer: Transferable[] = []): Promise<T> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as Pending['resolve'], reject });
      worker.postMessage({ ...body, id } as DecoderRequest, transfer);
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./zxing-wasm.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<DecoderResponse>) => this.settle(event.data);
    // A worker that fails to load can never answer; fail everything waiting and start afresh next time.
    worker.onerror = (event: ErrorEvent) => {
      event.preventDefault();
      this.failAll(new DecoderUnavailable({ cause: event.message }));
      worker.terminate();
      this.worker = null;
    };
    this.worker = worker;
    return worker;
  }

  private settle(response: DecoderResponse): void {
    const pending = this.pending.get(response.id);
    if (!pending) return;
    this.pending.delete(response.id);
    if (response.ok) pending.resolve(response.results);
    else
      pending.reject(
        response.unavailable ? new DecoderUnavailable({ cause: response.message }) : new Error(response.message),
      );
  }

  private failAll(error: unknown): void {
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }
}

// Only the pixels travel: an ImageData's own fields are not cloned the same in every browser.
const plain = (image: ImageLike): ImageLike => ({ data: image.data, width: image.width, height: image.height });
