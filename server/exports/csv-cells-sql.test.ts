import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Cell } from '../../src/domain/exports/csv-cells';
import { ACTION_LABELS } from '../../src/domain/stock/action-labels';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';
import { rowsOf } from '../db/sql-rows';
import { actionLabelSql, csvRecordSql, csvTextSql } from './csv-cells.sql';
import { csvStream } from './csv-writer';
import { columnsOf, dayCell, instantCell } from './export-table';

/** What the JavaScript writer makes of one row of cells (its header line and BOM cut off). */
async function jsRecord(cells: Cell[]): Promise<string> {
  let out = '';
  const table = {
    fileStem: 'x',
    sheetName: 'x',
    columns: columnsOf({ a: 1 }),
    pages: async function* () {
      yield [cells];
    },
  };
  for await (const part of csvStream(table)) out += part;
  return out.slice(out.indexOf('\r\n') + 2);
}

// Text the exports meet in names and notes, biased towards what quoting and defusing are about.
const tricky = fc.oneof(
  fc.string(),
  fc.string({
    unit: fc.constantFrom(';', '"', '\r', '\n', ' ', '\t', '=', '+', '-', '@', 'a', 'ž', '\u00a0', '\u3000', "'"),
  }),
  fc.constantFrom('', ' ', '=SUM(A1)', '-5', ' lead', 'trail\u2003', '"quoted"', 'a;b', 'Dvůr Králové', '\ttab'),
);
// Text that needs no care, as most rows of a real export hold (codes, locations, names).
const plain = fc.constantFrom('A-01-1', 'ZAH0001', 'Jana Nováková', 'Sklad', 'Naskladnění', 'B 7', 'x-y', '1+1');

describeOnEachStorage('CSV cells formatted by the database', ({ server }) => {
  it('text cells: the same bytes as csvText + csv-stringify, for any texts side by side', async () => {
    // Three texts a row: a row whose texts need no care takes the database's short form (cell-sql.ts), any other the
    // careful one; a character the short form's test missed would come out unquoted or undefused here.
    const cell = fc.option(fc.oneof(tricky, plain), { nil: null });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(cell, cell, cell), { minLength: 1, maxLength: 40 }), async (rows) => {
        // NUL is not text PostgreSQL can hold.
        const values = rows.map((row) => row.map((t) => (t === null ? null : t.replaceAll('\0', ''))));
        const got = await rowsOf<{ record: string }>(
          server().database.db,
          sql`SELECT ${csvRecordSql([0, 1, 2].map((i) => ({ kind: 'text', value: sql`(v.r ->> ${sql.raw(String(i))})` })))} AS record
            FROM json_array_elements(${JSON.stringify(values)}::json) WITH ORDINALITY AS v(r, n) ORDER BY v.n`,
        );
        for (const [i, row] of values.entries())
          expect(JSON.stringify(got[i].record), JSON.stringify(row)).toBe(JSON.stringify(await jsRecord(row)));
      }),
      { numRuns: 60 },
    );
  });

  it('a single text cell written the careful way: the same bytes as csvText + csv-stringify', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.option(tricky, { nil: null }), { minLength: 1, maxLength: 40 }), async (texts) => {
        const values = texts.map((t) => (t === null ? null : t.replaceAll('\0', '')));
        const got = await rowsOf<{ cell: string }>(
          server().database.db,
          sql`SELECT ${csvTextSql(sql`v.t`)} AS cell
            FROM json_array_elements_text(${JSON.stringify(values)}::json) WITH ORDINALITY AS v(t, n) ORDER BY v.n`,
        );
        for (const [i, value] of values.entries())
          expect(JSON.stringify(got[i].cell + '\r\n'), JSON.stringify(value)).toBe(
            JSON.stringify(await jsRecord([value])),
          );
      }),
      { numRuns: 30 },
    );
  });

  it('instants in Prague time, days, whole numbers and action names: the same bytes as the JavaScript writer', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            instant: fc.date({
              min: new Date('2019-01-01T00:00:00Z'),
              max: new Date('2031-12-31T23:59:59Z'),
              noInvalidDate: true,
            }),
            day: fc.option(
              fc.date({
                min: new Date('2020-01-01T00:00:00Z'),
                max: new Date('2035-12-31T00:00:00Z'),
                noInvalidDate: true,
              }),
              { nil: null },
            ),
            amount: fc.option(fc.integer({ min: -1_000_000, max: 1_000_000 }), { nil: null }),
            action: fc.constantFrom(...Object.keys(ACTION_LABELS), 'unknown_action', '=odd'),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        async (rows) => {
          const got = await rowsOf<{ record: string }>(
            server().database.db,
            sql`SELECT ${csvRecordSql([
              { kind: 'instant', value: sql`v.i` },
              { kind: 'day', value: sql`v.d` },
              { kind: 'integer', value: sql`v.a` },
              { kind: 'text', value: actionLabelSql(sql`v.act`) },
            ])} AS record
              FROM json_array_elements(${JSON.stringify(
                rows.map((r) => ({
                  i: r.instant.toISOString(),
                  d: r.day === null ? null : r.day.toISOString().slice(0, 10),
                  a: r.amount,
                  act: r.action,
                })),
              )}::json) WITH ORDINALITY AS j(r, n)
              CROSS JOIN LATERAL (SELECT (j.r->>'i')::timestamptz AS i, (j.r->>'d')::date AS d, (j.r->>'a')::int AS a, j.r->>'act' AS act) v
              ORDER BY j.n`,
          );
          for (const [i, r] of rows.entries()) {
            const expected = await jsRecord([
              instantCell(r.instant),
              dayCell(r.day === null ? null : r.day.toISOString().slice(0, 10)),
              r.amount,
              ACTION_LABELS[r.action] ?? r.action,
            ]);
            expect(got[i].record, JSON.stringify(r)).toBe(expected);
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});
