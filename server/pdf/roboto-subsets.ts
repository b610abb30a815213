// The one home of the Czech font-subset splitting, for labels and documents alike. Roboto comes from
// @fontsource split into unicode subsets, and Czech needs two of them (latin: á é í ó ú ý; latin-ext:
// č ď ě ň ř š ť ů ž), so text is drawn in runs, each in the subset that has its glyphs. The WOFF files are
// used: pdfkit embeds WOFF2 too but draws it blank.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type Pdf = PDFKit.PDFDocument;
export type Weight = 'regular' | 'bold';
type Subset = 'latin' | 'ext';

const FILES: Record<`${Weight}-${Subset}`, string> = {
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

/** Registers the four faces under `<weight>-<subset>` names. */
export function registerFonts(doc: Pdf): void {
  for (const [name, bytes] of fonts()) doc.registerFont(name, bytes);
}

// The unicode-range of @fontsource/roboto's latin subset (its latin-400.css); anything else is drawn in
// latin-ext, which holds the rest of Czech.
const LATIN: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

function subsetOf(char: string): Subset {
  const cp = char.codePointAt(0) ?? 0;
  return LATIN.some(([from, to]) => cp >= from && cp <= to) ? 'latin' : 'ext';
}

/** Splits text into runs that one subset can draw. */
export function subsetRuns(text: string): { subset: Subset; text: string }[] {
  const out: { subset: Subset; text: string }[] = [];
  for (const char of text) {
    const subset = subsetOf(char);
    const last = out.at(-1);
    if (last && last.subset === subset) last.text += char;
    else out.push({ subset, text: char });
  }
  return out;
}

/** Width of text in points at the given size. */
export function widthOf(doc: Pdf, text: string, weight: Weight, size: number): number {
  let width = 0;
  for (const run of subsetRuns(text))
    width += doc.font(`${weight}-${run.subset}`).fontSize(size).widthOfString(run.text);
  return width;
}

/** Draws text on one line from (x, y), run by run. */
export function drawRuns(doc: Pdf, text: string, x: number, y: number, weight: Weight, size: number): void {
  let at = x;
  for (const run of subsetRuns(text)) {
    doc.font(`${weight}-${run.subset}`).fontSize(size);
    doc.text(run.text, at, y, { lineBreak: false });
    at += doc.widthOfString(run.text);
  }
}
