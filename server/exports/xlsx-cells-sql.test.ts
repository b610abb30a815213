import { CFB } from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { Cell } from '../../src/domain/exports/csv-cells';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';
import { rowsOf } from '../db/sql-rows';
import { countMovements, movementsTable } from './export-sources';
import { columnsOf, dayCell, instantCell, type ExportTable } from './export-table';
import { readSpreadsheet } from './import-reader';
import { xlsxRowSql } from './xlsx-cells.sql';
import { xlsxStream } from './xlsx-writer';

// Issue #29: the movements XLSX is written by the database (xlsx-cells.sql.ts) as the CSV is. These hold its sheet
// equal to the one the JavaScript writer makes from the typed rows, and the file readable by our own XLSX reader.

async function bytesOf(table: ExportTable): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const part of xlsxStream(table)) parts.push(part);
  return Buffer.concat(parts);
}

const sheetXml = (file: Buffer) =>
  new TextDecoder().decode(CFB.find(CFB.read(file, { type: 'buffer' }), '/xl/worksheets/sheet1.xml')!.content as never);

/** The `<row r="2">` the JavaScript writer makes of one row of cells. */
async function jsRow(cells: Cell[]): Promise<string> {
  const xml = sheetXml(
    await bytesOf({
      fileStem: 'x',
      sheetName: 'x',
      columns: columnsOf(Object.fromEntries(cells.map((_, i) => [`c${i}`, 5]))),
      pages: async function* () {
        yield [cells];
      },
    }),
  );
  return xml.slice(xml.indexOf('<row r="2">'), xml.indexOf('</sheetData>'));
}

// Names and notes as they come, biased to what XML escaping and the dropped control characters are about.
const tricky = fc.oneof(
  fc.string(),
  fc.string({
    unit: fc.constantFrom('&', '<', '>', '"', "'", '\u0001', '\u000b', '\u001f', '\ufffe', '\t', '\n', 'ž', ' '),
  }),
  fc.constantFrom('', ' ', '=SUM(A1)', 'a & b', '<b>', 'Dvůr Králové', '\uffff', ' lead', 'trail\n', '\u0001 x', '\tt'),
);
// Text that needs no care, as most rows of a real export hold (codes, locations, names).
const plain = fc.constantFrom('A-01-1', 'ZAH0001', 'Jana Nováková', 'Sklad', "O'Neil", '=1+1', 'x y');
const text = fc.option(fc.oneof(tricky, plain), { nil: null });

