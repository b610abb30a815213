import { parse } from 'csv-parse';
import { restoreText } from '../../src/domain/exports/csv-cells';
import type { ImportEncoding } from '../../src/domain/exports/spreadsheet-limits';
import { BadInput, badInput } from '../failures';
import { breather, type SheetGrid } from './sheet-grid';

const SLICE = 256 * 1024;
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** The line (1-based) of a byte offset: what a text editor shows. */
function lineAt(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = bytes.indexOf(0x0a); i !== -1 && i < offset; i = bytes.indexOf(0x0a, i + 1)) line++;
  return line;
}

/** Where in `bytes` (from `from`) the first byte sequence that is not UTF-8 starts. */
function firstInvalidUtf8(bytes: Uint8Array, from: number): number {
  let i = from;
  while (i < bytes.length) {
    const b = bytes[i];
    const need =
      b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (need < 0) return i;
    for (let k = 1; k <= need; k++) if (i + k >= bytes.length || (bytes[i + k] & 0xc0) !== 0x80) return i;
    i += need + 1;
  }
  return bytes.length;
}

const notUtf8 = (line: number) =>
  badInput(
    `Soubor není v kódování UTF-8 (první neplatný znak je na řádku ${line}). Pokud jej uložil Excel jako CSV, zvolte kódování Windows-1250 (Excel); nic nebylo změněno.`,
  );

/**
 * The file as text, slice by slice: strictly UTF-8 (a stray byte is refused with its line, never read as
 * mojibake), or Windows-1250 when the person chose it. A UTF-8 BOM always means UTF-8.
 */
function* decodeSlices(bytes: Uint8Array, chosen: ImportEncoding): Generator<string> {
  const bom = UTF8_BOM.every((b, i) => bytes[i] === b);
  const utf8 = bom || chosen === 'utf-8';
  const decoder = new TextDecoder(utf8 ? 'utf-8' : 'windows-1250', { fatal: utf8 });
  for (let at = 0; at < bytes.length; at += SLICE) {
    const slice = bytes.subarray(at, at + SLICE);
    try {
      yield decoder.decode(slice, { stream: at + SLICE < bytes.length });
    } catch {
      // Only this slice (and up to 3 bytes before it) can hold the first bad sequence.
      throw notUtf8(lineAt(bytes, firstInvalidUtf8(bytes, Math.max(0, at - 3))));
    }
  }
}

/** The separator of the header line: the most frequent of ; , and tab outside quotes. */
function separatorOf(text: string): string {
  const line = text.slice(0, text.search(/\r?\n|$/)).replace(/"[^"]*"/g, '');
  const counts = [';', ',', '\t'].map((d) => [d, line.split(d).length - 1] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

/** Reads a CSV into the grid record by record, yielding to other requests between slices. */
export async function readCsvCells(bytes: Uint8Array, chosen: ImportEncoding, grid: SheetGrid): Promise<void> {
  const pause = breather();
  const slices = decodeSlices(bytes, chosen);
  const first = slices.next();
  if (first.done) return;
  const parser = parse({
    delimiter: separatorOf(first.value.replace(/^\uFEFF/, '')),
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
  });
  let failure: unknown;
  let record = 0;
  const consumed = (async () => {
    try {
      for await (const cells of parser as AsyncIterable<string[]>) {
        const row = record++;
        cells.forEach((cell, column) =>
          // A formula in a CSV is only text to us; it is flagged, never evaluated.
          grid.set(row, column, restoreText(cell), row > 0 && cell.trim().startsWith('=')),
        );
        await pause();
      }
    } catch (error) {
      failure ??= error;
    }
  })();
  try {
    for (let text: string | undefined = first.value; text !== undefined && failure === undefined;) {
      if (!parser.write(text)) await Promise.race([new Promise((r) => parser.once('drain', r)), consumed]);
      await pause();
      const next = slices.next();
      text = next.done ? undefined : next.value;
    }
  } catch (error) {
    failure ??= error;
  }
  if (failure === undefined) parser.end();
  else parser.destroy();
  await consumed;
  if (failure instanceof BadInput) throw failure;
  if (failure !== undefined) {
    const line = (failure as { lines?: number }).lines;
    throw badInput(
      `Soubor nelze přečíst jako CSV${line ? ` (řádek ${line})` : ''}: zkontrolujte uvozovky a oddělovače.`,
    );
  }
}
