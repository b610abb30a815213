import { foldForSearch } from '../text/fold-diacritics';
import type { ImportKind } from './spreadsheet-limits';

/** A field an import fills, its Czech column name, and the headers (Czech or English) it is guessed from. */
export interface ImportField {
  key: string;
  label: string;
  required: boolean;
  headers: readonly string[];
}

const field = (key: string, label: string, required: boolean, headers: string[]): ImportField => ({
  key,
  label,
  required,
  headers: [label, ...headers],
});

export const IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  layout: [
    field('zone', 'Zóna', false, ['zona', 'zone', 'area']),
    field('sector', 'Sektor', true, ['sector', 'sektor', 'regal', 'aisle']),
    field('location', 'Pozice', true, ['location', 'pozice', 'umisteni', 'position', 'bin', 'misto']),
  ],
  stock: [
    field('location', 'Pozice', true, ['location', 'umisteni', 'position', 'bin', 'misto']),
    field('code', 'Kód produktu', true, ['kod', 'code', 'sku', 'product code', 'kod zbozi', 'product']),
    field('amount', 'Množství', true, ['mnozstvi', 'amount', 'quantity', 'qty', 'pocet', 'ks', 'stav']),
    field('batch', 'Šarže', false, ['sarze', 'batch', 'lot', 'sarze nazev']),
    field('expiry', 'Expirace', false, ['expirace', 'expiry', 'expiration', 'best before', 'datum expirace']),
  ],
  multiean: [
    field('ean', 'EAN', true, ['ean kod', 'barcode', 'carovy kod', 'ean krabice']),
    field('code', 'Kód produktu', true, ['kod', 'code', 'sku', 'product code']),
    field('amount', 'Počet kusů', true, ['pocet', 'amount', 'quantity', 'qty', 'mnozstvi', 'ks']),
  ],
  products: [
    field('code', 'Kód produktu', true, ['kod', 'code', 'sku', 'product code', 'kod zbozi']),
    field('ean', 'EAN', false, ['ean kod', 'barcode', 'carovy kod']),
    field('name', 'Název', true, ['nazev', 'name', 'nazev produktu', 'product name', 'title']),
    field('variant', 'Varianta', false, ['varianta', 'variant', 'variant name', 'nazev varianty']),
    field('image', 'Obrázek', false, ['obrazek', 'image', 'image url', 'url obrazku', 'foto', 'picture']),
    field('hidden', 'Skrytý', false, ['skryty', 'hidden', 'skryt', 'neviditelny']),
    field('requireBatch', 'Vyžaduje šarži', false, ['vyzaduje sarzi', 'require batch', 'batch required', 'sarze']),
  ],
  shoplists: [
    field('reference', 'Reference', true, ['cislo seznamu', 'seznam', 'shopping list', 'list']),
    field('name', 'Název seznamu', true, ['list name', 'nazev']),
    field('supplier', 'Dodavatel', false, ['supplier', 'vendor']),
    field('code', 'Kód produktu', true, ['kod', 'code', 'sku', 'product code']),
    field('amount', 'Očekáváno', true, [
      'ocekavane mnozstvi',
      'expected',
      'mnozstvi',
      'amount',
      'quantity',
      'qty',
      'ks',
    ]),
  ],
};

/** Which column fills which field: the column's index in the header row, or null for none. */
export type ColumnMapping = Record<string, number | null>;

const normal = (header: string) =>
  foldForSearch(header)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Guesses the mapping from the header row: an exact header first, then a header that starts with a
 * known name ("Množství (ks)"). A column is used once; a field nothing matches stays unmapped.
 */
export function guessMapping(kind: ImportKind, headers: readonly string[]): ColumnMapping {
  const normals = headers.map(normal);
  const used = new Set<number>();
  const mapping: ColumnMapping = {};
  const find = (f: ImportField, accept: (h: string, known: string) => boolean) => {
    for (const known of f.headers.map(normal)) {
      const i = normals.findIndex((h, at) => !used.has(at) && accept(h, known));
      if (i >= 0) return i;
    }
    return null;
  };
  for (const pass of [(h: string, k: string) => h === k, (h: string, k: string) => h.startsWith(`${k} `)]) {
    for (const f of IMPORT_FIELDS[kind]) {
      if (mapping[f.key] !== undefined && mapping[f.key] !== null) continue;
      const i = find(f, pass);
      mapping[f.key] = i;
      if (i !== null) used.add(i);
    }
  }
  return mapping;
}

/** The Czech problems of a mapping itself: a required field without a column, a column used twice. */
export function mappingProblems(kind: ImportKind, mapping: ColumnMapping, columns: number): string[] {
  const problems: string[] = [];
  const seen = new Map<number, string>();
  for (const f of IMPORT_FIELDS[kind]) {
    const at = mapping[f.key];
    if (at === null || at === undefined) {
      if (f.required) problems.push(`Vyberte sloupec pro „${f.label}“.`);
      continue;
    }
    if (!Number.isInteger(at) || at < 0 || at >= columns) problems.push(`Sloupec pro „${f.label}“ v souboru není.`);
    else if (seen.has(at)) problems.push(`Jeden sloupec nelze použít pro „${seen.get(at)}“ i „${f.label}“.`);
    else seen.set(at, f.label);
  }
  return problems;
}
