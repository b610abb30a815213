import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { badInput, forbidden } from '../failures';
import { rowsOf as rows } from '../db/sql-rows';
import { isIsoDate } from '../../src/domain/batches/batch-rules';
import {
  documentNumber,
  isDocumentType,
  pragueDay,
  pragueYear,
  type DocumentType,
} from '../../src/domain/documents/document-types';
import type { CreateDocumentBody, MovementDocumentDto } from '../../src/api/documents.schema';
import type { DocumentActor } from './documents-access';
import { documentJson, loadDocument, refuseArchived, type DocumentRow } from './document-record';

export function documentTypeOf(value: string): DocumentType {
  if (!isDocumentType(value)) throw badInput(`Neznámý typ dokladu „${value}“. Povolené typy jsou receipt a issue.`);
  return value;
}

function checkedDay(value: string): string {
  if (!isIsoDate(value)) throw badInput(`Datum dokladu „${value}“ není platné datum (RRRR-MM-DD).`);
  return value;
}

/**
 * POST /movement_documents/: the next number of the e-shop's series for the type and the Prague
 * year of `now`. The series row is bumped in this transaction: concurrent creators queue on it and
 * a creation that fails gives its number back, so the series has no gaps.
 */
export async function createDocument(
  tx: Tx,
  actor: DocumentActor,
  now: Date,
  body: CreateDocumentBody,
): Promise<MovementDocumentDto> {
  const type = documentTypeOf(body.type);
  if (!actor.types.includes(type)) throw forbidden();
  const date = body.document_date === undefined ? pragueDay(now) : checkedDay(body.document_date);
  const year = pragueYear(now);
  const [series] = await rows<{ last_number: number }>(
    tx,
    sql`INSERT INTO movement_document_series (eshop_id, type, year, last_number) VALUES (${actor.eshopId}, ${type}, ${year}, 1)
      ON CONFLICT (eshop_id, type, year) DO UPDATE SET last_number = movement_document_series.last_number + 1
      RETURNING last_number`,
  );
  const number = Number(series.last_number);
  const [created] = await rows<{ id: number }>(
    tx,
    sql`INSERT INTO movement_documents (eshop_id, type, year, number, number_label, partner, document_date, note, author_id, author_name, created_at, updated_at)
      VALUES (${actor.eshopId}, ${type}, ${year}, ${number}, ${documentNumber(type, year, number)}, ${body.partner?.trim() ?? ''},
        ${date}::date, ${body.note ?? ''}, ${actor.clientId}, ${actor.clientName}, ${now.toISOString()}, ${now.toISOString()})
      RETURNING id`,
  );
  return documentJson(await loadDocument(tx, actor, created.id, false));
}

export interface HeaderChange {
  partner?: string;
  document_date?: string;
  note?: string;
}

/**
 * Header edits. Partner and note stay editable (a typo in a partner's name is fixed on paper too);
 * the date is the day the goods moved, so it is fixed once a row is posted.
 */
export async function changeHeader(tx: Tx, doc: DocumentRow, change: HeaderChange, now: Date): Promise<void> {
  if (change.partner === undefined && change.note === undefined && change.document_date === undefined) return;
  refuseArchived(doc, 'upravit');
  const date = change.document_date === undefined ? undefined : checkedDay(change.document_date);
  if (date !== undefined && Number(doc.posted_count) > 0 && date !== doc.document_date)
    throw badInput(`Datum dokladu ${doc.number_label} nelze změnit, protože už má zaúčtované řádky.`);
  await tx.execute(sql`UPDATE movement_documents SET
      partner = COALESCE(${change.partner?.trim() ?? null}, partner),
      note = COALESCE(${change.note ?? null}, note),
      document_date = COALESCE(${date ?? null}::date, document_date),
      updated_at = ${now.toISOString()}
    WHERE id = ${doc.id}`);
}

/** PUT …/archive and …/unarchive (R-DOC-01). Archiving twice, or unarchiving an active document, is a no-op. */
export async function setArchived(
  tx: Tx,
  actor: DocumentActor,
  id: number,
  archived: boolean,
  now: Date,
): Promise<MovementDocumentDto> {
  await loadDocument(tx, actor, id, true);
  await tx.execute(
    archived
      ? sql`UPDATE movement_documents SET archived_at = COALESCE(archived_at, ${now.toISOString()}::timestamptz) WHERE id = ${id}`
      : sql`UPDATE movement_documents SET archived_at = NULL WHERE id = ${id}`,
  );
  return documentJson(await loadDocument(tx, actor, id, false));
}

/**
 * DELETE /movement_documents/{id}: only a document with nothing posted (posted rows are stock that
 * moved; their document stays as the paper trail, archive it instead). The row and its number stay,
 * marked deleted, so the number is never given again; its queued rows go.
 */
export async function deleteDocument(
  tx: Tx,
  actor: DocumentActor,
  id: number,
  now: Date,
): Promise<{ deleted: number }> {
  const doc = await loadDocument(tx, actor, id, true);
  if (Number(doc.posted_count) > 0)
    throw badInput(`Doklad ${doc.number_label} má zaúčtované řádky a nelze jej smazat. Můžete jej archivovat.`);
  await tx.execute(sql`DELETE FROM movement_document_rows WHERE document_id = ${id} AND status = 'queued'`);
  await tx.execute(sql`UPDATE movement_documents SET deleted_at = ${now.toISOString()} WHERE id = ${id}`);
  return { deleted: id };
}
