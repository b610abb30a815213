// A movement document as GET /document/:id answers it, for the documents tests.
import type { DocumentDetailDto } from '../documents-api.port';

export const documentDetail = (extra: Partial<DocumentDetailDto> = {}): DocumentDetailDto => ({
  document_id: 7,
  type: 'receipt',
  number: 'PR-2026-0001',
  partner: 'Dodavatel',
  document_date: '2026-11-23',
  note: '',
  author_name: 'Alena',
  created_at: '2026-11-23T10:00:00Z',
  archived: false,
  queued_count: 0,
  posted_count: 0,
  movements: [],
  ...extra,
});
