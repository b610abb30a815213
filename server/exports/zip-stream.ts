import { Readable } from 'node:stream';
import { createDeflateRaw, crc32 } from 'node:zlib';

/** A file of a zip archive; its content arrives piece by piece and is never held whole. */
export interface ZipEntry {
  name: string;
  content: () => AsyncIterable<string | Uint8Array>;
}

const encoder = new TextEncoder();
const FLAGS = 0x0808; // sizes follow the data (a data descriptor) + UTF-8 names
const DEFLATE = 8;
// The fastest level: sheet XML repeats itself so much that level 1 still packs it about tenfold, at several times
// level 6's speed (issue #29: the XLSX export spent most of its time compressing).
const DEFLATE_LEVEL = 1;
// 1 January 2026 00:00 in DOS form: a fixed stamp keeps two exports of the same data byte-equal.
const DOS_TIME = 0;
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;

/**
 * Writes a zip archive as a stream (what an XLSX file is): each entry is deflated as it comes and
 * its CRC and sizes written after it, so memory stays flat whatever the size of the sheet.
 * Sizes stay below 4 GB here (no ZIP64): a million movements are some 100 MB of sheet XML.
 */
export async function* zipStream(entries: readonly ZipEntry[]): AsyncGenerator<Uint8Array> {
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = encoder.encode(entry.name);
    const local = header(30 + name.length, (v) => {
      v.setUint32(0, 0x04034b50, true);
      v.setUint16(4, 20, true);
      v.setUint16(6, FLAGS, true);
      v.setUint16(8, DEFLATE, true);
      v.setUint16(10, DOS_TIME, true);
      v.setUint16(12, DOS_DATE, true);
      v.setUint16(26, name.length, true);
    });
    local.set(name, 30);
    yield local;
    const start = offset;
    offset += local.length;

    let crc = 0;
    let size = 0;
    const counted = async function* () {
      for await (const piece of entry.content()) {
        const bytes = typeof piece === 'string' ? encoder.encode(piece) : piece;
        crc = crc32(bytes, crc);
        size += bytes.length;
        yield bytes;
      }
    };
    let compressed = 0;
    for await (const out of Readable.from(counted()).pipe(createDeflateRaw({ level: DEFLATE_LEVEL }))) {
      compressed += (out as Buffer).length;
      yield out as Buffer;
    }
    offset += compressed;
    const descriptor = header(16, (v) => {
      v.setUint32(0, 0x08074b50, true);
      v.setUint32(4, crc >>> 0, true);
      v.setUint32(8, compressed, true);
      v.setUint32(12, size, true);
    });
    yield descriptor;
    offset += descriptor.length;

    const record = header(46 + name.length, (v) => {
      v.setUint32(0, 0x02014b50, true);
      v.setUint16(4, 20, true);
      v.setUint16(6, 20, true);
      v.setUint16(8, FLAGS, true);
      v.setUint16(10, DEFLATE, true);
      v.setUint16(12, DOS_TIME, true);
      v.setUint16(14, DOS_DATE, true);
      v.setUint32(16, crc >>> 0, true);
      v.setUint32(20, compressed, true);
      v.setUint32(24, size, true);
      v.setUint16(28, name.length, true);
      v.setUint32(42, start, true);
    });
    record.set(name, 46);
    central.push(record);
  }
  const centralSize = central.reduce((n, r) => n + r.length, 0);
  for (const record of central) yield record;
  yield header(22, (v) => {
    v.setUint32(0, 0x06054b50, true);
    v.setUint16(8, central.length, true);
    v.setUint16(10, central.length, true);
    v.setUint32(12, centralSize, true);
    v.setUint32(16, offset, true);
  });
}

function header(length: number, fill: (view: DataView) => void): Uint8Array {
  const bytes = new Uint8Array(length);
  fill(new DataView(bytes.buffer));
  return bytes;
}
