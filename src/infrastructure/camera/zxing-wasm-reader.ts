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

  // One camera frame: the thorough pass, then for a linear code the confirming read, in one call.
  // The quick pass is not run first: on a frame without a code (most frames) quick and then
  // thorough costs more than thorough alone, and the thorough pass reads all the quick one reads
  // (bench/decode/RESULTS.md).
  async decodeFrame(image: ImageLike, formats: readonly BarcodeFormat[]): Promise<FrameRead[]> {
    await this.prepare();
    const found = toLinedReads(await readBarcodes(image as ImageData, toReaderOptions(formats, 'thorough')), formats);
    if (found.length === 0) return [];
    const first = found[0];
    const second =
      isLinearFormat(first.format) && first.area
        ? toLinedReads(
            await readBarcodes(
              crop(image, confirmationArea(image, first.area)) as ImageData,
              confirmingReaderOptions(formats),
            ),
            formats,
          )
        : [];
    return confirmFrameRead(first, second);
  }

  async decodeFile(file: Blob, formats: readonly BarcodeFormat[]): Promise<ScanResult[]> {
    await this.prepare();
    return toScanResults(await readBarcodes(file, toReaderOptions(formats)), formats);
  }
}
