import { sql } from 'drizzle-orm';
import { mappingProblems, type ColumnMapping } from '../../src/domain/exports/import-columns';
import { readAmount, readDate, readText, readYesNo, type Read } from '../../src/domain/exports/import-values';
import type { ImportKind } from '../../src/domain/exports/spreadsheet-limits';
import type { StockImportMode } from '../../src/domain/exports/stock-import-plan';
import { duplicateEanMessage } from '../../src/domain/multiean/scanned-code';
import type { CatalogueEntry } from '../catalogue/upsert-products';
import type { Tx } from '../db/client';
import { rowsOf, type Queryable } from '../db/sql-rows';
import { columnLetter } from './xlsx-writer';

export interface Problem {
  row: number;
  column: string;
  message: string;
}

export interface StockRecord {
  row: number;
  locationId: number;
  locationName: string;
  code: string;
  amount: number;
  batch: string | null;
  expiry: string | null;
}
export interface LayoutRecord {
  row: number;
  zone: string | null;
  sector: string;
  location: string | null;
}
export interface MultieanRecord {
  row: number;
  ean: string;
  code: string;
  amount: number;
}

/** One row of a product import: an entry of the catalogue integration's upsert, so both write alike. */
export interface ProductRecord {
  row: number;
  entry: CatalogueEntry;
}

/** One line of a shopping-list import; the rows of one reference make one list. */
export interface ShoplistRecord {
  row: number;
  reference: string;
  name: string;
  supplier: string;
  code: string;
  amount: number;
}

export type Checked =
  | { kind: 'stock'; records: StockRecord[]; problems: Problem[]; unknownProducts: number; skipped: number }
  | { kind: 'layout'; records: LayoutRecord[]; problems: Problem[] }
  | { kind: 'multiean'; records: MultieanRecord[]; problems: Problem[] }
  | { kind: 'products'; records: ProductRecord[]; problems: Problem[] }
  | { kind: 'shoplists'; records: ShoplistRecord[]; problems: Problem[] };

/** A stock file's choices: the mode (amounts of 0 are counts, never receipts) and skipping deleted products. */
export interface StockOptions {
  mode?: StockImportMode;
  skipUnknown?: boolean;
}

export interface SheetData {
  headers: readonly string[];
  rows: readonly (readonly string[])[];
  mapping: ColumnMapping;
  formulas: ReadonlyArray<{ row: number; column: number }>;
}

/** The first data row is row 2 of the sheet: the header is row 1. */
const sheetRow = (index: number) => index + 2;

/** Reads the mapped cells of every row, collecting each problem with its row and column. */
class RowReader {
  readonly problems: Problem[] = [];
  constructor(private readonly sheet: SheetData) {}

  columnName(key: string): string {
    const at = this.sheet.mapping[key];
    return at === null || at === undefined ? '' : `${this.sheet.headers[at]} (${columnLetter(at)})`;
  }

  cell<T>(index: number, key: string, read: (text: string) => Read<T>): T | undefined {
    const at = this.sheet.mapping[key];
    const text = at === null || at === undefined ? '' : (this.sheet.rows[index][at] ?? '');
    const result = read(text);
    if (result.ok) return result.value;
    this.problem(index, key, result.problem);
    return undefined;
  }

  problem(index: number, key: string, message: string): void {
    this.problems.push({ row: sheetRow(index), column: this.columnName(key), message });
  }
}

const lower = (s: string) => s.toLocaleLowerCase('cs');

/**
 * Every problem of a file against the e-shop as it is now, by row and column; and the records to
 * apply when there is none. Run at preview and again inside the apply's transaction.
 */
