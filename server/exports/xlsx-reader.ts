import { SaxesParser } from 'saxes';
import { SSF } from '@e965/xlsx';
import { MAX_IMPORT_CELLS, MAX_IMPORT_COLUMNS } from '../../src/domain/exports/spreadsheet-limits';
import { restoreText } from '../../src/domain/exports/csv-cells';
import { badInput } from '../failures';
import { SheetGrid } from './sheet-grid';
import { BROKEN_XLSX, ZipParts } from './zip-parts';

type Attributes = Record<string, string>;
/** Element handlers of one XML part; names without their namespace prefix. */
interface XmlHandlers {
  open?: (name: string, attributes: Attributes) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
}

const local = (name: string) => name.slice(name.indexOf(':') + 1);
// Built-in number formats that are dates (ECMA-376 18.8.30).
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** Streams one part of the zip through an XML parser: no part is ever held whole. */
async function parsePart(zip: ZipParts, name: string, handlers: XmlHandlers): Promise<void> {
  const parser = new SaxesParser({ position: false });
  parser.on('opentag', (tag) => handlers.open?.(local(tag.name), tag.attributes as Attributes));
  parser.on('closetag', (tag) => handlers.close?.(local(tag.name)));
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  await zip.read(name, (text) => void parser.write(text));
  try {
    parser.close();
  } catch {
    throw badInput(BROKEN_XLSX); // the part ended inside an element
  }
}

/** Where the first sheet lives: workbook.xml names it, its relationships give the part. */
async function firstSheetPath(zip: ZipParts): Promise<string> {
  let firstId: string | undefined;
  if (zip.has('xl/workbook.xml'))
    await parsePart(zip, 'xl/workbook.xml', {
      open: (name, a) => {
        if (name === 'sheet' && firstId === undefined) firstId = a['r:id'] ?? a.id ?? '';
      },
    });
  const targets = await relationships(zip, 'xl/_rels/workbook.xml.rels');
  const target = firstId === undefined ? undefined : targets.get(firstId);
  return target ?? 'xl/worksheets/sheet1.xml';
}

