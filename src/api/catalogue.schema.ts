import { Schema } from 'effect';
import { Scope } from '../domain/permissions/scopes';
import { sklad, type ApiEndpoint } from './endpoint';
import { List, Text, labelled } from './fields';

// The e-shop integration's side of the catalogue: products (and sets with their components) are
// upserted, hidden and deleted here, so orphans, invisible products and duplicate EANs in the
// discrepancy lists follow from what the e-shop did.

export const MAX_CATALOGUE_PRODUCTS = 1000;
export const MAX_SET_COMPONENTS = 100;

const Code = Text('Kód produktu', 100, 1);
const OptionalText = (title: string, max: number) =>
  Schema.optionalKey(labelled(Schema.NullOr(Schema.String.check(Schema.isMaxLength(max))), title));

export const SetComponent = Schema.Struct({
  code: Text('Kód součásti sady', 100, 1),
  amount: labelled(
    Schema.Int.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(100000)),
    'Počet kusů součásti',
  ),
});

export const CatalogueProduct = Schema.Struct({
  code: Code,
  ean: OptionalText('EAN', 50),
  name: Text('Název produktu', 250, 1),
  variant_name: OptionalText('Varianta', 250),
  image: OptionalText('Obrázek', 500),
  hidden: Schema.optionalKey(labelled(Schema.NullOr(Schema.Boolean), 'Skrytý v e-shopu')),
  require_batch: Schema.optionalKey(labelled(Schema.NullOr(Schema.Boolean), 'Vyžaduje šarži')),
  set_components: Schema.optionalKey(
    labelled(Schema.NullOr(List(SetComponent, 'Součásti sady', MAX_SET_COMPONENTS)), 'Součásti sady'),
  ),
});

export const UpsertProductsBody = Schema.Struct({
  products: List(CatalogueProduct, 'Produkty', MAX_CATALOGUE_PRODUCTS, 1),
});

export const DeleteProductsBody = Schema.Struct({
  codes: List(Code, 'Kódy produktů', MAX_CATALOGUE_PRODUCTS, 1),
});

export const UpsertProductsAnswer = Schema.Struct({
  created: Schema.Number,
  updated: Schema.Number,
});

export const DeleteProductsAnswer = Schema.Struct({
  deleted: Schema.mutable(Schema.Array(Schema.String)),
  /** Codes the catalogue did not hold: nothing to delete (a retried delete answers them here). */
  unknown: Schema.mutable(Schema.Array(Schema.String)),
});

/** The integration writes the catalogue: an admin's settings or export/import permission. */
export const CATALOGUE_WRITE_SCOPES = [Scope.settings, Scope.exportImport];

const WRITE = { headers: ['Idempotency-Key'] } as const;

export const UpsertProducts = sklad(
  'PUT',
  '/catalogue/products/',
  'Integrace e-shopu: založení či úprava produktů (EAN, název, varianta, obrázek, skrytí, sady se součástmi)',
  CATALOGUE_WRITE_SCOPES,
  { body: UpsertProductsBody, response: UpsertProductsAnswer, ...WRITE },
);
export const DeleteProducts = sklad(
  'DELETE',
  '/catalogue/products/',
  'Integrace e-shopu: smazání produktů; jejich zásoba zůstává jako smazané produkty k vyskladnění',
  CATALOGUE_WRITE_SCOPES,
  { body: DeleteProductsBody, response: DeleteProductsAnswer, ...WRITE },
);

export const catalogueEndpoints: readonly ApiEndpoint[] = [UpsertProducts, DeleteProducts];

// ---- the discrepancy lists as the app reads them (GET /inventory/{orphan,invisible,set}_products/, duplicate_ean) ----

export const StockLine = Schema.Struct({
  code: Schema.String,
  name: labelled(Schema.NullOr(Schema.String), 'Název produktu'),
  amount: Schema.Number,
  location_name: Schema.String,
  sector_name: Schema.String,
  sarze_id: labelled(Schema.NullOr(Schema.Number), 'Šarže'),
});

export const DuplicateEan = Schema.Struct({
  ean: Schema.String,
  products: Schema.Array(
    Schema.Struct({
      code: Schema.String,
      name: Schema.String,
      variant_name: Schema.String,
      kind: Schema.Literals(['product', 'multiean']),
    }),
  ),
});
