import { HttpFailure } from '../errors';
import { describe, expect, it } from 'vitest';
import { sequentialIds } from '../stock-movements/testing/stock-fakes';
import { strictFake } from '../testing/strict-fake';
import { DocumentListing } from './document-listing';
import type { DocumentsApi } from './documents-api.port';
import { documentDetail } from './testing/document-fixtures';

const doc = (document_id: number, archived = false) => ({
  ...documentDetail({ document_id, archived }),
  movements: undefined,
});

function rig(api: Partial<DocumentsApi>) {
  return new DocumentListing({ api: strictFake<DocumentsApi>('DocumentsApi', api), ids: sequentialIds() }, 'receipt');
}

describe('the documents of one type (use case)', () => {
  it('R-DOC-01 searches the active or the archived documents of its type by the trimmed query', async () => {
    const asked: string[] = [];
    const listing = rig({
      list: async (type, q) => (asked.push(`list ${type} "${q}"`), []),
      archived: async (type, q) => (asked.push(`archived ${type} "${q}"`), []),
    });
    await listing.find('active', '  Dodavatel ');
    await listing.find('archived', '');
    expect(asked).toEqual(['list receipt "Dodavatel"', 'archived receipt ""']);
  });

  it('creates a document of its type with its own key and answers its id', async () => {
    const created: unknown[] = [];
    const listing = rig({ create: async (body, write) => (created.push([body, write.idempotencyKey]), doc(11)) });
    const form = { partner: 'Dodavatel', document_date: '2026-11-23', note: '' };
    expect(await listing.create(form)).toBe(11);
    expect(created).toEqual([[{ type: 'receipt', ...form }, 'key-1']]);
  });

  it('archives an active document and restores an archived one, each write with a new key, saying which it did', async () => {
    const calls: string[] = [];
    const listing = rig({
      archive: async (id, write) => (calls.push(`archive ${id} ${write.idempotencyKey}`), doc(id, true)),
      unarchive: async (id, write) => (calls.push(`unarchive ${id} ${write.idempotencyKey}`), doc(id)),
      remove: async (id, write) => (calls.push(`remove ${id} ${write.idempotencyKey}`), { deleted: id }),
    });
    expect(await listing.archiveToggled(doc(1))).toBe('Doklad PR-2026-0001 byl archivován.');
    expect(await listing.archiveToggled(doc(2, true))).toBe('Doklad PR-2026-0001 byl obnoven z archivu.');
    expect(await listing.remove(doc(3))).toBe('Doklad PR-2026-0001 byl smazán.');
    expect(calls).toEqual(['archive 1 key-1', 'unarchive 2 key-2', 'remove 3 key-3']);
  });

  it('a refused create or write comes back as its Czech reason; a write that went, as its notice', async () => {
    const refused = () => {
      throw new HttpFailure({ status: 400, payload: { detail: 'Doklad s pohyby nelze smazat.' } });
    };
    const listing = rig({
      create: async () => refused(),
      remove: async () => refused(),
      archive: async (id) => doc(id, true),
    });
    const form = { partner: '', document_date: '2026-11-23', note: '' };
    expect(await listing.created(form)).toEqual({ error: 'Doklad s pohyby nelze smazat.' });
    expect(await listing.written(() => listing.remove(doc(3)))).toEqual({
      notice: null,
      error: 'Doklad s pohyby nelze smazat.',
    });
    expect(await listing.written(() => listing.archiveToggled(doc(4)))).toEqual({
      notice: 'Doklad PR-2026-0001 byl archivován.',
      error: null,
    });
    const ok = rig({ create: async () => doc(12) });
    expect(await ok.created(form)).toEqual({ id: 12 });
  });
});