export async function checkSheet(
  db: Queryable | Tx,
  eshopId: number,
  kind: ImportKind,
  sheet: SheetData,
  stock: StockOptions = {},
): Promise<Checked> {
  const mapping = mappingProblems(kind, sheet.mapping, sheet.headers.length);
  const general: Problem[] = mapping.map((message) => ({ row: 0, column: '', message }));
  for (const f of sheet.formulas)
    general.push({
      row: f.row,
      column: `${sheet.headers[f.column]} (${columnLetter(f.column)})`,
      message: 'Buňka obsahuje vzorec. Vzorce se při importu nepočítají: vložte do buňky hodnotu.',
    });
  if (mapping.length) return { kind, records: [], problems: general } as Checked;
  const reader = new RowReader(sheet);
  const checked =
    kind === 'stock'
      ? await checkStock(db, eshopId, sheet, reader, stock)
      : kind === 'layout'
        ? await checkLayout(db, eshopId, sheet, reader)
        : kind === 'multiean'
          ? await checkMultiean(db, eshopId, sheet, reader)
          : kind === 'products'
            ? checkProducts(sheet, reader)
            : await checkShoplists(db, eshopId, sheet, reader);
  checked.problems.unshift(...general);
  return checked;
}

async function checkStock(
  db: Queryable,
  eshopId: number,
  sheet: SheetData,
  reader: RowReader,
  options: StockOptions,
): Promise<Checked> {
  const [locations, products] = await Promise.all([
    rowsOf<{ id: number; name: string }>(db, sql`SELECT id, name FROM locations WHERE eshop_id = ${eshopId}`),
    rowsOf<{ code: string }>(db, sql`SELECT code FROM products WHERE eshop_id = ${eshopId}`),
  ]);
  const byName = new Map(locations.map((l) => [lower(l.name), l]));
  const codes = new Set(products.map((p) => p.code));
  const records: StockRecord[] = [];
  // A counted 0 is a count ("none left here"); received goods are at least 1.
  const least = options.mode === 'add' ? 1 : 0;
  let unknownProducts = 0;
  let skipped = 0;
  sheet.rows.forEach((row, i) => {
    const at = sheet.mapping.code;
    const rawCode = at === null || at === undefined ? '' : (row[at] ?? '').trim();
    const unknown = rawCode !== '' && !codes.has(rawCode);
    if (unknown) unknownProducts++;
    // The e-shop deleted the product since the file was made: its row may be left out instead of refusing the file.
    if (unknown && options.skipUnknown) {
      skipped++;
      return;
    }
    const location = reader.cell(i, 'location', (t) => readText(t, 100, true));
    const code = reader.cell(i, 'code', (t) => readText(t, 100, true));
    const amount = reader.cell(i, 'amount', (t) => readAmount(t, undefined, least));
    const batch = reader.cell(i, 'batch', (t) => readText(t, 100, false)) || null;
    const expiryText = reader.cell(i, 'expiry', (t) => readText(t, 30, false));
    const expiry = expiryText ? reader.cell(i, 'expiry', readDate) : null;
    const place = location ? byName.get(lower(location)) : undefined;
    if (location && !place) reader.problem(i, 'location', `Pozice „${location}“ ve skladu není.`);
    if (code && !codes.has(code)) reader.problem(i, 'code', `Produkt s kódem „${code}“ v katalogu e-shopu není.`);
    if (expiry && !batch) reader.problem(i, 'expiry', 'Expirace bez šarže: doplňte šarži, ke které expirace patří.');
    if (place && code && amount !== undefined && expiry !== undefined)
      records.push({ row: sheetRow(i), locationId: place.id, locationName: place.name, code, amount, batch, expiry });
  });
  return { kind: 'stock', records, problems: reader.problems, unknownProducts, skipped };
}

