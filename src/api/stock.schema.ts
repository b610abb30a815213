import { Schema } from 'effect';
import { FULLTEXT_MAX_LENGTH, FULLTEXT_MIN_LENGTH } from '../domain/stock/product-search-text';
import { Scope } from '../domain/permissions/scopes';
import { STOCK_OPERATIONS } from '../domain/stock/stock-operations';
import { DuplicateEan, StockLine } from './catalogue.schema';
import { sklad, type ApiEndpoint } from './endpoint';
import { LogPage } from './movement-log.schema';
import { Flag, Id, List, NoErrors, Text, labelled, locationRef } from './fields';

// SPEC 7 "Stock in, out, relocation and search", the movement log and multi-EAN products: every
// request of the stock ledger, and the answers the app relies on. Amounts are plain numbers here on
// purpose: a zero, negative or fractional amount is a refused *line* (400 with `errors`), checked by
// the domain, so the app can mark the line.

export const MAX_LINES = 500;

const Code = Text('Kód produktu', 100, 1);
const LocationName = Text('Pozice', 100, 1);
const SectorName = Schema.optionalKey(labelled(Schema.NullOr(Schema.String.check(Schema.isMaxLength(100))), 'Sektor'));
const Amount = labelled(Schema.Number, 'Množství');
const BatchId = Schema.optionalKey(labelled(Schema.NullOr(Id('Šarže')), 'Šarže'));
const Source = Schema.optionalKey(Text('Zdroj pohybu', 60));
const ShoptetSync = Schema.optionalKey(Flag('Synchronizace s e-shopem'));
const lines = <S extends Schema.Top>(line: S) => List(line, 'Produkty', MAX_LINES, 1);

export const NewSarze = Schema.Struct({
  name: Text('Název šarže', 100),
  expires_at: Schema.optionalKey(
    labelled(Schema.NullOr(Schema.String.check(Schema.isMaxLength(20))), 'Expirace šarže'),
  ),
});
const NewBatch = Schema.optionalKey(labelled(Schema.NullOr(NewSarze), 'Nová šarže'));

/** SPEC 3 "Piped product"; ean, requireBatch and isMultiean are informative, the server decides. */
export const PipedLine = Schema.Struct({
  code: Code,
  ean: Schema.optionalKey(labelled(Schema.NullOr(Schema.String.check(Schema.isMaxLength(100))), 'EAN')),
  amount: Amount,
  requireBatch: Schema.optionalKey(labelled(Schema.NullOr(Schema.Boolean), 'Povinná šarže')),
  isMultiean: Schema.optionalKey(labelled(Schema.NullOr(Schema.Boolean), 'Multi-EAN')),
  sarze_id: BatchId,
  new_sarze: NewBatch,
});

export const StockInBody = Schema.Struct({
  products: lines(PipedLine),
  location_name: LocationName,
  shoptet_sync: ShoptetSync,
  acknowledge_multiple_sarze: Schema.optionalKey(Flag('Potvrzení více šarží na pozici')),
  source: Source,
  /** Stocking in from a shopping list (POST /inventory/ao/ only): the list whose lines the pieces raise. */
  shoplist_id: Schema.optionalKey(labelled(Schema.NullOr(Id('Nákupní seznam')), 'Nákupní seznam')),
});

export const StockOutBody = Schema.Struct({
  products: lines(PipedLine),
  location_name: LocationName,
  sector_name: SectorName,
  shoptet_sync: ShoptetSync,
  source: Source,
  /**
   * DELETE /inventory/ only: the order this stock-out dispatches (the order system's code). With the
   * e-shop's `dispatch_deducted_by` = 'eshop' the e-shop is then not told (docs/decisions/eshop-sync.md).
   */
  order_code: Schema.optionalKey(Text('Číslo objednávky', 60, 1)),
});

export const PutInventoryBody = Schema.Struct({
  action: Schema.optionalKey(labelled(Schema.Literals(['location_check', 'location_change']), 'Druh změny')),
  products: lines(
    Schema.Struct({
      code: Code,
      amount: Schema.optionalKey(labelled(Schema.NullOr(Schema.Number), 'Množství')),
      sarze_id: BatchId,
      new_sarze: NewBatch,
      from_location_name: Schema.optionalKey(labelled(Schema.NullOr(LocationName), 'Z pozice')),
    }),
  ),
  location_name: LocationName,
  shoptet_sync: ShoptetSync,
  source: Source,
});

export const SelectiveBody = Schema.Struct({
  products: lines(
    Schema.Struct({
      code: Code,
      amount: Amount,
      sarze_id: BatchId,
      from: Text('Z pozice', 100, 1),
      to: Text('Na pozici', 100, 1),
    }),
  ),
  shoptet_sync: ShoptetSync,
  source: Source,
});

