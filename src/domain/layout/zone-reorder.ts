import type { LayoutProblem } from './layout-problem';
import { orderMismatch } from './reorder';

export interface ZoneRow {
  id: number;
  order: number;
}
export interface SectorRow {
  id: number;
  zoneId: number | null;
  order: number;
}

/** PUT /zone/reorder/: every zone in its new order; `sector_ids`, when given, is that zone's complete new sector list. */
export interface ZoneReorder {
  zones: readonly { id: number; sector_ids?: readonly number[] }[];
}

export interface ZoneReorderPlan {
  zones: { id: number; order: number }[];
  sectors: { id: number; zoneId: number | null; order: number }[];
}

const byOrder = (a: { order: number; id: number }, b: { order: number; id: number }) =>
  a.order - b.order || a.id - b.id;

/**
 * Turns a reorder request into the rows to write. Sector order is one running number across the
 * zones in their new order (then sectors without a zone), so every list sorted by sector order reads
 * like the tree. A sector may move to another zone but may not fall out of the tree by omission.
 */
export function planZoneReorder(
  zones: readonly ZoneRow[],
  sectors: readonly SectorRow[],
  request: ZoneReorder,
): { ok: true; plan: ZoneReorderPlan } | { ok: false; problem: LayoutProblem } {
  const zoneProblem = orderMismatch(
    zones.map((z) => z.id),
    request.zones.map((z) => z.id),
  );
  if (zoneProblem) return { ok: false, problem: zoneProblem };

  const listed = request.zones.flatMap((z) => z.sector_ids ?? []);
  const explicitZones = new Set(request.zones.filter((z) => z.sector_ids).map((z) => z.id));
  const mustAppear = sectors.filter((s) => s.zoneId !== null && explicitZones.has(s.zoneId)).map((s) => s.id);
  const known = new Set(sectors.map((s) => s.id));
  const listedSet = new Set<number>();
  const repeated = new Set<number>();
  for (const id of listed) (listedSet.has(id) ? repeated : listedSet).add(id);
  const unknown = [...listedSet].filter((id) => !known.has(id));
  const missing = mustAppear.filter((id) => !listedSet.has(id));
  if (unknown.length || missing.length || repeated.size) {
    return { ok: false, problem: { kind: 'order-mismatch', missing, unknown, repeated: [...repeated] } };
  }

  const plan: ZoneReorderPlan = { zones: [], sectors: [] };
  let sectorOrder = 0;
  request.zones.forEach((zone, index) => {
    plan.zones.push({ id: zone.id, order: index });
    const ids =
      zone.sector_ids ??
      sectors
        .filter((s) => s.zoneId === zone.id && !listedSet.has(s.id))
        .sort(byOrder)
        .map((s) => s.id);
    for (const id of ids) plan.sectors.push({ id, zoneId: zone.id, order: sectorOrder++ });
  });
  for (const s of sectors.filter((s) => s.zoneId === null && !listedSet.has(s.id)).sort(byOrder)) {
    plan.sectors.push({ id: s.id, zoneId: null, order: sectorOrder++ });
  }
  return { ok: true, plan };
}