async function checkLayout(db: Queryable, eshopId: number, sheet: SheetData, reader: RowReader): Promise<Checked> {
  const [sectors, locations] = await Promise.all([
    rowsOf<{ sector: string; zone: string | null }>(
      db,
      sql`SELECT s.sector_name AS sector, z.name AS zone FROM sectors s LEFT JOIN zones z ON z.id = s.zone_id WHERE s.eshop_id = ${eshopId}`,
    ),
    rowsOf<{ location: string; sector: string }>(
      db,
      sql`SELECT l.name AS location, s.sector_name AS sector FROM locations l JOIN sectors s ON s.id = l.sector_id WHERE l.eshop_id = ${eshopId}`,
    ),
  ]);
  const sectorZone = new Map(sectors.map((s) => [s.sector, s.zone]));
  const locationSector = new Map(locations.map((l) => [lower(l.location), l.sector]));
  const records: LayoutRecord[] = [];
  sheet.rows.forEach((_, i) => {
    const zone = reader.cell(i, 'zone', (t) => readText(t, 100, false)) || null;
    const sector = reader.cell(i, 'sector', (t) => readText(t, 100, true));
    const location = reader.cell(i, 'location', (t) => readText(t, 100, false)) || null;
    if (!sector) return;
    if (sectorZone.has(sector) && sectorZone.get(sector) !== zone)
      reader.problem(
        i,
        'zone',
        `Sektor „${sector}“ patří ${sectorZone.get(sector) ? `do zóny „${sectorZone.get(sector)}“` : 'mimo zóny'}; jeden sektor nemůže být ve dvou zónách.`,
      );
    else sectorZone.set(sector, zone);
    if (location) {
      const held = locationSector.get(lower(location));
      if (held !== undefined && held !== sector)
        reader.problem(i, 'location', `Pozice „${location}“ už je v sektoru „${held}“.`);
      else locationSector.set(lower(location), sector);
    }
    records.push({ row: sheetRow(i), zone, sector, location });
  });
  return { kind: 'layout', records, problems: reader.problems };
}

const PRINTABLE = /^[\x21-\x7e]*$/;
const printable = (max: number, required: boolean, what: string) => (t: string) =>
  PRINTABLE.test(t.trim())
    ? readText(t, max, required)
    : { ok: false as const, problem: `${what} smí obsahovat jen tisknutelné znaky bez mezer.` };

/**
 * Products as the catalogue integration takes them (the same limits and rules, checked here row by row so each
 * problem has its cell). An empty hidden or batch cell keeps the product's flag, as a field left out does there.
 */
function checkProducts(sheet: SheetData, reader: RowReader): Checked {
  const firstRow = new Map<string, number>();
  const records: ProductRecord[] = [];
  sheet.rows.forEach((_, i) => {
    const code = reader.cell(i, 'code', printable(100, true, 'Kód produktu'));
    const ean = reader.cell(i, 'ean', printable(50, false, 'EAN'));
    const name = reader.cell(i, 'name', (t) => readText(t, 250, true));
    const variant = reader.cell(i, 'variant', (t) => readText(t, 250, false));
    const image = reader.cell(i, 'image', (t) => readText(t, 500, false));
    const hidden = reader.cell(i, 'hidden', readYesNo);
    const requireBatch = reader.cell(i, 'requireBatch', readYesNo);
    if (code && firstRow.has(code))
      reader.problem(i, 'code', `Produkt ${code} je v souboru vícekrát (poprvé na řádku ${firstRow.get(code)}).`);
    else if (code) firstRow.set(code, sheetRow(i));
    if (code && name && [ean, variant, image, hidden, requireBatch].every((v) => v !== undefined))
      records.push({
        row: sheetRow(i),
        entry: {
          code,
          ean: ean || null,
          name,
          variant_name: variant ?? '',
          image: image || null,
          hidden,
          require_batch: requireBatch,
        },
      });
  });
  return { kind: 'products', records, problems: reader.problems };
}

async function checkMultiean(db: Queryable, eshopId: number, sheet: SheetData, reader: RowReader): Promise<Checked> {
  const [boxes, products] = await Promise.all([
    rowsOf<{ ean: string }>(db, sql`SELECT ean FROM custom_products WHERE eshop_id = ${eshopId}`),
    rowsOf<{ code: string; ean: string | null }>(db, sql`SELECT code, ean FROM products WHERE eshop_id = ${eshopId}`),
  ]);
  const taken = new Set([...boxes.map((b) => b.ean), ...products.flatMap((p) => (p.ean ? [p.ean] : []))]);
  const codes = new Set(products.map((p) => p.code));
  const records: MultieanRecord[] = [];
  sheet.rows.forEach((_, i) => {
    const ean = reader.cell(i, 'ean', (t) =>
      /^[\x21-\x7e]*$/.test(t.trim())
        ? readText(t, 100, true)
        : { ok: false as const, problem: 'EAN smí obsahovat jen tisknutelné znaky bez mezer.' },
    );
    const code = reader.cell(i, 'code', (t) => readText(t, 100, true));
    const amount = reader.cell(i, 'amount', (t) => readAmount(t, 10_000));
    // R-SCAN-07: an EAN already used by a box or a product, or twice in the file.
    if (ean && taken.has(ean)) reader.problem(i, 'ean', duplicateEanMessage(ean));
    else if (ean) taken.add(ean);
    if (code && !codes.has(code)) reader.problem(i, 'code', `Produkt s kódem „${code}“ v katalogu e-shopu není.`);
    if (ean && code && amount !== undefined) records.push({ row: sheetRow(i), ean, code, amount });
  });
  return { kind: 'multiean', records, problems: reader.problems };
}

