import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { HttpFailure } from '../src/application/errors';
import { FetchLayoutApi } from '../src/infrastructure/http/fetch-layout-api';
import { LAYOUT_EXAMPLE } from './provider-states/layout.states';
import { consumerSpec, type ContractCase } from './support/consumer-spec';
import { BEARER, JSON_RESPONSE, JSON_BODY as BODY } from './support/matchers';

const { eachLike, atLeastLike, integer, string, boolean, like } = MatchersV3;

// Every call of FetchLayoutApi (SPEC 7 "Sectors, locations and zones" and the stock overview), as
// the app's real adapter makes it over FetchHttpClient. The ids are the provider state's fixed
// corner of e-shop 101 (contracts/provider-states/layout.states.ts): zones 910001/910002, sectors
// 920001/920002, locations 930001–930004; PACT-01 holds stock in the second state.
const EXAMPLE = 'signed in as admin with the layout example';
const STOCKED = 'signed in as admin with 5 pieces of ZAH0002 at layout example PACT-01';
const EMPTIED = 'signed in as admin with ZAH0002 emptied to 0 at layout example PACT-02';
const [Z1, Z2] = LAYOUT_EXAMPLE.zones.map((z) => z.id);
const [S1, S2] = LAYOUT_EXAMPLE.sectors.map((s) => s.id);
const [L1, L2, L3, L4] = LAYOUT_EXAMPLE.locations.map((l) => l.id);

const SECTOR = (id: number, name: string, zoneId: number) => ({
  id: integer(id),
  sector_name: string(name),
  order: integer(900),
  zone_id: integer(zoneId),
  picking: boolean(false),
  multiple_batches: boolean(false),
  non_stock: boolean(false),
});
const LOCATION = (id: number, name: string, sector: number) => ({
  id: integer(id),
  name: string(name),
  sector: integer(sector),
  order: integer(0),
});
const DELETION = (locations: number[], sectors: number[]) => ({
  deleted_locations: locations,
  deleted_sectors: sectors,
});
const REFUSAL = (example: string) => ({ detail: string(example) });
/** A line of GET /location/{id}/list-products/: the state's ZAH0002 without a batch. */
const HELD_LINE = (amount: unknown) => ({
  code: LAYOUT_EXAMPLE.stock.code,
  ean: like('8590000000028'),
  name: string('Zahradní hadice'),
  variant_name: string('25 m'),
  image: like('ZAH0002.svg'),
  sarze: null,
  amount,
});

