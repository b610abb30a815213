import { constants, crc32, deflateRawSync } from 'node:zlib';

// XLSX files built byte by byte for the import-limit tests: sheets whose <dimension> lies, zip bombs that
// unpack to gigabytes from a few MB, parts that declare a size they do not have.

const encoder = new TextEncoder();

export interface Part {
  name: string;
  /** The raw deflate stream of the part. */
  packed: Uint8Array;
  /** What the zip declares of the part's unpacked size (a bomb may tell the truth or lie). */
  declaredSize: number;
  crc?: number;
}

export const deflated = (text: string): Part['packed'] => deflateRawSync(encoder.encode(text));

export const partOf = (name: string, text: string): Part => ({
  name,
  packed: deflated(text),
  declaredSize: encoder.encode(text).length,
  crc: crc32(text),
});

/** A zip of already deflated parts, sizes as given: what a hostile tool writes. */
export function zipOf(parts: readonly Part[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = encoder.encode(part.name);
    const local = new Uint8Array(30 + name.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true);
    lv.setUint16(6, 0x0800, true);
    lv.setUint16(8, 8, true);
    lv.setUint32(14, part.crc ?? 0, true);
    lv.setUint32(18, part.packed.length, true);
    lv.setUint32(22, part.declaredSize, true);
    lv.setUint16(26, name.length, true);
    local.set(name, 30);
    const entry = new Uint8Array(46 + name.length);
    const cv = new DataView(entry.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint16(8, 0x0800, true);
    cv.setUint16(10, 8, true);
    cv.setUint32(16, part.crc ?? 0, true);
    cv.setUint32(20, part.packed.length, true);
    cv.setUint32(24, part.declaredSize, true);
    cv.setUint16(28, name.length, true);
    cv.setUint32(42, offset, true);
    entry.set(name, 46);
    central.push(entry);
    chunks.push(local, part.packed);
    offset += local.length + part.packed.length;
  }
  const centralSize = central.reduce((n, c) => n + c.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, parts.length, true);
  ev.setUint16(10, parts.length, true);
  ev.setUint32(12, centralSize, true);
  ev.setUint32(16, offset, true);
  return Buffer.concat([...chunks, ...central, end]);
}

const WORKBOOK = `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="List1" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;
const TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;

export const SHEET_START = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">`;

/** An XLSX with one sheet, given the sheet part (a bomb passes its own). */
export function xlsxWithSheet(sheet: Part): Uint8Array {
  return zipOf([
    partOf('[Content_Types].xml', TYPES),
    partOf('xl/workbook.xml', WORKBOOK),
    partOf('xl/_rels/workbook.xml.rels', RELS),
    { ...sheet, name: 'xl/worksheets/sheet1.xml' },
  ]);
}

/** Inline-string cells, so the sheet needs no shared-strings part. */
export const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

export const sheetXml = (dimension: string, rows: string) =>
  `${SHEET_START}<dimension ref="${dimension}"/><sheetData>${rows}</sheetData></worksheet>`;

/**
 * A sheet whose one cell holds `megabytes` MB of "A": a few MB packed. Built from one flushed deflate block
 * of 1 MB repeated (a block made without history is valid anywhere in a stream), so the test never
 * compresses gigabytes itself.
 */
export function bombSheet(megabytes: number, declaredSize?: number): Part {
  const head = `${SHEET_START}<sheetData><row r="1">${cell('A1', 'Pozice')}</row><row r="2"><c r="A2" t="inlineStr"><is><t>`;
  const tail = `</t></is></c></row></sheetData></worksheet>`;
  const flushed = (text: string | Uint8Array) =>
    deflateRawSync(typeof text === 'string' ? encoder.encode(text) : text, { finishFlush: constants.Z_FULL_FLUSH });
  const block = flushed(new Uint8Array(1024 * 1024).fill(0x41));
  const packed = Buffer.concat([flushed(head), ...Array<Uint8Array>(megabytes).fill(block), deflateRawSync(tail)]);
  const size = head.length + megabytes * 1024 * 1024 + tail.length;
  return { name: '', packed, declaredSize: declaredSize ?? Math.min(size, 0xffffffff) };
}
