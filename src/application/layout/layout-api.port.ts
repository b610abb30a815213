// The layout calls the screens need (server: server/http/layout*.routes.ts, overview.routes.ts).
export interface SectorDto {
  id: number;
  sector_name: string;
  order: number;
  zone_id: number | null;
  picking: boolean;
  multiple_batches: boolean;
  non_stock: boolean;
}
export interface LocationDto {
  id: number;
  name: string;
  sector: number;
  order: number;
}
export interface ZoneDto {
  id: number;
  name: string;
  order: number;
  sectors: SectorDto[];
}
export interface DeletionDto {
  deleted_locations: number[];
  deleted_sectors: number[];
}
export type SectorFlag = 'picking' | 'multiple_batches' | 'non_stock';

export interface OverviewRowDto {
  location_id: number;
  location: string;
  sector_id: number;
  sector: string;
  zone_id: number | null;
  zone: string | null;
  code: string;
  ean: string | null;
  name: string;
  variant_name: string;
  sarze_id: number;
  batch: string | null;
  expires_at: string | null;
  amount: number;
}
export interface SectorFillDto {
  sector_id: number;
  sector_name: string;
  zone_id: number | null;
  zone_name: string | null;
  locations: number;
  occupied_locations: number;
  amount: number;
}
export interface OverviewPageDto {
  rows: OverviewRowDto[];
  next_cursor: string | null;
  sort: OverviewSort;
  totals: { rows: number; amount: number; products: number; locations: number } | null;
  sectors: SectorFillDto[] | null;
}
export type OverviewSort = 'location' | 'product' | 'expiry' | 'amount';
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
  deleteZone(id: number): Promise<{ deleted_zone: number; unassigned_sectors: number[] }>;
  reorderZones(zones: { id: number; sector_ids?: number[] }[]): Promise<ZoneDto[]>;
  createSector(input: { sector_name: string; zone_id: number | null }): Promise<SectorDto>;
  /** R-LOC-02: a 400 rejects with the server's detail (HttpFailure.detail). */
  updateSector(input: { id: number } & Partial<Omit<SectorDto, 'id'>>): Promise<SectorDto>;
  toggleSectorFlag(id: number, flag: SectorFlag): Promise<SectorDto>;
  deleteSector(id: number): Promise<DeletionDto>;
  createLocation(name: string, sectorId: number): Promise<LocationDto>;
  renameLocation(id: number, name: string): Promise<LocationDto>;
  deleteLocations(ids: number[]): Promise<DeletionDto>;
  reorderLocations(sectorId: number, ids: number[]): Promise<LocationDto[]>;
  bulkCreate(sectorId: number, pattern: string): Promise<{ count: number; locations: LocationDto[] }>;
  overview(query: OverviewQuery): Promise<OverviewPageDto>;
}
export const LayoutApi = Symbol.for('LayoutApi');
