import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { badInput, forbidden } from '../failures';
import { rowsOf as rows } from '../db/sql-rows';
import type { DocumentType } from '../../src/domain/documents/document-types';
import type { MovementDocumentDto } from '../../src/api/documents.schema';
import type { DocumentActor } from './documents-access';

export interface DocumentRow {
  id: number;
  type: DocumentType;
  number_label: string;
  partner: string;
  document_date: string;
  note: string;
  author_name: string;
  created_at: string | Date;
  archived_at: string | Date | null;
  queued_count: number;
  posted_count: number;
}

export const DOCUMENT_COLUMNS = sql`d.id, d.type, d.number_label, d.partner, to_char(d.document_date, 'YYYY-MM-DD') AS document_date, d.note, d.author_name, d.created_at, d.archived_at,
  (SELECT count(*)::int FROM movement_document_rows r WHERE r.document_id = d.id AND r.status = 'queued') AS queued_count,
  (SELECT count(*)::int FROM movement_document_rows r WHERE r.document_id = d.id AND r.status = 'posted') AS posted_count`;

export const isoOf = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

export function documentJson(d: DocumentRow): MovementDocumentDto {
  return {
    document_id: d.id,
    type: d.type,
    number: d.number_label,
    partner: d.partner,
    document_date: d.document_date,
    note: d.note,
    author_name: d.author_name,
    created_at: isoOf(d.created_at),
    archived: d.archived_at !== null,
    queued_count: Number(d.queued_count),
    posted_count: Number(d.posted_count),
  };
}

/** The same sentence for a document that does not exist and one of another e-shop: existence never leaks. */
export const unknownDocument = (id: number) => badInput(`Doklad č. ${id} neexistuje.`);

/**
 * A document of the actor's e-shop that is not deleted, or a 400. `lock` takes the row FOR UPDATE:
 * every change of a document or its queue queues behind a running post, so no row is posted twice.
 */
export async function loadDocument(db: Db | Tx, actor: DocumentActor, id: number, lock: boolean): Promise<DocumentRow> {
  const [doc] = await rows<DocumentRow>(
    db,
    sql`SELECT ${DOCUMENT_COLUMNS} FROM movement_documents d
      WHERE d.id = ${id} AND d.eshop_id = ${actor.eshopId} AND d.deleted_at IS NULL ${lock ? sql`FOR UPDATE OF d` : sql``}`,
  );
  if (!doc) throw unknownDocument(id);
  if (!actor.types.includes(doc.type)) throw forbidden();
  return doc;
}

export function refuseArchived(doc: DocumentRow, action: string): void {
  if (doc.archived_at !== null)
    throw badInput(`Doklad ${doc.number_label} je archivovaný a nelze jej ${action}. Nejprve jej obnovte z archivu.`);
}
