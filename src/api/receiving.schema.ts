import { Schema } from 'effect';
import type { ApiEndpoint } from './endpoint';

// Wire shapes of goods receiving from shopping lists (SPEC 3 "Shopping list", SPEC 7 "Shopping lists").
// The server validates with them; the app's port types are derived from them.

const Id = Schema.Int.check(Schema.isGreaterThan(0));
const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(1_000_000));
const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max));
const Required = (max: number) => Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(max));

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
  state: Schema.optionalKey(Schema.Literals(['open', 'processed', 'all'])),
  status: Schema.optionalKey(Schema.NumberFromString.check(Schema.isInt(), Schema.isGreaterThan(0))),
  archived: Schema.optionalKey(Schema.Literals(['0', '1'])),
});

export const SearchBody = Schema.Struct({ q: Required(100) });
export const CommentBody = Schema.Struct({
  body: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(2000)),
});
export const StatusBody = Schema.Struct({ status: Schema.NullOr(Id) });
export const ProcessBody = Schema.Struct({ move_missing: Schema.Boolean, create_extras: Schema.Boolean });
export const ProcessAnswer = Schema.Struct({
  status: Schema.Literal('ok'),
  shoplist_id: Schema.Int,
  already_processed: Schema.Boolean,
  backorder_id: Schema.NullOr(Schema.Int),
  extras_id: Schema.NullOr(Schema.Int),
});

/** The e-shop integration's create-or-update of a list, keyed by its own reference. */
export const UpsertShoplistBody = Schema.Struct({
  reference: Required(60),
  name: Required(200),
  supplier: Schema.optionalKey(Text(200)),
  status: Schema.optionalKey(Schema.NullOr(Id)),
  products: Schema.Array(
    Schema.Struct({
      code: Required(100),
      amount_expected: Count,
      orders: Schema.optionalKey(
        Schema.Array(
          Schema.Struct({
            order_code: Required(60),
            count: Count.check(Schema.isGreaterThan(0)),
            ordered_at: Required(40),
          }),
        ).check(Schema.isMaxLength(1000)),
      ),
    }),
  ).check(Schema.isMinLength(1), Schema.isMaxLength(5000)),
});

const scopes = ['sklad.naskladneni_ao'] as const;
const path = (p: string) => `/ao${p}`;
const get = (p: string, summary: string, extra: Partial<ApiEndpoint> = {}): ApiEndpoint => ({
  method: 'GET',
  host: 'sklad',
  path: path(p),
  summary,
  scopes,
  ...extra,
});

export const receivingEndpoints: readonly ApiEndpoint[] = [
  get('/shoplists/', 'Nákupní seznamy (otevřené; filtr stavu a vlastního stavu)', {
    query: ShoplistQuery,
    response: Schema.Array(ShoplistSummary),
  }),
  get('/custom_shoplist_states/', 'Vlastní stavy nákupních seznamů', { response: Schema.Array(CustomShoplistState) }),
  get('/shoplist/{id}/', 'Nákupní seznam s produkty a objednávkami', { response: ShoplistDetail }),
  get('/shoplist/{id}/comment/', 'Komentáře seznamu', { response: Schema.Array(ShoplistComment) }),
  {
    method: 'POST',
    host: 'sklad',
    path: path('/shoplist/{id}/comment/'),
    summary: 'Přidá komentář',
    scopes,
    body: CommentBody,
    response: ShoplistComment,
  },
  {
    method: 'POST',
    host: 'sklad',
    path: path('/shoplist/search/'),
    summary: 'Hledání seznamů (název, číslo, dodavatel, kód nebo EAN produktu)',
    scopes,
    body: SearchBody,
    response: Schema.Array(ShoplistSummary),
  },
  {
    method: 'POST',
    host: 'sklad',
    path: path('/shoplist/{id}/process/'),
    summary: 'Zpracování: chybějící do doobjednávky, přebytky do seznamu přebytků; seznam se uzavře',
    scopes,
    body: ProcessBody,
    response: ProcessAnswer,
  },
  {
    method: 'PUT',
    host: 'sklad',
    path: path('/shoplist/{id}/status/'),
    summary: 'Změna vlastního stavu',
    scopes,
    body: StatusBody,
    response: ShoplistSummary,
  },
  {
    method: 'PUT',
    host: 'sklad',
    path: path('/shoplist/{id}/archive/'),
    summary: 'Archivace seznamu',
    scopes,
    response: ShoplistSummary,
  },
  {
    method: 'PUT',
    host: 'sklad',
    path: path('/integration/shoplist/'),
    summary: 'Integrace e-shopu: založí nebo aktualizuje seznam podle jeho čísla (reference)',
    scopes,
    body: UpsertShoplistBody,
    response: ShoplistSummary,
  },
];
