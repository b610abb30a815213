import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';
import { rowsOf } from '../db/sql-rows';
import { CopyTextReader, postgresPoolOf } from './copy-out';
import { csvStream } from './csv-writer';
import { countMovements, movementsTable } from './export-sources';
import type { ExportTable } from './export-table';
import { xlsxStream } from './xlsx-writer';

// Issue #29: on PostgreSQL the movements export streams one COPY of the rows the database formats (copy-out.ts); on
// PGlite it reads keyset pages of the same formatted text. Both must give the bytes of the typed path (the JavaScript
// writers over typed rows), and a client that goes away must end the COPY.

/** A COPY binary stream of one text column holding `values`, as PostgreSQL sends it. */
function copyBinary(values: (string | null)[]): Buffer {
  const parts = [Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)];
  for (const value of values) {
    const head = Buffer.alloc(6);
    head.writeInt16BE(1, 0);
    const bytes = value === null ? Buffer.alloc(0) : Buffer.from(value, 'utf8');
    head.writeInt32BE(value === null ? -1 : bytes.length, 2);
    parts.push(head, bytes);
  }
  const trailer = Buffer.alloc(2);
  trailer.writeInt16BE(-1, 0);
  return Buffer.concat([...parts, trailer]);
}

describe('reading COPY binary of one text column', () => {
  const values = ['1.1.2025 0:00:00;Naskladnění;A-01-1\r\n', '', null, 'ž€😀;"a;b"\r\n', 'x'.repeat(300)];
  const expected = Buffer.from(values.map((v) => v ?? '').join(''), 'utf8');
  const stream = copyBinary(values);

  it('gives the values bytes one after the other and counts the rows, however the socket splits the stream', () => {
    for (const size of [1, 2, 3, 5, 6, 7, 19, 20, 64, stream.length]) {
      const reader = new CopyTextReader();
      const out: Buffer[] = [];
      let rows = 0;
      for (let i = 0; i < stream.length; i += size) {
        out.push(reader.read(stream.subarray(i, i + size)));
        rows += reader.takeRows();
      }
      expect(Buffer.concat(out).equals(expected), `chunks of ${size}`).toBe(true);
      expect(rows).toBe(values.length);
      expect(reader.ended).toBe(true);
    }
  });

  it('refuses a stream that is not COPY binary', () => {
    expect(() => new CopyTextReader().read(Buffer.from('id,name\n1,a\n'.repeat(3)))).toThrow(/COPY binary/);
  });
});

const SHOP = 101;
const drain = async (parts: AsyncIterable<string | Uint8Array>) => {
  const chunks: Buffer[] = [];
  for await (const part of parts) chunks.push(typeof part === 'string' ? Buffer.from(part, 'utf8') : Buffer.from(part));
  return Buffer.concat(chunks);
};

