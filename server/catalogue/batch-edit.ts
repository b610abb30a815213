import { sql } from 'drizzle-orm';
import type { BatchEditBody } from '../../src/api/batches.schema';
import { isIsoDate } from '../../src/domain/batches/batch-rules';
import type { Tx } from '../db/client';
import { pgErrorCode } from '../db/transaction';
import { badInput, notFound } from '../failures';
import type { WriteAnswer } from '../ledger/idempotency';
import { rowsOf as rows } from '../db/sql-rows';
import { listBatches } from './batches.query';

/**
 * PUT /batches/{id}/: a batch's name or expiry corrected. The expiry stays a real date (a batch
 * never loses it: R-SCAN-04), and name + expiry stay unique per product (R-SCAN-05 matches by them).
 */
export async function editBatch(
  tx: Tx,
  eshopId: number,
  id: number,
  body: typeof BatchEditBody.Type,
  today: string,
): Promise<WriteAnswer> {
  const name = body.name.trim();
  if (!name) throw badInput('Název šarže nesmí být prázdný.');
  if (!isIsoDate(body.expires_at))
    throw badInput(`Datum expirace „${body.expires_at}“ není platné datum (RRRR-MM-DD).`);
  let changed: Array<{ code: string }>;
  try {
    changed = await rows(
      tx,
      sql`UPDATE batches SET name = ${name}, expires_at = ${body.expires_at}::date
          WHERE id = ${id} AND eshop_id = ${eshopId} RETURNING code`,
    );
  } catch (error) {
    if (pgErrorCode(error) === '23505')
      throw badInput(`Šarže „${name}“ s expirací ${body.expires_at} u tohoto produktu již existuje.`);
    throw error;
  }
  if (!changed.length) throw notFound('Šarže nebyla nalezena.');
  const [row] = await listBatches(tx, eshopId, { today, id });
  return { status: 200, body: row };
}
