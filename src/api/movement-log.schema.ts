import { Schema } from 'effect';

// The answer of POST /log/ (SPEC 3 "Log", R-LOG-01): the movement log a page at a time. The request is
// LogBody in stock.schema.ts, the call ReadMovementLog there.

/** One product line of a logged change. */
export const LogDetail = Schema.Struct({
  id: Schema.Number,
  code: Schema.String,
  name: Schema.NullOr(Schema.String),
  /** The product's variant (size, colour), where it has one. */
  variant_name: Schema.optionalKey(Schema.NullOr(Schema.String)),
  location_name: Schema.String,
  sarze_id: Schema.NullOr(Schema.Number),
  sarze_name: Schema.NullOr(Schema.String),
  expires_at: Schema.NullOr(Schema.String),
  amount: Schema.Number,
  before: Schema.Number,
  after: Schema.Number,
});

/** One stock change of the movement log (SPEC 3 "Log"). */
export const LogChange = Schema.Struct({
  id: Schema.Number,
  created_at: Schema.String,
  client_id: Schema.Number,
  client_name: Schema.String,
  action: Schema.String,
  source: Schema.String,
  location_name: Schema.NullOr(Schema.String),
  shoptet_sync: Schema.Boolean,
  /** Set on a reverse record: the change it undid. */
  reverts_id: Schema.NullOr(Schema.Number),
  /** Set on a change that has been undone. */
  reverted_by_id: Schema.NullOr(Schema.Number),
  /** Set on a change a movement document posted: the document and its printed number. */
  document_id: Schema.optionalKey(Schema.NullOr(Schema.Number)),
  document_number: Schema.optionalKey(Schema.NullOr(Schema.String)),
  details: Schema.Array(LogDetail),
});

export const LogPage = Schema.Struct({
  changes: Schema.Array(LogChange),
  next_id: Schema.NullOr(Schema.Number),
  previous_id: Schema.NullOr(Schema.Number),
});
