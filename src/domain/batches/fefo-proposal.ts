import { batchBlocked, batchKey } from './batch-rules';
import {
  earlierElsewhere,
  FEFO_ELSEWHERE,
  FEFO_EXPIRED,
  FEFO_NOT_FIRST,
  fefoBatch,
  fefoWarning,
  type BatchAtLocation,
  type BatchOnLocation,
} from './fefo';
import type { ScanHit, ScannedLine } from '../stock/scanned-list';

/** What FEFO reads of a scanned product: its stock by location and batch, and its batches (SPEC 3 "Scanned product"). */
export interface ProductBatches {
  readonly stock: ReadonlyArray<{
    readonly location_name: string;
    readonly sarze_id: number | null;
    readonly amount: number;
  }>;
  readonly sarze: ReadonlyArray<{ readonly id: number; readonly name: string; readonly expires_at: string | null }>;
}

/** The batches of the product the location holds, with their names and expiries. */
export function batchesHeldAt(product: ProductBatches, location: string): BatchAtLocation[] {
  return product.stock
    .filter((s) => s.location_name === location && s.sarze_id !== null && s.amount > 0)
    .map((s) => {
      const batch = product.sarze.find((b) => b.id === s.sarze_id);
      return {
        id: s.sarze_id!,
        name: batch?.name ?? String(s.sarze_id),
        expiresAt: batch?.expires_at ?? null,
        amount: s.amount,
      };
    });
}

/** Every batch of the product with stock, on every location. */
function batchesEverywhere(product: ProductBatches): BatchOnLocation[] {
  const locations = [...new Set(product.stock.map((s) => s.location_name))];
  return locations.flatMap((location) => batchesHeldAt(product, location).map((b) => ({ ...b, location })));
}

/**
 * B9 (FEFO): a product taken out of (or moved from) a location that holds it in several batches
 * starts with the batch expiring first there. A hit that already has a batch (its line's, or the
 * location's only one) keeps it, and so does one whose proposal R-SCAN-03 would refuse while
 * another batch is on the list: the worker then chooses, as without FEFO.
 */
export function withFefoProposal(
  hit: ScanHit,
  product: ProductBatches,
  location: string,
  list: readonly ScannedLine[],
): ScanHit {
  if (hit.batch !== null || list.some((l) => l.code === hit.code)) return hit;
  const first = fefoBatch(batchesHeldAt(product, location));
  if (!first) return hit;
  const batch = { kind: 'existing' as const, id: first.id };
  if (
    batchBlocked(
      list.map((l) => batchKey(l.batch)),
      batchKey(batch),
    )
  )
    return hit;
  return { ...hit, batch };
}

/**
 * What a line's chosen batch deserves to be told (Czech, shown on the line): an expired batch,
 * another batch than the one expiring first at the location, or a batch on another location that
 * expires before it (FEFO across locations). Null when the choice is the best there is.
 */
export function fefoNoticeOf(
  line: ScannedLine,
  product: ProductBatches,
  location: string,
  today: string,
): string | null {
  if (line.batch?.kind !== 'existing') return null;
  const held = batchesHeldAt(product, location);
  const chosenId = line.batch.id;
  const known = product.sarze.find((b) => b.id === chosenId);
  const chosen = held.find((b) => b.id === chosenId) ?? {
    id: chosenId,
    name: known?.name ?? String(chosenId),
    expiresAt: known?.expires_at ?? null,
    amount: 0,
  };
  const warning = fefoWarning(chosen, held, today);
  if (warning === 'expired') return FEFO_EXPIRED(chosen.name);
  if (warning === 'not_first') return FEFO_NOT_FIRST(fefoBatch(held)!.name);
  const sooner = earlierElsewhere(chosen, batchesEverywhere(product), location, today);
  return sooner ? FEFO_ELSEWHERE(sooner.name, sooner.location) : null;
}
