// SPEC 3 "Print generate item": what generate_v2 turns into labels. The spec names the fields but not
// what `data` holds; docs/decisions/printing.md fixes it.
import { countCs } from '../text/czech-plural';

export type LabelDataSource = 'shoptet-product' | 'stock-position';

/** A product by its code or one of its EANs, optionally with its batch (by id, or by name for a batch just made). */
export interface ProductLabelData {
  code: string;
  sarze_id?: number;
  batch_name?: string;
}

/** Exactly one of: a location (by id or name), every location of a sector or a zone, or every location. */
export interface LocationLabelData {
  location_id?: number;
  location_name?: string;
  sector_id?: number;
  zone_id?: number;
  all?: boolean;
}

export interface PrintGenerateItem {
  data_source: LabelDataSource;
  copies: number;
  data: ProductLabelData | LocationLabelData;
  template_id: number;
  eshop_id: number;
}

/** Copies of one item, and of the whole document (SPEC 7 `copies`): refused outside these bounds. */
export const MAX_COPIES = 999;
/** Labels in one PDF (items × their copies × document copies): a roll, not a print shop's day. */
export const MAX_LABELS_PER_DOCUMENT = 5000;

/** Copies typed into a form: a whole number 1–MAX_COPIES, or the Czech reason it is not one. */
export function parseCopies(text: string): number | string {
  const copies = Number(text.trim());
  return Number.isInteger(copies) && copies >= 1 && copies <= MAX_COPIES
    ? copies
    : `Počet kopií musí být celé číslo 1 až ${MAX_COPIES}.`;
}

/** "1 štítek", "3 štítky", "12 štítků". */
export function labelsCs(n: number): string {
  return countCs(n, 'štítek', 'štítky', 'štítků');
}
