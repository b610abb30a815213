import type { HttpClient, HttpMethod } from '../../application/ports/http-client.port';
import { SECTOR_TOGGLES } from '../../domain/layout/sector-toggles';
import type { LayoutApi, SectorFlag } from '../../application/layout/layout-api.port';

/** The DELETE path that flips each flag, from the same table the server mounts. */
const TOGGLE_PATH = Object.fromEntries(Object.entries(SECTOR_TOGGLES).map(([path, flag]) => [flag, path])) as Record<
  SectorFlag,
  string
>;

export class FetchLayoutApi implements LayoutApi {
  constructor(private readonly http: HttpClient) {}

  private call<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    query?: Record<string, string | number | boolean | undefined>,
  ): Promise<T> {
    return this.http.request<T>({ host: 'main', method, path, body, query });
  }

  zones = () => this.call<Awaited<ReturnType<LayoutApi['zones']>>>('GET', '/zone/with-sectors/');
  sectors = () => this.call<Awaited<ReturnType<LayoutApi['sectors']>>>('GET', '/sector/');
  locations = () => this.call<Awaited<ReturnType<LayoutApi['locations']>>>('GET', '/location/');
  createZone: LayoutApi['createZone'] = (name) => this.call('POST', '/zone/', { name });
  renameZone: LayoutApi['renameZone'] = (id, name) => this.call('PUT', '/zone/', { id, name });
  deleteZone: LayoutApi['deleteZone'] = (id) => this.call('DELETE', `/zone/${id}/`);
  reorderZones: LayoutApi['reorderZones'] = (zones) => this.call('PUT', '/zone/reorder/', { zones });
  createSector: LayoutApi['createSector'] = (input) => this.call('POST', '/sector/', input);
  updateSector: LayoutApi['updateSector'] = (input) => this.call('PUT', '/sector/', input);
  toggleSectorFlag: LayoutApi['toggleSectorFlag'] = (id, flag) =>
    this.call('DELETE', `/sector/${TOGGLE_PATH[flag]}/${id}/`);
  deleteSector: LayoutApi['deleteSector'] = (id) => this.call('DELETE', `/sector/${id}/`);
  createLocation: LayoutApi['createLocation'] = (name, sectorId) =>
    this.call('POST', '/location/', { name, sector_id: sectorId });
  renameLocation: LayoutApi['renameLocation'] = (id, name) => this.call('PUT', '/location/', { id, name });
  deleteLocations: LayoutApi['deleteLocations'] = (ids) => this.call('DELETE', '/location/', { ids });
  reorderLocations: LayoutApi['reorderLocations'] = (sectorId, ids) =>
    this.call('PUT', '/location/reorder/', { sector_id: sectorId, ids });
  bulkCreate: LayoutApi['bulkCreate'] = (sectorId, pattern) =>
    this.call('POST', '/location/bulk/', { sector_id: sectorId, pattern });
  locationProducts: LayoutApi['locationProducts'] = (id, { zeroAmounts }) =>
    this.call('GET', `/location/${id}/list-products/`, undefined, zeroAmounts ? { zero_amounts: 1 } : undefined);
  overview: LayoutApi['overview'] = (q) =>
    this.call('GET', '/inventory/overview/', undefined, {
      q: q.q || undefined,
      zone_id: q.zone_id,
      sector_id: q.sector_id,
      zero_amounts: q.zero_amounts ? 1 : undefined,
      sort: q.sort,
      cursor: q.cursor,
      limit: q.limit,
    });
}
