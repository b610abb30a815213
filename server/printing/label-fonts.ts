// Roboto from @fontsource, embedded in every label. Fontsource splits each weight into unicode subsets, and
// Czech needs two of them (latin: á é í ó ú ý; latin-ext: č ď ě ň ř š ť ů ž), so text is drawn in runs, each
// in the subset that has its glyphs. The WOFF files are used: pdfkit embeds WOFF2 too but draws it blank.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

type Weight = 'regular' | 'bold';
const FILES: Record<string, string> = {
  'regular-latin': 'roboto-latin-400-normal.woff',
  'regular-ext': 'roboto-latin-ext-400-normal.woff',
  'bold-latin': 'roboto-latin-700-normal.woff',
  'bold-ext': 'roboto-latin-ext-700-normal.woff',
};

let fontBytes: Map<string, Buffer> | null = null;
function fonts(): Map<string, Buffer> {
  if (!fontBytes) {
    const dir = join(dirname(createRequire(import.meta.url).resolve('@fontsource/roboto/package.json')), 'files');
    fontBytes = new Map(Object.entries(FILES).map(([name, file]) => [name, readFileSync(join(dir, file))]));
  }
  return fontBytes;
}

/** The part of PDFKit.PDFDocument the labels use (kept narrow so the drawing is easy to follow). */
export type Pdf = PDFKit.PDFDocument;

export function registerFonts(doc: Pdf): void {
  for (const [name, bytes] of fonts()) doc.registerFont(name, bytes);
}

// U+0000–00FF (plus a few punctuation blocks) is in the latin subset; the rest of Czech is in latin-ext.
function subsetOf(char: string): 'latin' | 'ext' {
  const cp = char.codePointAt(0) ?? 0;
  return cp <= 0xff || (cp >= 0x2000 && cp <= 0x206f) || cp === 0x20ac ? 'latin' : 'ext';
}

function runs(text: string): { subset: 'latin' | 'ext'; text: string }[] {
  const out: { subset: 'latin' | 'ext'; text: string }[] = [];
  for (const char of text) {
    const subset = subsetOf(char);
    const last = out.at(-1);
    if (last && last.subset === subset) last.text += char;
    else out.push({ subset, text: char });
  }
  return out;
}

function widthOf(doc: Pdf, text: string, weight: Weight, size: number): number {
  let width = 0;
  for (const run of runs(text)) width += doc.font(`${weight}-${run.subset}`).fontSize(size).widthOfString(run.text);
  return width;
}

/** Shortens text with an ellipsis until it fits the width. */
export function fitText(doc: Pdf, text: string, weight: Weight, size: number, maxWidth: number): string {
  if (widthOf(doc, text, weight, size) <= maxWidth) return text;
  const chars = [...text];
  while (chars.length > 1 && widthOf(doc, `${chars.join('').trimEnd()}…`, weight, size) > maxWidth) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

/** One line of text at (x, top), in points; `align: 'center'` centres it in `width`. */
export function drawLine(
  doc: Pdf,
  text: string,
  at: { x: number; y: number; width: number; size: number; weight?: Weight; align?: 'left' | 'center' },
): void {
  const weight = at.weight ?? 'regular';
  const fitted = fitText(doc, text, weight, at.size, at.width);
  let x = at.align === 'center' ? at.x + (at.width - widthOf(doc, fitted, weight, at.size)) / 2 : at.x;
  for (const run of runs(fitted)) {
    doc.font(`${weight}-${run.subset}`).fontSize(at.size);
    doc.text(run.text, x, at.y, { lineBreak: false });
    x += doc.widthOfString(run.text);
  }
}
