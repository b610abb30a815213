import { Schema } from 'effect';
import { MULTILINE } from './control-characters';

/**
 * Building blocks of the wire schemas. Every field carries a Czech `title`: the server's 400 names
 * the field by it ("Kód produktu musí mít nejvýše 100 znaků."), never by its JSON key, and the
 * OpenAPI description shows it too.
 */
export const labelled = <S extends Schema.Top>(schema: S, title: string): S['Rebuild'] => schema.annotate({ title });

/** A positive whole number: ids of rows. */
export const PositiveInt = Schema.Int.check(Schema.isGreaterThan(0));

export const Id = (title: string) => labelled(PositiveInt, title);

export const Text = (title: string, max: number, min = 0) =>
  labelled(
    min > 0
      ? Schema.String.check(Schema.isMinLength(min), Schema.isMaxLength(max))
      : Schema.String.check(Schema.isMaxLength(max)),
    title,
  );

/** Text that may span lines (a note): tab and line breaks allowed, other control characters not (control-characters.ts). */
export const MultilineText = (title: string, max: number) => Text(title, max).annotate({ [MULTILINE]: true });

export const Flag = (title: string) => labelled(Schema.Boolean, title);

export const List = <S extends Schema.Top>(item: S, title: string, max: number, min = 0) =>
  labelled(
    min > 0
      ? Schema.Array(item).check(Schema.isMinLength(min), Schema.isMaxLength(max))
      : Schema.Array(item).check(Schema.isMaxLength(max)),
    title,
  );

/** A query parameter the app sends as text: `1`/`true` mean yes. */
export const QueryFlag = (title: string) => labelled(Schema.Literals(['0', '1', 'true', 'false']), title);
export const isYes = (value: string | undefined) => value === '1' || value === 'true';

/** The `errors` of an accepted write: always empty (R-HTTP-08); a refused one is a 400 with its errors. */
export const NoErrors = Schema.Array(Schema.Never);

/** A location as an answer names it: its id and its name. */
export const locationRef = { location_id: Schema.Number, location_name: Schema.String };

/** The answer to deleting one row: the id of the row deleted. */
export const DeletedRow = Schema.Struct({ deleted: Schema.Number });
