import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { describeFailure } from '../../application/errors';
import type { CustomProductDto, MultiEanApi } from '../../application/multiean/multiean-api.port';
import type { ConfigApi } from '../../application/ports/config-api.port';
import type { IdGenerator } from '../../application/ports/id-generator.port';
import { loadInto } from '../global/load-state';
import { scannedCodeCandidates, type MultieanDelimiters } from '../../domain/multiean/scanned-code';
import { ConfirmTarget } from '../global/confirm-target.store';
import { SaveBox, type BoxForm } from '../../application/multiean/save-box';

export interface DelimiterForm {
  /** Each character is one delimiter ("*x" means "*" and "x"). */
  characters: string;
  num: number;
  sample: string;
}

export interface EansDeps {
  api: MultiEanApi;
  config: ConfigApi;
  ids: IdGenerator;
  /** The e-shop's delimiters as the configuration was loaded. */
  delimiters: MultieanDelimiters | null;
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
  private readonly boxes: SaveBox;

  constructor(private readonly deps: EansDeps) {
    this.boxes = new SaveBox(deps);
    const d = deps.delimiters ?? { delimiters: ['*'], num: 1 };
    this.delimiterForm = { characters: d.delimiters.join(''), num: d.num === 2 ? 2 : 1, sample: '12*8594000000015' };
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
    this.form = item
      ? { id: item.id, ean: item.ean, amount: String(item.amount), code: item.code }
      : { id: null, ean: '', amount: '', code: '' };
    this.formError = null;
    this.boxes.formChanged();
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
    runInAction(() => (this.busy = true));
    try {
      const answer = await this.boxes.save(form);
      if ('refusal' in answer) return runInAction(() => void (this.formError = answer.refusal));
      const { saved } = answer;
      runInAction(() => {
        this.form = null;
        this.notice = `Balení ${saved.ean} (${saved.amount} ks produktu ${saved.code}) uloženo.`;
      });
      await this.load();
    } catch (e) {
      runInAction(() => {
        this.formError = describeFailure(e);
      });
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  async deleteConfirmed(): Promise<void> {
    const target = this.deleteAsk.target;
    if (!target) return;
    try {
      await this.deps.api.remove(target.id, this.deps.ids.uuid());
      this.deleteAsk.cancelled();
      runInAction(() => (this.notice = `Balení ${target.ean} smazáno.`));
      await this.load();
    } catch (e) {
      this.deleteAsk.cancelled();
      runInAction(() => (this.error = describeFailure(e)));
    }
  }

  delimitersChanged(patch: Partial<DelimiterForm>): void {
    this.delimiterForm = { ...this.delimiterForm, ...patch };
    this.delimiterNotice = null;
  }

  /** The delimiters as saved: each distinct, visible character once. */
  get delimiters(): MultieanDelimiters {
    const chars = [...new Set([...this.delimiterForm.characters].filter((ch) => ch.trim()))];
    return { delimiters: chars, num: this.delimiterForm.num };
  }

  /** How the sample is read with the settings as typed: each reading the scan may mean, literal first. */
  get preview(): Array<{ code: string; quantity: number }> {
    return scannedCodeCandidates(this.delimiterForm.sample, this.delimiters);
  }

  async delimitersSaved(): Promise<void> {
    const settings = this.delimiters;
    try {
      await this.deps.config.updateMultieanDelimiters({ delimiters: [...settings.delimiters], num: settings.num });
      runInAction(() => {
        this.delimiterNotice = 'Oddělovače uloženy.';
      });
    } catch (e) {
      runInAction(() => {
        this.delimiterNotice = describeFailure(e);
      });
    }
  }
}
