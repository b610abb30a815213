import { CFB, read, type WorkSheet } from '@e965/xlsx';
import { expect, it } from 'vitest';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';
import type { TestServer } from '../../tests/support/test-server';
import { ledgerInconsistencies, ledgerSnapshot } from '../ledger/testing/ledger-probe';
import { pragueDay } from '../../src/domain/documents/document-types';

const SHOP = 101;
const EMPTY_SHOP = 150;
const encoder = new TextEncoder();

async function upload(server: TestServer, token: string, kind: string, name: string, content: string | Uint8Array) {
  const form = new FormData();
  form.set('file', new Blob([(typeof content === 'string' ? encoder.encode(content) : content) as BlobPart]), name);
  const res = await fetch(`${server.url}/api/sklad/imports/upload/?kind=${kind}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

async function download(server: TestServer, token: string, path: string) {
  const res = await fetch(`${server.url}/api/sklad${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const csvText = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const sheetOf = (bytes: Uint8Array): WorkSheet => {
  const book = read(Buffer.from(bytes), { type: 'buffer', cellNF: true });
  return book.Sheets[book.SheetNames[0]];
};

describeOnEachStorage('export and import with spreadsheets', ({ server }) => {
  const tokens = new Map<string, string>();
  const token = async (user: string) => {
    if (!tokens.has(user)) tokens.set(user, await server().login(user));
    return tokens.get(user)!;
  };
  const api = async (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    server().call(method, `/api/sklad${path}`, { token: await token('admin'), body, headers });

  /** Stock to export, put in through the ledger (the test server's demo data has layout and catalogue only). */
  let stocked = false;
  const seedStock = async () => {
    if (stocked) return;
    stocked = true;
    for (const [location, products] of [
      [
        'A-03-1',
        [
          { code: 'ZAH0001', amount: 5 },
          { code: 'ZAH0002', amount: 3, new_sarze: { name: 'L-77', expires_at: '2027-06-30' } },
        ],
      ],
      ['B-01-1', [{ code: 'ZAH0003', amount: 12 }]],
    ] as const) {
      const res = await api('POST', '/inventory/', {
        products,
        location_name: location,
        acknowledge_multiple_sarze: true,
      });
      expect(res.status).toBe(200);
    }
  };

  it('exports stock as Czech Excel CSV: BOM, semicolons, the overview rows and a decimal-comma-safe amount', async () => {
    await seedStock();
    const res = await download(server(), await token('admin'), '/exports/stock/?format=csv&q=A-03-1');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/zasoby\.csv/);
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csvText(res.bytes).trim().split('\r\n');
    expect(lines[0]).toBe('Zóna;Sektor;Pozice;Kód produktu;EAN;Název;Varianta;Šarže;Expirace;Množství');
    const overview = (await api('GET', '/inventory/overview/?q=A-03-1&limit=500')).body.rows;
    expect(lines.length - 1).toBe(overview.length);
    expect(lines[1].split(';')[2]).toBe(overview[0].location);
    expect(lines[1].split(';').at(-1)).toBe(String(overview[0].amount));
  });

  it('exports stock as a real XLSX: numbers as numbers, dates as dates, header row frozen and filtered', async () => {
    await seedStock();
    const res = await download(server(), await token('admin'), '/exports/stock/?format=xlsx');
    expect(res.status).toBe(200);
    const sheet = sheetOf(res.bytes);
    expect(sheet.A1.v).toBe('Zóna');
    expect(sheet.J2.t).toBe('n');
    const batchRow = Object.keys(sheet)
      .find((k) => /^H\d+$/.test(k) && sheet[k].v === 'L-77')!
      .slice(1);
    expect(sheet[`I${batchRow}`]).toMatchObject({ t: 'n', w: '30.6.2027' });
    expect(sheet['!autofilter']?.ref).toMatch(/^A1:J\d+$/);
    const zip = CFB.read(Buffer.from(res.bytes), { type: 'buffer' });
    const xml = new TextDecoder().decode(CFB.find(zip, '/xl/worksheets/sheet1.xml')!.content as Uint8Array);
    expect(xml).toContain('state="frozen"');
  });

  it('exports the movements of a period with dates as dates and every movement once', async () => {
    await seedStock();
    // The period is in Prague's days (the server's filter); a UTC date is a day behind after 23:00 UTC.
    const today = pragueDay(new Date());
    const [{ n }] = await server().database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM stock_movements WHERE eshop_id = $1',
      [SHOP],
    );
    const res = await download(
      server(),
      await token('admin'),
      `/exports/movements/?format=xlsx&from=2000-01-01&to=${today}`,
    );
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('x-export-rows'))).toBe(n);
    const sheet = sheetOf(res.bytes);
    expect(sheet['!ref']).toMatch(new RegExp(`^A1:L${n + 1}$`));
    expect(sheet.A2.t).toBe('n');
    expect(sheet.A2.z).toMatch(/yyyy/);
    const bad = await api('GET', '/exports/movements/?format=csv&from=2026-02-01&to=2026-01-01');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/Začátek období/);
  });

  it('escapes text cells that begin with = + - @ against CSV injection', async () => {
    await server().database.query(
      `INSERT INTO custom_products (eshop_id, ean, code, amount) VALUES ($1, '=HYPERLINK("x")', 'ZAH0001', 2)`,
      [SHOP],
    );
    const text = csvText((await download(server(), await token('admin'), '/exports/multiean/?format=csv')).bytes);
    expect(text).toContain(`"'=HYPERLINK(""x"")";ZAH0001`);
    await server().database.query(`DELETE FROM custom_products WHERE ean = '=HYPERLINK("x")'`);
  });

  it('an import with one bad row applies nothing and names every problem by row and column', async () => {
    const before = await ledgerSnapshot(server().database);
    const up = await upload(
      server(),
      await token('admin'),
      'stock',
      'pocatecni-stav.csv',
      'Pozice;Kód produktu;Množství\r\nA-03-1;ZAH0001;5\r\nA-03-1;ZAH0002;1,5\r\nNEEXISTUJE;ZAH0003;2\r\n',
    );
    expect(up.status).toBe(201);
    expect(up.body.mapping).toEqual({ location: 0, code: 1, amount: 2, batch: null, expiry: null });
    expect(up.body.problems).toEqual([
      { row: 3, column: 'Množství (C)', message: '„1,5“ není kladné celé číslo.' },
      { row: 4, column: 'Pozice (A)', message: 'Pozice „NEEXISTUJE“ ve skladu není.' },
    ]);
    const applied = await api('POST', `/imports/${up.body.id}/apply/`, { mode: 'add' });
    expect(applied.status).toBe(400);
    expect(applied.body.detail).toMatch(/nic nebylo změněno/);
    expect(applied.body.problems).toHaveLength(2);
    expect(await ledgerSnapshot(server().database)).toBe(before);
  });

  it('a good import applies every row through the ledger; a retry applies it once; the same file again is refused', async () => {
    const file =
      'Pozice;Kód produktu;Množství;Šarže;Expirace\r\nA-03-1;ZAH0005;4;IMP-1;31.12.2027\r\nA-04-1;ZAH0006;7;;\r\n';
    const up = await upload(server(), await token('admin'), 'stock', 'stav.csv', file);
    expect(up.body.problem_count).toBe(0);
    const balance = async (location: string, code: string) => {
      const [row] = await server().database.query<{ n: number }>(
        `SELECT coalesce(sum(b.amount), 0)::int AS n FROM stock_balances b JOIN locations l ON l.id = b.location_id
         WHERE b.eshop_id = $1 AND l.name = $2 AND b.code = $3`,
        [SHOP, location, code],
      );
      return row.n;
    };
    const start = [await balance('A-03-1', 'ZAH0005'), await balance('A-04-1', 'ZAH0006')];
    const key = { 'Idempotency-Key': `import-${up.body.id}` };
    const first = await api('POST', `/imports/${up.body.id}/apply/`, { mode: 'add' }, key);
    expect(first.status).toBe(200);
    expect(first.body.applied_rows).toBe(2);
    const again = await api('POST', `/imports/${up.body.id}/apply/`, { mode: 'add' }, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect([await balance('A-03-1', 'ZAH0005'), await balance('A-04-1', 'ZAH0006')]).toEqual([
      start[0] + 4,
      start[1] + 7,
    ]);
    const [batch] = await server().database.query<{ expires_at: string }>(
      `SELECT expires_at::text FROM batches WHERE eshop_id = $1 AND code = 'ZAH0005' AND name = 'IMP-1'`,
      [SHOP],
    );
    expect(batch.expires_at).toBe('2027-12-31');
    const withoutKey = await api('POST', `/imports/${up.body.id}/apply/`, { mode: 'add' });
    expect(withoutKey.status).toBe(400);
    const sameFile = await upload(server(), await token('admin'), 'stock', 'stav-kopie.csv', file);
    expect(sameFile.body.applied_before).not.toBeNull();
    const refused = await api('POST', `/imports/${sameFile.body.id}/apply/`, { mode: 'add' });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toMatch(/Stejný soubor už byl použit/);
    expect(await balance('A-03-1', 'ZAH0005')).toBe(start[0] + 4);
    expect(await ledgerInconsistencies(server().database)).toEqual([]);
  });

  it('refuses what is not a spreadsheet, too many rows and formulas with Czech messages, and reads Windows-1250', async () => {
    const admin = await token('admin');
    const before = await ledgerSnapshot(server().database);
    const binary = await upload(
      server(),
      admin,
      'stock',
      'obrazek.png',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 1, 2]),
    );
    expect(binary.status).toBe(400);
    expect(binary.body.detail).toMatch(/není tabulka/);
    const tenTimes = 'Pozice;Kód produktu;Množství\n' + 'A-03-1;ZAH0001;1\n'.repeat(500_001);
    const big = await upload(server(), admin, 'stock', 'velky.csv', tenTimes);
    expect(big.status).toBe(400);
    expect(big.body.detail).toMatch(/víc než 50\s000 řádků/);
    // "Množství" and "Šarže" in Windows-1250, as Czech Excel before 2019 saves a CSV.
    const cp1250 = new Uint8Array([
      ...encoder.encode('Pozice;K'),
      0xf3,
      ...encoder.encode('d produktu;Mno'),
      0x9e,
      ...encoder.encode('stv'),
      0xed,
      ...encoder.encode('\r\nA-03-1;ZAH0001;=1+1\r\n'),
    ]);
    // Issue 25: read as Windows-1250 only when the person says so; on its own it is refused, not guessed.
    const guessed = await upload(server(), admin, 'stock', 'stary-excel.csv', cp1250);
    expect(guessed.status).toBe(400);
    expect(guessed.body.detail).toMatch(/není v kódování UTF-8 \(první neplatný znak je na řádku 1\)/);
    const old = await upload(server(), admin, 'stock&encoding=windows-1250', 'stary-excel.csv', cp1250);
    expect(old.status).toBe(201);
    expect(old.body.encoding).toBe('windows-1250');
    expect(old.body.headers).toEqual(['Pozice', 'Kód produktu', 'Množství']);
    expect(old.body.problems).toContainEqual({
      row: 2,
      column: 'Množství (C)',
      message: 'Buňka obsahuje vzorec. Vzorce se při importu nepočítají: vložte do buňky hodnotu.',
    });
    expect((await api('POST', `/imports/${old.body.id}/apply/`, { mode: 'add' })).status).toBe(400);
    expect(await ledgerSnapshot(server().database)).toBe(before);
  });

  it('lets the user map a column the guess missed', async () => {
    const up = await upload(
      server(),
      await token('admin'),
      'multiean',
      'krabice.csv',
      'Krabice;Produkt;Kusy\n8590000999001;ZAH0007;12\n',
    );
    expect(up.body.mapping.ean).toBeNull();
    expect(up.body.problems[0]).toEqual({ row: 0, column: '', message: 'Vyberte sloupec pro „EAN“.' });
    const mapped = await api('PUT', `/imports/${up.body.id}/mapping/`, { mapping: { ean: 0, code: 1, amount: 2 } });
    expect(mapped.body.problem_count).toBe(0);
    expect((await api('POST', `/imports/${up.body.id}/apply/`)).status).toBe(200);
    const dup = await upload(
      server(),
      await token('admin'),
      'multiean',
      'krabice2.csv',
      'EAN;Kód produktu;Počet kusů\n8590000999001;ZAH0008;6\n',
    );
    expect(dup.body.problems).toEqual([{ row: 2, column: 'EAN (A)', message: 'EAN 8590000999001 již existuje' }]);
  });

  it('round trip: layout and stock exported, imported into an empty e-shop and exported again give equal files', async () => {
    await seedStock();
    const db = server().database;
    await db.query(`INSERT INTO eshops (id, org_id, name) VALUES ($1, 1, 'Prázdný sklad') ON CONFLICT DO NOTHING`, [
      EMPTY_SHOP,
    ]);
    await db.query(
      `INSERT INTO client_eshops (client_id, eshop_id) SELECT id, $1 FROM clients WHERE username = 'admin' ON CONFLICT DO NOTHING`,
      [EMPTY_SHOP],
    );
    await db.query(
      `INSERT INTO products (eshop_id, code, ean, name, variant_name, image) SELECT $1, code, ean, name, variant_name, image FROM products WHERE eshop_id = $2 ON CONFLICT DO NOTHING`,
      [EMPTY_SHOP, SHOP],
    );
    const admin = await token('admin');
    const switched = await server().call('GET', `/api/auth/set_stock_eshop/?stock_eshop_id=${EMPTY_SHOP}`, {
      token: admin,
    });
    const empty = switched.body.access_token as string;
    const layout = (await download(server(), admin, '/exports/layout/?format=csv')).bytes;
    const stock = (await download(server(), admin, '/exports/stock/?format=csv')).bytes;

    const layoutUp = await upload(server(), empty, 'layout', 'rozlozeni.csv', layout);
    expect(layoutUp.body.problems).toEqual([]);
    expect(
      (await server().call('POST', `/api/sklad/imports/${layoutUp.body.id}/apply/`, { token: empty })).status,
    ).toBe(200);
    const stockUp = await upload(server(), empty, 'stock', 'zasoby.csv', stock);
    expect(stockUp.body.problems).toEqual([]);
    expect(
      (
        await server().call('POST', `/api/sklad/imports/${stockUp.body.id}/apply/`, {
          token: empty,
          body: { mode: 'set' },
        })
      ).status,
    ).toBe(200);

    expect(csvText((await download(server(), empty, '/exports/layout/?format=csv')).bytes)).toBe(csvText(layout));
    expect(csvText((await download(server(), empty, '/exports/stock/?format=csv')).bytes)).toBe(csvText(stock));
    expect(await ledgerInconsistencies(db)).toEqual([]);
  });

  it("exports shopping lists line by line (expected, stocked, missing) and only the signed-in e-shop's", async () => {
    const db = server().database;
    const list = await api('PUT', '/ao/integration/shoplist/', {
      reference: 'EXP-1',
      name: 'Export seznamu',
      supplier: 'Semena Novák',
      products: [
        { code: 'ZAH0005', amount_expected: 4, orders: [] },
        { code: 'ZAH0006', amount_expected: 2, orders: [] },
      ],
    });
    expect(list.status).toBe(201);
    const received = await api('POST', '/inventory/ao/', {
      products: [{ code: 'ZAH0005', amount: 3 }],
      location_name: 'A-03-1',
      shoplist_id: list.body.shoplist_id,
    });
    expect(received.status).toBe(200);
    await db.query(`INSERT INTO eshops (id, org_id, name) VALUES ($1, 1, 'Prázdný sklad') ON CONFLICT DO NOTHING`, [
      EMPTY_SHOP,
    ]);
    await db.query(`INSERT INTO shoplists (eshop_id, reference, name) VALUES ($1, 'CIZI-1', 'Cizí seznam')`, [
      EMPTY_SHOP,
    ]);

    const res = await download(server(), await token('admin'), '/exports/shoplists/?format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/nakupni-seznamy\.csv/);
    const lines = csvText(res.bytes).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Reference;Název seznamu;Dodavatel;Stav;Štítek stavu;Archivován;Vytvořeno;Zpracováno;Kód produktu;Název produktu;Očekáváno;Naskladněno;Chybí',
    );
    const ours = lines.filter((l) => l.startsWith('EXP-1;')).map((l) => l.split(';'));
    expect(ours.map((c) => [c[0], c[2], c[3], c[8], c[10], c[11], c[12]])).toEqual([
      ['EXP-1', 'Semena Novák', 'Otevřený', 'ZAH0005', '4', '3', '1'],
      ['EXP-1', 'Semena Novák', 'Otevřený', 'ZAH0006', '2', '0', '2'],
    ]);
    expect(lines.some((l) => l.startsWith('CIZI-1;'))).toBe(false);
    const [{ n }] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM shoplists s LEFT JOIN shoplist_lines l ON l.shoplist_id = s.id WHERE s.eshop_id = $1`,
      [SHOP],
    );
    expect(lines.length - 1).toBe(n);
  });

  it('exports receipts and issues row by row as XLSX: number, type, date as a date, amount as a number, empty documents too', async () => {
    const db = server().database;
    const [location] = await db.query<{ id: number }>(
      `SELECT id FROM locations WHERE eshop_id = $1 AND name = 'A-03-1'`,
      [SHOP],
    );
    const created = await api('POST', '/movement_documents/', { type: 'receipt', partner: 'Exportní partner' });
    expect(created.status).toBe(200);
    const id = created.body.document_id as number;
    const queued = await api('PUT', `/movement_documents/${id}`, {
      queue: [
        { location_id: location.id, product_code: 'ZAH0001', amount: 7 },
        { location_id: location.id, product_code: 'ZAH0002', amount: 2 },
      ],
    });
    expect(queued.status).toBe(200);
    const empty = await api('POST', '/movement_documents/', { type: 'issue', partner: 'Bez řádků' });
    expect(empty.status).toBe(200);

    const res = await download(server(), await token('admin'), '/exports/documents/?format=xlsx');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/doklady\.xlsx/);
    const sheet = sheetOf(res.bytes);
    expect(sheet.A1.v).toBe('Číslo dokladu');
    const rowsOf = (partner: string) =>
      Object.keys(sheet)
        .filter((k) => /^D\d+$/.test(k) && sheet[k].v === partner)
        .map((k) => k.slice(1));
    const receipt = rowsOf('Exportní partner');
    expect(receipt.map((r) => [sheet[`B${r}`].v, sheet[`H${r}`].v, sheet[`I${r}`].v, sheet[`M${r}`].v])).toEqual([
      ['Příjemka', 'A-03-1', 'ZAH0001', 7],
      ['Příjemka', 'A-03-1', 'ZAH0002', 2],
    ]);
    expect(sheet[`M${receipt[0]}`].t).toBe('n');
    expect(sheet[`C${receipt[0]}`]).toMatchObject({ t: 'n' });
    expect(sheet[`N${receipt[0]}`].v).toBe('Ve frontě');
    expect(sheet[`A${receipt[0]}`].v).toBe(created.body.number);
    const issue = rowsOf('Bez řádků');
    expect(issue).toHaveLength(1);
    expect(sheet[`B${issue[0]}`].v).toBe('Výdejka');
    expect(sheet[`I${issue[0]}`]).toBeUndefined();
    const [{ n }] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM movement_documents d LEFT JOIN movement_document_rows r ON r.document_id = d.id
        WHERE d.eshop_id = $1 AND d.deleted_at IS NULL`,
      [SHOP],
    );
    expect(sheet['!ref']).toMatch(new RegExp(`^A1:O${n + 1}$`));
  });

  it('needs sklad.export_import: a warehouse worker is refused', async () => {
    const res = await download(server(), await token('skladnik'), '/exports/layout/?format=csv');
    expect(res.status).toBe(403);
  });
});
