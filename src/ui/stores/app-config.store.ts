import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { LoadedConfig } from '../../application/config/config-types';
import { loadConfig } from '../../application/config/load-config';
import type { AuthApi } from '../../application/ports/auth-api.port';
import type { ConfigApi } from '../../application/ports/config-api.port';
import { describeFailure } from '../../application/errors';

/** The signed-in configuration (SPEC 4 navigation guard step 2: "config loaded"). */
export class AppConfigStore {
  config: LoadedConfig | null = null;
  loading = false;
  error: string | null = null;

  constructor(
    private readonly auth: AuthApi,
    private readonly api: ConfigApi,
  ) {
    makeObservable(this, { config: observableRef, loading: observable, error: observable, reset: action });
  }

  get loaded(): boolean {
    return this.config !== null;
  }

  async load(): Promise<boolean> {
    this.loading = true;
    this.error = null;
    try {
      const config = await loadConfig(this.auth, this.api);
      runInAction(() => {
        this.config = config;
      });
      return true;
    } catch (e) {
      runInAction(() => {
        this.error = describeFailure(e);
      });
      return false;
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  reset(): void {
    this.config = null;
  }
}
