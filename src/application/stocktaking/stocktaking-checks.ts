import { describeFailure } from '../errors';
import type { LayoutApi, LocationDto, SectorDto } from '../layout/layout-api.port';
import type { IdGenerator } from '../ports/id-generator.port';
import {
  CHECK_PAGE_SIZE,
  type CheckPage,
  type CheckStatusFilter,
  type CheckSummary,
  type StocktakingApi,
} from './stocktaking-api.port';

/** The list's filters as the screen holds them (texts as typed). */
export interface CheckFilters {
  name: string;
  status: CheckStatusFilter;
  changed: string;
  sectorId: number | null;
}

/** The "new stock-taking" form: a name, and the sectors or the locations it covers (R-INV-02). */
export interface StartForm {
  name: string;
  mode: 'sectors' | 'locations';
  sectorIds: readonly number[];
  locationIds: readonly number[];
  blind: boolean;
}

/**
 * The stock-taking list (SPEC 7 "Stock-taking", /stocktaking): a filtered page of checks by 50 (R-INV-03), the
 * sectors and locations a new one can cover, starting one (refused in Czech before sending when the form is not
 * complete) and cancelling one. Each write carries a new idempotency key.
 */
export class StocktakingChecks {
  constructor(private readonly ports: { api: StocktakingApi; layout: LayoutApi; ids: IdGenerator }) {}

  page(filters: CheckFilters, page: number): Promise<CheckPage> {
    return this.ports.api.list({
      page,
      per_page: CHECK_PAGE_SIZE,
      name: filters.name.trim() || null,
      status: filters.status,
      changed: filters.changed || null,
      sectors: filters.sectorId === null ? null : [filters.sectorId],
    });
  }

  /** Sectors in the warehouse's order, locations by name as Czech sorts them. */
  async layout(): Promise<{ sectors: SectorDto[]; locations: LocationDto[] }> {
    const [sectors, locations] = await Promise.all([this.ports.layout.sectors(), this.ports.layout.locations()]);
    return {
      sectors: [...sectors].sort((a, b) => a.order - b.order || a.id - b.id),
      locations: [...locations].sort((a, b) => a.name.localeCompare(b.name, 'cs')),
    };
  }

  /** Starts a check: its id, or why the form cannot start one (or the server refused it), in Czech. */
  async start(form: StartForm): Promise<{ started: number } | { refusal: string }> {
    const name = form.name.trim();
    if (!name) return { refusal: 'Zadejte název inventury.' };
    const chosen = form.mode === 'sectors' ? form.sectorIds : form.locationIds;
    if (!chosen.length) return { refusal: 'Vyberte alespoň jeden sektor nebo pozici.' };
    const scope = form.mode === 'sectors' ? { sectors: [...chosen] } : { locations: [...chosen] };
    try {
      const check = await this.ports.api.start({ name, blind: form.blind, ...scope }, this.write());
      return { started: check.id };
    } catch (e) {
      return { refusal: describeFailure(e) };
    }
  }

  /** Cancels the check: null when it went, else the Czech reason it did not. */
  async cancel(check: CheckSummary): Promise<string | null> {
    try {
      await this.ports.api.cancel(check.id, this.write());
      return null;
    } catch (e) {
      return describeFailure(e);
    }
  }

  /** The layout to choose from, or the Czech reason it could not be fetched. */
  async layoutOrFailure(): Promise<{ sectors: SectorDto[]; locations: LocationDto[] } | { failure: string }> {
    try {
      return await this.layout();
    } catch (e) {
      return { failure: describeFailure(e) };
    }
  }

  private write() {
    return { idempotencyKey: this.ports.ids.uuid() };
  }
}
