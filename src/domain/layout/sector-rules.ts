import type { LayoutProblem, StockedLocation } from './layout-problem';
import { groupNameProblem, nameKey, normaliseName } from './layout-name';

export interface SectorFlags {
  picking: boolean;
  multiple_batches: boolean;
  non_stock: boolean;
}

/** What PUT /sector/ may change; absent keys stay as they are. */
export interface SectorChange {
  sector_name?: string;
  zone_id?: number | null;
  order?: number;
  picking?: boolean;
  multiple_batches?: boolean;
  non_stock?: boolean;
}

export interface SectorUpdateContext {
  /** Names of the e-shop's other sectors (sector names are unique per e-shop). */
  otherSectorNames: readonly string[];
  /** Zone ids of the e-shop. */
  zoneIds: ReadonlySet<number>;
  /** Locations of this sector holding more than one batch of the same product. */
  locationsWithMixedBatches: readonly string[];
}

/**
 * R-LOC-02: a sector update is refused (400 with this problem as detail) when it would leave the
 * layout inconsistent: an empty or taken name, a zone of another e-shop, or forbidding several batches
 * on one position while a position of the sector already holds several.
 */
export function sectorUpdateProblem(
  current: SectorFlags,
  change: SectorChange,
  context: SectorUpdateContext,
): LayoutProblem | undefined {
  if (change.sector_name !== undefined) {
    const problem = groupNameProblem(change.sector_name, 'sector');
    if (problem) return problem;
    const key = nameKey(change.sector_name);
    if (context.otherSectorNames.some((n) => nameKey(n) === key))
      return { kind: 'name-taken', what: 'sector', names: [normaliseName(change.sector_name)] };
  }
  if (change.zone_id != null && !context.zoneIds.has(change.zone_id))
    return { kind: 'zone-unknown', zoneId: change.zone_id };
  const forbidsMixing = current.multiple_batches && change.multiple_batches === false;
  if (forbidsMixing && context.locationsWithMixedBatches.length)
    return { kind: 'mixed-batches-present', locations: context.locationsWithMixedBatches };
  return undefined;
}

/**
 * R-LOC-01: deleting locations also removes every sector left without a location. `locations` must
 * hold all locations of the sectors touched; the answer is the ids of the sectors to remove.
 */
export function sectorsEmptiedBy(
  deletedIds: readonly number[],
  locations: readonly { id: number; sectorId: number }[],
): number[] {
  const deleted = new Set(deletedIds);
  const touched = new Set(locations.filter((l) => deleted.has(l.id)).map((l) => l.sectorId));
  const survivors = new Set(locations.filter((l) => !deleted.has(l.id)).map((l) => l.sectorId));
  return [...touched].filter((sectorId) => !survivors.has(sectorId)).sort((a, b) => a - b);
}

/** Stock is never lost silently: deleting a location or sector that still holds goods is refused. */
export function deletionProblem(
  what: 'location' | 'sector',
  stocked: readonly StockedLocation[],
): LayoutProblem | undefined {
  return stocked.length ? { kind: 'stock-present', what, locations: stocked } : undefined;
}
