import type { OverviewQuery, OverviewSort, SectorFillDto } from './layout-api.port';
import { ofTotalNoun } from '../../domain/text/czech-plural';

/** Rows per page of the stock overview; the next page is asked for as the list scrolls. */
const OVERVIEW_PAGE_SIZE = 100;

/** The stock overview's filters as the worker set them. */
export interface OverviewFilters {
  q: string;
  zoneId: number | null;
  sectorId: number | null;
  zeroAmounts: boolean;
  sort: OverviewSort;
}

/** One bar of the sector fill picture. */
export interface FillBar {
  id: number;
  label: string;
  percent: number;
  detail: string;
}

/** Thousands grouped as Czech readers expect (122 500), as in the totals. */
const cs = (n: number) => n.toLocaleString('cs-CZ');

/** The request for the first page of the filters (an empty search and unset places are not sent). */
export function overviewQuery(f: OverviewFilters): OverviewQuery {
  return {
    q: f.q || undefined,
    zone_id: f.zoneId ?? undefined,
    sector_id: f.sectorId ?? undefined,
    zero_amounts: f.zeroAmounts,
    sort: f.sort,
    limit: OVERVIEW_PAGE_SIZE,
  };
}

/** Share of each sector's locations holding goods, 0–100, with its Czech detail line. */
export function fillBars(sectors: readonly SectorFillDto[]): FillBar[] {
  return sectors.map((s) => ({
    id: s.sector_id,
    label: s.zone_name ? `${s.zone_name} / ${s.sector_name}` : s.sector_name,
    percent: s.locations ? Math.round((s.occupied_locations / s.locations) * 100) : 0,
    detail: `${cs(s.occupied_locations)} z ${cs(s.locations)} ${ofTotalNoun(s.locations, 'pozice', 'pozic')}, ${cs(s.amount)} ks`,
  }));
}
