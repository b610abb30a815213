import * as calls from '../../api/layout.schema';
import type { LayoutApi } from '../../application/layout/layout-api.port';
import type { HttpClient } from '../../application/ports/http-client.port';
import { callEndpoint } from './call-endpoint';

const text = (value: number | string | undefined) => (value === undefined ? undefined : String(value));

/** SPEC 7 "Sectors, locations and zones" over the transport, each call made from its declaration. */
export class FetchLayoutApi implements LayoutApi {
  constructor(private readonly http: HttpClient) {}

  zones: LayoutApi['zones'] = () => callEndpoint(this.http, calls.ListZones);
  sectors: LayoutApi['sectors'] = () => callEndpoint(this.http, calls.ListSectors);
  locations: LayoutApi['locations'] = () => callEndpoint(this.http, calls.ListLocations);
  createZone: LayoutApi['createZone'] = (name) => callEndpoint(this.http, calls.CreateZoneCall, { body: { name } });
  renameZone: LayoutApi['renameZone'] = (id, name) =>
    callEndpoint(this.http, calls.RenameZoneCall, { body: { id, name } });
  deleteZone: LayoutApi['deleteZone'] = (id) => callEndpoint(this.http, calls.DeleteZone, { params: { id } });
  reorderZones: LayoutApi['reorderZones'] = (zones) =>
    callEndpoint(this.http, calls.ReorderZonesCall, { body: { zones } });
  createSector: LayoutApi['createSector'] = (body) => callEndpoint(this.http, calls.CreateSectorCall, { body });
  updateSector: LayoutApi['updateSector'] = (body) => callEndpoint(this.http, calls.UpdateSectorCall, { body });
  toggleSectorFlag: LayoutApi['toggleSectorFlag'] = (id, flag) =>
    callEndpoint(this.http, calls.ToggleSectorFlag[flag], { params: { id } });
  deleteSector: LayoutApi['deleteSector'] = (id) => callEndpoint(this.http, calls.DeleteSector, { params: { id } });
  createLocation: LayoutApi['createLocation'] = (name, sectorId) =>
    callEndpoint(this.http, calls.CreateLocationCall, { body: { name, sector_id: sectorId } });
  renameLocation: LayoutApi['renameLocation'] = (id, name) =>
    callEndpoint(this.http, calls.UpdateLocationCall, { body: { id, name } });
  deleteLocations: LayoutApi['deleteLocations'] = (ids) =>
    callEndpoint(this.http, calls.DeleteLocationsCall, { body: { ids } });
  reorderLocations: LayoutApi['reorderLocations'] = (sectorId, ids) =>
    callEndpoint(this.http, calls.ReorderLocationsCall, { body: { sector_id: sectorId, ids } });
  bulkCreate: LayoutApi['bulkCreate'] = (sectorId, pattern) =>
    callEndpoint(this.http, calls.BulkCreateLocations, { body: { sector_id: sectorId, pattern } });
  locationProducts: LayoutApi['locationProducts'] = (id, { zeroAmounts }) =>
    callEndpoint(this.http, calls.ListLocationProducts, {
      params: { id },
      query: zeroAmounts ? { zero_amounts: '1' } : undefined,
    });
  overview: LayoutApi['overview'] = (q) =>
    callEndpoint(this.http, calls.ReadOverview, {
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