export const RevertBody = Schema.Struct({ source: Source });

/** Clearing orphans and sets: a line without amount clears everything the balance holds. */
export const ClearBody = Schema.Struct({
  products: lines(
    Schema.Struct({
      code: Code,
      amount: Schema.optionalKey(labelled(Schema.NullOr(Schema.Number), 'Množství')),
      sarze_id: BatchId,
      location_name: Schema.optionalKey(labelled(Schema.NullOr(LocationName), 'Pozice')),
    }),
  ),
  location_name: Schema.optionalKey(labelled(Schema.NullOr(LocationName), 'Pozice')),
  sector_name: SectorName,
  shoptet_sync: ShoptetSync,
  source: Source,
});

export const SearchBody = Schema.Struct({
  q: Text('Hledaný kód', 200, 1),
  location_name: Schema.optionalKey(labelled(Schema.NullOr(Schema.String.check(Schema.isMaxLength(100))), 'Pozice')),
});

/** What a scanned code is: the scanning screens ask for every scan before they use it. */
export const ScanLookupBody = Schema.Struct({
  code: Text('Naskenovaný kód', 200, 1),
  /** The screen's location: the product's `amount` and `invalidLocation` are about it. */
  location_name: Schema.optionalKey(labelled(Schema.NullOr(Schema.String.check(Schema.isMaxLength(100))), 'Pozice')),
  /** Also list what the location holds (the location check shows what should be there). */
  with_contents: Schema.optionalKey(Flag('Obsah pozice')),
});

export const FulltextBody = Schema.Struct({ fulltext: Text('Hledaný text', FULLTEXT_MAX_LENGTH, FULLTEXT_MIN_LENGTH) });
/** One product of POST /search/fulltext/ (at most 30, by code) with its pieces in the whole stock. */
export const FulltextProduct = Schema.Struct({
  code: Schema.String,
  ean: Schema.NullOr(Schema.String),
  name: Schema.NullOr(Schema.String),
  variant_name: Schema.NullOr(Schema.String),
  image: Schema.NullOr(Schema.String),
  amount: Schema.Number,
});
export const FulltextAnswer = Schema.Struct({ products: Schema.Array(FulltextProduct) });

export const LogBody = Schema.Struct({
  next_id: Schema.optionalKey(labelled(Schema.NullOr(Id('Stránka logu')), 'Stránka logu')),
  previous_id: Schema.optionalKey(labelled(Schema.NullOr(Id('Stránka logu')), 'Stránka logu')),
});

export const CustomProductBody = Schema.Struct({
  ean: Text('EAN', 50, 1),
  amount: labelled(
    Schema.Int.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(100000)),
    'Počet kusů v balení',
  ),
  code: Code,
});
/** Paging of the stock reports: the answer stays a list; X-Total-Count and a Link rel="next" say what is left. */
export const ReportPageQuery = Schema.Struct({
  offset: Schema.optionalKey(Text('Posun', 9)),
  limit: Schema.optionalKey(Text('Počet řádků', 9)),
});
export const CustomProductIdQuery = Schema.Struct({ custom_id: Text('Multi-EAN produkt', 20) });
export const CustomProductDeleteQuery = Schema.Struct({ id: Text('Multi-EAN produkt', 20) });

// ---- answers ----

const Batch = Schema.Struct({ id: Schema.Number, name: Schema.String, expires_at: Schema.NullOr(Schema.String) });

/** SPEC 3 "Scanned product": what POST /inventory/search/ answers for a scanned text. */
export const ScannedProduct = Schema.Struct({
  name: Schema.String,
  variant: Schema.Struct({
    code: Schema.String,
    ean: Schema.NullOr(Schema.String),
    name: Schema.NullOr(Schema.String),
    image: Schema.NullOr(Schema.String),
    custom_quantity: Schema.NullOr(Schema.Number),
  }),
  sarze: Schema.mutable(Schema.Array(Batch)),
  multiean: Schema.Boolean,
  vynutit_zadani_sarze: Schema.Boolean,
  /** What the asked location holds (or the total without one). */
  amount: Schema.Number,
  /** The asked location is unknown or holds none of the product. */
  invalidLocation: Schema.Boolean,
  stock: Schema.mutable(
    Schema.Array(
      Schema.Struct({
        ...locationRef,
        sector_name: Schema.String,
        sarze_id: Schema.NullOr(Schema.Number),
        amount: Schema.Number,
      }),
    ),
  ),
});

