import { countCs } from '../../domain/text/czech-plural';
import { each } from '../global/annotate';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { LayoutApi, LocationDto, SectorDto } from '../../application/layout/layout-api.port';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import { loadInto } from '../global/load-state';
import type { StocktakingApi } from '../../application/stocktaking/stocktaking-api.port';
import type { CheckPage, CheckSummary } from '../../application/stocktaking/stocktaking-api.port';
import { StocktakingChecks, type CheckFilters, type StartForm } from '../../application/stocktaking/stocktaking-checks';
import { ConfirmTarget } from '../global/confirm-target.store';

/**
 * /stocktaking: the checks, filtered and paged by 50 (R-INV-03); starting a new one over chosen
 * sectors or locations (R-INV-02); cancelling one after a confirm.
 */
export class StocktakingListViewModel {
  filters: CheckFilters = { name: '', status: 'active', changed: '', sectorId: null };
  page = 1;
  data: CheckPage | null = null;
  loading = false;
  error: string | null = null;
  sectors: readonly SectorDto[] = [];
  locations: readonly LocationDto[] = [];
  form: StartForm | null = null;
  formError: string | null = null;
  readonly cancelAsk = new ConfirmTarget<CheckSummary>();
  /** The check just started: the view opens its counting screen. */
  started: number | null = null;

  private readonly checks: StocktakingChecks;

  constructor(api: StocktakingApi, layout: LayoutApi, ids: IdGenerator) {
    this.checks = new StocktakingChecks({ api, layout, ids });
    makeAutoObservable<this, 'checks'>(
      this,
      {
        ...each(observableRef, 'filters', 'data', 'sectors', 'locations', 'form'),
        ...each(false, 'cancelAsk', 'checks'),
      },
      { autoBind: true },
    );
  }

  get pageText(): string {
    if (!this.data) return '';
    return `Strana ${this.data.page} z ${this.data.total_pages} (${countCs(this.data.total_entries, 'inventura', 'inventury', 'inventur')})`;
  }

  load(): Promise<void> {
    const { filters, page } = this;
    return loadInto(
      this,
      () => this.checks.page(filters, page),
      (data) => (this.data = data),
    );
  }

  async loadLayout(): Promise<void> {
    const layout = await this.checks.layoutOrFailure();
    runInAction(() => {
      if ('failure' in layout) this.error = layout.failure;
      else {
        this.sectors = layout.sectors;
        this.locations = layout.locations;
      }
    });
  }

  filterChanged(patch: Partial<CheckFilters>): Promise<void> {
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
    const answer = await this.checks.start(form);
    runInAction(() => {
      if ('refusal' in answer) return (this.formError = answer.refusal);
      this.form = null;
      this.started = answer.started;
    });
  }

  async cancelConfirmed(): Promise<void> {
    const target = this.cancelAsk.target;
    if (!target) return;
    const failure = await this.checks.cancel(target);
    this.cancelAsk.cancelled();
    if (failure) runInAction(() => (this.error = failure));
    else await this.load();
  }
}
