import { describe, expect, it } from 'vitest';
import { strictFake } from '../../application/testing/strict-fake';
import type { DocumentsApi, MovementDocumentDto } from '../../application/documents/documents-api.port';
import { DocumentListViewModel } from './document-list.view-model';

const doc = (id: number, archived = false): MovementDocumentDto => ({
  document_id: id,
  type: 'issue',
  number: `VY-2026-000${id}`,
  partner: 'Odběratel',
  document_date: '2026-11-23',
  note: '',
  author_name: 'Alena',
  created_at: '2026-11-23T10:00:00Z',
  archived,
  queued_count: 0,
  posted_count: 0,
});

describe('the document list', () => {
  it("shows the type as the server names it (GET /movement_documents/types/), the domain's name until then", async () => {
    const api = strictFake<DocumentsApi>('DocumentsApi', {
      types: async () => [{ document_id: 2, type: 'issue', name: 'Výdejka zboží', prefix: 'VZ' }],
    });
    const vm = new DocumentListViewModel(api, { uuid: () => 'k' }, 'issue');
    expect([vm.info.name, vm.info.plural]).toEqual(['Výdejka', 'Výdejky']);
    await vm.loadTypeInfo();
    expect([vm.info.name, vm.info.prefix, vm.info.plural]).toEqual(['Výdejka zboží', 'VZ', 'Výdejky']);
  });

  it('R-DOC-01 lists active or archived documents of its type, archives and unarchives', async () => {
    const calls: string[] = [];
    const api = strictFake<DocumentsApi>('DocumentsApi', {
      list: async (type, q) => (calls.push(`list ${type} ${q}`), [doc(1)]),
      archived: async (type, q) => (calls.push(`archived ${type} ${q}`), [doc(2, true)]),
      archive: async (id) => (calls.push(`archive ${id}`), doc(id, true)),
      unarchive: async (id) => (calls.push(`unarchive ${id}`), doc(id)),
    });
    const vm = new DocumentListViewModel(api, { uuid: () => 'k' }, 'issue');
    await vm.load();
    await vm.archiveToggled(vm.documents[0]);
    expect(vm.notice).toBe('Doklad VY-2026-0001 byl archivován.');
    await vm.tabChosen('archived');
    await vm.queryTyped('odb');
    await vm.archiveToggled(vm.documents[0]);
    expect(calls).toEqual([
      'list issue ',
      'archive 1',
      'list issue ',
      'archived issue ',
      'archived issue odb',
      'unarchive 2',
      'archived issue odb',
    ]);
  });

  it('creates a document of its type and deletes only after the confirm', async () => {
    const removed: number[] = [];
    const api = strictFake<DocumentsApi>('DocumentsApi', {
      list: async () => [doc(3)],
      create: async (body) => ({ ...doc(4), partner: body.partner ?? '' }),
      remove: async (id) => (removed.push(id), { deleted: id }),
    });
    const vm = new DocumentListViewModel(api, { uuid: () => 'k' }, 'issue');
    vm.createOpened('2026-11-23');
    vm.formChanged({ partner: 'Zákazník' });
    expect(await vm.createSubmitted()).toBe(4);
    await vm.load();
    vm.deleteAsk.requested(vm.documents[0]);
    vm.deleteAsk.cancelled();
    expect(removed).toEqual([]);
    vm.deleteAsk.requested(vm.documents[0]);
    await vm.deleteConfirmed();
    expect(removed).toEqual([3]);
  });
});
