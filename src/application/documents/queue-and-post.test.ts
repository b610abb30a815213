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
