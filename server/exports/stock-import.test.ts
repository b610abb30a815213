import { expect, it } from 'vitest';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';
import type { TestServer } from '../../tests/support/test-server';
import { balanceOf, ledgerInconsistencies, ledgerSnapshot } from '../ledger/testing/ledger-probe';

// Issue 24 item 1: a stock file says what it does (set the counted amount, or add received goods), shows the
// change before it is applied, is one reversible change whatever its size, and may skip rows of products
// the e-shop deleted.
const SHOP = 101;
const encoder = new TextEncoder();

async function upload(server: TestServer, token: string, name: string, content: string) {
  const form = new FormData();
  form.set('file', new Blob([encoder.encode(content) as BlobPart]), name);
  const res = await fetch(`${server.url}/api/sklad/imports/upload/?kind=stock`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const csv = (rows: ReadonlyArray<readonly [string, string, number]>) =>
  'Pozice;Kód produktu;Množství\r\n' + rows.map((r) => r.join(';')).join('\r\n') + '\r\n';

describeOnEachStorage('stock import: set or add, previewed, one change', ({ server }) => {
  let admin = '';
  const api = async (method: string, path: string, body?: unknown, headers?: Record<string, string>) => {
    admin ||= await server().login('admin');
    return server().call(method, `/api/sklad${path}`, { token: admin, body, headers });
  };
  const held = (location: string, code: string) => balanceOf(server().database, SHOP, location, code);

  it('refuses to apply a stock file until it is told what the file does, and changes nothing', async () => {
    admin ||= await server().login('admin');
    const before = await ledgerSnapshot(server().database);
    const up = await upload(server(), admin, 'bez-volby.csv', csv([['A-02-1', 'ZAH0030', 3]]));
    expect(up.body.problem_count).toBe(0);
    expect(up.body.stock_change).toBeNull();
    const applied = await api('POST', `/imports/${up.body.id}/apply/`);
    expect(applied.status).toBe(400);
    expect(applied.body.detail).toBe(
      'Zvolte, co import se skladem udělá: „Nastavit spočítané množství“, nebo „Přidat přijaté zboží“.',
    );
    expect(await ledgerSnapshot(server().database)).toBe(before);
  });

  it('"set": the preview shows the difference, the apply posts it, and the same file again changes nothing', async () => {
    await api('POST', '/inventory/', { products: [{ code: 'ZAH0030', amount: 10 }], location_name: 'A-02-1' });
    await api('POST', '/inventory/', { products: [{ code: 'ZAH0031', amount: 2 }], location_name: 'A-02-1' });
    const start = [await held('A-02-1', 'ZAH0030'), await held('A-02-1', 'ZAH0031')];
    // A corrected export: 4 of ZAH0030 counted, 5 of ZAH0031, and a counted 0 of a product not there.
    const file = csv([
      ['A-02-1', 'ZAH0030', 4],
      ['A-02-1', 'ZAH0031', 5],
      ['A-02-2', 'ZAH0032', 0],
    ]);
    const up = await upload(server(), admin, 'opraveny-export.csv', file);
    const preview = await api('GET', `/imports/${up.body.id}/?mode=set`);
    expect(preview.body.problems).toEqual([]);
    expect(preview.body.stock_change).toEqual({
      mode: 'set',
      rows: 3,
      skipped_rows: 0,
      lines_changed: 2,
      pieces_in: 5 - start[1],
      pieces_out: start[0] - 4,
    });
    const applied = await api('POST', `/imports/${up.body.id}/apply/`, { mode: 'set' }, { 'Idempotency-Key': 'set-1' });
    expect(applied.status).toBe(200);
    expect(applied.body.change_ids).toHaveLength(1);
    expect(applied.body.stock_change).toEqual(preview.body.stock_change);
    expect([await held('A-02-1', 'ZAH0030'), await held('A-02-1', 'ZAH0031')]).toEqual([4, 5]);

    const snapshot = await ledgerSnapshot(server().database);
    const again = await upload(server(), admin, 'opraveny-export.csv', file);
    expect((await api('GET', `/imports/${again.body.id}/?mode=set`)).body.stock_change).toMatchObject({
      lines_changed: 0,
      pieces_in: 0,
      pieces_out: 0,
    });
    const twice = await api('POST', `/imports/${again.body.id}/apply/`, { mode: 'set' });
    expect(twice.status).toBe(200);
    expect(twice.body.change_ids).toEqual([]);
    expect(await ledgerSnapshot(server().database)).toBe(snapshot);
    // Adding the same file twice would double it: that stays refused.
    const added = await upload(server(), admin, 'prijem.csv', csv([['A-02-1', 'ZAH0033', 2]]));
    expect((await api('POST', `/imports/${added.body.id}/apply/`, { mode: 'add' })).status).toBe(200);
    const addedAgain = await upload(server(), admin, 'prijem.csv', csv([['A-02-1', 'ZAH0033', 2]]));
    const refused = await api('POST', `/imports/${addedAgain.body.id}/apply/`, { mode: 'add' });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toMatch(/Stejný soubor už byl použit/);
    expect(await ledgerInconsistencies(server().database)).toEqual([]);
  });

  it('5,000 rows are one change, and one revert undoes all of it', async () => {
    const db = server().database;
    const codes = (
      await db.query<{ code: string }>(`SELECT code FROM products WHERE eshop_id = $1 ORDER BY code`, [SHOP])
    ).map((r) => r.code);
    const places = (
      await db.query<{ name: string }>(`SELECT name FROM locations WHERE eshop_id = $1 ORDER BY name`, [SHOP])
    ).map((r) => r.name);
    const rows: Array<[string, string, number]> = [];
    for (let i = 0; rows.length < 5000; i++)
      rows.push([places[i % places.length], codes[Math.floor(i / places.length) % codes.length], 1]);
    const total = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT coalesce(sum(amount), 0)::int AS n FROM stock_balances WHERE eshop_id = $1`,
          [SHOP],
        )
      )[0].n;
    const before = await total();
    const up = await upload(server(), admin, 'velky-prijem.csv', csv(rows));
    expect(up.body.problem_count).toBe(0);
    const applied = await api('POST', `/imports/${up.body.id}/apply/`, { mode: 'add' });
    expect(applied.status).toBe(200);
    expect(applied.body.change_ids).toHaveLength(1);
    expect(applied.body.stock_change.pieces_in).toBe(5000);
    expect(applied.body.stock_change.lines_changed).toBeGreaterThan(2000);
    expect(await total()).toBe(before + 5000);
    const reverted = await api('POST', `/inventory/revert/${applied.body.change_ids[0]}/`);
    expect(reverted.status).toBe(200);
    const [{ m }] = await db.query<{ m: number }>(
      `SELECT coalesce(sum(amount), 0)::int AS m FROM stock_movements WHERE eshop_id = $1 AND change_id = $2`,
      [SHOP, applied.body.change_ids[0]],
    );
    expect(m).toBe(5000);
    expect(await total()).toBe(before);
    expect(await ledgerInconsistencies(db)).toEqual([]);
  }, 180_000);

  it('batches (found, created, with quotes, commas and backslashes in their names) go through the set-based apply: rows of one key add up, one change, key order, undone by one revert', async () => {
    const db = server().database;
    // Issue 29: the apply hands the lines to the ledger's set-based entry as arrays; a batch named like an array
    // literal's syntax or like its NULL must arrive as written.
    const odd = 'L\\1,"a"{}';
    const file =
      'Pozice;Kód produktu;Množství;Šarže;Expirace\r\n' +
      [
        `A-02-1;ZAH0041;2;"${odd.replaceAll('"', '""')}";31. 12. 2030`,
        `A-02-1;ZAH0041;3;"${odd.replaceAll('"', '""')}";31. 12. 2030`,
        'A-02-1;ZAH0041;1;NULL;',
        'A-02-1;ZAH0040;4;;',
      ].join('\r\n') +
      '\r\n';
    const heldBatch = async (code: string, batch: string | null) =>
      (
        await db.query<{ n: number }>(
          `SELECT coalesce(sum(b.amount), 0)::int AS n FROM stock_balances b JOIN locations l ON l.id = b.location_id
           LEFT JOIN batches bt ON bt.id = b.sarze_id
           WHERE b.eshop_id = $1 AND l.name = 'A-02-1' AND b.code = $2 AND ${batch === null ? 'b.sarze_id = 0' : 'bt.name = $3'}`,
          batch === null ? [SHOP, code] : [SHOP, code, batch],
        )
      )[0].n;
    const plain = await heldBatch('ZAH0040', null);
    const up = await upload(server(), admin, 'sarze.csv', file);
    expect(up.body.problem_count).toBe(0);
    const applied = await api('POST', `/imports/${up.body.id}/apply/`, { mode: 'add' });
    expect(applied.status).toBe(200);
    expect(applied.body.change_ids).toHaveLength(1);
    expect(applied.body.stock_change).toMatchObject({ rows: 4, lines_changed: 3, pieces_in: 10, pieces_out: 0 });
    expect([
      await heldBatch('ZAH0041', odd),
      await heldBatch('ZAH0041', 'NULL'),
      await heldBatch('ZAH0040', null),
    ]).toEqual([5, 1, plain + 4]);
    const [expiry] = await db.query<{ e: string }>(
      `SELECT expires_at::text AS e FROM batches WHERE eshop_id = $1 AND code = 'ZAH0041' AND name = $2`,
      [SHOP, odd],
    );
    expect(expiry.e).toBe('2030-12-31');
    const movements = await db.query<{ code: string; amount: number; action: string; source: string }>(
      `SELECT m.code, m.amount, c.action, c.source FROM stock_movements m JOIN stock_changes c ON c.id = m.change_id
       WHERE m.change_id = $1 ORDER BY m.id`,
      [applied.body.change_ids[0]],
    );
    // Movements in the ledger's key order (location, code, batch): ZAH0040 before ZAH0041.
    expect(movements.map((m) => [m.code, Number(m.amount)])).toEqual([
      ['ZAH0040', 4],
      ['ZAH0041', expect.any(Number)],
      ['ZAH0041', expect.any(Number)],
    ]);
    expect(movements.every((m) => m.action === 'stock_in' && m.source === 'import')).toBe(true);

    // A count of the odd batch posts its difference as a location check; the set-based apply writes no outbox rows.
    const counted = await upload(
      server(),
      admin,
      'sarze-pocet.csv',
      'Pozice;Kód produktu;Množství;Šarže;Expirace\r\n' +
        `A-02-1;ZAH0041;1;"${odd.replaceAll('"', '""')}";2030-12-31\r\n`,
    );
    const set = await api('POST', `/imports/${counted.body.id}/apply/`, { mode: 'set' });
    expect(set.body.stock_change).toMatchObject({ lines_changed: 1, pieces_in: 0, pieces_out: 4 });
    expect(await heldBatch('ZAH0041', odd)).toBe(1);
    const [{ outbox }] = await db.query<{ outbox: number }>(
      `SELECT count(*)::int AS outbox FROM stock_sync_outbox WHERE change_id = ANY($1::bigint[])`,
      [[applied.body.change_ids[0], set.body.change_ids[0]]],
    );
    expect(outbox).toBe(0);
    expect((await api('POST', `/inventory/revert/${set.body.change_ids[0]}/`)).status).toBe(200);
    expect((await api('POST', `/inventory/revert/${applied.body.change_ids[0]}/`)).status).toBe(200);
    expect([
      await heldBatch('ZAH0041', odd),
      await heldBatch('ZAH0041', 'NULL'),
      await heldBatch('ZAH0040', null),
    ]).toEqual([0, 0, plain]);
    expect(await ledgerInconsistencies(db)).toEqual([]);
  });

  it('a row of a product the e-shop deleted refuses the file, or is skipped when asked', async () => {
    const file = csv([
      ['A-02-2', 'ZAH0034', 6],
      ['A-02-2', 'SMAZANY-PRODUKT', 3],
    ]);
    const up = await upload(server(), admin, 'se-smazanym.csv', file);
    expect(up.body.unknown_products).toBe(1);
    expect(up.body.problems).toEqual([
      { row: 3, column: 'Kód produktu (B)', message: 'Produkt s kódem „SMAZANY-PRODUKT“ v katalogu e-shopu není.' },
    ]);
    expect((await api('POST', `/imports/${up.body.id}/apply/`, { mode: 'set' })).status).toBe(400);
    const skipping = await api('GET', `/imports/${up.body.id}/?mode=set&skip_unknown=1`);
    expect(skipping.body.problems).toEqual([]);
    expect(skipping.body.stock_change).toMatchObject({ rows: 1, skipped_rows: 1, lines_changed: 1 });
    const applied = await api('POST', `/imports/${up.body.id}/apply/`, { mode: 'set', skip_unknown: true });
    expect(applied.status).toBe(200);
    expect(await held('A-02-2', 'ZAH0034')).toBe(6);
  });
});
