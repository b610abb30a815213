import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { Refused } from '../failures';
import { rowsOf as rows } from '../db/sql-rows';
import { stockInAcross } from '../ledger/stock-in';
import { stockOut } from '../ledger/stock-out';
import { DOCUMENT_TYPE_INFO } from '../../src/domain/documents/document-types';
import type { PostErrorDto, PostQueuedDto } from '../../src/api/documents.schema';
import type { DocumentActor } from './documents-access';
import { loadDocument, refuseArchived, type DocumentRow } from './document-record';

interface Queued {
  id: number;
  location_id: number;
  location_name: string | null;
  product_code: string;
  sarze_id: number;
  amount: number;
}
interface RowError {
  reason: string;
  detail: string;
}

/**
 * POST /movement_documents/{id}/post_queued (R-DOC-01). The document row is locked first, so a
 * concurrent or retried post waits and then finds these rows already posted. The queue goes to
 * the ledger as one change over all its locations (a receipt stocks in, an issue stocks out, the
 * document as the change's source); an attempt the ledger refuses is retried without the refused rows,
 * each attempt inside a savepoint so a refusal leaves nothing behind. Refused rows stay queued with
 * the ledger's Czech reason; the others are posted and keep the change that moved them.
 */
export async function postQueued(tx: Tx, actor: DocumentActor, id: number, now: Date): Promise<PostQueuedDto> {
  const doc = await loadDocument(tx, actor, id, true);
  refuseArchived(doc, 'zaúčtovat');
  const queued = await rows<Queued>(
    tx,
    sql`SELECT r.id, r.location_id, l.name AS location_name, r.product_code, r.sarze_id, r.amount
      FROM movement_document_rows r LEFT JOIN locations l ON l.id = r.location_id AND l.eshop_id = r.eshop_id
      WHERE r.document_id = ${id} AND r.status = 'queued' ORDER BY r.id`,
  );
  const posted = new Map<number, number[]>();
  const failed = new Map<Queued, RowError>();
  for (const r of queued)
    if (r.location_name === null)
      failed.set(r, { reason: 'unknown_location', detail: `Pozice s ID ${r.location_id} už neexistuje.` });
  // The ledger takes a location per line both ways, so the queue posts as one change (split at ROWS_PER_CHANGE).
  const postable = queued.filter((q) => !failed.has(q));
  for (const group of chunks(postable)) {
    let pending = group;
    while (pending.length) {
      const attempt = pending;
      const outcome = await postGroup(tx, actor, doc, attempt);
      if ('changeId' in outcome) {
        posted.set(
          outcome.changeId,
          attempt.map((r) => Number(r.id)),
        );
        break;
      }
      const perLine = outcome.errors.filter((e) => e.line !== undefined);
      // A refusal not tied to a line fails every row of the attempt.
      const whole = outcome.errors.find((e) => e.line === undefined);
      if (whole || !perLine.length) {
        const error = whole ?? outcome.errors[0] ?? { reason: 'refused', detail: 'Řádky nelze zaúčtovat.' };
        for (const r of attempt) failed.set(r, { reason: error.reason, detail: error.detail });
        break;
      }
      for (const e of perLine) failed.set(attempt[e.line!], { reason: e.reason, detail: e.detail });
      pending = attempt.filter((r) => !failed.has(r));
    }
  }

  for (const [changeId, ids] of posted)
    await tx.execute(sql`UPDATE movement_document_rows SET status = 'posted', change_id = ${changeId}, posted_at = ${now.toISOString()},
        error_reason = NULL, error_detail = NULL
      WHERE id IN (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`);
  if (failed.size)
    await tx.execute(sql`UPDATE movement_document_rows AS r SET error_reason = v.reason, error_detail = v.detail
      FROM (VALUES ${sql.join(
        [...failed].map(([r, e]) => sql`(${Number(r.id)}::bigint, ${e.reason}::text, ${e.detail}::text)`),
        sql`, `,
      )}) AS v(id, reason, detail) WHERE r.id = v.id`);
  await tx.execute(sql`UPDATE movement_documents SET updated_at = ${now.toISOString()} WHERE id = ${id}`);

  const errors: PostErrorDto[] = [...failed].map(([r, e]) => ({
    location_id: Number(r.location_id),
    location_name: r.location_name ?? `#${r.location_id}`,
    product_code: r.product_code,
    sarze_id: Number(r.sarze_id) || null,
    reason: e.reason,
    detail: e.detail,
  }));
  return {
    posted_count: [...posted.values()].reduce((n, ids) => n + ids.length, 0),
    failed_count: errors.length,
    errors,
  };
}

/**
 * Rows per ledger change. A change binds eight parameters per movement in one statement, and
 * PostgreSQL takes at most 65,535 per statement; 2,000 rows stay far below that, so a document of
 * usual size posts as one change.
 */
export const ROWS_PER_CHANGE = 2000;
const chunks = <T>(rows: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / ROWS_PER_CHANGE) }, (_, i) =>
    rows.slice(i * ROWS_PER_CHANGE, (i + 1) * ROWS_PER_CHANGE),
  );

interface LedgerError {
  line?: number;
  reason: string;
  detail: string;
}

async function postGroup(
  tx: Tx,
  actor: DocumentActor,
  doc: DocumentRow,
  group: readonly Queued[],
): Promise<{ changeId: number } | { errors: LedgerError[] }> {
  const products = group.map((r) => ({
    code: r.product_code,
    amount: Number(r.amount),
    sarze_id: Number(r.sarze_id) || null,
    location_name: r.location_name!,
  }));
  const inbound = DOCUMENT_TYPE_INFO[doc.type].direction === 'in';
  const meta = {
    action: inbound ? ('stock_in' as const) : ('stock_out' as const),
    source: doc.number_label,
    shoptetSync: true,
    documentId: doc.id,
  };
  try {
    const applied = await tx.transaction((sp) =>
      inbound ? stockInAcross(sp, actor, meta, products, false) : stockOut(sp, actor, meta, { products }),
    );
    return { changeId: applied.changeId };
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return {
      errors: (error.extra.errors as LedgerError[] | undefined) ?? [{ reason: 'refused', detail: error.detail }],
    };
  }
}
