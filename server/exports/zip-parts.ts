import { PassThrough, pipeline, type Readable, type Transform } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import yauzl from 'yauzl';
import { MAX_PACKING_RATIO, MAX_UNPACKED_BYTES } from '../../src/domain/exports/spreadsheet-limits';
import { BadInput, badInput } from '../failures';
import { breather } from './sheet-grid';

const MAX_PARTS = 10_000;
/** Below this a part is not judged by its ratio: tiny XML parts pack very tightly and mean nothing. */
const RATIO_GRACE_BYTES = 1024 * 1024;
export const BROKEN_XLSX = 'Soubor vypadá jako XLSX, ale nelze jej otevřít (je poškozený nebo zaheslovaný).';

const tooBig = () =>
  badInput(
    `Soubor XLSX se rozbalí na víc než ${MAX_UNPACKED_BYTES / 1024 / 1024} MB. Rozdělte jej na menší soubory; nic nebylo změněno.`,
  );
const tooPacked = (name: string) =>
  badInput(
    `Část „${name}“ souboru XLSX je zabalená víc než ${MAX_PACKING_RATIO}krát těsněji než skutečné tabulky (vypadá jako „zip bomba“). Soubor nebyl přečten; nic nebylo změněno.`,
  );

/**
 * The parts of an uploaded zip (an XLSX), read with the limits counted on the bytes the inflater really
 * produces, not on the sizes the zip declares (yauzl also refuses a part longer than it declares).
 * Inflating runs in libuv's pool, so the event loop only sees each piece as it arrives.
 */
export class ZipParts {
  private unpacked = 0;
  private constructor(
    private readonly zip: yauzl.ZipFile,
    private readonly entries: Map<string, yauzl.Entry>,
  ) {}

  static async open(bytes: Uint8Array): Promise<ZipParts> {
    try {
      const zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
        lazyEntries: true,
        validateEntrySizes: true,
        strictFileNames: false,
      });
      const entries = new Map<string, yauzl.Entry>();
      for await (const entry of zip.eachEntry()) {
        if (entries.size >= MAX_PARTS) throw badInput(BROKEN_XLSX);
        entries.set(entry.fileName.replace(/^\/+/, ''), entry);
      }
      return new ZipParts(zip, entries);
    } catch (error) {
      if (error instanceof BadInput) throw error;
      throw badInput(BROKEN_XLSX);
    }
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** A part's text, piece by piece; the whole file is refused once it unpacks past a limit. */
  async read(name: string, onText: (text: string) => void): Promise<void> {
    const entry = this.entries.get(name);
    if (!entry) throw badInput(BROKEN_XLSX);
    const pause = breather();
    const decoder = new TextDecoder('utf-8', { fatal: true });
    let produced = 0;
    let packed = 0;
    let raw: Readable | undefined;
    let out: Transform | undefined;
    try {
      if (entry.isEncrypted() || (entry.compressionMethod !== 0 && entry.compressionMethod !== 8))
        throw badInput(BROKEN_XLSX);
      // The packed bytes are counted as they go in, the unpacked ones as they come out: the ratio is what
      // the inflater really does with this part so far, whatever the zip says of its sizes.
      raw = await this.zip.openReadStreamPromise(entry, { decompress: false });
      const counter = new PassThrough();
      counter.on('data', (chunk: Buffer) => (packed += chunk.length));
      out = entry.compressionMethod === 8 ? createInflateRaw() : new PassThrough();
      pipeline(raw, counter, out, () => undefined);
      for await (const chunk of out as AsyncIterable<Buffer>) {
        produced += chunk.length;
        this.unpacked += chunk.length;
        if (this.unpacked > MAX_UNPACKED_BYTES) throw tooBig();
        if (produced > RATIO_GRACE_BYTES && produced > MAX_PACKING_RATIO * Math.max(packed, 1)) throw tooPacked(name);
        // A part longer than the zip declares is a lie (yauzl checks this only when it inflates itself).
        if (produced > entry.uncompressedSize) throw badInput(BROKEN_XLSX);
        onText(decoder.decode(chunk, { stream: true }));
        await pause();
      }
      onText(decoder.decode());
    } catch (error) {
      out?.destroy();
      raw?.destroy();
      if (error instanceof BadInput) throw error;
      throw badInput(BROKEN_XLSX);
    }
  }

  close(): void {
    this.zip.close();
  }
}
