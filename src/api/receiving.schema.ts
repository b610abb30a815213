import { Schema } from 'effect';
import { Scope } from '../domain/permissions/scopes';
import { sklad, type ApiEndpoint } from './endpoint';
import { Flag, Id, List, Text, labelled } from './fields';

// Wire shapes of goods receiving from shopping lists (SPEC 3 "Shopping list", SPEC 7 "Shopping lists").
// The server validates with them; the app's port types are derived from them.

const Count = (title: string) =>
  labelled(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(1_000_000)), title);

/** open: goods are being received; processed: closed by processing (no more receiving). */
export const ShoplistState = Schema.Literals(['open', 'processed']);
export type ShoplistState = typeof ShoplistState.Type;

export const ShoplistOrder = Schema.Struct({
  order_code: Schema.String,
  count: Schema.Int,
  ordered_at: Schema.String,
  isFulfilled: Schema.Boolean,
});

export const ShoplistProduct = Schema.Struct({
  code: Schema.String,
  name: Schema.String,
  variant_name: Schema.String,
  ean: Schema.NullOr(Schema.String),
  image: Schema.NullOr(Schema.String),
  require_batch: Schema.Boolean,
  amount_expected: Schema.Int,
  amount_stocked_up: Schema.Int,
  orders: Schema.Array(ShoplistOrder),
});

export const ShoplistSummary = Schema.Struct({
  shoplist_id: Schema.Int,
  reference: Schema.String,
  name: Schema.String,
  supplier: Schema.String,
  state: ShoplistState,
  status: Schema.NullOr(Schema.Int),
  archived: Schema.Boolean,
  created_at: Schema.String,
  processed_at: Schema.NullOr(Schema.String),
  backorder_of: Schema.NullOr(Schema.Int),
  backorder_id: Schema.NullOr(Schema.Int),
  extras_of: Schema.NullOr(Schema.Int),
  extras_id: Schema.NullOr(Schema.Int),
  lines: Schema.Int,
  pieces_expected: Schema.Int,
  pieces_stocked_up: Schema.Int,
});

export const ShoplistDetail = Schema.Struct({
  ...ShoplistSummary.fields,
  products: Schema.Array(ShoplistProduct),
});

export const ShoplistComment = Schema.Struct({
  id: Schema.Int,
  body: Schema.String,
  client_name: Schema.String,
  created_at: Schema.String,
});

export const CustomShoplistState = Schema.Struct({ id: Schema.Int, name: Schema.String, color: Schema.String });

export const ShoplistQuery = Schema.Struct({
  state: Schema.optionalKey(labelled(Schema.Literals(['open', 'processed', 'all']), 'Stav seznamu')),
  status: Schema.optionalKey(
    labelled(Schema.NumberFromString.check(Schema.isInt(), Schema.isGreaterThan(0)), 'Vlastní stav'),
  ),
  archived: Schema.optionalKey(labelled(Schema.Literals(['0', '1']), 'Archiv')),
});

export const SearchBody = Schema.Struct({ q: Text('Hledaný text', 100, 1) });
export const CommentBody = Schema.Struct({ body: Text('Komentář', 2000, 1) });
export const StatusBody = Schema.Struct({ status: labelled(Schema.NullOr(Id('Vlastní stav')), 'Vlastní stav') });
export const ProcessBody = Schema.Struct({
  move_missing: Flag('Přesunout chybějící do doobjednávky'),
  create_extras: Flag('Zapsat přebytky'),
});
export const ProcessAnswer = Schema.Struct({
  status: Schema.Literal('ok'),
  shoplist_id: Schema.Int,
  already_processed: Schema.Boolean,
  backorder_id: Schema.NullOr(Schema.Int),
  extras_id: Schema.NullOr(Schema.Int),
});

/** The e-shop integration's create-or-update of a list, keyed by its own reference. */
export const UpsertShoplistBody = Schema.Struct({
  reference: Text('Číslo seznamu', 60, 1),
  name: Text('Název seznamu', 200, 1),
  supplier: Schema.optionalKey(Text('Dodavatel', 200)),
  status: Schema.optionalKey(labelled(Schema.NullOr(Id('Vlastní stav')), 'Vlastní stav')),
  products: List(
    Schema.Struct({
      code: Text('Kód produktu', 100, 1),
      amount_expected: Count('Očekávané množství'),
      orders: Schema.optionalKey(
        List(
          Schema.Struct({
            order_code: Text('Číslo objednávky', 60, 1),
            count: labelled(
              Schema.Int.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(1_000_000)),
              'Počet kusů objednávky',
            ),
            ordered_at: Text('Datum objednávky', 40, 1),
          }),
          'Objednávky',
          1000,
        ),
      ),
    }),
    'Produkty',
    5000,
    1,
  ),
});

const scopes = [Scope.stockInFromList];
const WRITE = { headers: ['Idempotency-Key'] } as const;

export const ListShoplists = sklad(
  'GET',
  '/ao/shoplists/',
  'Nákupní seznamy (otevřené; filtr stavu, vlastního stavu a archivu)',
  scopes,
  {
    query: ShoplistQuery,
    response: Schema.Array(ShoplistSummary),
  },
);
export const ListCustomStates = sklad('GET', '/ao/custom_shoplist_states/', 'Vlastní stavy nákupních seznamů', scopes, {
  response: Schema.Array(CustomShoplistState),
});
export const ReadShoplist = sklad('GET', '/ao/shoplist/{id}/', 'Nákupní seznam s produkty a objednávkami', scopes, {
  response: ShoplistDetail,
});
export const ListComments = sklad('GET', '/ao/shoplist/{id}/comment/', 'Komentáře seznamu', scopes, {
  response: Schema.Array(ShoplistComment),
});
export const AddComment = sklad('POST', '/ao/shoplist/{id}/comment/', 'Přidá komentář', scopes, {
  body: CommentBody,
  response: ShoplistComment,
  ...WRITE,
});
export const SearchShoplists = sklad(
  'POST',
  '/ao/shoplist/search/',
  'Hledání seznamů (číslo, název, dodavatel, kód nebo EAN produktu)',
  scopes,
  { body: SearchBody, response: Schema.Array(ShoplistSummary) },
);
export const ProcessShoplist = sklad(
  'POST',
  '/ao/shoplist/{id}/process/',
  'Zpracování: chybějící do doobjednávky, přebytky do seznamu přebytků; seznam se uzavře',
  scopes,
  { body: ProcessBody, response: ProcessAnswer, ...WRITE },
);
export const ChangeShoplistStatus = sklad('PUT', '/ao/shoplist/{id}/status/', 'Změna vlastního stavu', scopes, {
  body: StatusBody,
  response: ShoplistSummary,
  ...WRITE,
});
export const ArchiveShoplist = sklad('PUT', '/ao/shoplist/{id}/archive/', 'Archivace seznamu', scopes, {
  response: ShoplistSummary,
  ...WRITE,
});
export const UpsertShoplist = sklad(
  'PUT',
  '/ao/integration/shoplist/',
  'Integrace e-shopu: založí nebo aktualizuje seznam podle jeho čísla (reference)',
  scopes,
  { body: UpsertShoplistBody, response: ShoplistSummary, ...WRITE },
);

export const receivingEndpoints: readonly ApiEndpoint[] = [
  ListShoplists,
  ListCustomStates,
  ReadShoplist,
  ListComments,
  AddComment,
  SearchShoplists,
  ProcessShoplist,
  ChangeShoplistStatus,
  ArchiveShoplist,
  UpsertShoplist,
];
