// The decoding itself, shared by the Web Worker (browser) and by Node (tests, benchmarks).
// How the wasm is located differs between them, so preparing the module is passed in.
import { readBarcodes } from 'zxing-wasm/reader';
import { isLinearFormat, type BarcodeFormat } from '../../domain/scanner/barcode-format';
import type {
  BarcodeDecoder,
  DecodeEffort,
  ImageLike,
  ScanResult,
} from '../../application/scanning/barcode-decoder.port';
import { DecoderUnavailable } from '../../application/scanning/camera-error';
import type { FrameRead } from '../../domain/scanner/frame-read';
import { confirmationArea, confirmFrameRead, crop } from './frame-confirmation';
import { confirmingReaderOptions, toLinedReads, toReaderOptions, toScanResults } from './zxing-format-mapping';

export class ZxingWasmReader implements BarcodeDecoder {
  private ready: Promise<void> | null = null;

  constructor(private readonly prepareModule: () => Promise<unknown>) {}

  prepare(): Promise<void> {
    this.ready ??= this.prepareModule().then(
      () => undefined,
      (cause: unknown) => {
        // Let a later open try again, e.g. after the network came back.
        this.ready = null;
        throw new DecoderUnavailable({ cause });
      },
    );
    return this.ready;
  }

  async decode(
    image: ImageLike,
    formats: readonly BarcodeFormat[],
    effort: DecodeEffort = 'thorough',
  ): Promise<ScanResult[]> {
    await this.prepare();
    return toScanResults(await readBarcodes(image as ImageData, toReaderOptions(formats, effort)), formats);
  }

  // One camera frame: the quick pass, the thorough pass when it read nothing, and for a linear
  // code the confirming read at the effort that found it. All in one call, one round trip.
  async decodeFrame(image: ImageLike, formats: readonly BarcodeFormat[]): Promise<FrameRead[]> {
    await this.prepare();
    for (const effort of ['quick', 'thorough'] as const) {
      const found = toLinedReads(await readBarcodes(image as ImageData, toReaderOptions(formats, effort)), formats);
      if (found.length === 0) continue;
      const first = found[0];
      if (!isLinearFormat(first.format) || !first.area) return confirmFrameRead(first, []);
      const around = crop(image, confirmationArea(image, first.area)) as ImageData;
      return confirmFrameRead(
        first,
        toLinedReads(await readBarcodes(around, confirmingReaderOptions(formats, effort)), formats),
      );
    }
    return [];
  }

  async decodeFile(file: Blob, formats: readonly BarcodeFormat[]): Promise<ScanResult[]> {
    await this.prepare();
    return toScanResults(await readBarcodes(file, toReaderOptions(formats)), formats);
  }
}
