import { productWithVariant } from '../catalogue/product-name.sql';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { forbidden } from '../failures';
import { rowsOf as rows } from '../db/sql-rows';
import { DOCUMENT_TYPE_INFO, DOCUMENT_TYPES } from '../../src/domain/documents/document-types';
import type {
  DocumentDetailDto,
  DocumentTypeDto,
  MovementDocumentDto,
  PostedMovementDto,
} from '../../src/api/documents.schema';
import type { DocumentActor } from './documents-access';
import { DOCUMENT_COLUMNS, documentJson, isoOf, loadDocument, type DocumentRow } from './document-record';
import { documentTypeOf } from './document-header';

/** Enough for a screen; older documents are found by searching their number or partner. */
export const DOCUMENT_LIST_LIMIT = 200;

/** GET /movement_documents/types/: the types the caller may work with. */
export function documentTypes(actor: DocumentActor): DocumentTypeDto[] {
  return DOCUMENT_TYPES.filter((t) => actor.types.includes(t)).map((t) => {
    const { document_id, type, name, prefix } = DOCUMENT_TYPE_INFO[t];
    return { document_id, type, name, prefix };
  });
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** GET /movement_documents/ and …/archived: newest first, by type, searched by number or partner. */
export async function listDocuments(
  db: Db,
  actor: DocumentActor,
  query: { type?: string; q?: string },
  archived: boolean,
): Promise<MovementDocumentDto[]> {
  const type = query.type === undefined || query.type === '' ? undefined : documentTypeOf(query.type);
  if (type && !actor.types.includes(type)) throw forbidden();
  const types = type ? [type] : actor.types;
  if (!types.length) return [];
  const q = query.q?.trim();
  const found = await rows<DocumentRow>(
    db,
    sql`SELECT ${DOCUMENT_COLUMNS} FROM movement_documents d
      WHERE d.eshop_id = ${actor.eshopId} AND d.deleted_at IS NULL
        AND d.type IN (${sql.join(
          types.map((t) => sql`${t}`),
          sql`, `,
        )})
        AND d.archived_at IS ${archived ? sql`NOT NULL` : sql`NULL`}
        ${q ? sql`AND (d.number_label ILIKE ${likePattern(q)} OR d.partner ILIKE ${likePattern(q)})` : sql``}
      ORDER BY d.id DESC LIMIT ${DOCUMENT_LIST_LIMIT}`,
  );
  return found.map(documentJson);
}

interface MovementRow {
  movement_id: number;
  change_id: number;
  created_at: string | Date;
  location_name: string;
  product_code: string;
  product_name: string | null;
  sarze_id: number;
  sarze_name: string | null;
  amount: number;
}

/** The ledger movements a document's posts made, read from the log's own tables. */
export async function postedMovements(db: Db, eshopId: number, id: number): Promise<PostedMovementDto[]> {
  const found = await rows<MovementRow>(
    db,
    sql`SELECT m.id AS movement_id, c.id AS change_id, c.created_at, m.location_name, m.code AS product_code, ${productWithVariant()} AS product_name,
        m.sarze_id, b.name AS sarze_name, m.amount
      FROM stock_changes c
      JOIN stock_movements m ON m.change_id = c.id
      LEFT JOIN products p ON p.eshop_id = m.eshop_id AND p.code = m.code
      LEFT JOIN batches b ON b.id = m.sarze_id AND b.eshop_id = m.eshop_id
      WHERE c.eshop_id = ${eshopId} AND c.document_id = ${id} ORDER BY m.id`,
  );
  return found.map((m) => ({
    movement_id: Number(m.movement_id),
    change_id: Number(m.change_id),
    created_at: isoOf(m.created_at),
    location_name: m.location_name,
    product_code: m.product_code,
    product_name: m.product_name,
    sarze_id: Number(m.sarze_id) || null,
    sarze_name: m.sarze_name,
    amount: Number(m.amount),
  }));
}

/** GET /movement_documents/{id}: the header and the movements it posted. */
export async function documentDetail(db: Db, actor: DocumentActor, id: number): Promise<DocumentDetailDto> {
  const doc = await loadDocument(db, actor, id, false);
  return { ...documentJson(doc), movements: await postedMovements(db, actor.eshopId, id) };
}
