import { Schema } from 'effect';
import { Scope } from '../domain/permissions/scopes';
import { sklad, type ApiEndpoint } from './endpoint';
import { Text, labelled } from './fields';
import { StockWrite } from './stock.schema';

// Batches (šarže) by product with their expiry and stock per location, their edits, and batch
// initialisation: untracked pieces of a product become pieces of a batch as one ledger change.

const Expiry = labelled(Schema.String.check(Schema.isMaxLength(20)), 'Expirace šarže');

export const BatchListQuery = Schema.Struct({
  q: Schema.optionalKey(Text('Hledaný produkt nebo šarže', 100)),
  /** Only batches expiring within this many days (expired ones included). */
  expiring_within: Schema.optionalKey(Text('Expiruje do (dní)', 4)),
});

export const BatchEditBody = Schema.Struct({
  name: Text('Název šarže', 100, 1),
  expires_at: Expiry,
});

export const BatchInitBody = Schema.Struct({
  code: Text('Kód produktu', 100, 1),
  name: Text('Název šarže', 100, 1),
  expires_at: Expiry,
  /** One location; without it every location holding untracked pieces of the product. */
  location_name: Schema.optionalKey(labelled(Schema.NullOr(Text('Pozice', 100)), 'Pozice')),
});

export const BatchRow = Schema.Struct({
  id: Schema.Number,
  code: Schema.String,
  product_name: labelled(Schema.NullOr(Schema.String), 'Název produktu'),
  name: Schema.String,
  expires_at: labelled(Schema.NullOr(Schema.String), 'Expirace šarže'),
  expired: Schema.Boolean,
  total: Schema.Number,
  stock: Schema.Array(
    Schema.Struct({ location_name: Schema.String, sector_name: Schema.String, amount: Schema.Number }),
  ),
});

export const BATCH_SCOPES = [Scope.batches];
export const BATCH_INIT_SCOPES = [Scope.convertToBatch];

const WRITE = { headers: ['Idempotency-Key'] } as const;

export const ListBatches = sklad(
  'GET',
  '/batches/',
  'Šarže po produktech s expirací a zásobou po pozicích; hledání, expirace do N dní',
  BATCH_SCOPES,
  { query: BatchListQuery, response: Schema.Array(BatchRow) },
);
export const EditBatch = sklad('PUT', '/batches/{id}/', 'Úprava názvu či expirace šarže', BATCH_SCOPES, {
  body: BatchEditBody,
  response: BatchRow,
  ...WRITE,
});
export const InitBatches = sklad(
  'POST',
  '/batches/init/',
  'Inicializace šarží: kusy produktu bez šarže se jednou změnou skladu stanou kusy šarže',
  BATCH_INIT_SCOPES,
  { body: BatchInitBody, response: StockWrite, ...WRITE },
);

export const batchEndpoints: readonly ApiEndpoint[] = [ListBatches, EditBatch, InitBatches];
