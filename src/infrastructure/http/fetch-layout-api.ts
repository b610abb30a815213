import {
  BulkCreateLocations,
  CreateLocationCall,
  CreateSectorCall,
  CreateZoneCall,
  DeleteLocationsCall,
  DeleteSector,
  DeleteZone,
  ListLocationProducts,
  ListLocations,
  ListSectors,
  ListZones,
  ReadOverview,
  RenameZoneCall,
  ReorderLocationsCall,
  ReorderZonesCall,
  ToggleSectorFlag,
  UpdateLocationCall,
  UpdateSectorCall,
} from '../../api/layout.schema';
import type { LayoutApi } from '../../application/layout/layout-api.port';
import type { HttpClient } from '../../application/ports/http-client.port';
import { callEndpoint } from './call-endpoint';

const text = (value: number | string | undefined) => (value === undefined ? undefined : String(value));

/** SPEC 7 "Sectors, locations and zones" over the transport, each call made from its declaration. */
export class FetchLayoutApi implements LayoutApi {
  constructor(private readonly http: HttpClient) {}

  zones: LayoutApi['zones'] = () => callEndpoint(this.http, ListZones);
  sectors: LayoutApi['sectors'] = () => callEndpoint(this.http, ListSectors);
  locations: LayoutApi['locations'] = () => callEndpoint(this.http, ListLocations);
  createZone: LayoutApi['createZone'] = (name) => callEndpoint(this.http, CreateZoneCall, { body: { name } });
  renameZone: LayoutApi['renameZone'] = (id, name) => callEndpoint(this.http, RenameZoneCall, { body: { id, name } });
  deleteZone: LayoutApi['deleteZone'] = (id) => callEndpoint(this.http, DeleteZone, { params: { id } });
  reorderZones: LayoutApi['reorderZones'] = (zones) => callEndpoint(this.http, ReorderZonesCall, { body: { zones } });
  createSector: LayoutApi['createSector'] = (body) => callEndpoint(this.http, CreateSectorCall, { body });
  updateSector: LayoutApi['updateSector'] = (body) => callEndpoint(this.http, UpdateSectorCall, { body });
  toggleSectorFlag: LayoutApi['toggleSectorFlag'] = (id, flag) =>
    callEndpoint(this.http, ToggleSectorFlag[flag], { params: { id } });
  deleteSector: LayoutApi['deleteSector'] = (id) => callEndpoint(this.http, DeleteSector, { params: { id } });
  createLocation: LayoutApi['createLocation'] = (name, sectorId) =>
    callEndpoint(this.http, CreateLocationCall, { body: { name, sector_id: sectorId } });
  renameLocation: LayoutApi['renameLocation'] = (id, name) =>
    callEndpoint(this.http, UpdateLocationCall, { body: { id, name } });
  deleteLocations: LayoutApi['deleteLocations'] = (ids) =>
    callEndpoint(this.http, DeleteLocationsCall, { body: { ids } });
  reorderLocations: LayoutApi['reorderLocations'] = (sectorId, ids) =>
    callEndpoint(this.http, ReorderLocationsCall, { body: { sector_id: sectorId, ids } });
  bulkCreate: LayoutApi['bulkCreate'] = (sectorId, pattern) =>
    callEndpoint(this.http, BulkCreateLocations, { body: { sector_id: sectorId, pattern } });
  locationProducts: LayoutApi['locationProducts'] = (id, { zeroAmounts }) =>
    callEndpoint(this.http, ListLocationProducts, {
      params: { id },
      query: zeroAmounts ? { zero_amounts: '1' } : undefined,
    });
  overview: LayoutApi['overview'] = (q) =>
    callEndpoint(this.http, ReadOverview, {
      query: {
        q: q.q || undefined,
        zone_id: text(q.zone_id),
        sector_id: text(q.sector_id),
        zero_amounts: q.zero_amounts ? '1' : undefined,
        sort: q.sort,
        cursor: text(q.cursor),
        limit: text(q.limit),
      },
    });
}
