import type {
  BulkCreated,
  Deletion,
  Location,
  LocationProduct,
  OverviewPage,
  OVERVIEW_SORTS,
  Sector,
  SectorFill,
  SectorFlag,
  OverviewRow,
  UpdateSector,
  Zone,
  ZoneDeletion,
} from '../../api/layout.schema';

// The layout calls the screens need (server: server/http/layout.routes.ts); the types derive from
// the wire schemas of src/api/layout.schema.ts, which the server validates with.

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export type SectorDto = Mutable<typeof Sector.Type>;
export type LocationDto = Mutable<typeof Location.Type>;
export type ZoneDto = Mutable<typeof Zone.Type>;
export type DeletionDto = Mutable<typeof Deletion.Type>;
export type { SectorFlag };

export type OverviewRowDto = Mutable<typeof OverviewRow.Type>;
export type LocationProductDto = typeof LocationProduct.Type;
export type SectorFillDto = Mutable<typeof SectorFill.Type>;
export type OverviewPageDto = Mutable<typeof OverviewPage.Type>;
export type OverviewSort = (typeof OVERVIEW_SORTS)[number];
/** The overview's filter as the screen holds it; the adapter writes it as query text. */
export interface OverviewQuery {
  q?: string;
  zone_id?: number;
  sector_id?: number;
  zero_amounts?: boolean;
  sort?: OverviewSort;
  cursor?: string;
  limit?: number;
}

export interface LayoutApi {
  zones(): Promise<ZoneDto[]>;
  sectors(): Promise<SectorDto[]>;
  locations(): Promise<LocationDto[]>;
  createZone(name: string): Promise<ZoneDto>;
  renameZone(id: number, name: string): Promise<ZoneDto>;
  deleteZone(id: number): Promise<Mutable<typeof ZoneDeletion.Type>>;
  reorderZones(zones: { id: number; sector_ids?: number[] }[]): Promise<ZoneDto[]>;
  createSector(input: { sector_name: string; zone_id: number | null }): Promise<SectorDto>;
  /** R-LOC-02: a 400 rejects with the server's detail (HttpFailure.detail). */
  updateSector(input: typeof UpdateSector.Type): Promise<SectorDto>;
  toggleSectorFlag(id: number, flag: SectorFlag): Promise<SectorDto>;
  deleteSector(id: number): Promise<DeletionDto>;
  createLocation(name: string, sectorId: number): Promise<LocationDto>;
  renameLocation(id: number, name: string): Promise<LocationDto>;
  deleteLocations(ids: number[]): Promise<DeletionDto>;
  reorderLocations(sectorId: number, ids: number[]): Promise<LocationDto[]>;
  bulkCreate(sectorId: number, pattern: string): Promise<Mutable<typeof BulkCreated.Type>>;
  overview(query: OverviewQuery): Promise<OverviewPageDto>;
  /** What a location holds, a line per product and batch; with `zeroAmounts` also the lines emptied to 0. */
  locationProducts(locationId: number, options: { zeroAmounts: boolean }): Promise<readonly LocationProductDto[]>;
}
export const LayoutApi = Symbol.for('LayoutApi');