const LocationProduct = Schema.Struct({
  code: Schema.String,
  ean: Schema.NullOr(Schema.String),
  name: Schema.String,
  variant_name: Schema.String,
  image: Schema.NullOr(Schema.String),
  sarze: Schema.NullOr(Batch),
  amount: Schema.Number,
});

/** What POST /inventory/scan/ answers: a location, a product, both or neither (never a 404). */
export const ScanLookup = Schema.Struct({
  location: Schema.NullOr(
    Schema.Struct({ id: Schema.Number, name: Schema.String, sector_name: Schema.String, non_stock: Schema.Boolean }),
  ),
  contents: Schema.NullOr(Schema.Array(LocationProduct)),
  product: Schema.NullOr(ScannedProduct),
});

/** One movement a write made. */
export const WrittenMovement = Schema.Struct({
  code: Schema.String,
  location_name: Schema.String,
  sarze_id: Schema.NullOr(Schema.Number),
  amount: Schema.Number,
  before: Schema.Number,
  after: Schema.Number,
});

/** The answer of an accepted write: an empty errors list (R-HTTP-08) and what moved. */
export const StockWrite = Schema.Struct({
  errors: Schema.optionalKey(Schema.Array(Schema.Unknown)),
  change_id: Schema.Number,
  shoptet_sync: Schema.Boolean,
  movements: Schema.mutable(Schema.Array(WrittenMovement)),
});

/** A multi-EAN product as the server answers it: the request's fields and its id. */
export const CustomProduct = Schema.Struct({ ...CustomProductBody.fields, id: Schema.Number });
export type CustomProductAnswer = typeof CustomProduct.Type;
const CustomProductDeleted = Schema.Struct({ ok: Schema.Literal(true), id: Schema.Number });

// ---- the calls ----

const scopesOf = (...ops: (keyof typeof STOCK_OPERATIONS)[]) => [
  ...new Set(ops.map((op) => STOCK_OPERATIONS[op].scope)),
];

/** Any scope of a scanning screen may look products up. */
export const SCANNING_SCOPES = [
  ...scopesOf('add', 'add_from_list', 'remove', 'no_sync_add', 'no_sync_remove', 'location_check', 'location_change'),
  Scope.stocktaking,
  Scope.multiEan,
  // the suggestion lists and batch initialisation take a product by EAN or box through the same lookup
  Scope.relocationRules,
  Scope.convertToBatch,
];
/** Reports of products that still hold stock but should not (deleted, hidden, sets). */
export const STOCK_REPORT_SCOPES = [Scope.stockOut, Scope.stockOverview, Scope.discrepancies];

const WRITE = { headers: ['Idempotency-Key'] } as const;
const write = <B extends Schema.Top>(body: B) => ({ body, response: StockWrite, ...WRITE });

const STOCK_IN_SCOPES = scopesOf('add', 'no_sync_add');
const RETURNS_IN_SCOPES = scopesOf('no_sync_add');
const RETURNS_OUT_SCOPES = scopesOf('no_sync_remove');

export const StockIn = sklad(
  'POST',
  '/inventory/',
  'Naskladnění (i vratek a pozic bez synchronizace)',
  STOCK_IN_SCOPES,
  write(StockInBody),
);
export const StockInFromList = sklad(
  'POST',
  '/inventory/ao/',
  'Naskladnění ze seznamu',
  scopesOf('add_from_list'),
  write(StockInBody),
);
/** SPEC 7 names the returns path both without and with its trailing slash: two declarations, one handler. */
export const StockInReturns = sklad(
  'POST',
  '/inventory/vratky',
  'Naskladnění vratek/pozic',
  RETURNS_IN_SCOPES,
  write(StockInBody),
);
export const StockInReturnsSlash = sklad(
  'POST',
  '/inventory/vratky/',
  'Naskladnění vratek/pozic',
  RETURNS_IN_SCOPES,
  write(StockInBody),
);
export const StockOut = sklad('DELETE', '/inventory/', 'Vyskladnění', scopesOf('remove'), write(StockOutBody));
export const StockOutReturns = sklad(
  'DELETE',
  '/inventory/vratky',
  'Vyskladnění vratek/pozic',
  RETURNS_OUT_SCOPES,
  write(StockOutBody),
);
export const StockOutReturnsSlash = sklad(
  'DELETE',
  '/inventory/vratky/',
  'Vyskladnění vratek/pozic',
  RETURNS_OUT_SCOPES,
  write(StockOutBody),
);
export const CheckOrChangeLocation = sklad(
  'PUT',
  '/inventory/',
  'Ověření nebo změna pozice',
  scopesOf('location_check', 'location_change'),
  write(PutInventoryBody),
);
export const RelocateSelective = sklad(
  'PUT',
  '/inventory/relocate/selective/',
  'Přesun vybraných produktů',
  scopesOf('relocation'),
  write(SelectiveBody),
);
export const RevertChange = sklad(
  'POST',
  '/inventory/revert/{id}/',
  'Vrácení změny zpětným záznamem (R-LOG-02); vlastní nedávnou změnu vrátí i bez logu pohybů',
  [
    ...new Set([
      Scope.movementLog,
      ...scopesOf('add', 'add_from_list', 'remove', 'no_sync_add', 'no_sync_remove', 'location_check', 'relocation'),
    ]),
  ],
  write(RevertBody),
);
export const SearchScannedProduct = sklad(
  'POST',
  '/inventory/search/',
  'Vyhledání naskenovaného produktu',
  SCANNING_SCOPES,
  {
    body: SearchBody,
    response: Schema.Struct({ errors: NoErrors, ...ScannedProduct.fields }),
  },
);
export const LookUpScan = sklad(
  'POST',
  '/inventory/scan/',
  'Co je naskenovaný kód: pozice (s obsahem), produkt, nebo obojí; velikost písmen se ignoruje, je-li jednoznačná',
  SCANNING_SCOPES,
  { body: ScanLookupBody, response: ScanLookup },
);
export const FulltextSearch = sklad('POST', '/search/fulltext/', 'Fulltextové hledání produktů', SCANNING_SCOPES, {
  body: FulltextBody,
  response: FulltextAnswer,
});
const report = <const P extends string>(path: P, summary: string, scopes: readonly string[]) =>
  sklad('GET', path, summary, scopes, { query: ReportPageQuery, response: Schema.Array(StockLine) });
