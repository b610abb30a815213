import { countCs } from '../../domain/text/czech-plural';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { describeFailure } from '../../application/errors';
import type { LayoutApi, LocationDto, SectorDto } from '../../application/layout/layout-api.port';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import { loadInto } from '../global/load-state';
import type { StocktakingApi } from '../../application/stocktaking/stocktaking-api.port';
import {
  CHECK_PAGE_SIZE,
  type CheckPage,
  type CheckStatusFilter,
  type CheckSummary,
} from '../../application/stocktaking/stocktaking-api.port';

export interface ListFilters {
  name: string;
  status: CheckStatusFilter;
  changed: string;
  sectorId: number | null;
}
export interface StartForm {
  name: string;
  mode: 'sectors' | 'locations';
  sectorIds: readonly number[];
  locationIds: readonly number[];
  blind: boolean;
}

/**
 * /stocktaking: the checks, filtered and paged by 50 (R-INV-03); starting a new one over chosen
 * sectors or locations (R-INV-02); cancelling one after a confirm.
 */
export class StocktakingListViewModel {
  filters: ListFilters = { name: '', status: 'active', changed: '', sectorId: null };
  page = 1;
  data: CheckPage | null = null;
  loading = false;
  error: string | null = null;
  sectors: readonly SectorDto[] = [];
  locations: readonly LocationDto[] = [];
  form: StartForm | null = null;
  formError: string | null = null;
  cancelTarget: CheckSummary | null = null;
  /** The check just started: the view opens its counting screen. */
  started: number | null = null;

  constructor(
    private readonly api: StocktakingApi,
    private readonly layout: LayoutApi,
    private readonly ids: IdGenerator,
  ) {
    makeObservable(this, {
      filters: observableRef,
      page: observable,
      data: observableRef,
      loading: observable,
      error: observable,
      sectors: observableRef,
      locations: observableRef,
      form: observableRef,
      formError: observable,
      cancelTarget: observableRef,
      started: observable,
      pageText: computed,
      filterChanged: action,
      pageChanged: action,
      startOpened: action,
      formChanged: action,
      startClosed: action,
      cancelRequested: action,
      cancelDismissed: action,
    });
  }

  get pageText(): string {
    if (!this.data) return '';
    return `Strana ${this.data.page} z ${this.data.total_pages} (${countCs(this.data.total_entries, 'inventura', 'inventury', 'inventur')})`;
  }

  load(): Promise<void> {
    const f = this.filters;
    return loadInto(
      this,
      () =>
        this.api.list({
          page: this.page,
          per_page: CHECK_PAGE_SIZE,
          name: f.name.trim() || null,
          status: f.status,
          changed: f.changed || null,
          sectors: f.sectorId === null ? null : [f.sectorId],
        }),
      (data) => (this.data = data),
    );
  }

  async loadLayout(): Promise<void> {
    try {
      const [sectors, locations] = await Promise.all([this.layout.sectors(), this.layout.locations()]);
      runInAction(() => {
        this.sectors = [...sectors].sort((a, b) => a.order - b.order || a.id - b.id);
        this.locations = [...locations].sort((a, b) => a.name.localeCompare(b.name, 'cs'));
      });
    } catch (e) {
      runInAction(() => (this.error = describeFailure(e)));
    }
  }

  filterChanged(patch: Partial<ListFilters>): Promise<void> {
    this.filters = { ...this.filters, ...patch };
    this.page = 1;
    return this.load();
  }

  pageChanged(page: number): Promise<void> {
    this.page = Math.max(1, Math.min(page, this.data?.total_pages ?? 1));
    return this.load();
  }

  startOpened(): void {
    this.form = { name: '', mode: 'sectors', sectorIds: [], locationIds: [], blind: false };
    this.formError = null;
  }

  formChanged(patch: Partial<StartForm>): void {
    if (this.form) this.form = { ...this.form, ...patch };
  }

  startClosed(): void {
    this.form = null;
  }

  async startConfirmed(): Promise<void> {
    const form = this.form;
    if (!form) return;
    if (!form.name.trim()) return this.setFormError('Zadejte název inventury.');
    const chosen = form.mode === 'sectors' ? form.sectorIds : form.locationIds;
    if (!chosen.length) return this.setFormError('Vyberte alespoň jeden sektor nebo pozici.');
    try {
      const check = await this.api.start(
        {
          name: form.name.trim(),
          blind: form.blind,
          ...(form.mode === 'sectors' ? { sectors: [...chosen] } : { locations: [...chosen] }),
        },
        { idempotencyKey: this.ids.uuid() },
      );
      runInAction(() => {
        this.form = null;
        this.started = check.id;
      });
    } catch (e) {
      this.setFormError(describeFailure(e));
    }
  }

  cancelRequested(check: CheckSummary): void {
    this.cancelTarget = check;
  }

  cancelDismissed(): void {
    this.cancelTarget = null;
  }

  async cancelConfirmed(): Promise<void> {
    const target = this.cancelTarget;
    if (!target) return;
    try {
      await this.api.cancel(target.id, { idempotencyKey: this.ids.uuid() });
      runInAction(() => (this.cancelTarget = null));
      await this.load();
    } catch (e) {
      runInAction(() => {
        this.cancelTarget = null;
        this.error = describeFailure(e);
      });
    }
  }

  private setFormError(text: string): void {
    runInAction(() => (this.formError = text));
  }
}
