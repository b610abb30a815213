import { Schema } from 'effect';

// Request shapes of the stock calls. Amounts are plain numbers here on purpose: a zero,
// negative or fractional amount is a refused *line* (400 with `errors`), checked by the domain.
const Code = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100));
const Name = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100));
const Id = Schema.Int.check(Schema.isGreaterThan(0));
export const MAX_LINES = 500;

export const NewSarze = Schema.Struct({
  name: Schema.String.check(Schema.isMaxLength(100)),
  expires_at: Schema.optionalKey(Schema.NullOr(Schema.String.check(Schema.isMaxLength(20)))),
});

/** SPEC 3 "Piped product"; ean, requireBatch and isMultiean are informative, the server decides. */
export const PipedLine = Schema.Struct({
  code: Code,
  ean: Schema.optionalKey(Schema.NullOr(Schema.String.check(Schema.isMaxLength(100)))),
  amount: Schema.Number,
  requireBatch: Schema.optionalKey(Schema.NullOr(Schema.Boolean)),
  isMultiean: Schema.optionalKey(Schema.NullOr(Schema.Boolean)),
  sarze_id: Schema.optionalKey(Schema.NullOr(Id)),
  new_sarze: Schema.optionalKey(Schema.NullOr(NewSarze)),
});

const lines = <S extends Schema.Top>(line: S) =>
  Schema.Array(line).check(Schema.isMinLength(1), Schema.isMaxLength(MAX_LINES));
const Source = Schema.optionalKey(Schema.String.check(Schema.isMaxLength(60)));

export const StockInBody = Schema.Struct({
  products: lines(PipedLine),
  location_name: Name,
  shoptet_sync: Schema.optionalKey(Schema.Boolean),
  acknowledge_multiple_sarze: Schema.optionalKey(Schema.Boolean),
  source: Source,
  /** Stocking in from a shopping list (POST /inventory/ao/ only): the list whose lines the pieces raise. */
  shoplist_id: Schema.optionalKey(Schema.NullOr(Id)),
});

export const StockOutBody = Schema.Struct({
  products: lines(PipedLine),
  location_name: Name,
  sector_name: Schema.optionalKey(Schema.NullOr(Schema.String.check(Schema.isMaxLength(100)))),
  shoptet_sync: Schema.optionalKey(Schema.Boolean),
  source: Source,
});

export const PutInventoryBody = Schema.Struct({
  action: Schema.optionalKey(Schema.Literals(['location_check', 'location_change'])),
  products: lines(
    Schema.Struct({
      code: Code,
      amount: Schema.optionalKey(Schema.NullOr(Schema.Number)),
      sarze_id: Schema.optionalKey(Schema.NullOr(Id)),
      new_sarze: Schema.optionalKey(Schema.NullOr(NewSarze)),
      from_location_name: Schema.optionalKey(Schema.NullOr(Name)),
    }),
  ),
  location_name: Name,
  shoptet_sync: Schema.optionalKey(Schema.Boolean),
  source: Source,
});

export const SelectiveBody = Schema.Struct({
  products: lines(
    Schema.Struct({
      code: Code,
      amount: Schema.Number,
      sarze_id: Schema.optionalKey(Schema.NullOr(Id)),
      from: Name,
      to: Name,
    }),
  ),
  shoptet_sync: Schema.optionalKey(Schema.Boolean),
  source: Source,
});

export const RevertBody = Schema.Struct({ source: Source });

/** Clearing orphans and sets: a line without amount clears everything the balance holds. */
export const ClearBody = Schema.Struct({
  products: lines(
    Schema.Struct({
      code: Code,
      amount: Schema.optionalKey(Schema.NullOr(Schema.Number)),
      sarze_id: Schema.optionalKey(Schema.NullOr(Id)),
      location_name: Schema.optionalKey(Schema.NullOr(Name)),
    }),
  ),
  location_name: Schema.optionalKey(Schema.NullOr(Name)),
  sector_name: Schema.optionalKey(Schema.NullOr(Schema.String.check(Schema.isMaxLength(100)))),
  shoptet_sync: Schema.optionalKey(Schema.Boolean),
  source: Source,
});

export const SearchBody = Schema.Struct({
  q: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200)),
  location_name: Schema.optionalKey(Schema.NullOr(Schema.String.check(Schema.isMaxLength(100)))),
});

export const FulltextBody = Schema.Struct({
  fulltext: Schema.String.check(Schema.isMinLength(2), Schema.isMaxLength(100)),
});

export const LogBody = Schema.Struct({
  next_id: Schema.optionalKey(Schema.NullOr(Id)),
  previous_id: Schema.optionalKey(Schema.NullOr(Id)),
});

export const CustomProductBody = Schema.Struct({
  ean: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(50)),
  amount: Schema.Int.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(100000)),
  code: Code,
});
