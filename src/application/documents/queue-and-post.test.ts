import { describe, expect, it } from 'vitest';
import { documentDetail } from './testing/document-fixtures';
import { HttpFailure } from '../errors';
import { strictFake } from '../testing/strict-fake';
import { product } from '../stock-movements/testing/stock-fakes';
import type { DocumentDetailDto, DocumentsApi, UpdateDocumentBody } from './documents-api.port';
import { QueueAndPostDocument } from './queue-and-post';

const doc = (extra: Partial<DocumentDetailDto> = {}) => documentDetail({ type: 'issue', ...extra });
const A1 = { id: 11, name: 'A-01-1', sector: 1, order: 0 };

function setUp(search: (code: string) => ReturnType<typeof product>) {
  const updates: Array<{ body: UpdateDocumentBody; key: string }> = [];
  let n = 0;
  const work = new QueueAndPostDocument(7, {
    documents: strictFake<DocumentsApi>('DocumentsApi', {
      update: async (_id, body, { idempotencyKey }) => {
        updates.push({ body, key: idempotencyKey });
        return doc();
      },
    }),
    products: {
      search: async (code) => {
        if (code === 'NONE') throw new HttpFailure({ status: 404, payload: { detail: 'Produkt nenalezen.' } });
        return search(code);
      },
    },
    layout: strictFake('LayoutApi', {}),
    ids: { uuid: () => `k${++n}` },
  });
  return { work, updates };
}

describe('queueing and posting a document (use case)', () => {
  it('R-SCAN-06 a scan queues the typed count times the box; a count that is not whole is refused in Czech', async () => {
    const { work, updates } = setUp((code) => product(code, { customQuantity: 6 }));
    const scan = await work.productScanned('BOX', A1, '2', false);
    expect(scan).toMatchObject({ kind: 'row', amount: 12, batch: {} });
    if (scan.kind !== 'row') throw new Error(scan.kind);
    expect(await work.queueRow(A1, scan)).toBe('BOX × 12 do fronty (A-01-1).');
    expect(updates).toEqual([{ body: { queue: [{ location_id: 11, product_code: 'BOX', amount: 12 }] }, key: 'k1' }]);
    expect(await work.productScanned('BOX', A1, '1,5', false)).toMatchObject({ kind: 'refused' });
    expect(await work.productScanned('NONE', A1, '', false)).toEqual({ kind: 'refused', error: 'Produkt nenalezen.' });
  });

  it('SPEC 5 a stock-out takes the one batch the location holds; otherwise the batch is asked for and must be chosen', async () => {
    const stock = (sarze_id: number, location_name = 'A-01-1') => ({
      location_id: 11,
      location_name,
      sector_name: 'A',
      sarze_id,
      amount: 3,
    });
    const batches = [
      { id: 4, name: 'L4', expires_at: null },
      { id: 5, name: 'L5', expires_at: null },
    ];
    const one = setUp((code) => product(code, { sarze: batches, stock: [stock(4), stock(5, 'B-01-1')] }));
    expect(await one.work.productScanned('A', A1, '', false)).toMatchObject({ kind: 'row', batch: { sarze_id: 4 } });
    const two = setUp((code) => product(code, { sarze: batches, stock: [stock(4), stock(5)] }));
    const asked = await two.work.productScanned('A', A1, '', false);
    if (asked.kind !== 'batch') throw new Error(asked.kind);
    expect(asked.pending).toMatchObject({ amount: 1, sarzeId: 4, newName: '' });
    expect(two.work.batchChosen({ ...asked.pending, sarzeId: null })).toEqual({
      kind: 'refused',
      error: 'Vyberte šarži produktu A.',
    });
    expect(two.work.batchChosen({ ...asked.pending, sarzeId: 5 })).toMatchObject({
      kind: 'row',
      batch: { sarze_id: 5, new_sarze: null },
    });
  });

  it('a location code switches where rows go; a product waits for a location and for the batch asked before it', async () => {
    const { work } = setUp((code) => product(code));
    const at = { locations: [A1], location: null, pendingCode: null, typed: '3', inbound: true };
    expect(work.takesTypedAmount('a-01-1', [A1])).toBe(false);
    expect(work.takesTypedAmount('P1', [A1])).toBe(true);
    expect(await work.codeScanned('a-01-1', at)).toEqual({
      kind: 'location',
      location: A1,
      notice: 'Pozice A-01-1: naskenujte produkty.',
    });
    expect(await work.codeScanned('P1', at)).toEqual({
      kind: 'refused',
      error: 'Pozice „P1“ neexistuje. Nejprve naskenujte pozici, potom produkty.',
    });
    expect(await work.codeScanned('P1', { ...at, location: A1, pendingCode: 'P0' })).toEqual({
      kind: 'refused',
      error: 'Nejprve vyberte šarži produktu P0.',
    });
    expect(await work.codeScanned('P1', { ...at, location: A1 })).toMatchObject({ kind: 'row', amount: 3 });
  });

  it('saving the header sends only what changed, with a key of its own', async () => {
    const { work, updates } = setUp((code) => product(code));
    expect(await work.saveHeader(doc(), { partner: 'Dodavatel', document_date: '2026-11-23', note: 'Pozor' })).toBe(
      'Hlavička dokladu byla uložena.',
    );
    expect(updates).toEqual([{ body: { note: 'Pozor' }, key: 'k1' }]);
  });
});

