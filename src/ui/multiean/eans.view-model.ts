import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { BoxEditing, type BoxOutcome } from '../../application/multiean/box-editing';
import type { CustomProductDto, MultiEanApi } from '../../application/multiean/multiean-api.port';
import {
  delimiterFormOf,
  samplePreview,
  saveDelimiters,
  type DelimiterForm,
} from '../../application/multiean/sample-delimiters';
import type { BoxForm } from '../../application/multiean/save-box';
import type { ConfigApi } from '../../application/ports/config-api.port';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import type { MultieanDelimiters } from '../../domain/multiean/scanned-code';
import { ConfirmTarget } from '../global/confirm-target.store';
import { loadInto } from '../global/load-state';

export interface EansDeps {
  api: MultiEanApi;
  config: ConfigApi;
  ids: IdGenerator;
  /** The e-shop's delimiters as the configuration was loaded. */
  delimiters: MultieanDelimiters | null;
  /** Keeps the app's copy of the e-shop config in step after a save (the scan fields split codes with it). */
  eshopSaved(patch: { multiean_delimiters: MultieanDelimiters }): void;
}

/**
 * /eans: multi-EAN products (boxes: an EAN standing for a number of pieces of a product), created,
 * edited and deleted through the server, which refuses an EAN in use ('EAN {ean} již existuje');
 * and the delimiters that split a scanned "12*EAN", with a live preview of how a sample is read.
 */
export class EansViewModel {
  items: CustomProductDto[] = [];
  loading = false;
  error: string | null = null;
  notice: string | null = null;
  form: BoxForm | null = null;
  formError: string | null = null;
  busy = false;
  readonly deleteAsk = new ConfirmTarget<CustomProductDto>();
  delimiterForm: DelimiterForm;
  delimiterNotice: string | null = null;
  private readonly boxes: BoxEditing;

  constructor(private readonly deps: EansDeps) {
    this.boxes = new BoxEditing(deps);
    this.delimiterForm = delimiterFormOf(deps.delimiters);
    makeAutoObservable<this, 'deps' | 'boxes'>(
      this,
      { deps: false, boxes: false, deleteAsk: false, items: observableRef },
      { autoBind: true },
    );
  }

  load(): Promise<void> {
    return loadInto(
      this,
      () => this.deps.api.list(),
      (items) => (this.items = items),
    );
  }

  formOpened(item?: CustomProductDto): void {
    this.form = this.boxes.formOf(item);
    this.formError = null;
  }

  formChanged(patch: Partial<Omit<BoxForm, 'id'>>): void {
    if (this.form) this.form = { ...this.form, ...patch };
    this.boxes.formChanged();
  }

  formClosed(): void {
    this.form = null;
  }

  /** Saves the form; the server's Czech refusal (a duplicate EAN, an unknown product) stays in the form. */
  async formSubmitted(): Promise<void> {
    const form = this.form;
    if (!form || this.busy) return;
    this.busy = true;
    const outcome = await this.boxes.save(form);
    runInAction(() => {
      this.busy = false;
      if ('failure' in outcome) this.formError = outcome.failure;
      else this.form = null;
    });
    await this.settled(outcome);
  }

  async deleteConfirmed(): Promise<void> {
    const target = this.deleteAsk.target;
    if (!target) return;
    const outcome = await this.boxes.remove(target);
    this.deleteAsk.cancelled();
    if ('failure' in outcome) runInAction(() => (this.error = outcome.failure));
    await this.settled(outcome);
  }

  delimitersChanged(patch: Partial<DelimiterForm>): void {
    this.delimiterForm = { ...this.delimiterForm, ...patch };
    this.delimiterNotice = null;
  }

  /** How the sample is read with the settings as typed: each reading the scan may mean, literal first. */
  get preview(): Array<{ code: string; quantity: number }> {
    return samplePreview(this.delimiterForm);
  }

  async delimitersSaved(): Promise<void> {
    const notice = await saveDelimiters(this.deps.config, this.delimiterForm, (multiean_delimiters) =>
      this.deps.eshopSaved({ multiean_delimiters }),
    );
    runInAction(() => (this.delimiterNotice = notice));
  }

  /** A saved or deleted box is announced and the list read again. */
  private async settled(outcome: BoxOutcome): Promise<void> {
    if (!('notice' in outcome)) return;
    runInAction(() => (this.notice = outcome.notice));
    await this.load();
  }
}
