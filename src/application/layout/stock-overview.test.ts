import { describe, expect, it } from 'vitest';
import type { SectorFillDto } from './layout-api.port';
import { fillBars, overviewQuery } from './stock-overview';

const sector = (patch: Partial<SectorFillDto>): SectorFillDto => ({
  sector_id: 1,
  sector_name: 'A',
  zone_id: null,
  zone_name: null,
  locations: 4,
  occupied_locations: 3,
  amount: 6,
  ...patch,
});

describe('overviewQuery', () => {
  it('leaves out an empty search and unset places and always asks for a page of 100', () => {
    expect(overviewQuery({ q: '', zoneId: null, sectorId: null, zeroAmounts: false, sort: 'location' })).toEqual({
      q: undefined,
      zone_id: undefined,
      sector_id: undefined,
      zero_amounts: false,
      sort: 'location',
      limit: 100,
    });
  });

  it('sends the search, the zone, the sector and the zero amounts as set', () => {
    expect(overviewQuery({ q: 'A-01', zoneId: 2, sectorId: 5, zeroAmounts: true, sort: 'location' })).toMatchObject({
      q: 'A-01',
      zone_id: 2,
      sector_id: 5,
      zero_amounts: true,
    });
  });
});

describe('fillBars', () => {
  it('labels a sector with its zone and gives the share of locations holding goods', () => {
    expect(fillBars([sector({ zone_id: 1, zone_name: 'Přízemí' })])).toEqual([
      { id: 1, label: 'Přízemí / A', percent: 75, detail: '3 z 4 pozic, 6 ks' },
    ]);
  });

  it('says "pozice" for one location and shows an empty sector as 0 %', () => {
    expect(fillBars([sector({ locations: 1, occupied_locations: 1, amount: 2 })])[0]).toMatchObject({
      label: 'A',
      percent: 100,
      detail: '1 z 1 pozice, 2 ks',
    });
    expect(fillBars([sector({ locations: 0, occupied_locations: 0, amount: 0 })])[0].percent).toBe(0);
  });

  it('groups thousands as Czech readers expect', () => {
    const [bar] = fillBars([sector({ locations: 2500, occupied_locations: 1250, amount: 122500 })]);
    expect(bar.detail.replace(/\s/g, ' ')).toBe('1 250 z 2 500 pozic, 122 500 ks');
  });
});
