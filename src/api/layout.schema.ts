import { Schema } from 'effect';
import { READ_LAYOUT_SCOPES, REORGANISE_SCOPES, VIEW_STOCK_SCOPES } from '../domain/layout/layout-scopes';
import { sklad, type ApiEndpoint } from './endpoint';
import { Flag, Id, List, PositiveInt, QueryFlag, Text, labelled } from './fields';

// SPEC 7 "Sectors, locations and zones" and the stock overview: every request of the layout area,
// and the answers the app relies on.

// ---- answers ----

/** SPEC 4 Sector: id, sector_name, order and the three flags; zone_id tells where it hangs in the tree. */
export const Sector = Schema.Struct({
  id: Schema.Number,
  sector_name: Schema.String,
  order: Schema.Number,
  zone_id: Schema.NullOr(Schema.Number),
  picking: Schema.Boolean,
  multiple_batches: Schema.Boolean,
  non_stock: Schema.Boolean,
});
/** SPEC 4 Location: id, name, sector (id); order within the sector. */
export const Location = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  sector: Schema.Number,
  order: Schema.Number,
});
/** SPEC 4 Zone: id, order, its sectors in their order. */
export const Zone = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  order: Schema.Number,
  sectors: Schema.mutable(Schema.Array(Sector)),
});
/** One line of GET /location/{id}/list-products/: a product (and its batch) at the location. */
export const LocationProduct = Schema.Struct({
  code: Schema.String,
  ean: Schema.NullOr(Schema.String),
  name: Schema.String,
  variant_name: Schema.String,
  image: Schema.NullOr(Schema.String),
  sarze: Schema.NullOr(
    Schema.Struct({ id: Schema.Number, name: Schema.String, expires_at: Schema.NullOr(Schema.String) }),
  ),
  amount: Schema.Number,
});
export const Deletion = Schema.Struct({
  deleted_locations: Schema.mutable(Schema.Array(Schema.Number)),
  deleted_sectors: Schema.mutable(Schema.Array(Schema.Number)),
});
export const ZoneDeletion = Schema.Struct({
  deleted_zone: Schema.Number,
  unassigned_sectors: Schema.mutable(Schema.Array(Schema.Number)),
});
export const BulkCreated = Schema.Struct({ count: Schema.Number, locations: Schema.mutable(Schema.Array(Location)) });

export const OVERVIEW_SORTS = ['location', 'product', 'expiry', 'amount'] as const;
export const OVERVIEW_DEFAULT_LIMIT = 100;
export const OVERVIEW_MAX_LIMIT = 500;

export const OverviewRow = Schema.Struct({
  location_id: Schema.Number,
  location: Schema.String,
  sector_id: Schema.Number,
  sector: Schema.String,
  zone_id: Schema.NullOr(Schema.Number),
  zone: Schema.NullOr(Schema.String),
  code: Schema.String,
  ean: Schema.NullOr(Schema.String),
  name: Schema.String,
  variant_name: Schema.String,
  sarze_id: Schema.Number,
  batch: Schema.NullOr(Schema.String),
  expires_at: Schema.NullOr(Schema.String),
  amount: Schema.Number,
});
export const SectorFill = Schema.Struct({
  sector_id: Schema.Number,
  sector_name: Schema.String,
  zone_id: Schema.NullOr(Schema.Number),
  zone_name: Schema.NullOr(Schema.String),
  locations: Schema.Number,
  occupied_locations: Schema.Number,
  amount: Schema.Number,
});
export const OverviewTotals = Schema.Struct({
  rows: Schema.Number,
  amount: Schema.Number,
  products: Schema.Number,
  locations: Schema.Number,
});
export const OverviewPage = Schema.Struct({
  rows: Schema.mutable(Schema.Array(OverviewRow)),
  next_cursor: Schema.NullOr(Schema.String),
  sort: Schema.Literals(OVERVIEW_SORTS),
  totals: Schema.NullOr(OverviewTotals),
  sectors: Schema.NullOr(Schema.mutable(Schema.Array(SectorFill))),
});

// ---- requests ----

