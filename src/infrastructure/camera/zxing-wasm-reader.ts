// The decoding itself, shared by the Web Worker (browser) and by Node (tests, benchmarks).
// How the wasm is located differs between them, so preparing the module is passed in.
import { readBarcodes } from 'zxing-wasm/reader';
import type { BarcodeFormat } from '../../domain/scanner/barcode-format';
import type {
  BarcodeDecoder,
  DecodeEffort,
  ImageLike,
  ScanResult,
} from '../../application/scanning/barcode-decoder.port';
import { DecoderUnavailable } from '../../application/scanning/camera-error';
import { toReaderOptions, toScanResults } from './zxing-format-mapping';

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

  async decodeFile(file: Blob, formats: readonly BarcodeFormat[]): Promise<ScanResult[]> {
    await this.prepare();
    return toScanResults(await readBarcodes(file, toReaderOptions(formats)), formats);
  }
}
