import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachStorage } from '../../tests/support/storage-matrix';
import { pragueYear } from '../../src/domain/documents/document-types';
import { apiAs, balance, count, locationByName, newDocument, queue, type Api } from './documents-test-support';

const SHOP = 101;

describeOnEachStorage('movement documents', ({ server, clock }) => {
  let admin: Api;
  let other: Api;
  let skladnik: Api;
  let year: number;
  let a1: number;
  let a2: number;
  let b1: number;
  beforeAll(async () => {
    admin = await apiAs(server(), 'admin', SHOP);
    other = await apiAs(server(), 'admin', 102);
    skladnik = await apiAs(server(), 'skladnik');
    year = pragueYear(clock.now());
    a1 = (await locationByName(admin, 'A-01-1')).id;
    a2 = (await locationByName(admin, 'A-01-2')).id;
    b1 = (await locationByName(admin, 'B-01-1')).id;
  });

  it('R-DOC-01 documents are numbered per type and year, archived and unarchived; queued rows are posted or removed and the post answers posted_count, failed_count, errors', async () => {
    const types = await admin.call('GET', '/movement_documents/types/');
    expect(types.body).toEqual([
      { document_id: 1, type: 'receipt', name: 'Příjemka', prefix: 'PR' },
      { document_id: 2, type: 'issue', name: 'Výdejka', prefix: 'VY' },
    ]);
    const first = await newDocument(admin, 'receipt', 'Semena Novák');
    const second = await newDocument(admin, 'receipt');
    const issue = await newDocument(admin, 'issue');
    expect([first.number, second.number, issue.number]).toEqual([
      `PR-${year}-0001`,
      `PR-${year}-0002`,
      `VY-${year}-0001`,
    ]);
    // Another e-shop has its own series.
    expect((await newDocument(other, 'receipt')).number).toBe(`PR-${year}-0001`);

    const queued = await queue(admin, first.document_id, [
      { location_id: a1, product_code: 'ZAH0001', amount: 3 },
      { location_id: a1, product_code: 'ZAH0002', amount: 1 },
      { location_id: a2, product_code: 'ZAH0003', amount: 2 },
    ]);
    expect(queued.status).toBe(200);
    expect(queued.body.queued_count).toBe(3);
    // Scanning the same row again adds to it.
    await queue(admin, first.document_id, [{ location_id: a1, product_code: 'ZAH0001', amount: 2 }]);
    const rows = (await admin.call('GET', `/movement_documents/queue/${first.document_id}`)).body;
    expect(rows.map((r: { product_code: string; amount: number }) => [r.product_code, r.amount])).toEqual([
      ['ZAH0001', 5],
      ['ZAH0002', 1],
      ['ZAH0003', 2],
    ]);
    const removed = await admin.call('DELETE', `/movement_documents/queue/${first.document_id}`, {
      location_id: a1,
      product_code: 'ZAH0002',
      sarze_id: null,
    });
    expect(removed.status).toBe(200);

    const post = await admin.call('POST', `/movement_documents/${first.document_id}/post_queued`);
    expect(post.body).toEqual({ posted_count: 2, failed_count: 0, errors: [] });
    expect(await balance(server(), SHOP, a1, 'ZAH0001')).toBe(5);
    expect(await balance(server(), SHOP, a1, 'ZAH0002')).toBe(0);
    expect(await balance(server(), SHOP, a2, 'ZAH0003')).toBe(2);
    const detail = (await admin.call('GET', `/movement_documents/${first.document_id}`)).body;
    expect(detail).toMatchObject({ number: first.number, partner: 'Semena Novák', queued_count: 0, posted_count: 2 });
    expect(detail.movements.map((m: { product_code: string; amount: number }) => [m.product_code, m.amount])).toEqual([
      ['ZAH0001', 5],
      ['ZAH0003', 2],
    ]);
    // The movement log names the document of its change: one change over both locations.
    const log = (await admin.call('POST', '/log/', {})).body.changes;
    const fromDoc = log.filter((c: { document_id: number | null }) => c.document_id === first.document_id);
    expect(fromDoc).toHaveLength(1);
    expect(fromDoc[0]).toMatchObject({ source: first.number, document_number: first.number, action: 'stock_in' });

    expect((await admin.call('PUT', `/movement_documents/${first.document_id}/archive`)).body.archived).toBe(true);
    const active = (await admin.call('GET', '/movement_documents/?type=receipt')).body;
    expect(active.map((d: { number: string }) => d.number)).not.toContain(first.number);
    const archived = (await admin.call('GET', `/movement_documents/archived?type=receipt&q=novák`)).body;
    expect(archived.map((d: { number: string }) => d.number)).toEqual([first.number]);
    expect((await admin.call('PUT', `/movement_documents/${first.document_id}/unarchive`)).body.archived).toBe(false);
    expect(
      (await admin.call('GET', `/movement_documents/?q=${encodeURIComponent(first.number)}`)).body.map(
        (d: { number: string }) => d.number,
      ),
    ).toEqual([first.number]);
  });

  it('a post where some rows fail applies the others and leaves the failed ones queued with their Czech reason', async () => {
    await admin.call('POST', '/inventory/', { products: [{ code: 'ZAH0010', amount: 4 }], location_name: 'B-01-1' });
    const doc = await newDocument(admin, 'issue', 'Zákazník');
    await queue(admin, doc.document_id, [
      { location_id: b1, product_code: 'ZAH0010', amount: 3 },
      { location_id: b1, product_code: 'ZAH0011', amount: 1 },
      { location_id: a2, product_code: 'ZAH0010', amount: 1 },
    ]);
    const post = await admin.call('POST', `/movement_documents/${doc.document_id}/post_queued`);
    expect(post.status).toBe(200);
    expect(post.body.posted_count).toBe(1);
    expect(post.body.failed_count).toBe(2);
    expect(post.body.errors).toEqual([
      expect.objectContaining({ product_code: 'ZAH0011', location_name: 'B-01-1', reason: 'insufficient_stock' }),
      expect.objectContaining({ product_code: 'ZAH0010', location_name: 'A-01-2', reason: 'insufficient_stock' }),
    ]);
    expect(post.body.errors[0].detail).toMatch(/ZAH0011/);
    expect(await balance(server(), SHOP, b1, 'ZAH0010')).toBe(1);
    expect(await balance(server(), SHOP, b1, 'ZAH0011')).toBe(0);
    const left = (await admin.call('GET', `/movement_documents/queue/${doc.document_id}`)).body;
    expect(left.map((r: { product_code: string; reason: string }) => [r.product_code, r.reason])).toEqual([
      ['ZAH0011', 'insufficient_stock'],
      ['ZAH0010', 'insufficient_stock'],
    ]);
    expect(left[0].error).toBeTruthy();
    // Once the goods arrive, posting again takes only what is still queued.
    await admin.call('POST', '/inventory/', { products: [{ code: 'ZAH0011', amount: 1 }], location_name: 'B-01-1' });
    const again = await admin.call('POST', `/movement_documents/${doc.document_id}/post_queued`);
    expect(again.body).toMatchObject({ posted_count: 1, failed_count: 1 });
    expect(await balance(server(), SHOP, b1, 'ZAH0010')).toBe(1);
  });

  it('a receipt over several locations posts as one change, one batch at a time per location (R-SCAN-03)', async () => {
    const doc = await newDocument(admin, 'receipt');
    const batch = (name: string) => ({ name, expires_at: '2031-01-31' });
    const queued = await admin.call('PUT', `/movement_documents/${doc.document_id}`, {
      queue: [
        { location_id: a1, product_code: 'ZAH0061', amount: 1, new_sarze: batch('X1') },
        { location_id: b1, product_code: 'ZAH0061', amount: 2, new_sarze: batch('X2') },
        { location_id: a2, product_code: 'ZAH0062', amount: 3, new_sarze: batch('Y1') },
        { location_id: a2, product_code: 'ZAH0063', amount: 4, new_sarze: batch('Y2') },
      ],
    });
    expect(queued.status).toBe(200);
    const post = await admin.call('POST', `/movement_documents/${doc.document_id}/post_queued`);
    // Other batches at other locations go together; a second batch at one location waits for the next post.
    expect(post.body).toMatchObject({ posted_count: 3, failed_count: 1 });
    expect(post.body.errors).toEqual([
      expect.objectContaining({ product_code: 'ZAH0063', location_name: 'A-01-2', reason: 'batch_not_finished' }),
    ]);
    expect(await count(server(), 'stock_changes WHERE document_id = $1', [doc.document_id])).toBe(1);
    expect(
      await count(server(), 'stock_balances WHERE eshop_id = $1 AND code = $2 AND amount > 0', [SHOP, 'ZAH0061']),
    ).toBe(2);
    const again = await admin.call('POST', `/movement_documents/${doc.document_id}/post_queued`);
    expect(again.body).toMatchObject({ posted_count: 1, failed_count: 0 });
  });

  it('an issue that would oversell posts nothing of the row and never takes stock below zero', async () => {
    await admin.call('POST', '/inventory/', { products: [{ code: 'ZAH0020', amount: 2 }], location_name: 'A-01-1' });
    const doc = await newDocument(admin, 'issue');
    await queue(admin, doc.document_id, [{ location_id: a1, product_code: 'ZAH0020', amount: 5 }]);
    const post = await admin.call('POST', `/movement_documents/${doc.document_id}/post_queued`);
    expect(post.body).toMatchObject({ posted_count: 0, failed_count: 1 });
    expect(post.body.errors[0].detail).toMatch(/ZAH0020/);
    expect(await balance(server(), SHOP, a1, 'ZAH0020')).toBe(2);
    expect(await count(server(), 'stock_changes WHERE document_id = $1', [doc.document_id])).toBe(0);
  });

  it('a retried post never posts a row twice: the same key replays, a new one finds nothing queued', async () => {
    const doc = await newDocument(admin, 'receipt');
    await queue(admin, doc.document_id, [{ location_id: a2, product_code: 'ZAH0030', amount: 7 }]);
    const headers = { 'Idempotency-Key': `doc-post-${doc.document_id}` };
    const call = () =>
      server().call('POST', `/api/sklad/movement_documents/${doc.document_id}/post_queued`, {
        token: admin.token,
        headers,
      });
    const [one, two] = await Promise.all([call(), call()]);
    expect(one.body).toEqual(two.body);
    const fresh = await admin.call('POST', `/movement_documents/${doc.document_id}/post_queued`);
    expect(fresh.body).toEqual({ posted_count: 0, failed_count: 0, errors: [] });
    expect(await balance(server(), SHOP, a2, 'ZAH0030')).toBe(7);
  });

  it('two concurrent posts of the same document post each row once', async () => {
    const doc = await newDocument(admin, 'receipt');
    await queue(
      admin,
      doc.document_id,
      Array.from({ length: 20 }, (_, i) => ({
        location_id: i % 2 ? a1 : b1,
        product_code: `ZAH${String(40 + i).padStart(4, '0')}`,
        amount: 1,
      })),
    );
    const answers = await Promise.all([
      admin.call('POST', `/movement_documents/${doc.document_id}/post_queued`),
      admin.call('POST', `/movement_documents/${doc.document_id}/post_queued`),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.posted_count).sort()).toEqual([0, 20]);
    expect(
      await count(server(), 'stock_movements m JOIN stock_changes c ON c.id = m.change_id WHERE c.document_id = $1', [
        doc.document_id,
      ]),
    ).toBe(20);
    expect(await balance(server(), SHOP, b1, 'ZAH0040')).toBe(1);
  });

  it('a large receipt and issue (600 rows over 12 locations) post every row on both storages', async () => {
    const locations = ((await admin.call('GET', '/location/')).body as Array<{ id: number; name: string }>)
      .filter((l) => l.name.startsWith('A-0'))
      .slice(0, 12);
    const codes = Array.from({ length: 50 }, (_, i) => `ZAH${String(101 + i).padStart(4, '0')}`);
    const lines = locations.flatMap((l) =>
      codes.map((product_code) => ({ location_id: l.id, product_code, amount: 2 })),
    );
    const receipt = await newDocument(admin, 'receipt');
    const issue = await newDocument(admin, 'issue');
    for (const doc of [receipt, issue])
      for (let i = 0; i < lines.length; i += 300)
        expect((await queue(admin, doc.document_id, lines.slice(i, i + 300))).status).toBe(200);
    const received = await admin.call('POST', `/movement_documents/${receipt.document_id}/post_queued`);
    expect(received.body).toMatchObject({ posted_count: 600, failed_count: 0 });
    // Every one of the 600 balances reads what the receipt brought (PGlite once lost rows of long tuple lists).
    const held = `stock_balances WHERE eshop_id = $1 AND location_id = ANY($2::int[]) AND code = ANY($3::text[]) AND amount = $4`;
    const ids = locations.map((l) => l.id);
    expect(await count(server(), held, [SHOP, ids, codes, 2])).toBe(600);
    expect(await count(server(), 'stock_changes WHERE document_id = $1', [receipt.document_id])).toBe(1);
    const issued = await admin.call('POST', `/movement_documents/${issue.document_id}/post_queued`);
    expect(issued.body).toMatchObject({ posted_count: 600, failed_count: 0 });
    expect(await balance(server(), SHOP, locations[11].id, 'ZAH0150')).toBe(0);
    expect(await count(server(), held, [SHOP, ids, codes, 0])).toBe(600);
    expect((await admin.call('GET', `/movement_documents/${issue.document_id}`)).body.movements).toHaveLength(600);
  });

  it('bad input gets a Czech 400 and changes nothing', async () => {
    const doc = await newDocument(admin, 'receipt');
    const foreign = await newDocument(other, 'receipt');
    const before = await count(server(), 'movement_document_rows');
    for (const [method, path, body] of [
      ['GET', `/movement_documents/${foreign.document_id}`, undefined],
      ['PUT', `/movement_documents/${foreign.document_id}`, { partner: 'Cizí' }],
      ['POST', `/movement_documents/${foreign.document_id}/post_queued`, undefined],
      ['DELETE', `/movement_documents/${foreign.document_id}`, undefined],
      ['POST', '/movement_documents/', { type: 'transfer' }],
      ['GET', '/movement_documents/?type=transfer', undefined],
      ['POST', '/movement_documents/', { type: 'receipt', document_date: '2026-02-30' }],
      ['PUT', `/movement_documents/${doc.document_id}`, { queue: [{ location_id: a1, product_code: 'ZAH0001' }] }],
      [
        'PUT',
        `/movement_documents/${doc.document_id}`,
        {
          queue: [
            { location_id: a1, product_code: 'ZAH0001', amount: 1 },
            { location_id: a1, product_code: 'NEEXISTUJE', amount: 1 },
            { location_id: 999999, product_code: 'ZAH0002', amount: 1 },
            { location_id: a1, product_code: 'ZAH0003', amount: -2 },
          ],
        },
      ],
      ['PUT', '/movement_documents/abc', { partner: 'x' }],
    ] as const) {
      const res = await admin.call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.detail, `${method} ${path}`).toMatch(/[a-zá-ž]/i);
    }
    const malformed = await admin.call('PUT', `/movement_documents/${doc.document_id}`, {
      queue: [
        { location_id: a1, product_code: 'NEEXISTUJE', amount: 1 },
        { location_id: 999999, product_code: 'ZAH0002', amount: 1 },
      ],
    });
    expect(malformed.body.errors.map((e: { reason: string }) => e.reason)).toEqual([
      'unknown_product',
      'unknown_location',
    ]);
    expect(await count(server(), 'movement_document_rows')).toBe(before);
    expect((await other.call('GET', `/movement_documents/${foreign.document_id}`)).body.partner).toBe(
      'Dodavatel s.r.o.',
    );

    await queue(admin, doc.document_id, [{ location_id: a1, product_code: 'ZAH0050', amount: 1 }]);
    await admin.call('PUT', `/movement_documents/${doc.document_id}/archive`);
    const archivedPost = await admin.call('POST', `/movement_documents/${doc.document_id}/post_queued`);
    expect(archivedPost.status).toBe(400);
    expect(archivedPost.body.detail).toMatch(/archivovaný/);
    expect(await balance(server(), SHOP, a1, 'ZAH0050')).toBe(0);
    const archivedQueue = await queue(admin, doc.document_id, [
      { location_id: a1, product_code: 'ZAH0050', amount: 1 },
    ]);
    expect(archivedQueue.status).toBe(400);
  });

  it('deleting is allowed only before anything is posted, and a deleted number is never given again', async () => {
    const doc = await newDocument(admin, 'issue');
    await queue(admin, doc.document_id, [{ location_id: a1, product_code: 'ZAH0001', amount: 1 }]);
    expect((await admin.call('DELETE', `/movement_documents/${doc.document_id}`)).status).toBe(200);
    expect((await admin.call('GET', `/movement_documents/${doc.document_id}`)).status).toBe(400);
    const next = await newDocument(admin, 'issue');
    expect(Number(next.number.slice(-4))).toBe(Number(doc.number.slice(-4)) + 1);

    const posted = await newDocument(admin, 'receipt');
    await queue(admin, posted.document_id, [{ location_id: a1, product_code: 'ZAH0060', amount: 1 }]);
    await admin.call('POST', `/movement_documents/${posted.document_id}/post_queued`);
    const refused = await admin.call('DELETE', `/movement_documents/${posted.document_id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toMatch(/zaúčtované/);
    const dateChange = await admin.call('PUT', `/movement_documents/${posted.document_id}`, {
      document_date: '2020-01-01',
    });
    expect(dateChange.status).toBe(400);
    const partner = await admin.call('PUT', `/movement_documents/${posted.document_id}`, { partner: 'Opraveno' });
    expect(partner.body.partner).toBe('Opraveno');
  });

  it('documents need sklad.documents and the type scope', async () => {
    const res = await skladnik.call('GET', '/movement_documents/');
    expect(res.status).toBe(403);
    expect(await count(server(), 'movement_documents WHERE author_name = $1', ['Skladník'])).toBe(0);
  });

  it('prints the document as an A4 PDF with its Czech header, rows and totals', async () => {
    const doc = await newDocument(admin, 'receipt', 'Žluťoučký kůň s.r.o.');
    await queue(admin, doc.document_id, [{ location_id: a2, product_code: 'ZAH0070', amount: 3 }]);
    await admin.call('POST', `/movement_documents/${doc.document_id}/post_queued`);
    const res = await admin.call('GET', `/movement_documents/${doc.document_id}/pdf`);
    expect(res.status).toBe(200);
    expect(res.body.file_name).toBe(`${doc.number}.pdf`);
    const pdf = Buffer.from(res.body.content_base64, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = mkdtempSync(join(tmpdir(), 'doc-pdf-'));
    writeFileSync(join(dir, 'd.pdf'), pdf);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'd.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toContain(`Příjemka ${doc.number}`);
    expect(text).toContain('Žluťoučký kůň s.r.o.');
    expect(text).toContain('ZAH0070');
    expect(text).toMatch(/Celkem 1 řádek, 3 ks/);
    expect(execFileSync('pdfinfo', [join(dir, 'd.pdf')], { encoding: 'utf8' })).toMatch(
      /595\.\d* x 841\.\d* pts \(A4\)/,
    );
  });
});
