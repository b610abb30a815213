// The label templates the server renders (SPEC 3 "Print template": id, name, type.type). Sizes are those of
// common label stock; a sheet template places several labels on an A4 page.
import type { LabelDataSource } from './print-items';

export interface LabelTemplate {
  id: number;
  name: string;
  type: { type: LabelDataSource };
  /** One label, in millimetres. */
  label: { width: number; height: number };
  /** An A4 sheet of `columns` × `rows` labels; absent: one label per page (a label printer's roll). */
  sheet?: { columns: number; rows: number; marginX: number; marginY: number };
  /** A QR code beside the barcode (the wide templates, for phones that read QR more easily). */
  qr: boolean;
}

const SHEET = { columns: 3, rows: 8, marginX: 0, marginY: 0.5 };

/** The formats every kind of label comes in; `many` names a sheet by the plural. */
const FORMATS: readonly (Pick<LabelTemplate, 'label' | 'sheet' | 'qr'> & { size: string; many?: true })[] = [
  { size: '50 × 30 mm', label: { width: 50, height: 30 }, qr: false },
  { size: '62 mm (nekonečná role, 62 × 40 mm)', label: { width: 62, height: 40 }, qr: false },
  { size: '100 × 50 mm s QR', label: { width: 100, height: 50 }, qr: true },
  {
    size: 'na arch A4 (3 × 8 štítků 70 × 37 mm)',
    label: { width: 70, height: 37 },
    sheet: SHEET,
    qr: false,
    many: true,
  },
];

/** Ids are stored in printer settings: each kind keeps its own, one per format in FORMATS' order. */
const KINDS: readonly { type: LabelDataSource; one: string; many: string; ids: readonly number[] }[] = [
  { type: 'shoptet-product', one: 'Produkt', many: 'Produkty', ids: [1, 2, 3, 4] },
  { type: 'stock-position', one: 'Pozice', many: 'Pozice', ids: [5, 6, 7, 8] },
];

export const LABEL_TEMPLATES: readonly LabelTemplate[] = KINDS.flatMap((kind) =>
  FORMATS.map(({ size, many, ...format }, i) => ({
    id: kind.ids[i],
    name: `${many ? kind.many : kind.one} ${size}`,
    type: { type: kind.type },
    ...format,
  })),
);

export function findTemplate(id: number): LabelTemplate | undefined {
  return LABEL_TEMPLATES.find((t) => t.id === id);
}

/** What one label shows: a title, the barcode and its text under it, and a few small lines. */
export interface LabelContent {
  title: string;
  barcode: { symbology: 'ean13' | 'code128'; value: string };
  /** The QR's text (the same code) on templates that carry one. */
  qr?: string;
  lines: string[];
}
