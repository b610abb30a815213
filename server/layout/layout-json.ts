import type { locations, sectors, zones } from '../db/schema';

type SectorRow = typeof sectors.$inferSelect;
type LocationRow = typeof locations.$inferSelect;
type ZoneRow = typeof zones.$inferSelect;

/** SPEC 4 Sector: id, sector_name, order and the three flags; zone_id tells where it hangs in the tree. */
export function sectorJson(s: SectorRow) {
  return {
    id: s.id,
    sector_name: s.sectorName,
    order: s.order,
    zone_id: s.zoneId,
    picking: s.picking,
    multiple_batches: s.multipleBatches,
    non_stock: s.nonStock,
  };
}
export type SectorJson = ReturnType<typeof sectorJson>;

/** SPEC 4 Location: id, name, sector (id); order within the sector. */
export function locationJson(l: LocationRow) {
  return { id: l.id, name: l.name, sector: l.sectorId, order: l.order };
}

/** SPEC 4 Zone: id, order, list of sectors (in their order). */
export function zoneJson(z: ZoneRow, zoneSectors: SectorRow[]) {
  return { id: z.id, name: z.name, order: z.order, sectors: zoneSectors.map(sectorJson) };
}
