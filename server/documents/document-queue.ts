import { productWithVariant } from '../catalogue/product-name.sql';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { badInput } from '../failures';
import { rowsOf as rows } from '../db/sql-rows';
import { refuse } from '../ledger/ledger-refusal';
import { createPendingBatches, resolveLines } from '../ledger/stock-lines';
import { DOCUMENT_TYPE_INFO } from '../../src/domain/documents/document-types';
import type { LineError } from '../../src/domain/stock/line-errors';
import type { QueueLine, QueuedRowDto, RemoveQueuedBody } from '../../src/api/documents.schema';
import type { DocumentActor } from './documents-access';
import { loadDocument, refuseArchived, type DocumentRow } from './document-record';

/**
 * Rows scanned on the detail screen join the queue. Each line is checked as the ledger checks a
 * stock line (known product, whole positive amount, batch rules; a receipt may name a new batch,
 * which is created now so the queue holds its id) and its location must be one of the e-shop's.
 * Every bad line is reported and nothing is queued; the same location, product and batch again
 * adds to the queued amount.
 */
export async function queueRows(tx: Tx, actor: DocumentActor, doc: DocumentRow, lines: readonly QueueLine[]) {
  if (!lines.length) return;
  refuseArchived(doc, 'doplnit');
  const direction = DOCUMENT_TYPE_INFO[doc.type].direction;
  const { resolved, errors } = await resolveLines(
    tx,
    actor.eshopId,
    lines.map((l) => ({ code: l.product_code, amount: l.amount, sarze_id: l.sarze_id, new_sarze: l.new_sarze })),
    { mayCreateBatch: direction === 'in' },
  );
  const ids = [...new Set(lines.map((l) => l.location_id))];
  const known = new Set(
    (
      await rows<{ id: number }>(
        tx,
        sql`SELECT id FROM locations WHERE eshop_id = ${actor.eshopId} AND id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
    ).map((r) => Number(r.id)),
  );
  lines.forEach((l, line) => {
    if (!known.has(l.location_id))
      errors.push({
        code: l.product_code,
        line,
        reason: 'unknown_location',
        detail: `Pozice s ID ${l.location_id} neexistuje.`,
      } satisfies LineError);
  });
  if (errors.length) throw refuse(errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)));
  await createPendingBatches(tx, actor.eshopId, resolved);
  await tx.execute(sql`INSERT INTO movement_document_rows (document_id, eshop_id, location_id, product_code, sarze_id, amount)
    VALUES ${sql.join(
      resolved.map(
        (r) => sql`(${doc.id}, ${actor.eshopId}, ${lines[r.line].location_id}, ${r.code}, ${r.sarzeId}, ${r.amount})`,
      ),
      sql`, `,
    )}
    ON CONFLICT (document_id, location_id, product_code, sarze_id) WHERE status = 'queued'
    DO UPDATE SET amount = movement_document_rows.amount + EXCLUDED.amount, error_reason = NULL, error_detail = NULL`);
}

interface QueuedRow {
  location_id: number;
  location_name: string | null;
  product_code: string;
  product_name: string | null;
  sarze_id: number;
  sarze_name: string | null;
  amount: number;
  error_detail: string | null;
  error_reason: string | null;
}

/** GET /movement_documents/queue/{id}: the rows waiting to be posted, in the order they were scanned. */
export async function queuedRows(db: Db, actor: DocumentActor, id: number): Promise<QueuedRowDto[]> {
  await loadDocument(db, actor, id, false);
  const found = await rows<QueuedRow>(
    db,
    sql`SELECT r.location_id, l.name AS location_name, r.product_code, ${productWithVariant()} AS product_name, r.sarze_id, b.name AS sarze_name,
        r.amount, r.error_detail, r.error_reason
      FROM movement_document_rows r
      LEFT JOIN locations l ON l.id = r.location_id AND l.eshop_id = r.eshop_id
      LEFT JOIN products p ON p.eshop_id = r.eshop_id AND p.code = r.product_code
      LEFT JOIN batches b ON b.id = r.sarze_id AND b.eshop_id = r.eshop_id
      WHERE r.document_id = ${id} AND r.status = 'queued' ORDER BY r.id`,
  );
  return found.map((r) => ({
    location_id: Number(r.location_id),
    location_name: r.location_name ?? `#${r.location_id}`,
    product_code: r.product_code,
    product_name: r.product_name,
    sarze_id: Number(r.sarze_id) || null,
    sarze_name: r.sarze_name,
    amount: Number(r.amount),
    error: r.error_detail,
    reason: r.error_reason,
  }));
}

/** DELETE /movement_documents/queue/{id}: one queued row by its key (SPEC 7); posted rows are history and stay. */
export async function removeQueued(tx: Tx, actor: DocumentActor, id: number, key: RemoveQueuedBody) {
  const doc = await loadDocument(tx, actor, id, true);
  refuseArchived(doc, 'upravit');
  const removed = await rows<{ id: number }>(
    tx,
    sql`DELETE FROM movement_document_rows WHERE document_id = ${id} AND status = 'queued'
      AND location_id = ${key.location_id} AND product_code = ${key.product_code} AND sarze_id = ${key.sarze_id ?? 0}
      RETURNING id`,
  );
  if (!removed.length) throw badInput(`Řádek ${key.product_code} ve frontě dokladu ${doc.number_label} není.`);
  return { removed: removed.length };
}
