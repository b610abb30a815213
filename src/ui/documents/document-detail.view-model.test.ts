import { describe, expect, it } from 'vitest';
import { documentDetail } from '../../application/documents/testing/document-fixtures';
import { strictFake } from '../../application/testing/strict-fake';
import type {
  DocumentDetailDto,
  DocumentsApi,
  QueuedRowDto,
  UpdateDocumentBody,
} from '../../application/documents/documents-api.port';
import { product } from '../../application/stock-movements/testing/stock-fakes';
import { DocumentDetailViewModel } from './document-detail.view-model';

const doc = (extra: Partial<DocumentDetailDto> = {}) => documentDetail(extra);
const locations = [
  { id: 11, name: 'A-01-1', sector: 1, order: 0 },
  { id: 12, name: 'A-01-2', sector: 1, order: 1 },
];

function setUp(api: Partial<DocumentsApi>, search = (q: string) => Promise.resolve(product(q))) {
  const updates: UpdateDocumentBody[] = [];
  const queue: QueuedRowDto[] = [];
  const documents = strictFake<DocumentsApi>('DocumentsApi', {
    detail: async () => doc(),
    queue: async () => queue,
    update: async (_id, body) => {
      updates.push(body);
      return doc();
    },
    ...api,
  });
  let n = 0;
  const vm = new DocumentDetailViewModel(
    { documents, products: { search }, layout: { locations: async () => locations }, ids: { uuid: () => `k${++n}` } },
    7,
  );
  return { vm, updates, queue };
}

describe('the document detail', () => {
  it('queues scanned products at the scanned location, in scan order, with multi-EAN amounts', async () => {
    const { vm, updates } = setUp({}, async (q) =>
      product(q === 'BOX12' ? 'ZAH0002' : q, { customQuantity: q === 'BOX12' ? 12 : null }),
    );
    await vm.load();
    void vm.scanned('a-01-2');
    void vm.scanned('ZAH0001');
    vm.amountTyped('2');
    await vm.scanned('BOX12');
    expect(vm.location?.name).toBe('A-01-2');
    expect(updates.map((u) => u.queue)).toEqual([
      [{ location_id: 12, product_code: 'ZAH0001', amount: 1 }],
      [{ location_id: 12, product_code: 'ZAH0002', amount: 24 }],
    ]);
  });

  it('asks for a location before products and queues nothing', async () => {
    const { vm, updates } = setUp({});
    await vm.load();
    await vm.scanned('ZAH0001');
    expect(vm.error).toMatch(/Nejprve naskenujte pozici/);
    expect(updates).toEqual([]);
  });

  it('a product that needs a batch waits for it; a receipt may name a new one', async () => {
    const { vm, updates } = setUp({}, async (q) => product(q, { vynutit_zadani_sarze: true }));
    await vm.load();
    await vm.scanned('A-01-1');
    await vm.scanned('ZAH0005');
    expect(vm.pending?.product.variant.code).toBe('ZAH0005');
    await vm.pendingConfirmed();
    expect(vm.error).toMatch(/Vyberte šarži/);
    vm.pendingChanged({ newName: 'L-1', newExpiry: '2027-01-31' });
    await vm.pendingConfirmed();
    expect(vm.pending).toBeNull();
    expect(updates[0].queue).toEqual([
      {
        location_id: 11,
        product_code: 'ZAH0005',
        amount: 1,
        sarze_id: null,
        new_sarze: { name: 'L-1', expires_at: '2027-01-31' },
      },
    ]);
  });

  it('R-DOC-01 posting shows how many rows were posted and every refused row', async () => {
    const summary = {
      posted_count: 2,
      failed_count: 1,
      errors: [
        {
          location_id: 11,
          location_name: 'A-01-1',
          product_code: 'ZAH0003',
          sarze_id: null,
          reason: 'insufficient_stock',
          detail: 'Nedostatek',
        },
      ],
    };
    const { vm } = setUp({ postQueued: async (_id, write) => (write.idempotencyKey ? summary : summary) });
    await vm.load();
    await vm.postClicked();
    expect(vm.summary).toEqual(summary);
  });

  it('keeps header edits apart from the stored header until saved', async () => {
    const { vm, updates } = setUp({});
    await vm.load();
    expect(vm.headerChanged).toBe(false);
    vm.headerEdited({ partner: 'Nový partner' });
    expect(vm.headerChanged).toBe(true);
    await vm.headerSaved();
    expect(updates).toEqual([{ partner: 'Nový partner' }]);
  });

  it('a post from another device moves the queue and rows; the header fields being edited stay as typed', async () => {
    const row: QueuedRowDto = {
      location_id: 11,
      location_name: 'A-01-1',
      product_code: 'ZAH0001',
      product_name: null,
      sarze_id: null,
      sarze_name: null,
      amount: 3,
      error: null,
      reason: null,
    };
    let server = doc({ queued_count: 1 });
    let queued = [row];
    const { vm, updates } = setUp({ detail: async () => server, queue: async () => queued });
    await vm.load();
    expect(vm.queue).toEqual([row]);
    vm.headerEdited({ partner: 'Píšu partnera', note: 'Rozepsaná poznámka' });

    // The other device posted the queue and moved the date; nobody else touched partner or note.
    server = doc({
      queued_count: 0,
      posted_count: 1,
      document_date: '2026-11-24',
      movements: [{ ...row, movement_id: 1, change_id: 5, created_at: '2026-11-23T11:00:00Z' }],
    });
    queued = [];
    await vm.changedElsewhere();
    expect(vm.queue).toEqual([]);
    expect(vm.document?.posted_count).toBe(1);
    expect(vm.header).toEqual({ partner: 'Píšu partnera', document_date: '2026-11-24', note: 'Rozepsaná poznámka' });

    // Saving sends only what was edited here: the other device's date is not written back.
    await vm.headerSaved();
    expect(updates).toEqual([{ partner: 'Píšu partnera', note: 'Rozepsaná poznámka' }]);
  });
});