/** The stock reports, keyed as the app names them. */
export const StockReports = {
  orphan: report('/inventory/orphan_products/', 'Smazané produkty se zásobou', STOCK_REPORT_SCOPES),
  invisible: report('/inventory/invisible_products/', 'Skryté produkty se zásobou', STOCK_REPORT_SCOPES),
  set: report('/inventory/set_products/', 'Sady se zásobou', STOCK_REPORT_SCOPES),
} as const;
export const ListDuplicateEans = sklad(
  'GET',
  '/inventory/duplicate_ean/',
  'Duplicitní EANy',
  [...STOCK_REPORT_SCOPES, Scope.multiEan],
  {
    query: ReportPageQuery,
    response: Schema.Array(DuplicateEan),
  },
);
/** The clean-ups, keyed as the app names them. */
export const ClearStock = {
  orphan: sklad(
    'DELETE',
    '/inventory/orphan_products/',
    'Vyskladnění smazaných produktů',
    scopesOf('orphan_removal'),
    write(ClearBody),
  ),
  set: sklad('DELETE', '/inventory/set_products/', 'Vyskladnění sad', scopesOf('set_removal'), write(ClearBody)),
} as const;
export const ReadMovementLog = sklad('POST', '/log/', 'Log pohybů po stránkách (R-LOG-01)', [Scope.movementLog], {
  body: LogBody,
  response: LogPage,
});
export const ListCustomProducts = sklad('GET', '/inventory/custom_products/', 'Multi-EAN produkty', [Scope.multiEan], {
  response: Schema.Array(CustomProduct),
});
export const CreateCustomProduct = sklad(
  'POST',
  '/inventory/custom_products/',
  'Založení multi-EAN produktu',
  [Scope.multiEan],
  {
    body: CustomProductBody,
    response: CustomProduct,
    ...WRITE,
  },
);
export const UpdateCustomProduct = sklad(
  'PUT',
  '/inventory/custom_products/',
  'Úprava multi-EAN produktu',
  [Scope.multiEan],
  {
    body: CustomProductBody,
    query: CustomProductIdQuery,
    response: CustomProduct,
    ...WRITE,
  },
);
export const DeleteCustomProduct = sklad(
  'DELETE',
  '/inventory/custom_products/',
  'Smazání multi-EAN produktu',
  [Scope.multiEan],
  {
    query: CustomProductDeleteQuery,
    response: CustomProductDeleted,
    ...WRITE,
  },
);

export const stockEndpoints: readonly ApiEndpoint[] = [
  StockIn,
  StockInFromList,
  StockInReturns,
  StockInReturnsSlash,
  StockOut,
  StockOutReturns,
  StockOutReturnsSlash,
  CheckOrChangeLocation,
  RelocateSelective,
  RevertChange,
  SearchScannedProduct,
  LookUpScan,
  FulltextSearch,
  ...Object.values(StockReports),
  ListDuplicateEans,
  ...Object.values(ClearStock),
  ReadMovementLog,
  ListCustomProducts,
  CreateCustomProduct,
  UpdateCustomProduct,
  DeleteCustomProduct,
];
