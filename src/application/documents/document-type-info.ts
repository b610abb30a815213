import { DOCUMENT_TYPE_INFO, type DocumentType, type DocumentTypeInfo } from '../../domain/documents/document-types';
import type { DocumentsApi } from './documents-api.port';

/**
 * A document type as the server names it (GET /movement_documents/types/: id, name and number prefix of
 * the types this user may work with), with the plural and stock direction of the domain. The domain's own
 * table stands in when the server cannot be asked (offline) or does not list the type.
 */
export async function documentTypeInfo(
  api: Pick<DocumentsApi, 'types'>,
  type: DocumentType,
): Promise<DocumentTypeInfo> {
  const fallback = DOCUMENT_TYPE_INFO[type];
  try {
    const served = (await api.types()).find((t) => t.type === type);
    return served
      ? { ...fallback, document_id: served.document_id, name: served.name, prefix: served.prefix }
      : fallback;
  } catch {
    return fallback;
  }
}
