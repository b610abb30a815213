import { makeAutoObservable, runInAction } from 'mobx';
import type { BatchesApi } from '../../application/batches/batches-api.port';
import { describeFailure } from '../../application/errors';
import type { IdGenerator } from '../../application/ports/id-generator.port';

export interface BatchInitForm {
  code: string;
  name: string;
  expires_at: string;
  /** Empty: every location holding untracked pieces of the product. */
  location_name: string;
}

const EMPTY: BatchInitForm = { code: '', name: '', expires_at: '', location_name: '' };

/** /batchInit: untracked pieces of a product become pieces of a batch, as one ledger change. */
export class BatchInitViewModel {
  form: BatchInitForm = { ...EMPTY };
  error: string | null = null;
  notice: string | null = null;
  busy = false;
  private pendingKey: string | null = null;

  constructor(
    private readonly api: BatchesApi,
    private readonly ids: IdGenerator,
  ) {
    makeAutoObservable<this, 'api' | 'ids' | 'pendingKey'>(
      this,
      { api: false, ids: false, pendingKey: false },
      { autoBind: true },
    );
  }

  changed(patch: Partial<BatchInitForm>): void {
    this.form = { ...this.form, ...patch };
    this.pendingKey = null;
  }

  /**
   * A scanner's code (read from its physical keys): a location when the worker stands in "Pozice",
   * otherwise the product (code, EAN or box, which the server reads through the scan lookup). Never
   * a submit: the name and expiry are still to come.
   */
  scanned(code: string, into: 'code' | 'location'): void {
    this.changed(into === 'location' ? { location_name: code } : { code });
  }

  async submitted(): Promise<void> {
    const f = this.form;
    if (this.busy) return;
    if (!f.code.trim() || !f.name.trim() || !f.expires_at) {
      this.error = 'Zadejte kód produktu, název šarže a datum expirace.';
      return;
    }
    this.pendingKey ??= this.ids.uuid();
    runInAction(() => {
      this.busy = true;
    });
    try {
      const done = await this.api.init(
        {
          code: f.code.trim(),
          name: f.name.trim(),
          expires_at: f.expires_at,
          location_name: f.location_name.trim() || null,
        },
        this.pendingKey,
      );
      const pieces = done.movements.filter((m) => m.amount > 0).reduce((sum, m) => sum + m.amount, 0);
      runInAction(() => {
        this.notice = `Šarže ${f.name.trim()} založena: ${pieces} ks produktu ${f.code.trim()} (změna č. ${done.change_id}).`;
        this.error = null;
        this.form = { ...EMPTY };
        this.pendingKey = null;
      });
    } catch (e) {
      runInAction(() => {
        this.error = describeFailure(e);
        this.notice = null;
      });
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
