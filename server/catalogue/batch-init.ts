import { sql } from 'drizzle-orm';
import type { BatchInitBody } from '../../src/api/batches.schema';
import { isIsoDate, resolveNewBatch } from '../../src/domain/batches/batch-rules';
import type { Tx } from '../db/client';
import { badInput } from '../failures';
import { applyChange, type AppliedChange } from '../ledger/apply-change';
import { batchesByCode, unknownProduct } from '../ledger/catalogue';
import { scannedProductCode } from '../ledger/scan-lookup';
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
  // a scanner gives the EAN or a multi-EAN box as readily as the code: one lookup for all of them
  const code = await scannedProductCode(tx, actor.eshopId, body.code);
  if (!code) throw badInput(unknownProduct(body.code.trim()));
  const locationName = body.location_name?.trim() || null;
  const untracked = await rows<{ location_id: number; location_name: string; amount: number }>(
    tx,
    sql`SELECT b.location_id, l.name AS location_name, b.amount FROM stock_balances b
        JOIN locations l ON l.id = b.location_id
        WHERE b.eshop_id = ${actor.eshopId} AND b.code = ${code} AND b.sarze_id = 0 AND b.amount > 0
          ${locationName ? sql`AND l.name = ${locationName}` : sql``}
        ORDER BY l.name FOR UPDATE OF b`,
  );
  if (!untracked.length)
    throw refuse([
      {
        code,
        line: 0,
        reason: 'insufficient_stock',
        detail: locationName
          ? `Na pozici ${locationName} nejsou žádné kusy produktu ${code} bez šarže.`
          : `Produkt ${code} nemá žádné kusy bez šarže.`,
      },
    ]);
  const existing = (await batchesByCode(tx, actor.eshopId, [code])).get(code) ?? [];
  const resolution = resolveNewBatch(existing, name, body.expires_at);
  if (resolution.kind === 'refused') throw badInput(resolution.detail);
  const line = {
    line: 0,
    code,
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
        key: { locationId: Number(u.location_id), code, sarzeId: 0 },
        delta: -Number(u.amount),
        line: 0,
        locationName: u.location_name,
      },
      {
        key: { locationId: Number(u.location_id), code, sarzeId: line.sarzeId },
        delta: Number(u.amount),
        line: 0,
        locationName: u.location_name,
      },
    ]),
  );
}
