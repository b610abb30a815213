import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { BatchesApi, BatchRowDto } from '../../application/batches/batches-api.port';
import { describeFailure } from '../../application/errors';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import { LatestFetch, loadInto } from '../global/load-state';

export interface BatchForm {
  id: number;
  name: string;
  expires_at: string;
}

/**
 * /batches: batches by expiry (the first to expire first) with stock per location, found by
 * product or batch name, narrowed to what expires within N days, and edited (name, expiry).
 */
export class BatchesViewModel {
  query = '';
  /** Days as typed; empty shows every batch. */
  within = '';
  batches: BatchRowDto[] = [];
  loading = false;
  error: string | null = null;
  form: BatchForm | null = null;
  formError: string | null = null;
  private readonly fetches = new LatestFetch();

  constructor(
    private readonly api: BatchesApi,
    private readonly ids: IdGenerator,
  ) {
    makeAutoObservable<this, 'api' | 'ids' | 'fetches'>(
      this,
      { api: false, ids: false, fetches: false, batches: observableRef },
      { autoBind: true },
    );
  }

  load(): Promise<void> {
    const isLatest = this.fetches.next();
    const days = this.within.trim();
    if (days && !/^\d{1,4}$/.test(days)) {
      // The fetch still running is no longer the latest: it will not turn the spinner off.
      this.loading = false;
      this.error = 'Počet dní musí být celé číslo.';
      return Promise.resolve();
    }
    return loadInto(
      this,
      () => this.api.list({ q: this.query.trim(), expiringWithin: days ? Number(days) : undefined }),
      (found) => (this.batches = found),
      isLatest,
    );
  }

  queryTyped(q: string): Promise<void> {
    this.query = q;
    return this.load();
  }

  withinTyped(days: string): Promise<void> {
    this.within = days;
    return this.load();
  }

  editOpened(batch: BatchRowDto): void {
    this.form = { id: batch.id, name: batch.name, expires_at: batch.expires_at ?? '' };
    this.formError = null;
  }

  formChanged(patch: Partial<Omit<BatchForm, 'id'>>): void {
    if (this.form) this.form = { ...this.form, ...patch };
  }

  formClosed(): void {
    this.form = null;
  }

  async formSubmitted(): Promise<void> {
    const form = this.form;
    if (!form) return;
    try {
      await this.api.edit(form.id, { name: form.name.trim(), expires_at: form.expires_at }, this.ids.uuid());
      runInAction(() => {
        this.form = null;
      });
      await this.load();
    } catch (e) {
      runInAction(() => {
        this.formError = describeFailure(e);
      });
    }
  }
}
