import { describe, expect, it } from 'vitest';
import { NetworkFailure } from '../errors';
import { strictFake } from '../testing/strict-fake';
import { DOCUMENT_TYPE_INFO } from '../../domain/documents/document-types';
import type { DocumentsApi } from './documents-api.port';
import { documentTypeInfo } from './document-type-info';

describe('documentTypeInfo', () => {
  it('takes the name, prefix and id of the type from the server', async () => {
    const api = strictFake<DocumentsApi>('DocumentsApi', {
      types: async () => [
        { document_id: 11, type: 'receipt', name: 'Příjemka zboží', prefix: 'PZ' },
        { document_id: 12, type: 'issue', name: 'Výdejka', prefix: 'VY' },
      ],
    });
    await expect(documentTypeInfo(api, 'receipt')).resolves.toEqual({
      ...DOCUMENT_TYPE_INFO.receipt,
      document_id: 11,
      name: 'Příjemka zboží',
      prefix: 'PZ',
    });
  });

  it("falls back to the domain's table offline or when the server does not list the type", async () => {
    const offline = strictFake<DocumentsApi>('DocumentsApi', {
      types: async () => {
        throw new NetworkFailure({ reason: 'network', message: 'Network Error' });
      },
    });
    await expect(documentTypeInfo(offline, 'issue')).resolves.toEqual(DOCUMENT_TYPE_INFO.issue);
    const receiptsOnly = strictFake<DocumentsApi>('DocumentsApi', {
      types: async () => [{ document_id: 1, type: 'receipt', name: 'Příjemka', prefix: 'PR' }],
    });
    await expect(documentTypeInfo(receiptsOnly, 'issue')).resolves.toEqual(DOCUMENT_TYPE_INFO.issue);
  });
});