const SectorName = Text('Název sektoru', 100);
const SectorFlags = {
  zone_id: Schema.optionalKey(labelled(Schema.NullOr(PositiveInt), 'Zóna sektoru')),
  order: Schema.optionalKey(labelled(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)), 'Pořadí sektoru')),
  picking: Schema.optionalKey(Flag('Vychystávání ze sektoru')),
  multiple_batches: Schema.optionalKey(Flag('Více šarží na jedné pozici')),
  non_stock: Schema.optionalKey(Flag('Neskladový sektor')),
};
export const CreateSector = Schema.Struct({ sector_name: SectorName, ...SectorFlags });
export const UpdateSector = Schema.Struct({
  id: Id('Sektor'),
  sector_name: Schema.optionalKey(SectorName),
  ...SectorFlags,
});

const ZoneName = Text('Název zóny', 100);
export const CreateZone = Schema.Struct({ name: ZoneName });
export const RenameZone = Schema.Struct({ id: Id('Zóna'), name: ZoneName });
export const ReorderZones = Schema.Struct({
  zones: List(
    Schema.Struct({
      id: Id('Zóna'),
      sector_ids: Schema.optionalKey(List(Id('Sektor zóny'), 'Sektory zóny', 5000)),
    }),
    'Pořadí zón',
    1000,
  ),
});

const LocationName = Text('Název pozice', 100);
export const LocationIds = List(Id('Pozice'), 'Mazané pozice', 5000, 1);
export const CreateLocation = Schema.Struct({ name: LocationName, sector_id: Id('Sektor pozice') });
export const UpdateLocation = Schema.Struct({
  id: Id('Pozice'),
  name: Schema.optionalKey(LocationName),
  sector_id: Schema.optionalKey(Id('Sektor pozice')),
});
export const DeleteLocations = Schema.Struct({ ids: LocationIds });
export const BulkLocations = Schema.Struct({
  pattern: Text('Vzor názvů pozic', 200),
  sector_id: Id('Sektor pozic'),
  dry_run: Schema.optionalKey(Flag('Jen náhled')),
});
export const ReorderLocations = Schema.Struct({
  sector_id: Id('Sektor'),
  ids: List(Id('Pozice'), 'Pořadí pozic', 20000),
});

const QueryText = (title: string, max: number) => Schema.optionalKey(Text(title, max));
export const LocationListQuery = Schema.Struct({ sector_id: QueryText('Sektor', 20) });
export const LocationProductsQuery = Schema.Struct({ zero_amounts: Schema.optionalKey(QueryFlag('Nulové stavy')) });
/** Ids for DELETE /location/ given as a query (?ids=1,2) by clients that cannot send a DELETE body. */
export const LocationIdsQuery = Schema.Struct({ ids: QueryText('Mazané pozice', 100000) });
export const OverviewQuery = Schema.Struct({
  q: QueryText('Hledaný text', 200),
  zone_id: QueryText('Zóna', 20),
  sector_id: QueryText('Sektor', 20),
  zero_amounts: Schema.optionalKey(QueryFlag('Nulové stavy')),
  sort: Schema.optionalKey(labelled(Schema.Literals(OVERVIEW_SORTS), 'Řazení')),
  cursor: QueryText('Stránka přehledu', 2000),
  limit: QueryText('Počet řádků', 20),
});
/** The overview's page size once read from its query text. */
export const OverviewLimit = labelled(
  Schema.Int.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(OVERVIEW_MAX_LIMIT)),
  'Počet řádků',
);

// Kept in the domain so the app's first load needs no schema module to call them.
import { SECTOR_TOGGLES } from '../domain/layout/sector-toggles';
export { SECTOR_TOGGLES, type SectorFlag } from '../domain/layout/sector-toggles';
import type { SectorFlag as SectorFlagName } from '../domain/layout/sector-toggles';

export const ListSectors = sklad('GET', '/sector/', 'Sektory skladu', READ_LAYOUT_SCOPES, {
  response: Schema.Array(Sector),
});
export const CreateSectorCall = sklad('POST', '/sector/', 'Založení sektoru', REORGANISE_SCOPES, {
  body: CreateSector,
  response: Sector,
});
export const UpdateSectorCall = sklad('PUT', '/sector/', 'Úprava sektoru (R-LOC-02)', REORGANISE_SCOPES, {
  body: UpdateSector,
  response: Sector,
});
export const DeleteSector = sklad(
  'DELETE',
  '/sector/{id}/',
  'Smazání prázdného sektoru i s jeho pozicemi',
  REORGANISE_SCOPES,
  {
    response: Deletion,
  },
);
const toggleSector = (toggle: keyof typeof SECTOR_TOGGLES) =>
  sklad('DELETE', `/sector/${toggle}/{id}/`, 'Přepnutí příznaku sektoru', REORGANISE_SCOPES, { response: Sector });
