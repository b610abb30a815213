import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { bombSheet, cell, partOf, sheetXml, xlsxWithSheet } from './testing/hostile-xlsx';

// Issue 25 items 1, 3 and 8: a spreadsheet is read by what it really holds, within limits counted while it
// streams; a refused file is a Czech 400 naming the limit; the server answers others meanwhile.

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
}, 120_000);
afterAll(() => server?.close());

async function upload(name: string, bytes: Uint8Array, query = '') {
  const form = new FormData();
  form.set('file', new Blob([bytes as BlobPart]), name);
  const res = await fetch(`${server.url}/api/sklad/imports/upload/?kind=stock${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const HEADER_ROW = `<row r="1">${cell('A1', 'Pozice')}${cell('B1', 'Kód produktu')}${cell('C1', 'Množství')}</row>`;
const DATA_ROW = `<row r="2">${cell('A2', 'A-03-1')}${cell('B2', 'ZAH0001')}<c r="C2"><v>3</v></c></row>`;
const sheet = (dimension: string, rows = HEADER_ROW + DATA_ROW) => xlsxWithSheet(partOf('', sheetXml(dimension, rows)));

describe('spreadsheet limits counted on what the file holds', () => {
  it('a 1.7 KB XLSX whose <dimension> claims 16,384 columns is read as the 3 columns it has', async () => {
    const file = sheet('A1:XFD2');
    expect(file.length).toBeLessThan(1800);
    const read = await upload('sloupce.xlsx', file);
    expect(read.status).toBe(201);
    expect(read.body.headers).toEqual(['Pozice', 'Kód produktu', 'Množství']);
    expect(read.body.preview).toEqual([['A-03-1', 'ZAH0001', '3']]);
  });

  it('a <dimension> claiming every row of a sheet is read as the rows it has', async () => {
    const read = await upload('radky.xlsx', sheet('A1:XFD1048576'));
    expect(read.status).toBe(201);
    expect(read.body.row_count).toBe(1);
  });

  it('a cell really in column XFD, or a row past the limit, refuses the file naming the limit', async () => {
    const far = await upload('daleko.xlsx', sheet('A1:C2', HEADER_ROW + `<row r="2">${cell('XFD2', 'x')}</row>`));
    expect(far.status).toBe(400);
    expect(far.body.detail).toMatch(/víc než 500 sloupců \(údaj ve sloupci XFD na řádku 2\)/);
    const deep = await upload(
      'hluboko.xlsx',
      sheet('A1:C2', HEADER_ROW + `<row r="900000">${cell('A900000', 'x')}</row>`),
    );
    expect(deep.status).toBe(400);
    expect(deep.body.detail).toMatch(/víc než 50\s000 řádků/);
  });

  it('more cells than the limit (rows × columns actually filled) is refused naming the limit', async () => {
    const line = Array.from({ length: 60 }, (_, i) => `x${i}`).join(';');
    const csv = `${line}\n`.repeat(40_000);
    const read = await upload('siroky.csv', new TextEncoder().encode(csv));
    expect(read.status).toBe(400);
    expect(read.body.detail).toMatch(/víc než 2\s000\s000 buněk/);
  });

  it('a zip bomb (3.5 GB of one cell in 3.6 MB) is refused by its packing ratio, and the server keeps its memory', async () => {
    const bomb = xlsxWithSheet(bombSheet(3584));
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const rss = process.memoryUsage().rss;
    const read = await upload('bomba.xlsx', bomb);
    expect(read.status).toBe(400);
    expect(read.body.detail).toMatch(/víc než 100krát.*zip bomba/);
    // Generous: today's reader took the server to 8.3 GB on this file.
    expect(process.memoryUsage().rss - rss).toBeLessThan(1024 * 1024 * 1024);
  }, 120_000);

  it('a part that unpacks to more than it declares is refused, whatever it declares', async () => {
    const liar = await upload('lhar.xlsx', xlsxWithSheet(bombSheet(64, 2048)));
    expect(liar.status).toBe(400);
    expect(liar.body.detail).toMatch(/nelze jej otevřít/);
  });

  it('a broken zip and a sheet of broken XML are a Czech 400, not a 500', async () => {
    const truncated = sheet('A1:C2').subarray(0, 900);
    expect((await upload('useknuty.xlsx', truncated)).status).toBe(400);
    const broken = await upload('rozbity.xlsx', xlsxWithSheet(partOf('', `<worksheet><sheetData><row><c>`)));
    expect(broken.status).toBe(400);
    expect(broken.body.detail).toMatch(/nelze jej otevřít/);
  });
});

describe('R-HTTP-03 text of an import: strict UTF-8, Windows-1250 when chosen, no control characters', () => {
  const cp1250Bytes = (tail: number[] = []) =>
    new Uint8Array([
      ...new TextEncoder().encode('Pozice;Kód produktu;Množství\nA-03-1;ZAH0001;1\nA-03-1;ZAH0002;1\n'),
      ...new TextEncoder().encode('A-03-1;'),
      ...tail,
      ...new TextEncoder().encode(';2\n'),
    ]);

  it('one stray byte in a UTF-8 file refuses it naming the line, never reads it as mojibake', async () => {
    // "Šarže" in Windows-1250 on line 4 of an otherwise UTF-8 file.
    const read = await upload('smiseny.csv', cp1250Bytes([0x8a, 0x61, 0x72, 0x9e, 0x65]));
    expect(read.status).toBe(400);
    expect(read.body.detail).toBe(
      'Soubor není v kódování UTF-8 (první neplatný znak je na řádku 4). Pokud jej uložil Excel jako CSV, zvolte kódování Windows-1250 (Excel); nic nebylo změněno.',
    );
  });

  it('the same file read as Windows-1250 when the person chooses it', async () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('Pozice;K'),
      0xf3,
      ...new TextEncoder().encode('d produktu;Mno'),
      0x9e,
      ...new TextEncoder().encode('stv'),
      0xed,
      ...new TextEncoder().encode('\r\nA-03-1;ZAH0001;1\r\n'),
    ]);
    const read = await upload('excel.csv', bytes, '&encoding=windows-1250');
    expect(read.status).toBe(201);
    expect(read.body.encoding).toBe('windows-1250');
    expect(read.body.headers).toEqual(['Pozice', 'Kód produktu', 'Množství']);
  });

  it('a control character in a cell refuses the file naming the cell', async () => {
    const rows = 'Pozice;Kód produktu;Množství\n' + 'A-03-1;ZAH0001;1\n'.repeat(1000);
    const read = await upload('nul.csv', new TextEncoder().encode(`${rows}A-03-1;ZAH\u00000001;1\n`));
    expect(read.status).toBe(400);
    expect(read.body.detail).toMatch(/^Buňka B1002 obsahuje řídicí znak \(kód 0\)/);
  });
});

describe('the server stays responsive while it reads', () => {
  it('answers /status/ calls while a large upload is being read', async () => {
    const line = 'A-03-1;ZAH0001;1;' + 'poznámka '.repeat(30) + '\n';
    const csv = new TextEncoder().encode('Pozice;Kód produktu;Množství;Poznámka\n' + line.repeat(45_000));
    const form = new FormData();
    form.set('file', new Blob([csv as BlobPart]), 'velky.csv');
    const framed = new Response(form);
    const body = new Uint8Array(await framed.arrayBuffer());
    let uploaded = false;
    let sent: () => void = () => undefined;
    const flushed = new Promise<void>((resolve) => (sent = resolve));
    const answered = new Promise<number>((resolve, reject) => {
      const req = request(
        `${server.url}/api/sklad/imports/upload/?kind=stock`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${admin}`,
            'content-type': framed.headers.get('content-type') ?? '',
            'content-length': body.length,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            uploaded = true;
            resolve(res.statusCode ?? 0);
          });
        },
      );
      req.on('error', reject);
      req.end(body, () => sent());
    });
    // Once the whole body is sent, every status answer that comes before the upload's own was served while it was read.
    await flushed;
    let meanwhile = 0;
    while (!uploaded) {
      const status = await server.call('GET', '/api/sklad/status/', { token: admin });
      expect(status.status).toBe(200);
      if (!uploaded) meanwhile++;
    }
    expect(await answered).toBe(201);
    expect(meanwhile).toBeGreaterThanOrEqual(3);
  }, 120_000);
});
