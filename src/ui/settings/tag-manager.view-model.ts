import { makeAutoObservable, runInAction } from 'mobx';
import type { EshopConfig } from '../../application/config/config-types';
import { saveTagManagerId } from '../../application/config/tag-manager-setting';
import { describeFailure } from '../../application/errors';
import type { ConfigApi } from '../../application/ports/config-api.port';
import { TAG_MANAGER_SETTING } from '../../domain/text/tag-manager-id';

/** The settings screen's tag-manager id (R-UI-11): checked on save; empty means no tag manager at all. */
export class TagManagerViewModel {
  text: string;
  saving = false;
  error: string | null = null;
  saved = false;

  constructor(
    private readonly deps: {
      config: Pick<ConfigApi, 'updateCommonSettings'>;
      eshop: EshopConfig;
      eshopSaved(patch: Partial<EshopConfig>): void;
    },
  ) {
    const stored = deps.eshop.common_settings[TAG_MANAGER_SETTING];
    this.text = typeof stored === 'string' ? stored : '';
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  typed(text: string): void {
    this.text = text;
    this.error = null;
    this.saved = false;
  }

  async saveClicked(): Promise<void> {
    runInAction(() => {
      this.saving = true;
      this.error = null;
      this.saved = false;
    });
    try {
      const result = await saveTagManagerId(this.deps.config, this.text);
      runInAction(() => {
        if (result.kind === 'invalid') this.error = result.error;
        else {
          this.text = result.id ?? '';
          this.saved = true;
          const { eshop } = this.deps;
          this.deps.eshopSaved({ common_settings: { ...eshop.common_settings, [TAG_MANAGER_SETTING]: result.id } });
        }
      });
    } catch (e) {
      runInAction(() => {
        this.error = describeFailure(e);
      });
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}