/** One call per sector flag (SPEC 7), keyed by the flag it switches; the paths are the domain's table. */
export const ToggleSectorFlag = Object.fromEntries(
  Object.entries(SECTOR_TOGGLES).map(([path, flag]) => [flag, toggleSector(path as keyof typeof SECTOR_TOGGLES)]),
) as Record<SectorFlagName, ReturnType<typeof toggleSector>>;
export const ListLocations = sklad('GET', '/location/', 'Pozice skladu', READ_LAYOUT_SCOPES, {
  query: LocationListQuery,
  response: Schema.Array(Location),
});
export const ListLocationProducts = sklad(
  'GET',
  '/location/{id}/list-products/',
  'Produkty na pozici',
  READ_LAYOUT_SCOPES,
  {
    query: LocationProductsQuery,
    response: Schema.Array(LocationProduct),
  },
);
export const CreateLocationCall = sklad('POST', '/location/', 'Založení pozice', REORGANISE_SCOPES, {
  body: CreateLocation,
  response: Location,
});
export const UpdateLocationCall = sklad('PUT', '/location/', 'Přejmenování nebo přesun pozice', REORGANISE_SCOPES, {
  body: UpdateLocation,
  response: Location,
});
/** Body {ids: [...]} as the app sends it; ?ids=1,2 also works for clients that cannot send a DELETE body. */
export const DeleteLocationsCall = sklad(
  'DELETE',
  '/location/',
  'Smazání prázdných pozic (R-LOC-01)',
  REORGANISE_SCOPES,
  {
    body: DeleteLocations,
    query: LocationIdsQuery,
    response: Deletion,
  },
);
export const BulkCreateLocations = sklad(
  'POST',
  '/location/bulk/',
  'Hromadné založení pozic podle vzoru',
  REORGANISE_SCOPES,
  {
    body: BulkLocations,
    response: BulkCreated,
  },
);
export const ReorderLocationsCall = sklad('PUT', '/location/reorder/', 'Nové pořadí pozic sektoru', REORGANISE_SCOPES, {
  body: ReorderLocations,
  response: Schema.Array(Location),
});
export const ListZones = sklad('GET', '/zone/with-sectors/', 'Zóny se sektory', READ_LAYOUT_SCOPES, {
  response: Schema.Array(Zone),
});
/** Through the idempotency keys: an app that retries a create after a lost answer gets the zone it made. */
export const CreateZoneCall = sklad('POST', '/zone/', 'Založení zóny', REORGANISE_SCOPES, {
  body: CreateZone,
  response: Zone,
  headers: ['Idempotency-Key'],
});
export const RenameZoneCall = sklad('PUT', '/zone/', 'Přejmenování zóny', REORGANISE_SCOPES, {
  body: RenameZone,
  response: Zone,
});
export const ReorderZonesCall = sklad('PUT', '/zone/reorder/', 'Nové pořadí zón a jejich sektorů', REORGANISE_SCOPES, {
  body: ReorderZones,
  response: Schema.Array(Zone),
});
export const DeleteZone = sklad('DELETE', '/zone/{id}/', 'Smazání zóny (sektory zůstanou)', REORGANISE_SCOPES, {
  response: ZoneDeletion,
});
export const ReadOverview = sklad('GET', '/inventory/overview/', 'Náhled na sklad po stránkách', VIEW_STOCK_SCOPES, {
  query: OverviewQuery,
  response: OverviewPage,
});

export const layoutEndpoints: readonly ApiEndpoint[] = [
  ListSectors,
  CreateSectorCall,
  UpdateSectorCall,
  DeleteSector,
  ...Object.values(ToggleSectorFlag),
  ListLocations,
  ListLocationProducts,
  CreateLocationCall,
  UpdateLocationCall,
  DeleteLocationsCall,
  BulkCreateLocations,
  ReorderLocationsCall,
  ListZones,
  CreateZoneCall,
  RenameZoneCall,
  ReorderZonesCall,
  DeleteZone,
  ReadOverview,
];
