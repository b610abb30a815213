import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { stockBalances } from '../db/schema';
import { needsMultipleBatchAck } from '../../src/domain/batches/batch-rules';
import type { LineError } from '../../src/domain/stock/line-errors';
import { addEarly, applyChange, type AppliedChange } from './apply-change';
import { locationsByName, unknownLocation, type LocationInfo } from './catalogue';
import type { ChangeMeta, LedgerActor } from './ledger-actor';
import { refuse, refuseOne } from './ledger-refusal';
import {
  createPendingBatches,
  resolveLines,
  unfinishedBatchErrors,
  type PipedLine,
  type ResolvedLine,
} from './stock-lines';

export interface StockInRequest {
  products: readonly PipedLine[];
  locationName: string;
  acknowledgeMultipleSarze: boolean;
  /** Nothing in the transaction follows the stock-in but its stored answer (see `applyChange`). */
  lastInTransaction?: boolean;
}

/** A line of a stock-in that spans locations: each line names where its pieces arrive. */
export interface LocatedLine extends PipedLine {
  location_name: string;
}

/** POST /inventory/ (and ao, and the no-sync add): pieces arrive at one location. */
export async function stockIn(
  tx: Tx,
  actor: LedgerActor,
  meta: Omit<ChangeMeta, 'locationName'>,
  request: StockInRequest,
): Promise<AppliedChange> {
  return receive(
    tx,
    actor,
    meta,
    request.products.map((p) => ({ ...p, location_name: request.locationName })),
    request.acknowledgeMultipleSarze,
    request.locationName,
    request.lastInTransaction,
  );
}

/**
 * Pieces arrive at several locations as one change (a receipt document): one transaction, every
 * balance locked in one global key order, each location checked as a single-location stock-in
 * checks it (R-SCAN-03 and the sector's one-batch rule per location). An unknown location refuses
 * its own lines, so a caller can set them aside and post the rest.
 */
export async function stockInAcross(
  tx: Tx,
  actor: LedgerActor,
  meta: Omit<ChangeMeta, 'locationName'>,
  lines: readonly LocatedLine[],
  acknowledgeMultipleSarze: boolean,
): Promise<AppliedChange> {
  return receive(tx, actor, meta, lines, acknowledgeMultipleSarze);
}

async function receive(
  tx: Tx,
  actor: LedgerActor,
  meta: Omit<ChangeMeta, 'locationName'>,
  lines: readonly LocatedLine[],
  acknowledgeMultipleSarze: boolean,
  /** The one location of a plain stock-in: unknown, it refuses the request as a whole. */
  wholeLocation?: string,
  lastInTransaction = false,
): Promise<AppliedChange> {
  // Independent reads, sent together (one round trip when the connection pipelines).
  const reads = Promise.all([
    locationsByName(
      tx,
      actor.eshopId,
      lines.map((l) => l.location_name),
    ),
    resolveLines(tx, actor.eshopId, lines, { mayCreateBatch: true, oneBatchAtATime: false }),
  ]);
  // A plain stock-in's addition rides with the reads (issue 29: one round trip fewer); checked below all the same.
  const early =
    lastInTransaction && wholeLocation !== undefined && lines.every(plainPieces)
      ? addEarly(tx, actor.eshopId, wholeLocation, lines)
      : undefined;
  const [found, { resolved, errors }] = await reads;
  if (wholeLocation !== undefined && !found.has(wholeLocation))
    throw refuseOne({ code: '', reason: 'unknown_location', detail: unknownLocation(wholeLocation) });
  lines.forEach((l, line) => {
    if (!found.has(l.location_name))
      errors.push({ code: l.code, line, reason: 'unknown_location', detail: unknownLocation(l.location_name) });
  });
  const placed = resolved.filter((r) => found.has(lines[r.line].location_name));
  const byLocation = new Map<LocationInfo, ResolvedLine[]>();
  for (const r of placed) {
    const location = found.get(lines[r.line].location_name)!;
    byLocation.set(location, [...(byLocation.get(location) ?? []), r]);
  }
  // R-SCAN-03: one batch at a time per location, as a single-location stock-in has it.
  for (const group of byLocation.values()) errors.push(...unfinishedBatchErrors(group));
  if (!errors.length && !acknowledgeMultipleSarze) {
    const single = [...byLocation].filter(([location]) => !location.multipleBatches);
    errors.push(...(await multipleBatchErrors(tx, actor.eshopId, single)));
  }
  if (errors.length) throw refuse(errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)));
  await createPendingBatches(tx, actor.eshopId, placed);
  const names = new Set(placed.map((r) => lines[r.line].location_name));
  return applyChange(
    tx,
    actor,
    { ...meta, locationName: names.size === 1 ? [...names][0] : (wholeLocation ?? null) },
    placed.map((r) => {
      const location = found.get(lines[r.line].location_name)!;
      return {
        key: { locationId: location.id, code: r.code, sarzeId: r.sarzeId },
        delta: r.amount,
        line: r.line,
        locationName: location.name,
      };
    }),
    lastInTransaction,
    early,
  );
}

/** Whole pieces without a batch: what the early addition may add before the line is checked. */
const plainPieces = (l: PipedLine) =>
  !l.sarze_id && !l.new_sarze && Number.isInteger(l.amount) && l.amount > 0 && l.amount <= 1_000_000_000;

/** The sector's one-batch rule: a location already holding another batch of the product refuses a new one. */
async function multipleBatchErrors(
  tx: Tx,
  eshopId: number,
  groups: ReadonlyArray<readonly [LocationInfo, readonly ResolvedLine[]]>,
): Promise<LineError[]> {
  const checked = groups
    .map(([location, lines]) => [location, lines.filter((l) => l.sarzeId !== 0 || l.create)] as const)
    .filter(([, lines]) => lines.length);
  if (!checked.length) return [];
  const held = await tx
    .select({ locationId: stockBalances.locationId, code: stockBalances.code, sarzeId: stockBalances.sarzeId })
    .from(stockBalances)
    .where(
      and(
        eq(stockBalances.eshopId, eshopId),
        inArray(
          stockBalances.locationId,
          checked.map(([location]) => location.id),
        ),
        gt(stockBalances.amount, 0),
        inArray(stockBalances.code, [...new Set(checked.flatMap(([, lines]) => lines.map((l) => l.code)))]),
      ),
    );
  return checked.flatMap(([location, lines]) =>
    lines
      .filter((l) =>
        needsMultipleBatchAck(
          false,
          held.filter((h) => h.locationId === location.id && h.code === l.code).map((h) => h.sarzeId),
          l.create ? -1 : l.sarzeId,
          false,
        ),
      )
      .map((l) => ({
        code: l.code,
        line: l.line,
        reason: 'multiple_sarze' as const,
        detail: `Na pozici ${location.name} je již jiná šarže produktu ${l.code}. Potvrďte naskladnění více šarží na jednu pozici.`,
      })),
  );
}
