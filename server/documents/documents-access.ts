import { Scope } from '../../src/domain/permissions/scopes';
import { isScopePermitted } from '../../src/domain/permissions/role-permissions';
import { DOCUMENT_TYPES, type DocumentType } from '../../src/domain/documents/document-types';
import type { Session } from '../session';
import { actorOf, type LedgerActor } from '../ledger/ledger-actor';

/** The scope a document type needs besides sklad.documents: the same as its menu entry (SPEC 2.3). */
const TYPE_SCOPE: Record<DocumentType, string> = { receipt: Scope.receipts, issue: Scope.issues };

export const canUseDocumentType = (session: Session, type: DocumentType): boolean =>
  isScopePermitted(session.role, Scope.documents) && isScopePermitted(session.role, TYPE_SCOPE[type]);

/** Who works with documents: the ledger's actor plus the document types the role may touch. */
export interface DocumentActor extends LedgerActor {
  types: readonly DocumentType[];
}

export const documentActorOf = (session: Session): DocumentActor => ({
  ...actorOf(session),
  types: DOCUMENT_TYPES.filter((t) => canUseDocumentType(session, t)),
});
