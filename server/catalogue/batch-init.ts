import { sql } from 'drizzle-orm';
import type { BatchInitBody } from '../../src/api/batches.schema';
import { isIsoDate, resolveNewBatch } from '../../src/domain/batches/batch-rules';
import type { Tx } from '../db/client';
import { badInput } from '../failures';
import { applyChange, type AppliedChange } from '../ledger/apply-change';
import { batchesByCode, productsByCode, unknownProduct } from '../ledger/catalogue';
import type { ChangeMeta, LedgerActor } from '../ledger/ledger-actor';
import { refuse } from '../ledger/ledger-refusal';
import { createPendingBatches } from '../ledger/stock-lines';
import { rowsOf as rows } from '../db/sql-rows';

/**
 * POST /batches/init/: every untracked piece of a product (at one location, or everywhere) becomes
 * a piece of the named batch, as one ledger change of paired movements (−n without batch, +n in
 * the batch), so each balance still equals the sum of its movements and the product's count holds.
 */
export async function initBatches(
  tx: Tx,
  actor: LedgerActor,
  meta: Omit<ChangeMeta, 'locationName'>,
  body: typeof BatchInitBody.Type,
): Promise<AppliedChange> {
  const name = body.name.trim();
  if (!name) throw badInput('Název šarže nesmí být prázdný.');
  if (!isIsoDate(body.expires_at))
    throw badInput(`Datum expirace „${body.expires_at}“ není platné datum (RRRR-MM-DD).`);
  const known = await productsByCode(tx, actor.eshopId, [body.code]);
  if (!known.has(body.code)) throw badInput(unknownProduct(body.code));
  const locationName = body.location_name?.trim() || null;
  const untracked = await rows<{ location_id: number; location_name: string; amount: number }>(
    tx,
    sql`SELECT b.location_id, l.name AS location_name, b.amount FROM stock_balances b
        JOIN locations l ON l.id = b.location_id
        WHERE b.eshop_id = ${actor.eshopId} AND b.code = ${body.code} AND b.sarze_id = 0 AND b.amount > 0
          ${locationName ? sql`AND l.name = ${locationName}` : sql``}
        ORDER BY l.name FOR UPDATE OF b`,
  );
  if (!untracked.length)
    throw refuse([
      {
        code: body.code,
        line: 0,
        reason: 'insufficient_stock',
        detail: locationName
          ? `Na pozici ${locationName} nejsou žádné kusy produktu ${body.code} bez šarže.`
          : `Produkt ${body.code} nemá žádné kusy bez šarže.`,
      },
    ]);
  const existing = (await batchesByCode(tx, actor.eshopId, [body.code])).get(body.code) ?? [];
  const resolution = resolveNewBatch(existing, name, body.expires_at);
  if (resolution.kind === 'refused') throw badInput(resolution.detail);
  const line = {
    line: 0,
    code: body.code,
    amount: 0,
    sarzeId: resolution.kind === 'existing' ? resolution.batch.id : 0,
    ...(resolution.kind === 'create' ? { create: { name: resolution.name, expiresAt: resolution.expiresAt } } : {}),
  };
  await createPendingBatches(tx, actor.eshopId, [line]);
  const single = untracked.length === 1 ? untracked[0].location_name : null;
  return applyChange(
    tx,
    actor,
    { ...meta, locationName: single },
    untracked.flatMap((u) => [
      {
        key: { locationId: Number(u.location_id), code: body.code, sarzeId: 0 },
        delta: -Number(u.amount),
        line: 0,
        locationName: u.location_name,
      },
      {
        key: { locationId: Number(u.location_id), code: body.code, sarzeId: line.sarzeId },
        delta: Number(u.amount),
        line: 0,
        locationName: u.location_name,
      },
    ]),
  );
}