/** The shopping-list integration's line limit, so one list of a file is what one of its requests may hold. */
const MAX_LIST_LINES = 5000;

/**
 * Shopping lists as the auto-order integration sends them: the rows of one reference (case ignored) are one
 * list, its name and supplier taken from its first row; a list already processed or archived cannot change.
 */
async function checkShoplists(db: Queryable, eshopId: number, sheet: SheetData, reader: RowReader): Promise<Checked> {
  const [lists, products] = await Promise.all([
    rowsOf<{ reference: string; state: string; archived: boolean }>(
      db,
      sql`SELECT reference, state, archived FROM shoplists WHERE eshop_id = ${eshopId}`,
    ),
    rowsOf<{ code: string }>(db, sql`SELECT code FROM products WHERE eshop_id = ${eshopId}`),
  ]);
  const closed = new Set(lists.filter((l) => l.archived || l.state !== 'open').map((l) => lower(l.reference)));
  const codes = new Set(products.map((p) => p.code));
  const firstOf = new Map<string, { row: number; name: string; supplier: string; lines: Map<string, number> }>();
  const records: ShoplistRecord[] = [];
  sheet.rows.forEach((_, i) => {
    const reference = reader.cell(i, 'reference', (t) => readText(t, 60, true));
    const name = reader.cell(i, 'name', (t) => readText(t, 200, true));
    const supplier = reader.cell(i, 'supplier', (t) => readText(t, 200, false));
    const code = reader.cell(i, 'code', (t) => readText(t, 100, true));
    const amount = reader.cell(i, 'amount', (t) => readAmount(t));
    if (code && !codes.has(code)) reader.problem(i, 'code', `Produkt s kódem „${code}“ v katalogu e-shopu není.`);
    if (!reference) return;
    if (closed.has(lower(reference)))
      reader.problem(i, 'reference', `Seznam ${reference} je již zpracovaný nebo archivovaný a nelze jej měnit.`);
    let list = firstOf.get(lower(reference));
    if (!list && name !== undefined && supplier !== undefined) {
      list = { row: sheetRow(i), name, supplier, lines: new Map() };
      firstOf.set(lower(reference), list);
    }
    if (!list) return;
    if (name && name !== list.name)
      reader.problem(i, 'name', `Seznam ${reference} má na řádku ${list.row} jiný název („${list.name}“).`);
    if (supplier !== undefined && supplier !== list.supplier)
      reader.problem(
        i,
        'supplier',
        `Seznam ${reference} má na řádku ${list.row} jiného dodavatele („${list.supplier}“).`,
      );
    if (code && list.lines.has(code))
      reader.problem(
        i,
        'code',
        `Produkt ${code} je v seznamu ${reference} vícekrát (poprvé na řádku ${list.lines.get(code)}).`,
      );
    else if (code) list.lines.set(code, sheetRow(i));
    if (list.lines.size === MAX_LIST_LINES + 1 && list.lines.get(code ?? '') === sheetRow(i))
      reader.problem(i, 'reference', `Seznam ${reference} smí mít nejvýše ${MAX_LIST_LINES} řádků.`);
    if (name && code && amount !== undefined)
      records.push({ row: sheetRow(i), reference, name: list.name, supplier: list.supplier, code, amount });
  });
  return { kind: 'shoplists', records, problems: reader.problems };
}
