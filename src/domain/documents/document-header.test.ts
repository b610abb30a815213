import { describe, expect, it } from 'vitest';
import { headerChange, keptEdits } from './document-header';

const stored = { partner: 'Dodavatel', document_date: '2026-11-23', note: '' };

describe('the document header', () => {
  it('saving sends only the fields that differ from the stored header', () => {
    expect(headerChange(stored, { ...stored, note: 'Pozor' })).toEqual({ note: 'Pozor' });
    expect(headerChange(stored, stored)).toEqual({});
  });

  it('a header changed elsewhere keeps the fields being edited here and takes the others', () => {
    const editing = { ...stored, note: 'Rozepsáno' };
    const incoming = { partner: 'Jiný', document_date: '2026-11-24', note: 'Od jinud' };
    expect(keptEdits(stored, editing, incoming)).toEqual({ ...incoming, note: 'Rozepsáno' });
    expect(keptEdits(null, editing, incoming)).toEqual(incoming);
  });
});