describeOnEachStorage('the movements export formatted by the database', ({ server, storage }) => {
  it('CSV and XLSX: the same bytes as the typed path, text that needs quoting, escaping or defusing included', async () => {
    const db = server().database.db;
    expect(postgresPoolOf(db) !== undefined).toBe(storage === 'PostgreSQL');
    const names = ['Jana Nováková', 'Sklad; "Dvůr" & <dílna>', '=1+1', ' mezera ', 'řádek\r\nnový', 'ctl\u0001x', ''];
    // 2018: no seed data there. 3,000 changes of two movements: more than one socket read of COPY.
    await db.execute(sql`
      INSERT INTO stock_changes (eshop_id, client_id, client_name, action, source, location_name, created_at)
      SELECT ${SHOP}, 1, (${JSON.stringify(names)}::json ->> (g % 7)), CASE WHEN g % 5 = 0 THEN 'relocation' ELSE 'stock_in' END,
        CASE WHEN g % 3 = 0 THEN '-zdroj' ELSE 'Sklad' END, 'A-01-1',
        timestamptz '2018-03-25 00:30:00.123456+01' + make_interval(mins => g * 7)
      FROM generate_series(0, 2999) g`);
    await db.execute(sql`
      INSERT INTO stock_movements (change_id, eshop_id, location_id, location_name, code, sarze_id, amount, before_amount, after_amount)
      SELECT c.id, ${SHOP}, 1, CASE WHEN k = 1 THEN 'A-01-1' ELSE c.client_name END, 'ZAH0001', 0, k - 3, 10, 7 + k
      FROM stock_changes c CROSS JOIN generate_series(1, 2) k
      WHERE c.eshop_id = ${SHOP} AND c.created_at < '2019-01-01'`);
    try {
      for (const format of ['csv', 'xlsx'] as const) {
        const query = { format, from: '2018-01-01', to: '2018-12-31' };
        const counted = await countMovements(db, SHOP, query);
        expect(counted.count).toBe(6000);
        const table = movementsTable(db, SHOP, query, counted);
        const typed: ExportTable = { ...table, csvRecords: undefined, xlsxRows: undefined };
        const write = format === 'csv' ? csvStream : xlsxStream;
        const [fromDb, fromTyped] = [await drain(write(table)), await drain(write(typed))];
        expect(fromDb.length).toBeGreaterThan(format === 'csv' ? 400_000 : 30_000);
        expect(fromDb.equals(fromTyped), format).toBe(true);
      }
    } finally {
      await db.execute(sql`DELETE FROM stock_movements WHERE eshop_id = ${SHOP} AND change_id IN
        (SELECT id FROM stock_changes WHERE eshop_id = ${SHOP} AND created_at < '2019-01-01')`);
      await db.execute(sql`DELETE FROM stock_changes WHERE eshop_id = ${SHOP} AND created_at < '2019-01-01'`);
    }
  });

  // Only PostgreSQL exports through COPY (PGlite reads keyset pages), so only its suite has this test.
  if (storage === 'PostgreSQL')
    it('a client that goes away mid-download ends the COPY in the database', async () => {
      const s = server();
      const db = s.database.db;
      await db.execute(sql`
      INSERT INTO stock_changes (eshop_id, client_id, client_name, action, source, location_name, created_at)
      SELECT ${SHOP}, 1, 'Velký export', 'stock_in', 'Sklad', 'A-01-1', timestamptz '2017-01-01 08:00+01' + make_interval(secs => g)
      FROM generate_series(1, 25000) g`);
      await db.execute(sql`
      INSERT INTO stock_movements (change_id, eshop_id, location_id, location_name, code, sarze_id, amount, before_amount, after_amount)
      SELECT c.id, ${SHOP}, 1, 'A-01-1', 'ZAH0001', 0, 1, k, k + 1
      FROM stock_changes c CROSS JOIN generate_series(1, 4) k
      WHERE c.eshop_id = ${SHOP} AND c.created_at < '2018-01-01'`);
      // As autovacuum would after 125,000 new rows: with the template's statistics (a few hundred rows) the
      // clean-up below planned a nested loop over the whole balance index per change (42 s of PostgreSQL CPU).
      await db.execute(sql`ANALYZE stock_changes, stock_movements`);
      const copies = async () =>
        (
          await rowsOf<{ n: number }>(
            db,
            sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE 'COPY (SELECT%' AND backend_type = 'client backend'`,
          )
        )[0].n;
      try {
        const token = await s.login('admin');
        const res = await fetch(`${s.url}/api/sklad/exports/movements/?format=csv&from=2017-01-01&to=2017-12-31`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.headers.get('x-export-rows')).toBe('100000');
        const reader = res.body!.getReader();
        try {
          expect((await reader.read()).done).toBe(false);
          // The client reads no further: the COPY waits on its socket (some 8 MB it has not sent yet).
          await vi.waitFor(async () => expect(await copies()).toBe(1), { timeout: 20_000, interval: 50 });
        } finally {
          await reader.cancel();
        }
        await vi.waitFor(async () => expect(await copies()).toBe(0), { timeout: 20_000, interval: 50 });
      } finally {
        await db.execute(sql`DELETE FROM stock_movements WHERE eshop_id = ${SHOP} AND change_id IN
        (SELECT id FROM stock_changes WHERE eshop_id = ${SHOP} AND created_at < '2018-01-01')`);
        await db.execute(sql`DELETE FROM stock_changes WHERE eshop_id = ${SHOP} AND created_at < '2018-01-01'`);
      }
    });
});
