import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { stockBalances } from '../db/schema';
import { needsMultipleBatchAck } from '../../src/domain/batches/batch-rules';
import type { LineError } from '../../src/domain/stock/line-errors';
import { applyChange, type AppliedChange } from './apply-change';
import { locationsByName, unknownLocation } from './catalogue';
import type { ChangeMeta, LedgerActor } from './ledger-actor';
import { refuse, refuseOne } from './ledger-refusal';
import { createPendingBatches, resolveLines, type PipedLine } from './stock-lines';

export interface StockInRequest {
  products: readonly PipedLine[];
  locationName: string;
  acknowledgeMultipleSarze: boolean;
}

/** POST /inventory/ (and ao, and the no-sync add): pieces arrive at one location. */
export async function stockIn(
  tx: Tx,
  actor: LedgerActor,
  meta: Omit<ChangeMeta, 'locationName'>,
  request: StockInRequest,
): Promise<AppliedChange> {
  const location = (await locationsByName(tx, actor.eshopId, [request.locationName])).get(request.locationName);
  if (!location)
    throw refuseOne({ code: '', reason: 'unknown_location', detail: unknownLocation(request.locationName) });
  const { resolved, errors } = await resolveLines(tx, actor.eshopId, request.products, {
    mayCreateBatch: true,
    oneBatchAtATime: true,
  });
  if (!errors.length && !location.multipleBatches && !request.acknowledgeMultipleSarze) {
    errors.push(...(await multipleBatchErrors(tx, actor.eshopId, location.id, location.name, resolved)));
  }
  if (errors.length) throw refuse(errors);
  await createPendingBatches(tx, actor.eshopId, resolved);
  return applyChange(
    tx,
    actor,
    { ...meta, locationName: location.name },
    resolved.map((r) => ({
      key: { locationId: location.id, code: r.code, sarzeId: r.sarzeId },
      delta: r.amount,
      line: r.line,
      locationName: location.name,
    })),
  );
}

async function multipleBatchErrors(
  tx: Tx,
  eshopId: number,
  locationId: number,
  locationName: string,
  lines: ReadonlyArray<{ code: string; sarzeId: number; line: number; create?: unknown }>,
): Promise<LineError[]> {
  const batchLines = lines.filter((l) => l.sarzeId !== 0 || l.create);
  if (!batchLines.length) return [];
  const held = await tx
    .select({ code: stockBalances.code, sarzeId: stockBalances.sarzeId })
    .from(stockBalances)
    .where(
      and(
        eq(stockBalances.eshopId, eshopId),
        eq(stockBalances.locationId, locationId),
        gt(stockBalances.amount, 0),
        inArray(
          stockBalances.code,
          batchLines.map((l) => l.code),
        ),
      ),
    );
  return batchLines
    .filter((l) =>
      needsMultipleBatchAck(
        false,
        held.filter((h) => h.code === l.code).map((h) => h.sarzeId),
        l.create ? -1 : l.sarzeId,
        false,
      ),
    )
    .map((l) => ({
      code: l.code,
      line: l.line,
      reason: 'multiple_sarze' as const,
      detail: `Na pozici ${locationName} je již jiná šarže produktu ${l.code}. Potvrďte naskladnění více šarží na jednu pozici.`,
    }));
}