async function relationships(zip: ZipParts, name: string): Promise<Map<string, string>> {
  const targets = new Map<string, string>();
  if (!zip.has(name)) return targets;
  await parsePart(zip, name, {
    open: (tag, a) => {
      if (tag !== 'Relationship' || !a.Id || !a.Target) return;
      const path = a.Target.startsWith('/') ? a.Target.slice(1) : `xl/${a.Target}`;
      targets.set(a.Id, path.replace(/[^/]+\/\.\.\//g, ''));
    },
  });
  return targets;
}

/** The shared strings table: rich-text runs joined, phonetic hints left out. */
async function sharedStrings(zip: ZipParts): Promise<string[]> {
  const strings: string[] = [];
  if (!zip.has('xl/sharedStrings.xml')) return strings;
  let current: string[] | undefined;
  let inText = false;
  let inPhonetic = false;
  await parsePart(zip, 'xl/sharedStrings.xml', {
    open: (name) => {
      if (name === 'si') current = [];
      else if (name === 'rPh') inPhonetic = true;
      else if (name === 't' && !inPhonetic) inText = true;
    },
    close: (name) => {
      if (name === 'si' && current) {
        if (strings.length >= MAX_IMPORT_CELLS)
          throw badInput(
            'Soubor XLSX má víc textů, než jich tabulka pro import může mít. Rozdělte jej na menší soubory.',
          );
        strings.push(current.join(''));
        current = undefined;
      } else if (name === 'rPh') inPhonetic = false;
      else if (name === 't') inText = false;
    },
    text: (text) => {
      if (inText) current?.push(text);
    },
  });
  return strings;
}

/** Which cell styles (by index) show a number as a date. */
async function dateStyles(zip: ZipParts): Promise<Set<number>> {
  const dates = new Set<number>();
  if (!zip.has('xl/styles.xml')) return dates;
  const custom = new Map<number, string>();
  let inCellXfs = false;
  let index = 0;
  await parsePart(zip, 'xl/styles.xml', {
    open: (name, a) => {
      if (name === 'numFmt') custom.set(Number(a.numFmtId), a.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(a.numFmtId ?? 0);
        const code = custom.get(id);
        if (DATE_FORMAT_IDS.has(id) || (code !== undefined && SSF.is_date(code))) dates.add(index);
        index++;
      }
    },
    close: (name) => {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return dates;
}

/** "AB12" → 27; letters past XFD are refused as a column beyond the limit, not computed. */
function columnOf(ref: string, row: number): number {
  const letters = /^[A-Z]+/.exec(ref)?.[0] ?? '';
  if (letters.length === 0) return -1;
  if (letters.length > 3)
    throw badInput(`Soubor má víc než ${MAX_IMPORT_COLUMNS} sloupců (buňka ${ref} na řádku ${row + 1}).`);
  return [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
}

/** A cell as the text a person sees: dates as d.m.yyyy, numbers in full, text as it is. */
function cellText(type: string, value: string, inline: string, dateStyle: boolean, strings: string[]): string {
  switch (type) {
    case 's':
      return restoreText(strings[Number(value)] ?? '');
    case 'inlineStr':
      return restoreText(inline);
    case 'str':
      return restoreText(value);
    case 'b':
      return value === '1' ? 'ANO' : value === '' ? '' : 'NE';
    case 'e':
      return '';
    case 'd': {
      const date = new Date(value);
      return Number.isNaN(date.getTime())
        ? value
        : `${date.getUTCDate()}.${date.getUTCMonth() + 1}.${date.getUTCFullYear()}`;
    }
    default: {
      if (value.trim() === '') return '';
      const n = Number(value);
      if (!Number.isFinite(n)) return value;
      if (dateStyle) {
        const d = SSF.parse_date_code(n);
        return `${d.d}.${d.m}.${d.y}`;
      }
      return String(n);
    }
  }
}

/**
 * Reads the first sheet of an XLSX cell by cell as its XML streams out of the zip. The sheet's
 * `<dimension>` and the zip's declared sizes are never trusted: rows, columns and cells are counted as
 * they come, and the grid refuses the file at the first cell past a limit.
 */
export async function readXlsxCells(bytes: Uint8Array, grid: SheetGrid): Promise<void> {
  const zip = await ZipParts.open(bytes);
  try {
    const sheetPath = await firstSheetPath(zip);
    if (!zip.has(sheetPath)) throw badInput('První list sešitu je prázdný.');
    const strings = await sharedStrings(zip);
    const dates = await dateStyles(zip);
    let row = -1;
    let column = -1;
    let cell: { type: string; style: number; value: string[]; inline: string[]; formula: boolean } | undefined;
    let capture: 'value' | 'inline' | undefined;
    let inPhonetic = false;
    await parsePart(zip, sheetPath, {
      open: (name, a) => {
        if (name === 'row') {
          row = a.r ? Number(a.r) - 1 : row + 1;
          if (!Number.isInteger(row) || row < 0) throw badInput(`Soubor XLSX má neplatné číslo řádku „${a.r}“.`);
          column = -1;
        } else if (name === 'c') {
          column = a.r ? columnOf(a.r, row) : column + 1;
          if (column < 0) column = 0;
          cell = { type: a.t ?? 'n', style: Number(a.s ?? 0), value: [], inline: [], formula: false };
        } else if (cell && name === 'v') capture = 'value';
        else if (cell && name === 'f') cell.formula = true;
        else if (cell && name === 'rPh') inPhonetic = true;
        else if (cell && name === 't' && !inPhonetic) capture = 'inline';
      },
      close: (name) => {
        if (name === 'v' || name === 't') capture = undefined;
        else if (name === 'rPh') inPhonetic = false;
        else if (name === 'c' && cell) {
          const text = cellText(cell.type, cell.value.join(''), cell.inline.join(''), dates.has(cell.style), strings);
          grid.set(Math.max(row, 0), column, text, cell.formula);
          cell = undefined;
        }
      },
      text: (text) => {
        if (capture === 'value') cell?.value.push(text);
        else if (capture === 'inline') cell?.inline.push(text);
      },
    });
  } finally {
    zip.close();
  }
}