const api = (http: ConstructorParameters<typeof FetchLayoutApi>[0]) => new FetchLayoutApi(http);
const refusalOf = async (work: Promise<unknown>) => {
  const e = await work.then(
    () => undefined,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(HttpFailure);
  return e as HttpFailure;
};

export default consumerSpec('LayoutApi', [
  {
    title: 'zones lists every zone with its sectors in order',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving('a request for the zones with their sectors')
        .withRequest('GET', '/api/sklad/zone/with-sectors/', (b) => b.headers(BEARER))
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody(
            eachLike({
              id: integer(Z1),
              name: string('PACT-Z1'),
              order: integer(900),
              sectors: atLeastLike(SECTOR(S1, 'PACT-S1', Z1), 0, 1),
            }),
          ),
        ),
    exercise: async ({ http }) => {
      const zones = await api(http).zones();
      expect(zones[0].sectors[0]).toMatchObject({ sector_name: expect.any(String), picking: expect.any(Boolean) });
    },
  },
  {
    title: 'sectors lists the sectors with their zone and the three flags',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving('a request for the sectors')
        .withRequest('GET', '/api/sklad/sector/', (b) => b.headers(BEARER))
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody(eachLike(SECTOR(S1, 'PACT-S1', Z1)))),
    exercise: async ({ http }) => {
      const sectors = await api(http).sectors();
      expect(typeof sectors[0].multiple_batches).toBe('boolean');
    },
  },
  {
    title: 'locations lists the locations with their sector',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving('a request for the locations')
        .withRequest('GET', '/api/sklad/location/', (b) => b.headers(BEARER))
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody(eachLike(LOCATION(L1, 'PACT-01', S1)))),
    exercise: async ({ http }) => {
      const locations = await api(http).locations();
      expect(locations[0].sector).toBeGreaterThan(0);
    },
  },
  {
    title: 'createZone posts the name and gets the new, empty zone',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving('the creation of zone PACT-NEW')
        .withRequest('POST', '/api/sklad/zone/', (b) => b.headers(BODY).jsonBody({ name: 'PACT-NEW' }))
        .willRespondWith(201, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({ id: integer(5), name: 'PACT-NEW', order: integer(902), sectors: [] }),
        ),
    exercise: async ({ http }) => {
      const zone = await api(http).createZone('PACT-NEW');
      expect(zone).toMatchObject({ name: 'PACT-NEW', sectors: [] });
    },
  },
  {
    title: 'createZone with a name already used is a 400 with a Czech detail',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving('the creation of a zone named like an existing one')
        .withRequest('POST', '/api/sklad/zone/', (b) => b.headers(BODY).jsonBody({ name: 'pact-z1' }))
        .willRespondWith(400, (b) => b.headers(JSON_RESPONSE).jsonBody(REFUSAL('Zóna „pact-z1“ již existuje.'))),
    exercise: async ({ http }) => {
      const e = await refusalOf(api(http).createZone('pact-z1'));
      expect(e.status).toBe(400);
      expect(e.detail).toContain('již existuje');
    },
  },
  {
    title: 'renameZone puts the id and the new name',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving('a rename of zone 910001')
        .withRequest('PUT', '/api/sklad/zone/', (b) => b.headers(BODY).jsonBody({ id: Z1, name: 'PACT-Z1-PŘÍZEMÍ' }))
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            id: Z1,
            name: 'PACT-Z1-PŘÍZEMÍ',
            order: integer(900),
            sectors: eachLike(SECTOR(S1, 'PACT-S1', Z1)),
          }),
        ),
    exercise: async ({ http }) => {
      const zone = await api(http).renameZone(Z1, 'PACT-Z1-PŘÍZEMÍ');
      expect(zone.name).toBe('PACT-Z1-PŘÍZEMÍ');
    },
  },
  {
    title: 'deleteZone keeps its sectors and says which were left without a zone',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving('a delete of zone 910002')
        .withRequest('DELETE', `/api/sklad/zone/${Z2}/`, (b) => b.headers(BEARER))
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody({ deleted_zone: Z2, unassigned_sectors: [S2] })),
    exercise: async ({ http }) => {
      expect(await api(http).deleteZone(Z2)).toEqual({ deleted_zone: Z2, unassigned_sectors: [S2] });
    },
  },
  {
    title: 'reorderZones puts every zone in its new order, a zone with its complete sector list',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving('a reorder of the zones moving sector 920002 into zone 910001')
        .withRequest('PUT', '/api/sklad/zone/reorder/', (b) =>
          b.headers(BODY).jsonBody({
            zones: [{ id: Z1, sector_ids: [S2, S1] }, { id: Z2 }, ...LAYOUT_EXAMPLE.demoZoneIds.map((id) => ({ id }))],
          }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody([
            {
              id: Z1,
              name: string('PACT-Z1'),
              order: integer(0),
              sectors: [
                { ...SECTOR(S2, 'PACT-S2', Z1), order: integer(0) },
                { ...SECTOR(S1, 'PACT-S1', Z1), order: integer(1) },
              ],
            },
            { id: Z2, name: string('PACT-Z2'), order: integer(1), sectors: [] },
            ...LAYOUT_EXAMPLE.demoZoneIds.map((id) => ({
              id,
              name: string('Přízemí'),
              order: integer(2),
              sectors: eachLike(SECTOR(1, 'A', id)),
            })),
          ]),
        ),
    exercise: async ({ http }) => {
      const zones = await api(http).reorderZones([
        { id: Z1, sector_ids: [S2, S1] },
        { id: Z2 },
        ...LAYOUT_EXAMPLE.demoZoneIds.map((id) => ({ id })),
      ]);
      expect(zones[0].sectors.map((s) => s.id)).toEqual([S2, S1]);
      expect(zones[1].sectors).toEqual([]);
    },
  },
  {
    title: 'createSector posts its name and zone',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving('the creation of sector PACT-S-NEW in zone 910001')
        .withRequest('POST', '/api/sklad/sector/', (b) =>
          b.headers(BODY).jsonBody({ sector_name: 'PACT-S-NEW', zone_id: Z1 }),
        )
        .willRespondWith(201, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({ ...SECTOR(7, 'PACT-S-NEW', Z1), sector_name: 'PACT-S-NEW', zone_id: Z1 }),
        ),
    exercise: async ({ http }) => {
      const sector = await api(http).createSector({ sector_name: 'PACT-S-NEW', zone_id: Z1 });
      expect(sector).toMatchObject({ sector_name: 'PACT-S-NEW', zone_id: Z1, picking: false });
    },
  },
  {
    title: 'updateSector puts the id and the changed fields',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving('a rename of sector 920001')
        .withRequest('PUT', '/api/sklad/sector/', (b) =>
          b.headers(BODY).jsonBody({ id: S1, sector_name: 'PACT-S1-REGÁLY' }),
        )
        .willRespondWith(200, (b) =>
          b
            .headers(JSON_RESPONSE)
            .jsonBody({ ...SECTOR(S1, 'PACT-S1-REGÁLY', Z1), id: S1, sector_name: 'PACT-S1-REGÁLY' }),
        ),
    exercise: async ({ http }) => {
      expect((await api(http).updateSector({ id: S1, sector_name: 'PACT-S1-REGÁLY' })).sector_name).toBe(
        'PACT-S1-REGÁLY',
      );
    },
  },
  {
    title: 'R-LOC-02 a refused sector update is a 400 whose detail the adapter rejects with',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving('a rename of sector 920001 to the name of sector 920002')
        .withRequest('PUT', '/api/sklad/sector/', (b) => b.headers(BODY).jsonBody({ id: S1, sector_name: 'PACT-S2' }))
        .willRespondWith(400, (b) => b.headers(JSON_RESPONSE).jsonBody(REFUSAL('Sektor „PACT-S2“ již existuje.'))),
    exercise: async ({ http }) => {
      const e = await refusalOf(api(http).updateSector({ id: S1, sector_name: 'PACT-S2' }));
      expect(e.status).toBe(400);
      expect(e.detail).toContain('PACT-S2');
    },
  },
  ...(
    [
      ['picking', 'toggle_picking'],
      ['multiple_batches', 'toggle_povolit_na_jedne_pozici_vice_sarzi'],
      ['non_stock', 'toggle_neskladovy'],
    ] as const
  ).map(([flag, path]): ContractCase => ({
    title: `toggleSectorFlag ${flag} flips it with DELETE /sector/${path}/:id/ and answers the sector`,
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving(`a toggle of the ${flag} flag of sector 920001`)
        .withRequest('DELETE', `/api/sklad/sector/${path}/${S1}/`, (b) => b.headers(BEARER))
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({ ...SECTOR(S1, 'PACT-S1', Z1), id: S1, [flag]: true }),
        ),
    exercise: async ({ http }) => {
      expect((await api(http).toggleSectorFlag(S1, flag))[flag]).toBe(true);
    },
  })),
  {
    title: 'deleteSector removes it with its empty locations',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving('a delete of sector 920002')
        .withRequest('DELETE', `/api/sklad/sector/${S2}/`, (b) => b.headers(BEARER))
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody(DELETION([L4], [S2]))),
    exercise: async ({ http }) => {
      expect(await api(http).deleteSector(S2)).toEqual(DELETION([L4], [S2]));
    },
  },
  {
    title: 'deleteSector of a sector holding stock is refused with a Czech detail naming where',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STOCKED)
        .uponReceiving('a delete of sector 920001 while PACT-01 holds stock')
        .withRequest('DELETE', `/api/sklad/sector/${S1}/`, (b) => b.headers(BEARER))
        .willRespondWith(400, (b) =>
          b
            .headers(JSON_RESPONSE)
            .jsonBody(
              REFUSAL(
                'Sektor nelze smazat, na jeho pozicích je zboží: PACT-01 (5 ks). Nejprve zboží vyskladněte nebo přesuňte. Nic nebylo smazáno.',
              ),
            ),
        ),
    exercise: async ({ http }) => {
      expect((await refusalOf(api(http).deleteSector(S1))).detail).toContain('PACT-01');
    },
  },
  {
    title: 'createLocation posts the name and the sector id',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving('the creation of location PACT-NEW-1 in sector 920001')
        .withRequest('POST', '/api/sklad/location/', (b) =>
          b.headers(BODY).jsonBody({ name: 'PACT-NEW-1', sector_id: S1 }),
        )
        .willRespondWith(201, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({ ...LOCATION(7, 'PACT-NEW-1', S1), name: 'PACT-NEW-1', sector: S1 }),
        ),
    exercise: async ({ http }) => {
      expect(await api(http).createLocation('PACT-NEW-1', S1)).toMatchObject({ name: 'PACT-NEW-1', sector: S1 });
    },
  },
  {
    title: 'createLocation of a name that cannot be printed as a barcode is a 400 with a Czech detail',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving('the creation of a location with diacritics in its name')
        .withRequest('POST', '/api/sklad/location/', (b) => b.headers(BODY).jsonBody({ name: 'PACT-Ř', sector_id: S1 }))
        .willRespondWith(400, (b) =>
          b.headers(JSON_RESPONSE).jsonBody(REFUSAL('Název pozice „PACT-Ř“ obsahuje nepovolené znaky (Ř).')),
        ),
    exercise: async ({ http }) => {
      expect((await refusalOf(api(http).createLocation('PACT-Ř', S1))).detail).toContain('nepovolené znaky');
    },
  },
  {
    title: 'renameLocation puts the id and the new name',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving('a rename of location 930003')
        .withRequest('PUT', '/api/sklad/location/', (b) => b.headers(BODY).jsonBody({ id: L3, name: 'PACT-03X' }))
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({ ...LOCATION(L3, 'PACT-03X', S1), id: L3, name: 'PACT-03X' }),
        ),
    exercise: async ({ http }) => {
      expect((await api(http).renameLocation(L3, 'PACT-03X')).name).toBe('PACT-03X');
    },
  },
  {
    title: 'R-LOC-01 deleteLocations sends the ids in the body; a sector left empty goes too',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving('a delete of location 930004, the last of sector 920002')
        .withRequest('DELETE', '/api/sklad/location/', (b) => b.headers(BODY).jsonBody({ ids: [L4] }))
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody(DELETION([L4], [S2]))),
    exercise: async ({ http }) => {
      expect(await api(http).deleteLocations([L4])).toEqual(DELETION([L4], [S2]));
    },
  },
  {
    title: 'deleteLocations of a location holding stock is refused with a Czech detail, nothing deleted',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STOCKED)
        .uponReceiving('a delete of locations 930001 and 930002 while PACT-01 holds stock')
        .withRequest('DELETE', '/api/sklad/location/', (b) => b.headers(BODY).jsonBody({ ids: [L1, L2] }))
        .willRespondWith(400, (b) =>
          b
            .headers(JSON_RESPONSE)
            .jsonBody(
              REFUSAL(
                'Pozice nelze smazat, je na nich zboží: PACT-01 (5 ks). Nejprve zboží vyskladněte nebo přesuňte. Nic nebylo smazáno.',
              ),
            ),
        ),
    exercise: async ({ http }) => {
      const e = await refusalOf(api(http).deleteLocations([L1, L2]));
      expect(e.status).toBe(400);
      expect(e.detail).toContain('Pozice nelze smazat');
    },
  },
  {
    title: 'reorderLocations puts the complete new order of one sector',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving('a reorder of the locations of sector 920001')
        .withRequest('PUT', '/api/sklad/location/reorder/', (b) =>
          b.headers(BODY).jsonBody({ sector_id: S1, ids: [L3, L1, L2] }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody([
            { ...LOCATION(L3, 'PACT-03', S1), id: L3, sector: S1, order: 0 },
            { ...LOCATION(L1, 'PACT-01', S1), id: L1, sector: S1, order: 1 },
            { ...LOCATION(L2, 'PACT-02', S1), id: L2, sector: S1, order: 2 },
          ]),
        ),
    exercise: async ({ http }) => {
      expect((await api(http).reorderLocations(S1, [L3, L1, L2])).map((l) => l.id)).toEqual([L3, L1, L2]);
    },
  },
  {
    title: 'bulkCreate posts a pattern and gets every location it made',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving('a bulk creation of PACT-B-{1..3} in sector 920001')
        .withRequest('POST', '/api/sklad/location/bulk/', (b) =>
          b.headers(BODY).jsonBody({ sector_id: S1, pattern: 'PACT-B-{1..3}' }),
        )
        .willRespondWith(201, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            count: 3,
            locations: ['PACT-B-1', 'PACT-B-2', 'PACT-B-3'].map((name, i) => ({
              ...LOCATION(7 + i, name, S1),
              name,
              sector: S1,
            })),
          }),
        ),
    exercise: async ({ http }) => {
      const res = await api(http).bulkCreate(S1, 'PACT-B-{1..3}');
      expect(res.locations.map((l) => l.name)).toEqual(['PACT-B-1', 'PACT-B-2', 'PACT-B-3']);
    },
  },
  {
    title: 'bulkCreate with a pattern that clashes with existing names is a 400 naming them',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EXAMPLE)
        .uponReceiving('a bulk creation of PACT-0{1..2} where both exist')
        .withRequest('POST', '/api/sklad/location/bulk/', (b) =>
          b.headers(BODY).jsonBody({ sector_id: S1, pattern: 'PACT-0{1..2}' }),
        )
        .willRespondWith(400, (b) =>
          b.headers(JSON_RESPONSE).jsonBody(REFUSAL('Pozice s těmito názvy již existují: PACT-01, PACT-02.')),
        ),
    exercise: async ({ http }) => {
      expect((await refusalOf(api(http).bulkCreate(S1, 'PACT-0{1..2}'))).detail).toContain('PACT-01');
    },
  },
  {
    title: 'overview searches a location and answers rows with totals and the sector fill on the first page',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STOCKED)
        .uponReceiving('the first overview page searching location PACT-01')
        .withRequest('GET', '/api/sklad/inventory/overview/', (b) =>
          b.headers(BEARER).query({ q: 'PACT-01', sort: 'location', limit: '100' }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            rows: eachLike({
              location_id: integer(L1),
              location: 'PACT-01',
              sector_id: integer(S1),
              sector: string('PACT-S1'),
              zone_id: integer(Z1),
              zone: string('PACT-Z1'),
              code: 'ZAH0002',
              ean: string('8590000000028'),
              name: string('Zahradní hadice'),
              variant_name: string('25 m'),
              sarze_id: 0,
              batch: null,
              expires_at: null,
              amount: integer(5),
            }),
            next_cursor: null,
            sort: 'location',
            totals: { rows: integer(1), amount: integer(5), products: integer(1), locations: integer(1) },
            sectors: eachLike({
              sector_id: integer(S1),
              sector_name: string('PACT-S1'),
              zone_id: integer(Z1),
              zone_name: string('PACT-Z1'),
              locations: integer(3),
              occupied_locations: integer(1),
              amount: integer(5),
            }),
          }),
        ),
    exercise: async ({ http }) => {
      const page = await api(http).overview({ q: 'PACT-01', sort: 'location', limit: 100 });
      expect(page.rows[0]).toMatchObject({ location: 'PACT-01', code: 'ZAH0002' });
      expect(page.totals?.amount).toBeGreaterThan(0);
      expect(page.sectors?.length).toBeGreaterThan(0);
    },
  },
  {
    title: 'overview sends the zone, sector, zero-amount and sort filters and a keyset cursor only when it has one',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STOCKED)
        .uponReceiving('a filtered overview page of sector 920001 with zero amounts, biggest first')
        .withRequest('GET', '/api/sklad/inventory/overview/', (b) =>
          b.headers(BEARER).query({
            zone_id: String(Z1),
            sector_id: String(S1),
            zero_amounts: '1',
            sort: 'amount',
            limit: '2',
          }),
        )
        .willRespondWith(200, (b) =>
          b.headers(JSON_RESPONSE).jsonBody({
            rows: eachLike({
              location_id: integer(L1),
              location: string('PACT-01'),
              sector_id: S1,
              sector: string('PACT-S1'),
              zone_id: Z1,
              zone: string('PACT-Z1'),
              code: string('ZAH0002'),
              ean: like('8590000000028'),
              name: string('Zahradní hadice'),
              variant_name: string('25 m'),
              sarze_id: integer(0),
              batch: null,
              expires_at: null,
              amount: integer(5),
            }),
            next_cursor: null,
            sort: 'amount',
            totals: { rows: integer(1), amount: integer(5), products: integer(1), locations: integer(1) },
            sectors: eachLike({
              sector_id: S1,
              sector_name: string('PACT-S1'),
              zone_id: Z1,
              zone_name: string('PACT-Z1'),
              locations: integer(3),
              occupied_locations: integer(1),
              amount: integer(5),
            }),
          }),
        ),
    exercise: async ({ http }) => {
      const page = await api(http).overview({
        zone_id: Z1,
        sector_id: S1,
        zero_amounts: true,
        sort: 'amount',
        limit: 2,
      });
      expect(page.sort).toBe('amount');
      expect(page.rows[0].amount).toBeGreaterThanOrEqual(page.rows[page.rows.length - 1].amount);
    },
  },
  {
    title: 'locationProducts lists what a location holds, a line per product and batch',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(STOCKED)
        .uponReceiving('a request for the products at location PACT-01')
        .withRequest('GET', `/api/sklad/location/${L1}/list-products/`, (b) => b.headers(BEARER))
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody(eachLike(HELD_LINE(integer(5))))),
    exercise: async ({ http }) => {
      const lines = await api(http).locationProducts(L1, { zeroAmounts: false });
      expect(lines.map((l) => l.code)).toEqual(['ZAH0002']);
    },
  },
  {
    title: 'locationProducts with zero amounts also lists the lines emptied to 0',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EMPTIED)
        .uponReceiving('a request for the products at location PACT-02 with zero amounts')
        .withRequest('GET', `/api/sklad/location/${L2}/list-products/`, (b) =>
          b.headers(BEARER).query({ zero_amounts: '1' }),
        )
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody([HELD_LINE(0)])),
    exercise: async ({ http }) => {
      const lines = await api(http).locationProducts(L2, { zeroAmounts: true });
      expect(lines.map((l) => [l.code, l.amount])).toEqual([['ZAH0002', 0]]);
    },
  },
  {
    title: 'locationProducts without zero amounts leaves the emptied lines out',
    interaction: (pact) =>
      pact
        .addInteraction()
        .given(EMPTIED)
        .uponReceiving('a request for the products at location PACT-02 without zero amounts')
        .withRequest('GET', `/api/sklad/location/${L2}/list-products/`, (b) => b.headers(BEARER))
        .willRespondWith(200, (b) => b.headers(JSON_RESPONSE).jsonBody([])),
    exercise: async ({ http }) => {
      await expect(api(http).locationProducts(L2, { zeroAmounts: false })).resolves.toEqual([]);
    },
  },
]);
