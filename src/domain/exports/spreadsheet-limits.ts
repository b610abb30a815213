// What an import accepts and what an export offers, shared by the screen (to say so before an upload) and the server.

/** Rows of one imported file (the header row not counted). */
export const MAX_IMPORT_ROWS = 50_000;
/** Size of one imported file. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

/** Columns of one imported sheet that hold anything (a Shoptet product export has some 150). */
export const MAX_IMPORT_COLUMNS = 500;
/** Cells of one imported sheet: its rows times its widest row, what the server holds and keeps for the preview. */
export const MAX_IMPORT_CELLS = 2_000_000;
/** Bytes an XLSX may unpack to, all its parts together (a 20 MB sheet of text unpacks to some 150 MB). */
export const MAX_UNPACKED_BYTES = 300 * 1024 * 1024;
/** How many times its packed size one part of an XLSX may grow (real sheets: 5–30×, Apache POI refuses 100×). */
export const MAX_PACKING_RATIO = 100;

/** The encodings a CSV can be read in; XLSX is always UTF-8. */
export const IMPORT_ENCODINGS = { 'utf-8': 'UTF-8', 'windows-1250': 'Windows-1250 (Excel)' } as const;
export type ImportEncoding = keyof typeof IMPORT_ENCODINGS;

export const IMPORT_TOO_LARGE = 'Soubor je větší než 20 MB. Rozdělte jej na menší soubory; nic nebylo změněno.';

export const IMPORT_LIMITS_TEXT = `Nejvýše ${MAX_IMPORT_ROWS.toLocaleString('cs-CZ')} řádků a 20 MB v jednom souboru.`;

export type SpreadsheetFormat = 'csv' | 'xlsx';

export const EXPORT_KINDS = {
  stock: 'Zásoby po pozicích (se šaržemi a expirací)',
  movements: 'Pohyby skladu za období',
  layout: 'Rozložení skladu (zóny, sektory, pozice)',
  multiean: 'Multi-EAN kódy a krabice',
  shoplists: 'Nákupní seznamy (po řádcích)',
  documents: 'Příjemky a výdejky (po řádcích)',
} as const;
export type ExportKind = keyof typeof EXPORT_KINDS;

export const IMPORT_KINDS = {
  layout: 'Rozložení skladu (zóny, sektory, pozice)',
  stock: 'Počáteční stav zásob',
  multiean: 'Multi-EAN kódy a krabice',
  products: 'Produkty katalogu (kód, EAN, název, varianta, obrázek)',
  shoplists: 'Nákupní seznamy (reference, název, dodavatel, produkt, očekávané množství)',
} as const;
export type ImportKind = keyof typeof IMPORT_KINDS;
