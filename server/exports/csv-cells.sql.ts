import { sql, type SQL } from 'drizzle-orm';
import { ACTION_LABELS } from '../../src/domain/stock/action-labels';
import { formattedRowSql, type SqlCell, type SqlRowFormat } from './cell-sql';

/**
 * The CSV cells of server/exports/csv-writer.ts computed by the database, so a large export is formatted where its
 * rows are (as COPY would) and arrives as text pages instead of a million rows of typed values. Each helper gives the
 * bytes `csvText` + csv-stringify give for the same value (a property test in csv-cells-sql.test.ts holds them equal):
 * NULL and '' are empty; text starting a formula gets an apostrophe (defuseText); a cell with ';', '"', CR or LF, or
 * starting or ending with what JavaScript's \s matches, is quoted with its quotes doubled.
 */

// JavaScript's \s spelled out (PostgreSQL's [[:space:]] depends on the locale), and defuseText's formula starts.
// Plain string positions, not regular expressions: a million rows have six text cells each.
const JS_SPACES =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
const FORMULA_STARTS = '=+-@\t\r';

/** A constant of ours as a SQL string literal (not a parameter: the cell expressions repeat it on every column). */
const literal = (text: string): SQL => sql.raw(`'${text.replaceAll("'", "''")}'`);

/** A text cell (defused, quoted where needed), '' for NULL. `value` is evaluated several times: pass a column. */
export function csvTextSql(value: SQL): SQL {
  const x = sql`(${value})::text`;
  const formula = sql`strpos(${literal(FORMULA_STARTS)}, left(${x}, 1)) > 0`;
  const defused = sql`CASE WHEN ${formula} THEN '''' || ${x} ELSE ${x} END`;
  const quote = sql`strpos(${x}, ';') > 0 OR strpos(${x}, '"') > 0 OR strpos(${x}, chr(13)) > 0 OR strpos(${x}, chr(10)) > 0
    OR (NOT (${formula}) AND strpos(${literal(JS_SPACES)}, left(${x}, 1)) > 0) OR strpos(${literal(JS_SPACES)}, right(${x}, 1)) > 0`;
  return sql`(CASE WHEN ${x} IS NULL OR ${x} = '' THEN ''
      WHEN ${quote} THEN '"' || replace(${defused}, '"', '""') || '"'
      ELSE ${defused} END)`;
}

/** A whole number as csvText writes it ('' for NULL). */
export const csvIntegerSql = (value: SQL): SQL => sql`coalesce((${value})::text, '')`;

/** An instant in Prague wall-clock time, d.M.yyyy H:mm:ss. */
export const csvInstantSql = (value: SQL): SQL =>
  sql`coalesce(to_char((${value}) AT TIME ZONE 'Europe/Prague', 'FMDD.FMMM.YYYY FMHH24:MI:SS'), '')`;

/** A calendar day, d.M.yyyy ('' for NULL). */
export const csvDaySql = (value: SQL): SQL => sql`coalesce(to_char((${value})::date, 'FMDD.FMMM.YYYY'), '')`;

/** The Czech name of a ledger action (actionLabel), the code itself for an action without one. */
export function actionLabelSql(action: SQL): SQL {
  const cases = Object.entries(ACTION_LABELS).map(
    ([code, label]) => sql` WHEN ${literal(code)} THEN ${literal(label)}`,
  );
  return sql`(CASE ${action}${sql.join(cases, sql``)} ELSE ${action} END)`;
}

const CSV: SqlRowFormat = {
  instant: csvInstantSql,
  day: csvDaySql,
  integer: csvIntegerSql,
  text: csvTextSql,
  plainText: (value) => sql`coalesce((${value})::text, '')`,
  // What makes csvTextSql quote or defuse a text.
  careful: { anywhere: ';"\r\n', first: FORMULA_STARTS + JS_SPACES, last: JS_SPACES },
  row: (cells) => sql`${sql.join(cells, sql` || ';' || `)} || chr(13) || chr(10)`,
};

/** One CSV record (';' between cells, CRLF after) of these cells, as the JavaScript writer writes it. */
export const csvRecordSql = (cells: readonly SqlCell[]): SQL => formattedRowSql(cells, CSV);
