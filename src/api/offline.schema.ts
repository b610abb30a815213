import { Schema } from 'effect';
import type { ApiEndpoint } from './endpoint';
import { sklad } from './endpoint';
import { SCANNING_SCOPES } from './stock.schema';

/** One product as a scanning phone keeps it for offline scans: what a scan resolves to and shows. */
export const CachedProduct = Schema.Struct({
  code: Schema.String,
  ean: Schema.NullOr(Schema.String),
  name: Schema.String,
  variant_name: Schema.String,
  image: Schema.NullOr(Schema.String),
  require_batch: Schema.Boolean,
});

/** A multi-EAN box (sklad.multiean_krabice): scanning its EAN adds `amount` pieces of `code`. */
export const CachedBox = Schema.Struct({
  ean: Schema.String,
  code: Schema.String,
  amount: Schema.Number,
});

/** GET /offline/catalogue/: every product of the session's e-shop, for scanning without a connection. */
export const OfflineCatalogue = Schema.Struct({
  eshop_id: Schema.Number,
  products: Schema.Array(CachedProduct),
  /** Location names, so a location scanned offline is recognised too. */
  locations: Schema.Array(Schema.String),
  /** Boxes and the e-shop's delimiters, so a box or a delimited code scanned offline counts as online (R-SCAN-06). */
  boxes: Schema.Array(CachedBox),
  delimiters: Schema.Struct({ delimiters: Schema.Array(Schema.String), num: Schema.Number }),
});

export const ReadOfflineCatalogue = sklad(
  'GET',
  '/offline/catalogue/',
  'Produkty a EANy e-shopu pro skenování bez připojení',
  SCANNING_SCOPES,
  { response: OfflineCatalogue },
);

export const offlineEndpoints: readonly ApiEndpoint[] = [ReadOfflineCatalogue];