describe('a document write and what the screen then shows (use case)', () => {
  const queued = { location_id: 11, location_name: 'A-01-1', product_code: 'A', sarze_id: null, amount: 2 };
  function served(fail: { detail?: boolean; post?: boolean } = {}) {
    const calls: string[] = [];
    const down = () => new HttpFailure({ status: 503, payload: { detail: 'Server je nedostupný.' } });
    const work = new QueueAndPostDocument(7, {
      documents: strictFake<DocumentsApi>('DocumentsApi', {
        detail: async () => {
          calls.push('detail');
          if (fail.detail) throw down();
          return doc({ queued_count: 1 });
        },
        queue: async () => (calls.push('queue'), [queued as never]),
        postQueued: async (_id, { idempotencyKey }) => {
          calls.push(`post ${idempotencyKey}`);
          if (fail.post) throw down();
          return { posted_count: 1, failed_count: 0, errors: [] };
        },
        pdf: async () => {
          if (fail.detail) throw down();
          return { file_name: 'PR.pdf', content_base64: 'JVBERi0=' };
        },
      }),
      products: { search: async (code) => product(code) },
      layout: { locations: async () => [A1] },
      ids: { uuid: () => 'k1' },
    });
    return { work, calls };
  }

  it('a write is followed by the document and queue as the server has them, with the write’s notice', async () => {
    const { work, calls } = served();
    const result = await work.written(async () => (calls.push('write'), 'Hotovo.'));
    expect(calls).toEqual(['write', 'detail', 'queue']);
    expect(result).toMatchObject({ ok: true, notice: 'Hotovo.', document: { queued_count: 1 }, queue: [queued] });
  });

  it('a failed write is not refetched; a failed refetch is the Czech reason too', async () => {
    const { work, calls } = served({ detail: true });
    const refused = await work.written(async () => {
      throw new HttpFailure({ status: 400, payload: { detail: 'Doklad je archivován.' } });
    });
    expect(refused).toEqual({ ok: false, error: 'Doklad je archivován.' });
    expect(calls).toEqual([]);
    expect(await work.written(async () => null)).toEqual({ ok: false, error: 'Server je nedostupný.' });
  });

  it('R-DOC-01 posting answers the summary with the document after it; the summary stays when the refetch fails', async () => {
    const ok = served();
    expect(await ok.work.posted()).toMatchObject({ ok: true, notice: null, summary: { posted_count: 1 } });
    expect(ok.calls).toEqual(['post k1', 'detail', 'queue']);
    expect(await served({ detail: true }).work.posted()).toMatchObject({ ok: false, summary: { posted_count: 1 } });
    expect(await served({ post: true }).work.posted()).toEqual({
      ok: false,
      error: 'Server je nedostupný.',
      summary: undefined,
    });
  });

  it('opening fetches the document, queue and locations; the PDF or why not', async () => {
    expect(await served().work.opened()).toMatchObject({ ok: true, locations: [A1], queue: [queued] });
    expect(await served({ detail: true }).work.opened()).toEqual({ ok: false, error: 'Server je nedostupný.' });
    expect(await served().work.printed()).toEqual({
      ok: true,
      file: { file_name: 'PR.pdf', content_base64: 'JVBERi0=' },
    });
    expect(await served({ detail: true }).work.printed()).toEqual({ ok: false, error: 'Server je nedostupný.' });
  });
});