describeOnEachStorage('XLSX cells written by the database', ({ server }) => {
  it('text, numbers, days and instants: the same row XML as the JavaScript writer', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          // Three texts a row: a row whose texts need no care takes the database's short form (cell-sql.ts).
          texts: fc.tuple(text, text, text),
          instant: fc.date({
            min: new Date('2019-01-01T00:00:00Z'),
            max: new Date('2031-12-31T23:59:59Z'),
            noInvalidDate: true,
          }),
          micros: fc.integer({ min: 0, max: 999 }),
          day: fc.option(
            fc.date({
              min: new Date('2020-01-01T00:00:00Z'),
              max: new Date('2035-12-31T00:00:00Z'),
              noInvalidDate: true,
            }),
            { nil: null },
          ),
          amount: fc.option(fc.integer({ min: -1_000_000, max: 1_000_000 }), { nil: null }),
        }),
        async (r) => {
          const texts = r.texts.map((t) => (t === null ? null : t.replaceAll('\0', '')));
          const day = r.day === null ? null : r.day.toISOString().slice(0, 10);
          // Microseconds the database holds beyond JavaScript's milliseconds: both paths cut them off.
          const instant = `${r.instant.toISOString().slice(0, 23)}${String(r.micros).padStart(3, '0')}Z`;
          const [got] = await rowsOf<{ xml: string }>(
            server().database.db,
            sql`SELECT ${xlsxRowSql(sql`2`, [
              { kind: 'text', value: sql`v.t1` },
              { kind: 'instant', value: sql`v.i` },
              { kind: 'text', value: sql`v.t2` },
              { kind: 'day', value: sql`v.d` },
              { kind: 'integer', value: sql`v.a` },
              { kind: 'text', value: sql`v.t3` },
            ])} AS xml
            FROM (SELECT ${texts[0]}::text AS t1, ${texts[1]}::text AS t2, ${texts[2]}::text AS t3,
              ${instant}::timestamptz AS i, ${day}::date AS d, ${r.amount}::int AS a) v`,
          );
          expect(got.xml, JSON.stringify(r)).toBe(
            await jsRow([texts[0], instantCell(r.instant), texts[1], dayCell(day), r.amount, texts[2]]),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('the movements export: the same file bytes as the typed path, and our XLSX reader reads every cell back', async () => {
    const db = server().database.db;
    const shop = 101;
    const names = ['Sklad & <dílna>', 'Dvůr "Králové"', ' =1+1 ', 'ctl\u0001\u001f znaky'];
    await db.execute(
      sql`INSERT INTO batches (eshop_id, code, name, expires_at) VALUES (${shop}, 'ZAH0001', 'XL-<1>', '2027-06-30')`,
    );
    const [batch] = await rowsOf<{ id: number }>(
      db,
      sql`SELECT id FROM batches WHERE eshop_id = ${shop} AND name = 'XL-<1>'`,
    );
    // Changes of 2019 (no seed data there), one across the end of summer time, with microseconds.
    await db.execute(sql`
      INSERT INTO stock_changes (eshop_id, client_id, client_name, action, source, location_name, created_at)
      SELECT ${shop}, 1, (${JSON.stringify(names)}::json ->> (g % 4)), 'stock_in', 'Sklad', 'A-01-1',
        timestamptz '2019-10-27 00:30:00.123456+02' + make_interval(mins => g * 17)
      FROM generate_series(0, 39) g`);
    await db.execute(sql`
      INSERT INTO stock_movements (change_id, eshop_id, location_id, location_name, code, sarze_id, amount, before_amount, after_amount)
      SELECT c.id, ${shop}, 1, c.client_name, 'ZAH0001', CASE WHEN c.id % 2 = 0 THEN ${batch.id} ELSE 0 END, k - 3, 10, 7 + k
      FROM stock_changes c CROSS JOIN generate_series(1, 2) k
      WHERE c.eshop_id = ${shop} AND c.created_at < '2020-01-01'`);
    try {
      const query = { format: 'xlsx' as const, from: '2019-01-01', to: '2019-12-31' };
      const counted = await countMovements(db, shop, query);
      expect(counted.count).toBe(80);
      const table = movementsTable(db, shop, query, counted);
      expect(table.xlsxRows).toBeDefined();
      const fromDb = await bytesOf(table);
      const typed = await bytesOf({ ...table, xlsxRows: undefined });
      expect(sheetXml(fromDb)).toBe(sheetXml(typed));
      expect(fromDb.equals(typed)).toBe(true);
      const read = await readSpreadsheet(new Uint8Array(fromDb), 'pohyby.xlsx');
      expect(read.headers[0]).toBe('Datum a čas');
      expect(read.rows).toHaveLength(80);
      expect(read.rows.map((row) => row[3])).toEqual(
        expect.arrayContaining(['Sklad & <dílna>', 'Dvůr "Králové"', '=1+1', 'ctl znaky']),
      );
      expect(read.rows.some((row) => row[6] === 'XL-<1>')).toBe(true);
      expect(read).toEqual(await readSpreadsheet(new Uint8Array(typed), 'pohyby.xlsx'));
    } finally {
      await db.execute(sql`DELETE FROM stock_movements WHERE eshop_id = ${shop} AND change_id IN
        (SELECT id FROM stock_changes WHERE eshop_id = ${shop} AND created_at < '2020-01-01')`);
      await db.execute(sql`DELETE FROM stock_changes WHERE eshop_id = ${shop} AND created_at < '2020-01-01'`);
      await db.execute(sql`DELETE FROM batches WHERE eshop_id = ${shop} AND name = 'XL-<1>'`);
    }
  });
});
