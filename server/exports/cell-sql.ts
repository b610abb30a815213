import { sql, type SQL } from 'drizzle-orm';

/** A cell of a row the database formats (csv-cells.sql.ts, xlsx-cells.sql.ts): its kind and its value. */
export interface SqlCell {
  kind: 'instant' | 'day' | 'integer' | 'text';
  value: SQL;
}

/** How one file format writes a row of cells in SQL. */
export interface SqlRowFormat {
  instant: (value: SQL) => SQL;
  day: (value: SQL) => SQL;
  integer: (value: SQL) => SQL;
  /** A text cell, whatever the text holds (quoting, escaping, characters dropped). */
  text: (value: SQL) => SQL;
  /** A text cell whose text holds none of the characters `careful` names: written as it is. */
  plainText: (value: SQL) => SQL;
  /** The characters that make a text cell need `text`: anywhere in it, as its first one, as its last one. */
  careful: { anywhere: string; first: string; last: string };
  /** The row from its formatted cells. */
  row: (cells: SQL[]) => SQL;
}

// Between the texts the row's test reads. A text holding this character only makes the test say "careful" where
// it need not (a boundary that is not one): never the other way round, so any character would do.
const SEPARATOR = 0xe000;

const escaped = (chars: string) =>
  [...chars].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');

/**
 * The row formatted by `format`, in two forms chosen per row: most rows' texts (names, codes, locations) need no
 * quoting, escaping or dropping, and one regular expression over the row's texts (measured: about 2 µs a row) costs
 * far less than each text cell's own checks (3–30 µs a cell, issue #29). A row whose texts hold any character
 * `careful` names is written with the full `text`; the two forms agree on every other row by construction.
 */
export function formattedRowSql(cells: readonly SqlCell[], format: SqlRowFormat): SQL {
  const texts = cells.filter((c) => c.kind === 'text').map((c) => sql`(${c.value})::text`);
  const write = (text: (value: SQL) => SQL) =>
    format.row(cells.map((c) => (c.kind === 'text' ? text : format[c.kind])(c.value)));
  if (!texts.length) return write(format.text);
  const sep = `\\u${SEPARATOR.toString(16)}`;
  const { anywhere, first, last } = format.careful;
  const pattern = `[${escaped(anywhere)}]|(^|${sep})[${escaped(first)}]|[${escaped(last)}](${sep}|$)`;
  return sql`(CASE WHEN concat_ws(chr(${sql.raw(String(SEPARATOR))}), ${sql.join(texts, sql`, `)}) ~ ${sql.raw(`'${pattern}'`)}
    THEN ${write(format.text)} ELSE ${write(format.plainText)} END)`;
}
