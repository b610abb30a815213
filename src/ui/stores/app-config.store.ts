import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { EshopConfig, LoadedConfig } from '../../application/config/config-types';
import { loadConfig } from '../../application/config/load-config';
import type { AuthApi } from '../../application/ports/auth-api.port';
import type { ConfigApi } from '../../application/ports/config-api.port';
import { attempt } from '../global/load-state';

/** The signed-in configuration (SPEC 4 navigation guard step 2: "config loaded"). */
export class AppConfigStore {
  config: LoadedConfig | null = null;
  loading = false;
  error: string | null = null;

  constructor(
    private readonly auth: AuthApi,
    private readonly api: ConfigApi,
  ) {
    makeObservable(this, {
      config: observableRef,
      loading: observable,
      error: observable,
      reset: action,
      eshopSaved: action,
    });
  }

  get loaded(): boolean {
    return this.config !== null;
  }

  load(): Promise<boolean> {
    return attempt(this, 'loading', async () => {
      const config = await loadConfig(this.auth, this.api);
      runInAction(() => {
        this.config = config;
      });
    });
  }

  reset(): void {
    this.config = null;
  }

  /** Keeps the app's copy of the e-shop config in step with what a screen saved (scanning reads it). */
  eshopSaved(patch: Partial<EshopConfig>): void {
    if (this.config) this.config = { ...this.config, eshop: { ...this.config.eshop, ...patch } };
  }
}
