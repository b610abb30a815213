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

export const LABEL_TEMPLATES: readonly LabelTemplate[] = [
  { id: 1, name: 'Produkt 50 × 30 mm', type: { type: 'shoptet-product' }, label: { width: 50, height: 30 }, qr: false },
  {
    id: 2,
    name: 'Produkt 62 mm (nekonečná role, 62 × 40 mm)',
    type: { type: 'shoptet-product' },
    label: { width: 62, height: 40 },
    qr: false,
  },
  {
    id: 3,
    name: 'Produkt 100 × 50 mm s QR',
    type: { type: 'shoptet-product' },
    label: { width: 100, height: 50 },
    qr: true,
  },
  {
    id: 4,
    name: 'Produkty na arch A4 (3 × 8 štítků 70 × 37 mm)',
    type: { type: 'shoptet-product' },
    label: { width: 70, height: 37 },
    sheet: SHEET,
    qr: false,
  },
  { id: 5, name: 'Pozice 50 × 30 mm', type: { type: 'stock-position' }, label: { width: 50, height: 30 }, qr: false },
  {
    id: 6,
    name: 'Pozice 62 mm (nekonečná role, 62 × 40 mm)',
    type: { type: 'stock-position' },
    label: { width: 62, height: 40 },
    qr: false,
  },
  {
    id: 7,
    name: 'Pozice 100 × 50 mm s QR',
    type: { type: 'stock-position' },
    label: { width: 100, height: 50 },
    qr: true,
  },
  {
    id: 8,
    name: 'Pozice na arch A4 (3 × 8 štítků 70 × 37 mm)',
    type: { type: 'stock-position' },
    label: { width: 70, height: 37 },
    sheet: SHEET,
    qr: false,
  },
];

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
